/**
 * The chat protocol (docs/protocol.md), defined once for the server and the widget: the
 * limits of a request, its types, the reply types, the reader of an answer, and the call that posts a
 * request (the fetch function is given). Light (no zod, no DOM, no storage): the widget ships it. The request's zod schemas, which only the server runs, are in
 * chat-schema.ts, and its types come from them.
 */
import { chatTexts } from '../content/chat-texts.ts';
import type { Charad, ChatRequest, HistoryEntry } from './chat-schema.ts';

export type { Charad, ChatRequest, HistoryEntry } from './chat-schema.ts';

/** Longest message, once trimmed. */
export const MAX_MESSAGE = 2000;
/** Most earlier messages a request carries (the widget sends the last ones, the server refuses more). */
export const MAX_HISTORY = 50;
/** An earlier message is cut to this many characters. */
export const MAX_HISTORY_CONTENT = 8000;
/** Longest session id. */
export const MAX_SESSION_ID = 100;
/** Each text field of a charad is cut to this many characters. */
export const MAX_CHARAD_FIELD = 1000;
/** Longest page address or referrer a request carries. */
export const MAX_PAGE_URL = 2000;
/** Longest proof of work (an ALTCHA payload, base64). */
export const MAX_PROOF = 2000;
/**
 * The most earlier messages weigh in a request, in bytes of JSON: the server keeps the conversation
 * and answers from its own record, so a client sends only a recent part, and a long conversation
 * never outgrows the body limit (32 KB).
 */
export const HISTORY_BYTES = 12_000;
/** A message's id: lets the server answer a message sent again (after a reload) once. */
export const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A session id the server keeps a conversation for: long, and of letters, digits, - and _ only, so
 * that it cannot be guessed from another and is harmless in a log, an e-mail or a CSV. The widget's
 * are session-{timestamp}-{22 random letters and digits}, 131 random bits.
 */
export const SESSION_ID = /^[A-Za-z0-9_-]{24,100}$/;

export type Role = HistoryEntry['role'];

/** A button of a reply; only http, https, mailto and tel URLs are ever followed. */
export interface ChatButton {
  text: string;
  url: string;
  type: 'primary' | 'secondary';
}

/**
 * A proof of work to solve before a request for contact is stored (ALTCHA's challenge): find the
 * number n in 0..maxnumber for which SHA-256(salt + n) is `challenge`. It comes with the summary
 * that asks for the consent; the widget sends the solution with the next message as `proof`.
 */
export interface ProofChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What the built-in assistant answers: the core's payload (message, buttons, quick_replies). */
export interface ChatReply {
  message: string;
  buttons: ChatButton[];
  quick_replies: string[];
  /** Beside the core's fields, which other clients ignore: the proof the next message must carry. */
  proof?: ProofChallenge;
}

/** A reply as it travels from the built-in assistant: the core's object with `output`, which any client of the core reads whole. */
export interface ChatAnswer {
  output: ChatReply;
}

/** A reply as the widget shows it, read from any answer of the core by parseReply. */
export interface AssistantReply {
  message: string;
  buttons: ChatButton[];
  quickReplies: string[];
  proof?: ProofChallenge;
}

/** An answer that could not be used; its message is for the console, the visitor sees chatTexts.genericError. */
export class ChatError extends Error {
  override name = 'ChatError';
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The opening item (content/chat-openers.ts) as a request carries it ("charad", as the protocol spells it), or null without one. */
export function charadOf(opener: Charad | undefined): Charad | null {
  return opener ? { id: opener.id, type: opener.type, content: opener.content, category: opener.category, difficulty: opener.difficulty } : null;
}

/** What a request may carry beside the core's fields. */
export interface RequestExtras {
  messageId?: string;
  /** The address of the page the conversation is on, and where the visitor came from. */
  page?: string;
  referrer?: string;
  /** The solution of the last ProofChallenge (base64 JSON, as ALTCHA makes it). */
  proof?: string;
  /** The language of the page the widget is on: the reply's language until the visitor's words tell it. */
  language?: 'fr' | 'en';
}

/**
 * The request body of a message: the latest earlier messages go with it, each with the charad, as
 * many as fit in HISTORY_BYTES (MAX_HISTORY at most), and the extras given.
 */
export function buildRequest(
  message: string,
  sessionId: string,
  charad: Charad | null,
  history: { role: Role; content: string }[],
  extras: RequestExtras = {},
): ChatRequest {
  const recent: ChatRequest['conversationHistory'] = [];
  let bytes = 0;
  for (const { role, content } of history.slice(-MAX_HISTORY).reverse()) {
    const entry = { role, content: content.slice(0, MAX_HISTORY_CONTENT), charad };
    bytes += utf8Length(JSON.stringify(entry)) + 1;
    if (bytes > HISTORY_BYTES) break;
    recent.unshift(entry);
  }
  const given = Object.fromEntries(Object.entries(extras).filter(([, value]) => typeof value === 'string' && value !== '')) as RequestExtras;
  return { message, sessionId, charad, conversationHistory: recent, ...given };
}

/** Bytes of a text in UTF-8, without an encoder (the widget's bundle has no Buffer). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** A proof challenge as a reply carries it, or undefined when it is not one. */
export function proofChallengeOf(value: unknown): ProofChallenge | undefined {
  if (!isRecord(value) || value.algorithm !== 'SHA-256') return undefined;
  const { challenge, maxnumber, salt, signature } = value;
  if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return undefined;
  if (typeof maxnumber !== 'number' || !Number.isSafeInteger(maxnumber) || maxnumber < 1) return undefined;
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature };
}

