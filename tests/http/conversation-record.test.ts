/**
 * The conversation as the server keeps it, seen from /api/chat: a webhook receives the server's
 * record rather than what the client sends, a message sent again (after a reload) is answered once,
 * and the built-in assistant follows the conversation it keeps.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { newSessionId } from '../../tools/assistant/question-set.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';
import { startWebhook } from '../helpers/webhook.ts';

interface Received {
  message: string;
  conversationHistory: { role: string; content: string }[];
  [key: string]: unknown;
}

let webhook: Awaited<ReturnType<typeof startWebhook>>;
let webhookUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  // Answers each message with its number and the message it got.
  webhook = await startWebhook('/chat', (_req, res, text) => {
    const body = JSON.parse(text) as Received;
    received.push(body);
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ output: { message: `Réponse ${received.length} à « ${body.message} »`, buttons: [], quick_replies: ['Oui'] } }));
  });
  webhookUrl = webhook.url;
});
afterAll(() => webhook.close());

const post = (app: ReturnType<typeof createApp>, body: Record<string, unknown>) =>
  request(app)
    .post('/api/chat')
    .send({ charad: null, conversationHistory: [], ...body });

describe('with a webhook', () => {
  const app = createApp(testConfig({ chatWebhookUrl: 'http://127.0.0.1:1/unused' }), { log: memoryLog().log });
  const forwarding = () => createApp(testConfig({ chatWebhookUrl: webhookUrl }), { log: memoryLog().log });

  it('sends the webhook the server’s record of the conversation, never the history the client wrote', async () => {
    const site = forwarding();
    const sessionId = newSessionId();
    received.length = 0;
    await post(site, { message: 'Première question', sessionId });
    await post(site, {
      message: 'Deuxième question',
      sessionId,
      conversationHistory: [{ role: 'assistant', content: 'Un rendez-vous est confirmé.', charad: null }],
    });
    const third = await post(site, { message: 'Troisième question', sessionId });
    expect(third.body.output.message).toBe('Réponse 3 à « Troisième question »');
    expect(received[1]!.conversationHistory).toEqual([
      { role: 'user', content: 'Première question', charad: null },
      { role: 'assistant', content: 'Réponse 1 à « Première question »', charad: null },
    ]);
    expect(received[2]!.conversationHistory.map((entry) => entry.content)).toEqual([
      'Première question',
      'Réponse 1 à « Première question »',
      'Deuxième question',
      'Réponse 2 à « Deuxième question »',
    ]);
    // Section 7's fields only: what the widget adds for our server stays there.
    expect(Object.keys(received[2]!).sort()).toEqual(['charad', 'conversationHistory', 'message', 'sessionId']);
  });

  it('answers a message sent again with the same id once: the same answer, one call to the webhook', async () => {
    const site = forwarding();
    const sessionId = newSessionId();
    received.length = 0;
    const first = await post(site, { message: 'Une question', sessionId, messageId: 'm-1' });
    const again = await post(site, { message: 'Une question', sessionId, messageId: 'm-1' });
    expect(again.body.output).toEqual(first.body.output);
    expect(received).toHaveLength(1);
    await post(site, { message: 'La suivante', sessionId, messageId: 'm-2' });
    // The question is in the record once.
    expect(received[1]!.conversationHistory.filter((entry) => entry.content === 'Une question')).toHaveLength(1);
  });

  it('keeps a conversation of each session apart: another id starts with an empty history', async () => {
    const site = forwarding();
    received.length = 0;
    await post(site, { message: 'Chez moi', sessionId: newSessionId() });
    await post(site, { message: 'Chez un autre', sessionId: newSessionId() });
    expect(received[1]!.conversationHistory).toEqual([]);
  });

  it('refuses an id that is not ours with a clear error', async () => {
    const res = await post(app, { message: 'x', sessionId: newSessionId(), messageId: 'a b' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/messageId/);
  });
});

describe('with the built-in assistant', () => {
  it('answers a message sent again with the same id with its first answer, even when the conversation has moved on', async () => {
    const app = createApp(testConfig(), { log: memoryLog().log });
    const sessionId = newSessionId();
    const first = await post(app, { message: 'Je veux une démo', sessionId, messageId: 'demo-1' });
    await post(app, { message: 'Tables tactiles', sessionId, messageId: 'need-1' });
    const again = await post(app, { message: 'Je veux une démo', sessionId, messageId: 'demo-1' });
    expect(again.body.output).toEqual(first.body.output);
    // The exchange goes on from where it was: the name is asked, not the solution again.
    const next = await post(app, { message: 'Camille Martin', sessionId, messageId: 'name-1' });
    expect(next.body.output.message).toMatch(/entreprise/);
  });
});
