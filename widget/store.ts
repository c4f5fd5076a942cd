/**
 * What the assistant keeps in the browser: the session (id and opening item) and the conversation in
 * localStorage, shared by the tabs of the site; whether the panel is open in sessionStorage, per tab.
 * Every write re-reads and merges by message id, so two tabs never overwrite each other's messages.
 */
import type { ChatButton, Role } from '../protocol/chat.ts';

export interface StoredMessage {
  id: string;
  role: Role;
  content: string;
  /** Epoch milliseconds. */
  time: number;
  buttons?: ChatButton[];
  quickReplies?: string[];
  /** The error message shown after a failed call. */
  error?: boolean;
}

export interface ChatSession {
  id: string;
  openerId: string;
}

const SESSION_KEY = 'chat-assistant:session';
const OPEN_KEY = 'chat-assistant:open';
const messagesKey = (sessionId: string) => `chat-assistant:messages:${sessionId}`;

/** Storage can be missing or refuse writes (private browsing, full quota): the chat then lives in memory. */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function read<T>(kind: 'localStorage' | 'sessionStorage', key: string): T | null {
  try {
    const raw = storage(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Not persisted: the conversation goes on in memory.
  }
}

/** session-{timestamp}-{random}, as SPEC.md section 3 describes it. */
export function newSessionId(now = Date.now(), random = Math.random): string {
  return `session-${now}-${random().toString(36).slice(2, 11).padEnd(9, '0')}`;
}

export function newMessageId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The stored session, or a new one with an opening item picked at random among `openerIds`. */
export function loadSession(openerIds: string[], random = Math.random): ChatSession {
  const stored = read<ChatSession>('localStorage', SESSION_KEY);
  if (stored && /^session-\d+-[a-z0-9]+$/.test(stored.id) && openerIds.includes(stored.openerId)) return stored;
  return resetSession(openerIds, random);
}

export function resetSession(openerIds: string[], random = Math.random): ChatSession {
  const previous = read<ChatSession>('localStorage', SESSION_KEY);
  if (previous) storage('localStorage')?.removeItem(messagesKey(previous.id));
  const session = { id: newSessionId(), openerId: openerIds[Math.floor(random() * openerIds.length)] ?? '' };
  write('localStorage', SESSION_KEY, session);
  return session;
}

const byTime = (a: StoredMessage, b: StoredMessage) => a.time - b.time || a.id.localeCompare(b.id);

export function loadMessages(sessionId: string): StoredMessage[] {
  const stored = read<StoredMessage[]>('localStorage', messagesKey(sessionId));
  return Array.isArray(stored) ? stored.filter((message) => message && typeof message.id === 'string').sort(byTime) : [];
}

/** Adds messages to the stored conversation (merging what another tab wrote meanwhile) and returns it. */
export function appendMessages(sessionId: string, added: StoredMessage[], current: StoredMessage[] = []): StoredMessage[] {
  const merged = new Map<string, StoredMessage>();
  for (const message of [...loadMessages(sessionId), ...current, ...added]) merged.set(message.id, message);
  const all = [...merged.values()].sort(byTime);
  write('localStorage', messagesKey(sessionId), all);
  return all;
}

export function loadOpen(): boolean {
  return read<boolean>('sessionStorage', OPEN_KEY) === true;
}

export function saveOpen(open: boolean): void {
  write('sessionStorage', OPEN_KEY, open);
}

/** Calls back when another tab changes the session or the conversation. */
export function onOtherTab(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('chat-assistant:')) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