const SAFE_URL = /^(https?:\/\/|mailto:|tel:)/i;

/** Only http, https, mailto and tel URLs are ever followed. */
export function isSafeButtonUrl(url: string): boolean {
  return SAFE_URL.test(url.trim()) && !/[\u0000-\u001f\s]/.test(url.trim());
}

/** The buttons of a list that are usable (text, a safe URL); the others are left out. */
export function readButtons(value: unknown): ChatButton[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.text !== 'string' || typeof item.url !== 'string') return [];
    const text = item.text.trim();
    const url = item.url.trim();
    if (!text || !isSafeButtonUrl(url)) return [];
    return [{ text, url, type: item.type === 'primary' ? 'primary' : 'secondary' } satisfies ChatButton];
  });
}

/** The quick replies of a list (texts, or objects with a text); the others are left out. */
export function readQuickReplies(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const text = typeof item === 'string' ? item : isRecord(item) && typeof item.text === 'string' ? item.text : '';
    return text.trim() ? [text.trim()] : [];
  });
}

/**
 * Whether an object is itself the core's payload: a text message beside lists of buttons or quick
 * replies, with no `output` around it (what a Respond to Webhook node's JSON usually is, whole or
 * streamed across items). The core reads an object's `message` as the text; read as a payload, the
 * text is that same message and the lists beside it are kept rather than dropped, so every case of
 * the core reads the same text as before, and a body reads alike whole or streamed.
 */
const isBarePayload = (data: Record<string, unknown>) =>
  !('response' in data) && typeof data.message === 'string' && (Array.isArray(data.buttons) || Array.isArray(data.quick_replies));

/**
 * The value that carries the answer: output of an array's first element, or response, message or
 * output of an object, or the object itself when it is a payload (isBarePayload).
 */
function extract(data: unknown): unknown {
  if (Array.isArray(data)) return isRecord(data[0]) && 'output' in data[0] ? data[0].output : undefined;
  if (!isRecord(data)) return undefined;
  if (isBarePayload(data)) return data;
  for (const key of ['response', 'message', 'output']) if (key in data) return data[key];
  return undefined;
}

/** Text that may be the start of a JSON object or list of objects (and not a Markdown link or "{ceci}"). */
export const maybeJson = (text: string) => /^\s*(?:\{\s*(?:"|$)|\[\s*(?:\{|$))/.test(text);

/** The object a JSON text holds, or undefined when it holds something else or is not JSON. */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A Markdown code block, as AI agents wrap the JSON they are asked for (```json … ```). */
const CODE_BLOCK = /```(?:json)?\s*([\s\S]*?)```/i;

/**
 * The JSON object a text value holds: the whole text (once trimmed), or an agent's code block with a
 * message in it, whatever words the agent put around it (they speak of the format, not to the
 * visitor). A code block without a message is an example in prose, and stays text.
 */
function objectIn(text: string): Record<string, unknown> | undefined {
  const whole = parseObject(text);
  if (whole) return whole;
  const block = CODE_BLOCK.exec(text)?.[1];
  const fenced = block === undefined ? undefined : parseObject(block);
  return fenced && typeof fenced.message === 'string' ? fenced : undefined;
}

/**
 * What a value of the core holds: a JSON string (or a code block of one) or an object with message,
 * buttons and quick_replies, or plain text; null when it is neither text nor an object. The message may be empty.
 */
export function payloadOf(value: unknown): AssistantReply | null {
  // Plain text (no object in it) is shown as it is.
  const payload = typeof value === 'string' ? (objectIn(value) ?? value) : value;
  if (typeof payload === 'string') return { message: payload.trim(), buttons: [], quickReplies: [] };
  if (!isRecord(payload)) return null;
  const proof = proofChallengeOf(payload.proof);
  return {
    message: typeof payload.message === 'string' ? payload.message.trim() : '',
    buttons: readButtons(payload.buttons),
    quickReplies: readQuickReplies(payload.quick_replies),
    ...(proof ? { proof } : {}),
  };
}

/** The payload of a parsed answer (the core's rules), or null when nothing matches. */
export const answerOf = (data: unknown): AssistantReply | null => {
  const value = extract(data);
  return value === undefined || value === null ? null : payloadOf(value);
};

/**
 * The value of a whole body that carries the answer: the core's value of its JSON, or the body itself
 * when it is not JSON at all (a Respond to Webhook node's "Text"), since plain text is shown as it is.
 * A body that begins like JSON and does not parse was cut or broken: an error, not text.
 */
function bodyValue(text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    if (maybeJson(text)) throw new ChatError('Réponse invalide du serveur');
    return text;
  }
  return extract(data);
}

/** Reads a whole answer by the core's rules (docs/protocol.md); throws ChatError with the protocol's internal error messages. */
export function parseReply(status: number, ok: boolean, text: string): AssistantReply {
  if (!ok) throw new ChatError(`Erreur HTTP ${status}`);
  if (!text.trim()) throw new ChatError('Réponse vide du serveur');
  const value = bodyValue(text);
  if (value === undefined || value === null) return { message: chatTexts.unprocessed, buttons: [], quickReplies: [] };
  const reply = payloadOf(value) ?? { message: '', buttons: [], quickReplies: [] };
  // If the message is empty, the whole response is shown as text.
  return { ...reply, message: reply.message || text };
}
