/**
 * The conversation as the server keeps it, one record per session id: its turns (the oldest dropped
 * past a byte budget), the state of a request under way, the visitor's language, and where the
 * conversation started (page, referrer, UTM parameters). The built-in assistant and the lead desk
 * read only this record; a webhook receives its turns as the core's history, trimmed to a budget.
 */
import {
  MAX_HISTORY,
  MAX_HISTORY_CONTENT,
  utf8Length,
  type AssistantReply,
  type ChatButton,
  type ChatReply,
  type ChatRequest,
  type Charad,
  type HistoryEntry,
  type ProofChallenge,
  type Role,
} from '../../protocol/chat.ts';

export interface Turn {
  role: Role;
  content: string;
  /** ISO time. */
  at: string;
  /** The client's id of a visitor's message, so that a message sent again is answered once. */
  id?: string;
  /** An answer's buttons and quick replies, to give the same answer again. */
  buttons?: ChatButton[];
  quickReplies?: string[];
  proof?: ProofChallenge;
  /** An answer of the built-in assistant that had nothing in our pages for the question (`npm run assistant -- unanswered`). */
  unanswered?: true;
}

/** Where a conversation started, as the widget says with its first message. */
export interface Origin {
  page: string;
  referrer: string;
  utm: Record<string, string>;
}

export interface Conversation extends Origin {
  sessionId: string;
  createdAt: Date;
  updatedAt: Date;
  language: string;
  turns: Turn[];
  /** What the lead desk keeps between messages (server/leads/desk.ts): opaque here. */
  state: Record<string, unknown>;
}

/** The most a record's turns weigh, in bytes of JSON: hundreds of messages, the oldest dropped beyond. */
export const RECORD_BYTES = 64 * 1024;
/** The most the history a webhook receives weighs, in bytes of JSON. */
export const WEBHOOK_HISTORY_BYTES = 24 * 1024;
/** UTM parameters kept from the page's address, each cut to this length. */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const UTM_LENGTH = 200;
const URL_LENGTH = 2000;

export function newConversation(sessionId: string, origin: Origin, now = new Date()): Conversation {
  return { sessionId, createdAt: now, updatedAt: now, language: 'fr', ...origin, turns: [], state: {} };
}

/** An address a visitor's browser gave: http or https only, without its credentials, else ''. */
export function cleanUrl(raw: string | undefined): string {
  if (!raw) return '';
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    url.username = '';
    url.password = '';
    return url.href.slice(0, URL_LENGTH);
  } catch {
    return '';
  }
}

/** The origin of a conversation from its first request: the page, the referrer and the page's UTM parameters. */
export function originOf(page: string | undefined, referrer: string | undefined): Origin {
  const cleanPage = cleanUrl(page);
  const utm: Record<string, string> = {};
  if (cleanPage) {
    const params = new URL(cleanPage).searchParams;
    for (const key of UTM_KEYS) {
      const value = params
        .get(key)
        ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
        .trim();
      if (value) utm[key] = value.slice(0, UTM_LENGTH);
    }
  }
  return { page: cleanPage, referrer: cleanUrl(referrer), utm };
}

const weight = (turn: Turn) => utf8Length(JSON.stringify(turn)) + 1;

/** The turns with `added` at the end, the oldest dropped until they weigh at most `budget` bytes. */
export function withTurns(turns: Turn[], added: Turn[], budget = RECORD_BYTES): Turn[] {
  const all = [...turns, ...added].map((turn) => ({ ...turn, content: turn.content.slice(0, MAX_HISTORY_CONTENT) }));
  let bytes = all.reduce((sum, turn) => sum + weight(turn), 0);
  let start = 0;
  while (bytes > budget && start < all.length - 1) bytes -= weight(all[start++]!);
  return all.slice(start);
}

/**
 * The record's turns as the core's history (role, content, charad), the most recent ones that
 * weigh at most `budget` bytes and MAX_HISTORY entries: what the assistant or a webhook reads.
 */
export function historyOf(turns: Turn[], charad: Charad | null, budget = WEBHOOK_HISTORY_BYTES): HistoryEntry[] {
  const history: HistoryEntry[] = [];
  let bytes = 2;
  for (let i = turns.length - 1; i >= 0 && history.length < MAX_HISTORY; i--) {
    const entry: HistoryEntry = { role: turns[i]!.role, content: turns[i]!.content, charad };
    bytes += utf8Length(JSON.stringify(entry)) + 1;
    if (bytes > budget) break;
    history.unshift(entry);
  }
  return history;
}

/** The answer already given to the visitor's message `id`, when it was sent before (a reload, a retry). */
export function answerTo(turns: Turn[], id: string | undefined): Turn | undefined {
  if (!id) return undefined;
  const index = turns.findIndex((turn) => turn.role === 'user' && turn.id === id);
  const next = index >= 0 ? turns[index + 1] : undefined;
  return next?.role === 'assistant' ? next : undefined;
}

/** The visitor's message as a turn, with its id when the client gave one. */
export const askedTurn = (request: Pick<ChatRequest, 'message' | 'messageId'>, at = new Date().toISOString()): Turn => ({
  role: 'user',
  content: request.message,
  at,
  ...(request.messageId ? { id: request.messageId } : {}),
});

/** An answer as a turn, with what it takes to give it again: its buttons, quick replies and proof. */
export const answerTurn = (reply: AssistantReply, at = new Date().toISOString()): Turn => ({
  role: 'assistant',
  content: reply.message,
  at,
  buttons: reply.buttons,
  quickReplies: reply.quickReplies,
  ...(reply.proof ? { proof: reply.proof } : {}),
});

/** A recorded answer as the core's reply, to give it again. */
export const replyOf = (turn: Turn): ChatReply => ({
  message: turn.content,
  buttons: turn.buttons ?? [],
  quick_replies: turn.quickReplies ?? [],
  ...(turn.proof ? { proof: turn.proof } : {}),
});

/** Whether the visitor's message `id` is already in the record (sent before, its answer maybe not yet given). */
export const hasMessage = (turns: Turn[], id: string | undefined) => id !== undefined && turns.some((turn) => turn.role === 'user' && turn.id === id);
