/**
 * What the widget keeps on the device (widget/store.ts, widget/stored-message.ts): ids nobody can
 * guess, storage written by someone else (the visitor, a partner page's script, a bug) read without
 * an exception, the 30 days it is kept, and a new conversation that leaves nothing of the old one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_ID, SESSION_ID } from '../../protocol/chat-limits.ts';
import { randomText } from '../../widget/random-text.ts';
import {
  appendMessages,
  KEEP_FOR_MS,
  loadMessages,
  loadSession,
  MAX_STORED_MESSAGES,
  newMessageId,
  newSessionId,
  resetSession,
  type StoredMessage,
} from '../../widget/store.ts';

/** The Storage interface over a Map, as a browser's localStorage behaves (strings in, strings out). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

const OPENERS = ['charade-ecran', 'charade-pixel'];
const WIDGET_SESSION = /^session-\d+-[A-Za-z0-9]{22}$/;
const DAY = 24 * 60 * 60 * 1000;
let local: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const message = (id: string, fields: Partial<StoredMessage> = {}): StoredMessage => ({
  id,
  role: 'user',
  content: `texte ${id}`,
  time: 1_000 + id.length,
  ...fields,
});

/** A conversation of two messages in a fresh session, as the widget stores it. */
function storedConversation(now = Date.now()) {
  const session = loadSession(OPENERS, Math.random, now);
  appendMessages(session, [message('m1', { time: 1 }), message('m2', { role: 'assistant', time: 2 })], [], now);
  return session;
}

