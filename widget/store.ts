/**
 * What the assistant keeps of a conversation in the browser: the session (id, opening item, time of
 * the last write) and the messages in localStorage, shared by the tabs of the site (whether the panel
 * is open is per tab: panel-state.ts). Every write re-reads and merges by message id, so two tabs never
 * overwrite each other's messages. What is read back is checked: a session that is not one of ours,
 * or older than KEEP_FOR_MS, starts a fresh conversation; a message that is not one is left out.
 */
import { isRecord } from '../protocol/chat.ts';
import { SESSION_ID } from '../protocol/chat-limits.ts';
import { KEY_PREFIX, read, storage, write } from './browser-storage.ts';
import { randomText } from './random-text.ts';
import { storedMessageOf, type StoredMessage } from './stored-message.ts';

export type { StoredMessage } from './stored-message.ts';

export interface ChatSession {
  id: string;
  openerId: string;
  /** Epoch milliseconds of the last write: the conversation is forgotten KEEP_FOR_MS later. */
  savedAt: number;
}

/** What the device keeps of a conversation is forgotten 30 days after it was last written. */
export const KEEP_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** The latest messages kept: a conversation of a few dozen, with ample room; a flood written by hand is cut. */
export const MAX_STORED_MESSAGES = 500;

const SESSION_KEY = `${KEY_PREFIX}session`;
const messagesKey = (sessionId: string) => `${KEY_PREFIX}messages:${sessionId}`;

/** The widget's own session ids (newSessionId): an older form, or one written by hand, is replaced. */
const OUR_SESSION_ID = /^session-\d+-[A-Za-z0-9]{22}$/;

/** Removes the assistant's localStorage keys that `doomed` picks. */
function removeKeys(doomed: (key: string) => boolean): void {
  try {
    const local = storage('localStorage');
    if (!local) return;
    const keys = Array.from({ length: local.length }, (_, index) => local.key(index));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX) && doomed(key)) local.removeItem(key);
  } catch {
    // Storage gone meanwhile: nothing left to remove.
  }
}

/** session-{timestamp}-{22 random letters and digits}: 131 random bits, which no one guesses from another id. */
export function newSessionId(now = Date.now()): string {
  return `session-${now}-${randomText(22)}`;
}

/** A message's id (protocol's MESSAGE_ID): 95 random bits after the time. */
export function newMessageId(now = Date.now()): string {
  return `${now.toString(36)}-${randomText(16)}`;
}

/** A stored value as a live session of ours, or null. A time more than KEEP_FOR_MS ahead is no more trusted than one behind. */
function sessionOf(value: unknown, openerIds: string[], now: number): ChatSession | null {
  if (!isRecord(value)) return null;
  const { id, openerId, savedAt } = value;
  if (typeof id !== 'string' || !OUR_SESSION_ID.test(id) || !SESSION_ID.test(id)) return null;
  if (typeof openerId !== 'string' || !openerIds.includes(openerId)) return null;
  if (typeof savedAt !== 'number' || !(Math.abs(now - savedAt) <= KEEP_FOR_MS)) return null;
  return { id, openerId, savedAt };
}

/** The stored session, or a new one (see resetSession) when there is none, or none that is ours and live. */
export function loadSession(openerIds: string[], random = Math.random, now = Date.now()): ChatSession {
  return sessionOf(read('localStorage', SESSION_KEY), openerIds, now) ?? resetSession(openerIds, random, now);
}

/**
 * A new session with an opening item picked at random among `openerIds`; every other key of the
 * assistant in localStorage goes (the old conversation, anything written by hand). The session is
 * written first: another tab, woken by the removals, then finds the new session rather than none.
 */
export function resetSession(openerIds: string[], random = Math.random, now = Date.now()): ChatSession {
  const session = { id: newSessionId(now), openerId: openerIds[Math.floor(random() * openerIds.length)] ?? '', savedAt: now };
  write('localStorage', SESSION_KEY, session);
  removeKeys((key) => key !== SESSION_KEY);
  return session;
}

const byTime = (a: StoredMessage, b: StoredMessage) => a.time - b.time || a.id.localeCompare(b.id);

/**
 * One list of messages from several, by id, later ones winning, except that a message seen answered
 * never goes back to pending (a tab may still hold it pending); in time order, the latest
 * MAX_STORED_MESSAGES; what is not a message is left out.
 */
function merge(messages: unknown[]): StoredMessage[] {
  const merged = new Map<string, StoredMessage>();
  // Each one read as if from storage, so that a message has one shape in memory and stored.
  for (const message of messages.map(storedMessageOf)) {
    if (!message) continue;
    const kept = merged.get(message.id);
    if (!(kept && !kept.pending && message.pending)) merged.set(message.id, message);
  }
  return [...merged.values()].sort(byTime).slice(-MAX_STORED_MESSAGES);
}

export function loadMessages(sessionId: string): StoredMessage[] {
  const stored = read('localStorage', messagesKey(sessionId));
  return Array.isArray(stored) ? merge(stored) : [];
}

/**
 * Adds messages to the stored conversation (merging what another tab wrote meanwhile) and returns
 * it. A session that is no longer the stored one (another tab started a new conversation) is not
 * written back: its keys were removed on purpose.
 */
export function appendMessages(session: ChatSession, added: StoredMessage[], current: StoredMessage[] = [], now = Date.now()): StoredMessage[] {
  const before = loadMessages(session.id);
  const all = merge([...before, ...current, ...added]);
  // Nothing new, nothing written: a tab merging on another's write must not wake it in turn.
  if (JSON.stringify(all) === JSON.stringify(before)) return all;
  const stored = read('localStorage', SESSION_KEY);
  if (isRecord(stored) && stored.id === session.id) {
    write('localStorage', messagesKey(session.id), all);
    write('localStorage', SESSION_KEY, { id: session.id, openerId: session.openerId, savedAt: now } satisfies ChatSession);
  }
  return all;
}

/** Calls back when another tab changes the session or the conversation. */
export function onOtherTab(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
