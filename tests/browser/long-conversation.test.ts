/**
 * A long conversation never breaks: 120 messages through the widget, with a webhook that answers at
 * a language model's length (about 1,800 characters) and with the built-in assistant. The widget
 * sends only a recent part of the history and the server keeps the rest, so no request outgrows the
 * body limit (413), and the webhook receives the server's record trimmed to its byte budget.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTexts } from '../../content/chat-texts.ts';
import { WEBHOOK_HISTORY_BYTES } from '../../server/conversations/record.ts';
import { freePort } from '../../tools/free-port.ts';
import { startServer, testConfig } from '../helpers/server.ts';
import { bubbles, say, whenOpen } from './chat-page.ts';
import { browserAndSite } from './setup.ts';

const MESSAGES = 120;
const webhookPort = await freePort();
const site = browserAndSite(() => ({ chatWebhookUrl: `http://127.0.0.1:${webhookPort}/chat` }), { chatRateLimit: 100_000 });

/** What the webhook received: the bytes of each body's history, and how many entries it had. */
const received: { historyBytes: number; entries: number }[] = [];
let webhook: Server;

/** About 1,800 characters of an answer, numbered so that each is its own. */
const longAnswer = (n: number) =>
  `Réponse ${n}. ${'Nos écrans collaboratifs s’installent en une demi-journée et fonctionnent avec vos outils de visioconférence habituels. '.repeat(16)}`;

beforeAll(async () => {
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { conversationHistory: unknown[] };
      received.push({ historyBytes: Buffer.byteLength(JSON.stringify(body.conversationHistory)), entries: body.conversationHistory.length });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ output: longAnswer(received.length) }));
    });
  });
  await new Promise<void>((resolve) => webhook.listen(webhookPort, '127.0.0.1', resolve));
});
afterAll(() => webhook?.close());

/** Sends `count` messages through the widget of `url`; returns the statuses of the chat's responses and the answers shown. */
async function converse(url: string, count: number, message: (i: number) => string) {
  const page: Page = await (await site.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/chat') && response.request().method() === 'POST') statuses.push(response.status());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
  await whenOpen(page);
  const start = (await bubbles(page)).length;
  for (let i = 0; i < count; i++) {
    await say(page, message(i));
    await expect.poll(async () => (await bubbles(page)).length, { timeout: 15_000 }).toBe(start + 2 * (i + 1));
  }
  const answers = (await bubbles(page)).slice(start).filter((_, i) => i % 2 === 1);
  await page.context().close();
  return { statuses, answers };
}

describe('a conversation of 120 messages', () => {
  it('with a webhook answering 1,800 characters: every reply arrives, the webhook never gets more than the budget', async () => {
    const { statuses, answers } = await converse(`${site.url}/blog`, MESSAGES, (i) => `Question ${i} : et pour une salle de réunion de ${10 + i} personnes ?`);
    expect(statuses).toHaveLength(MESSAGES);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer === chatTexts.genericError)).toEqual([]);
    expect(answers.at(-1)).toContain(`Réponse ${MESSAGES}.`);
    expect(received).toHaveLength(MESSAGES);
    expect(Math.max(...received.map((entry) => entry.historyBytes))).toBeLessThanOrEqual(WEBHOOK_HISTORY_BYTES);
    // The webhook has the conversation: as much of it as the budget holds.
    expect(received.at(-1)!.entries).toBeGreaterThan(6);
  }, 240_000);

  it('with the built-in assistant: every reply arrives', async () => {
    const builtin = await startServer({ chatRateLimit: 100_000 }, testConfig());
    try {
      const questions = ['Quelles tailles pour les tables tactiles ?', 'Et le prix ?', 'Où êtes-vous situés ?', 'Combien de personnes en VR ?'];
      const { statuses, answers } = await converse(`${builtin.url}/`, MESSAGES, (i) => questions[i % questions.length]!);
      expect(statuses).toHaveLength(MESSAGES);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(answers.filter((answer) => answer === chatTexts.genericError)).toEqual([]);
    } finally {
      await builtin.close();
    }
  }, 240_000);
});