describe('the ids', () => {
  it('makes session ids of 22 random letters and digits after the time, which the server accepts', () => {
    const ids = Array.from({ length: 2000 }, () => newSessionId(1_732_480_000_000));
    for (const id of ids) {
      expect(id).toMatch(WIDGET_SESSION);
      expect(id).toMatch(SESSION_ID);
      expect(id.startsWith('session-1732480000000-')).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every one of the 62 characters about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const char of randomText(62)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 2,000 expected each; a modulo bias would give the first 8 characters 2,480.
    for (const count of counts.values()) expect(count).toBeGreaterThan(1750);
    for (const count of counts.values()) expect(count).toBeLessThan(2250);
  });

  it('throws away the bytes that would bias the draw (248 to 255), and asks for more', () => {
    const batches = [
      [255, 0, 248, 61],
      [62, 247],
    ];
    const fill = (bytes: Uint8Array) => {
      bytes.set(batches.shift()!.slice(0, bytes.length));
      return bytes;
    };
    expect(randomText(4, fill)).toBe('A9A9');
  });

  it('makes message ids the server accepts, all different', () => {
    const ids = Array.from({ length: 1000 }, () => newMessageId());
    for (const id of ids) expect(id).toMatch(MESSAGE_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a stored session', () => {
  it('is kept across loads, with its conversation', () => {
    const session = storedConversation();
    expect(loadSession(OPENERS).id).toBe(session.id);
    expect(loadMessages(session.id).map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  const huge = 'x'.repeat(1_000_000);
  it.each([
    ['not JSON', '{"id": "session-'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["session-1732480000000-abcdefghijklmnopqrstuv"]'],
    ['a string', '"session-1732480000000-abcdefghijklmnopqrstuv"'],
    ['the old form of id', JSON.stringify({ id: 'session-1732480000000-k3j9x0a1b', openerId: 'charade-ecran', savedAt: Date.now() })],
    ['an id with markup', JSON.stringify({ id: 'session-1-<img src=x onerror=alert(1)>', openerId: 'charade-ecran', savedAt: Date.now() })],
    ['an id of the wrong type', JSON.stringify({ id: 12, openerId: 'charade-ecran', savedAt: Date.now() })],
    ['a huge id', JSON.stringify({ id: `session-${'1'.repeat(200)}-abcdefghijklmnopqrstuv`, openerId: 'charade-ecran', savedAt: Date.now() })],
    ['an unknown opening item', JSON.stringify({ id: 'session-1732480000000-abcdefghijklmnopqrstuv', openerId: 'constructor', savedAt: Date.now() })],
    ['no time', JSON.stringify({ id: 'session-1732480000000-abcdefghijklmnopqrstuv', openerId: 'charade-ecran' })],
    ['a time as text', JSON.stringify({ id: 'session-1732480000000-abcdefghijklmnopqrstuv', openerId: 'charade-ecran', savedAt: String(Date.now()) })],
    [
      'prototype keys',
      '{"__proto__": {"id": "session-1732480000000-abcdefghijklmnopqrstuv", "openerId": "charade-ecran", "savedAt": 1}, "constructor": {"prototype": {"polluted": true}}}',
    ],
    ['a huge value', JSON.stringify({ id: huge, openerId: huge, savedAt: huge })],
  ])('is replaced by a fresh one when it is %s', (_kind, raw) => {
    local.setItem('chat-assistant:session', raw);
    local.setItem('chat-assistant:messages:session-1732480000000-abcdefghijklmnopqrstuv', JSON.stringify([message('m1')]));
    let session: ReturnType<typeof loadSession> | undefined;
    expect(() => (session = loadSession(OPENERS))).not.toThrow();
    expect(session!.id).toMatch(WIDGET_SESSION);
    expect(session!.id).not.toBe('session-1732480000000-abcdefghijklmnopqrstuv');
    expect(OPENERS).toContain(session!.openerId);
    expect(loadMessages(session!.id)).toEqual([]);
    // The old conversation's keys went with it.
    expect(Object.keys(local.entries())).toEqual(['chat-assistant:session']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is forgotten 30 days after its last write, with its messages', () => {
    const start = Date.now();
    const session = storedConversation(start);
    expect(loadSession(OPENERS, Math.random, start + KEEP_FOR_MS).id).toBe(session.id);
    const later = loadSession(OPENERS, Math.random, start + KEEP_FOR_MS + 1);
    expect(later.id).not.toBe(session.id);
    expect(loadMessages(session.id)).toEqual([]);
    expect(JSON.stringify(local.entries())).not.toContain(session.id);
  });

  it('counts the 30 days from the last message written, not from the first', () => {
    const start = Date.now();
    const session = storedConversation(start);
    appendMessages(session, [message('m3', { time: 3 })], [], start + 20 * DAY);
    expect(loadSession(OPENERS, Math.random, start + 45 * DAY).id).toBe(session.id);
    expect(loadMessages(session.id)).toHaveLength(3);
  });

  it('is not trusted when written for a time far ahead', () => {
    const now = Date.now();
    local.setItem('chat-assistant:session', JSON.stringify({ id: newSessionId(), openerId: 'charade-ecran', savedAt: now + 365 * DAY }));
    expect(loadSession(OPENERS, Math.random, now).savedAt).toBe(now);
  });

  it('starts over with « Nouvelle conversation »: a new id, and no key of the old conversation left', () => {
    const session = storedConversation();
    const next = resetSession(OPENERS);
    expect(next.id).not.toBe(session.id);
    expect(Object.keys(local.entries())).toEqual(['chat-assistant:session']);
    expect(JSON.stringify(local.entries())).not.toContain('texte m1');
    expect(loadSession(OPENERS).id).toBe(next.id);
  });

  it('leaves alone the keys of the page it is embedded in', () => {
    local.setItem('panier', '3 articles');
    storedConversation();
    resetSession(OPENERS);
    expect(local.getItem('panier')).toBe('3 articles');
  });

  it('is not written back by a tab that still holds the conversation another tab replaced', () => {
    const session = storedConversation();
    resetSession(OPENERS);
    appendMessages(session, [message('m3', { time: 3 })]);
    expect(JSON.stringify(local.entries())).not.toContain(session.id);
  });
});

describe('stored messages', () => {
  const storeRaw = (raw: string) => {
    const session = loadSession(OPENERS);
    local.setItem(`chat-assistant:messages:${session.id}`, raw);
    return session;
  };

  it.each([
    ['not JSON', '[{"id": "m1"'],
    ['an object', '{"0": {"id": "m1", "role": "user", "content": "x", "time": 1}}'],
    ['a string', '"bonjour"'],
    ['prototype keys', '{"__proto__": [], "length": 1}'],
  ])('are none when the list is %s', (_kind, raw) => {
    const session = storeRaw(raw);
    expect(() => loadMessages(session.id)).not.toThrow();
    expect(loadMessages(session.id)).toEqual([]);
    expect(() => appendMessages(session, [message('m9')])).not.toThrow();
    expect(loadMessages(session.id).map((item) => item.id)).toEqual(['m9']);
  });

  it('leave out each entry that is not a message, and keep the others', () => {
    const good = message('bon', { time: 5 });
    const session = storeRaw(
      JSON.stringify([
        null,
        42,
        'texte',
        [],
        { ...good, id: 'content-number', content: 12 },
        { ...good, id: 'no-content', content: undefined },
        { ...good, id: 'system', role: 'system' },
        { ...good, id: 'proto-role', role: '__proto__' },
        { ...good, id: 'time-text', time: '12:00' },
        { ...good, id: 'time-null', time: null },
        { ...good, id: 'time-beyond-dates', time: 1e300 },
        { ...good, id: 'id with spaces' },
        { ...good, id: 'x'.repeat(65) },
        { ...good, id: 7 },
        good,
      ]),
    );
    expect(loadMessages(session.id)).toEqual([good]);
  });

  it('keep only the buttons with a safe address, the quick replies that are text, and flags that are true', () => {
    const session = storeRaw(
      JSON.stringify([
        {
          id: 'r1',
          role: 'assistant',
          content: 'Voici',
          time: 10,
          buttons: [
            { text: 'Site', url: 'https://exemple.fr', type: 'primary' },
            { text: 'Piège', url: 'javascript:alert(1)' },
            { text: 'Données', url: 'data:text/html,x' },
            'bouton',
            null,
          ],
          quickReplies: ['Oui', 3, null, { toString: 'x' }, 'Non'],
          error: 'yes',
          pending: 1,
          failed: true,
          proof: { algorithm: 'MD5', challenge: 'c', maxnumber: 10, salt: 's', signature: 'x' },
          extra: '<script>',
        },
      ]),
    );
    expect(loadMessages(session.id)).toEqual([
      {
        id: 'r1',
        role: 'assistant',
        content: 'Voici',
        time: 10,
        buttons: [{ text: 'Site', url: 'https://exemple.fr', type: 'primary' }],
        quickReplies: ['Oui', 'Non'],
        failed: true,
      },
    ]);
  });

  it('show a content of a megabyte without a fuss, and keep the latest ones of a flood', () => {
    const flood = Array.from({ length: 5000 }, (_, i) => message(`m${i}`, { time: i, content: i === 4999 ? 'y'.repeat(1_000_000) : 'x' }));
    const session = storeRaw(JSON.stringify(flood));
    const loaded = loadMessages(session.id);
    expect(loaded).toHaveLength(MAX_STORED_MESSAGES);
    expect(loaded.at(-1)!.content).toHaveLength(1_000_000);
    expect(loaded[0]!.id).toBe(`m${5000 - MAX_STORED_MESSAGES}`);
  });

  it('appear once when stored twice under one id', () => {
    const session = storeRaw(JSON.stringify([message('m1'), message('m1', { content: 'autre' })]));
    expect(loadMessages(session.id)).toEqual([message('m1', { content: 'autre' })]);
  });

  it('once answered, never go back to pending when a tab that still holds them pending writes', () => {
    const session = loadSession(OPENERS);
    const question = message('q1', { pending: true });
    appendMessages(session, [question]);
    const answered = message('q1');
    appendMessages(session, [answered, message('q1-r', { role: 'assistant', time: 2000 })]);
    // The other tab writes with its own copy, in which the question is still pending.
    appendMessages(session, [message('m2', { time: 3000 })], [question]);
    expect(loadMessages(session.id).map(({ id, pending }) => ({ id, pending }))).toEqual([
      { id: 'q1', pending: undefined },
      { id: 'q1-r', pending: undefined },
      { id: 'm2', pending: undefined },
    ]);
  });

  it('write nothing when nothing is new, so that tabs merging on each other’s writes come to rest', () => {
    const session = storedConversation();
    const before = local.entries();
    appendMessages(session, [], loadMessages(session.id), Date.now() + DAY);
    expect(local.entries()).toEqual(before);
  });
});
