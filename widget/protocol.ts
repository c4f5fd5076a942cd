/**
 * The chat protocol of SPEC.md sections 7 and 8: the request body sent to the endpoint, and how its
 * answer is read. Pure: no DOM, no storage, the fetch function is given.
 */
import type { ChatOpener } from '../content/types.ts';

export type Role = 'user' | 'assistant';

/** The opening item as the request carries it ("charad" in SPEC.md). */
export type Charad = Pick<ChatOpener, 'id' | 'type' | 'content' | 'category' | 'difficulty'>;

export interface ChatButton {
  text: string;
  url: string;
  type: 'primary' | 'secondary';
}

export interface AssistantReply {
  message: string;
  buttons: ChatButton[];
  quickReplies: string[];
}

export interface RequestBody {
  message: string;
  sessionId: string;
  charad: Charad | null;
  conversationHistory: { role: Role; content: string; charad: Charad | null }[];
}

/** The most earlier messages a request carries (the server refuses more). */
export const MAX_HISTORY = 50;

export const GENERIC_ERROR = 'Désolé, une erreur s’est produite. Veuillez réessayer dans quelques instants.';
export const UNPROCESSED = 'Je suis désolé, je n’ai pas pu traiter votre demande.';

/** An answer that could not be used; its message is for the console, the visitor sees GENERIC_ERROR. */
export class ChatError extends Error {
  override name = 'ChatError';
}

export function buildRequest(
  message: string,
  sessionId: string,
  charad: Charad | null,
  history: { role: Role; content: string }[],
): RequestBody {
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
  // A reply that is itself the payload (our own server's format): { message, buttons, quick_replies }.
  if (typeof data.message === 'string' && (Array.isArray(data.buttons) || Array.isArray(data.quick_replies))) return data;
  for (const key of ['response', 'message', 'output']) if (key in data) return data[key];
  return undefined;
}

/** Reads an answer as SPEC.md section 7 describes; throws ChatError with the messages of section 8. */
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
  if (value === undefined || value === null) return { message: UNPROCESSED, buttons: [], quickReplies: [] };

  let payload: unknown = value;
  if (typeof value === 'string') {
    try {
      const inner: unknown = JSON.parse(value);
      if (isRecord(inner)) payload = inner;
    } catch {
      // Plain text: shown as it is.
    }
  }
  if (typeof payload === 'string') return { message: payload.trim() || text, buttons: [], quickReplies: [] };
  if (!isRecord(payload)) return { message: text, buttons: [], quickReplies: [] };
  const message = typeof payload.message === 'string' ? payload.message.trim() : '';
  return {
    // SPEC.md: if the message is empty, the whole response is shown as text.
    message: message || text,
    buttons: readButtons(payload.buttons),
    quickReplies: readQuickReplies(payload.quick_replies),
  };
}

/** Posts a message and reads the reply; any failure becomes a ChatError (network ones included). */
export async function postMessage(endpoint: string, body: RequestBody, fetchImpl: typeof fetch = fetch): Promise<AssistantReply> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    text = await response.text();
  } catch (error) {
    throw new ChatError(`Erreur réseau : ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseReply(response.status, response.ok, text);
}
