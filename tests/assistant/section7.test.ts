import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { ChatReply } from '../../protocol/chat.ts';
import { askInConversation, contentChat, PUBLIC_URL, questions } from '../../tools/assistant/question-set.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

/**
 * A client that knows the core of the protocol and nothing else (written from its rule, not from
 * protocol/chat.ts): "Response read as text, then parsed as JSON. Accepted as an array whose first
 * element has output, or an object with response, message or output. That value may itself be a JSON
 * string or object holding message, buttons (list) and quick_replies (list). Plain text is shown as
 * is." It returns what such a client shows, or throws when it would show the whole text or the
 * "nothing matches" message.
 */
function readStrictly(text: string): { message: string; buttons: unknown[]; quick_replies: unknown[] } {
  const data: unknown = JSON.parse(text);
  let value: unknown;
  if (Array.isArray(data)) {
    if (typeof data[0] !== 'object' || data[0] === null || !('output' in data[0])) throw new Error('array without output');
    value = data[0].output;
  } else if (typeof data === 'object' && data !== null) {
    const key = ['response', 'message', 'output'].find((name) => name in data);
    if (!key) throw new Error('object without response, message or output');
    value = (data as Record<string, unknown>)[key];
  } else throw new Error('neither an array nor an object');
  if (typeof value === 'string') {
    const text = value;
    try {
      value = JSON.parse(text);
    } catch {
      return { message: text, buttons: [], quick_replies: [] };
    }
  }
  if (typeof value !== 'object' || value === null) throw new Error('value is neither text nor an object');
  const { message, buttons, quick_replies } = value as Record<string, unknown>;
  if (typeof message !== 'string' || !message) throw new Error('empty message: the whole response would be shown');
  return { message, buttons: Array.isArray(buttons) ? buttons : [], quick_replies: Array.isArray(quick_replies) ? quick_replies : [] };
}

describe('the built-in replies, read by a strict client of the core protocol', () => {
  const app = createApp(testConfig({ publicUrl: PUBLIC_URL }), { log: memoryLog().log, chatRateLimit: 10_000 });
  const chat = contentChat(PUBLIC_URL);

  it('the reader itself drops what is not in section 7: a top-level message beside buttons is only text', () => {
    expect(readStrictly(JSON.stringify({ message: 'Bonjour', buttons: [{ text: 'Voir', url: 'https://x.fr' }] }))).toEqual({
      message: 'Bonjour',
      buttons: [],
      quick_replies: [],
    });
  });

  // Every question of the sets (2,178), one conversation each: under a minute alone, over 90 s on a
  // machine busy with another test run; the deadline is generous, no speed is measured here.
  it('carries every reply of the question set whole over POST /api/chat: message, buttons and quick replies', async () => {
    let withButtons = 0;
    let withQuickReplies = 0;
    for (const question of questions) {
      let status = 0;
      const read = await askInConversation(question, async (body) => {
        const res = await request(app).post('/api/chat').send(body);
        status = res.status;
        return readStrictly(res.text) as ChatReply;
      });
      expect(status).toBe(200);
      // Exactly what the assistant (with its lead desk) meant: nothing lost on the way to a client of section 7.
      expect(read).toEqual(await askInConversation(question, chat));
      if (read.buttons.length) withButtons++;
      if (read.quick_replies.length) withQuickReplies++;
    }
    expect(withButtons).toBeGreaterThan(questions.length * 0.9);
    expect(withQuickReplies).toBeGreaterThan(questions.length * 0.5);
  }, 240_000);

  it('carries the fallback whole too', async () => {
    const res = await request(app).post('/api/chat').send({ message: 'zzzz qqqq', sessionId: 's', charad: null, conversationHistory: [] });
    const read = readStrictly(res.text);
    expect(read.buttons.length).toBeGreaterThan(0);
    expect(read.quick_replies.length).toBeGreaterThan(0);
  });
});
