/**
 * The chat protocol of SPEC.md sections 7 and 8, defined once for the server and the widget: the
 * limits of a request, its types, the reply types, the reader of an answer, and the call that posts a
 * request (the fetch function is given). Light (no zod, no DOM, no storage): the widget ships it. The request's zod schemas, which only the server runs, are in
 * chat-schema.ts, and its types come from them.
 */
import { chatTexts } from '../content/chat-texts.ts';
import type { ChatOpener } from '../content/types.ts';
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

export type Role = HistoryEntry['role'];

/** A button of a reply; only http, https, mailto and tel URLs are ever followed. */
export interface ChatButton {
  text: string;
  url: string;
  type: 'primary' | 'secondary';
}

/** What the built-in assistant answers: the payload of SPEC.md section 7 (message, buttons, quick_replies). */
export interface ChatReply {
  message: string;
  buttons: ChatButton[];
  quick_replies: string[];
}

/** A reply as it travels from the built-in assistant: section 7's object with `output`, which any client of section 7 reads whole. */
export interface ChatAnswer {
  output: ChatReply;
}

/** A reply as the widget shows it, read from any answer of section 7 by parseReply. */
export interface AssistantReply {
  message: string;
  buttons: ChatButton[];
  quickReplies: string[];
}

/** An answer that could not be used; its message is for the console, the visitor sees chatTexts.genericError. */
export class ChatError extends Error {
  override name = 'ChatError';
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The opening item as a request carries it ("charad" in SPEC.md), or null without one. */
export function charadOf(opener: ChatOpener | undefined): Charad | null {
  return opener ? { id: opener.id, type: opener.type, content: opener.content, category: opener.category, difficulty: opener.difficulty } : null;
}

/** The request body of a message: the last MAX_HISTORY earlier messages go with it, each with the charad. */
export function buildRequest(message: string, sessionId: string, charad: Charad | null, history: { role: Role; content: string }[]): ChatRequest {
  return {
    message,
    sessionId,
    charad,
    conversationHistory: history.slice(-MAX_HISTORY).map(({ role, content }) => ({ role, content, charad })),
  };
}

const SAFE_URL = /^(https?:\/\/|mailto:|tel:)/i;

/** Only http, https, mailto and tel URLs are ever followed. */
export function isSafeButtonUrl(url: string): boolean {
  return SAFE_URL.test(url.trim()) && !/[\u0000-\u001f\s]/.test(url.trim());
}

function readButtons(value: unknown): ChatButton[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.text !== 'string' || typeof item.url !== 'string') return [];
    const text = item.text.trim();
    const url = item.url.trim();
    if (!text || !isSafeButtonUrl(url)) return [];
    return [{ text, url, type: item.type === 'primary' ? 'primary' : 'secondary' } satisfies ChatButton];
  });
}

function readQuickReplies(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const text = typeof item === 'string' ? item : isRecord(item) && typeof item.text === 'string' ? item.text : '';
    return text.trim() ? [text.trim()] : [];
  });
}

/** The value that carries the answer: output of an array's first element, or response, message or output of an object. */
function extract(data: unknown): unknown {
  if (Array.isArray(data)) return isRecord(data[0]) && 'output' in data[0] ? data[0].output : undefined;
  if (!isRecord(data)) return undefined;
  for (const key of ['response', 'message', 'output']) if (key in data) return data[key];
  return undefined;
}

/**
 * What a value of section 7 holds: a JSON string or an object with message, buttons and
 * quick_replies, or plain text; null when it is neither text nor an object. The message may be empty.
 */
export function payloadOf(value: unknown): AssistantReply | null {
  let payload = value;
  if (typeof value === 'string') {
    try {
      const inner: unknown = JSON.parse(value);
      if (isRecord(inner)) payload = inner;
    } catch {
      // Plain text: shown as it is.
    }
  }
  if (typeof payload === 'string') return { message: payload.trim(), buttons: [], quickReplies: [] };
  if (!isRecord(payload)) return null;
  return {
    message: typeof payload.message === 'string' ? payload.message.trim() : '',
    buttons: readButtons(payload.buttons),
    quickReplies: readQuickReplies(payload.quick_replies),
  };
}

/** The payload of a parsed answer (section 7), or null when nothing matches. */
export const answerOf = (data: unknown): AssistantReply | null => {
  const value = extract(data);
  return value === undefined || value === null ? null : payloadOf(value);
};

/** Reads a whole answer as SPEC.md section 7 describes; throws ChatError with the messages of section 8. */
export function parseReply(status: number, ok: boolean, text: string): AssistantReply {
  if (!ok) throw new ChatError(`Erreur HTTP ${status}`);
  if (!text.trim()) throw new ChatError('Réponse vide du serveur');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ChatError('Réponse invalide du serveur');
  }
  const value = extract(data);
  if (value === undefined || value === null) return { message: chatTexts.unprocessed, buttons: [], quickReplies: [] };
  const reply = payloadOf(value) ?? { message: '', buttons: [], quickReplies: [] };
  // SPEC.md: if the message is empty, the whole response is shown as text.
  return { ...reply, message: reply.message || text };
}
