/**
 * What the chat keeps on the visitor's device, in Chromium: « Nouvelle conversation » leaves nothing
 * of the old one, a corrupted localStorage gives a chat that works, a reload in the middle of a
 * request sends the question again (same id) and shows its answer, and a proof of work asked for is
 * solved unseen (in a worker, or on the main thread where the page's CSP forbids one) and sent once.
 * The last two talk to a fake endpoint on a partner's page (this file's own server), so that they
 * depend neither on the built-in assistant nor on the site's CSP.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTexts } from '../../content/chat-texts.ts';
import type { ChatRequest } from '../../protocol/chat.ts';
import { whenOpen } from './chat-page.ts';
import { browserAndSite } from './setup.ts';

const site = browserAndSite();

type Answer = (request: ChatRequest, res: ServerResponse) => void | Promise<void>;
/** The partner's server: its page (with the CSP asked for in ?csp=), and the fake chat endpoint /chat. */
let partner: Server;
let partnerUrl: string;
let answer: Answer = (_request, res) => reply(res, 'Bonjour');
const received: ChatRequest[] = [];

function reply(res: ServerResponse, message: string, extra: Record<string, unknown> = {}): void {
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ output: { message, buttons: [], quick_replies: [], ...extra } }));
}

const partnerPage = () => `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Partenaire</title></head>
<body><p>Page d’un partenaire</p>
<chat-assistant endpoint="/chat" invitation-delay="600000"></chat-assistant>
<script src="${site.url}/widget/chat-assistant.js" defer></script>
</body></html>`;

async function serve(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', partnerUrl);
  if (req.method === 'POST' && url.pathname === '/chat') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const request = JSON.parse(body) as ChatRequest;
    received.push(request);
    await answer(request, res);
    return;
  }
  const csp = url.searchParams.get('csp');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...(csp ? { 'Content-Security-Policy': csp } : {}) }).end(partnerPage());
}

beforeAll(async () => {
  partner = createServer((req, res) => void serve(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  // "localhost", not the site's "127.0.0.1": another origin, and a secure context (crypto.subtle).
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
});

afterAll(() => {
  partner?.closeAllConnections();
  partner?.close();
});

/** Answers, reloads and proofs take longer on a busy machine than expect.poll's default second. */
const PATIENTLY = { timeout: 10_000 };

const bubbles = (page: Page) => page.locator('chat-assistant .message .bubble').allTextContents();
/** Every key the assistant keeps in localStorage, with its value. */
const stored = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('chat-assistant:'))));

async function say(page: Page, text: string) {
  await page.locator('chat-assistant textarea').fill(text);
  await page.locator('chat-assistant textarea').press('Enter');
}

/** A page with the chat loaded and its panel open. */
async function openChat(url: string, context?: BrowserContext, { watch = true } = {}): Promise<Page> {
  const page = await (context ?? (await site.browser.newContext({ viewport: { width: 1366, height: 800 } }))).newPage();
  if (watch) site.watch(page, url);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
  await whenOpen(page);
  return page;
}

describe('the conversation on the device', () => {
  it('starts over with « Nouvelle conversation »: the panel holds only a new opening, the device nothing of the old one', async () => {
    const page = await openChat(`${site.url}/`);
    await say(page, 'Bonjour, un message à oublier');
    await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(3);
    const oldSession = (JSON.parse((await stored(page))['chat-assistant:session']!) as { id: string }).id;
    expect(oldSession).toMatch(/^session-\d{13}-[A-Za-z0-9]{22}$/);

    await page.getByRole('button', { name: chatTexts.newConversation }).click();
    await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(1);
    expect(await bubbles(page)).not.toContain('Bonjour, un message à oublier');
    const now = await stored(page);
    expect(Object.keys(now).sort()).toEqual(
      [`chat-assistant:messages:${(JSON.parse(now['chat-assistant:session']!) as { id: string }).id}`, 'chat-assistant:session'].sort(),
    );
    expect(JSON.stringify(now)).not.toContain(oldSession);
    expect(JSON.stringify(now)).not.toContain('un message à oublier');

    // The new conversation works, and is the one found after a reload.
    await say(page, 'Bonjour');
    await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(3);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(3);
    expect(await bubbles(page)).not.toContain('Bonjour, un message à oublier');
    await page.context().close();
  });

  it('opens and answers whatever is in localStorage: broken JSON, wrong types, hostile or huge values', async () => {
    const page = await openChat(`${site.url}/`);
    const session = JSON.parse((await stored(page))['chat-assistant:session']!) as { id: string; openerId: string; savedAt: number };
    const good = { id: 'bon-message', role: 'user', content: 'Un message valable', time: Date.now() };
    const corruptions: Record<string, string>[] = [
      { 'chat-assistant:session': '{"id": "session-' },
      { 'chat-assistant:session': JSON.stringify({ ...session, id: '<img src=x onerror=alert(1)>' }) },
      { 'chat-assistant:session': JSON.stringify({ ...session, savedAt: 'hier' }) },
      { 'chat-assistant:session': '{"__proto__": {"id": "x"}, "constructor": {"prototype": {"polluted": 1}}}' },
      { [`chat-assistant:messages:${session.id}`]: '[{"id": "m1", "role": "user", "content": ' },
      { [`chat-assistant:messages:${session.id}`]: JSON.stringify({ length: 2, 0: good }) },
      {
        [`chat-assistant:messages:${session.id}`]: JSON.stringify([
          { id: 'objet', role: 'user', content: { text: 'PIEGE-OBJET' }, time: Date.now() },
          { id: 'systeme', role: 'system', content: 'PIEGE-ROLE', time: Date.now() },
          { id: 'date', role: 'assistant', content: 'PIEGE-DATE', time: 1e300 },
          { id: '__proto__', role: 'assistant', content: 'PIEGE-PROTO', time: 'maintenant' },
          {
            id: 'bouton',
            role: 'assistant',
            content: 'Cliquez',
            time: Date.now(),
            buttons: [{ text: 'PIEGE-BOUTON', url: 'javascript:alert(1)' }],
            quickReplies: [{}, 3],
          },
          good,
        ]),
      },
      { [`chat-assistant:messages:${session.id}`]: JSON.stringify([{ ...good, content: 'x'.repeat(1_000_000) }]) },
    ];
    for (const corruption of corruptions) {
      // Written over the stored conversation, as the visitor or a script of the page could.
      await page.evaluate(
        ([entries, fresh]) => {
          localStorage.setItem('chat-assistant:session', JSON.stringify(fresh));
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        [corruption, { ...session, savedAt: Date.now() }] as const,
      );
      await page.reload();
      await page.locator('chat-assistant .composer').waitFor();
      const shown = await bubbles(page);
      expect(shown.length).toBeGreaterThanOrEqual(1);
      expect(shown.join('\n')).not.toContain('PIEGE');
      expect(await page.locator('chat-assistant .message a[href^="javascript"]').count()).toBe(0);
      await say(page, 'Bonjour');
      await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(shown.length + 2);
      expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
    }
    expect(site.problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows again a question left unanswered by a reload, with the typing line, and sends it again once with the same id', async () => {
    received.length = 0;
    let release = () => {};
    // The first call never ends: the page is reloaded while it waits. The second one waits for the test.
    answer = async (request, res) => {
      if (received.length === 1) return;
      await new Promise<void>((resolve) => (release = resolve));
      reply(res, `Réponse à « ${request.message} »`);
    };
    const page = await openChat(partnerUrl);
    await say(page, 'Une question en suspens');
    await expect.poll(() => received.length, PATIENTLY).toBe(1);
    await page.reload({ waitUntil: 'domcontentloaded' });

    await expect.poll(() => received.length, PATIENTLY).toBe(2);
    await page.locator('chat-assistant .typing').waitFor();
    expect(await bubbles(page)).toContain('Une question en suspens');
    const [first, again] = received;
    expect(again!.messageId).toBe(first!.messageId);
    expect(again!.message).toBe('Une question en suspens');
    expect(again!.page).toBe(partnerUrl);
    // The question itself is no history: only the opening item is.
    expect(again!.conversationHistory.map((entry) => entry.role)).toEqual(['assistant']);

    release();
    await expect.poll(() => bubbles(page), PATIENTLY).toContain('Réponse à « Une question en suspens »');
    expect((await bubbles(page)).filter((text) => text === 'Une question en suspens')).toHaveLength(1);
    expect(await page.locator('chat-assistant .typing').count()).toBe(0);

    // Answered now: another reload shows it as it is and sends nothing.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => bubbles(page), PATIENTLY).toContain('Réponse à « Une question en suspens »');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(2);
    expect(site.problems).toEqual([]);
    await page.context().close();
  });

  it('drops an answer that comes after « Nouvelle conversation »', async () => {
    let release = () => {};
    answer = async (_request, res) => {
      await new Promise<void>((resolve) => (release = resolve));
      reply(res, 'Réponse à l’ancienne conversation');
    };
    const page = await openChat(partnerUrl);
    const before = received.length;
    await say(page, 'Une question vite oubliée');
    await expect.poll(() => received.length, PATIENTLY).toBe(before + 1);
    await page.getByRole('button', { name: chatTexts.newConversation }).click();
    await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(1);
    expect(await page.locator('chat-assistant textarea').isDisabled()).toBe(false);
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await bubbles(page)).toHaveLength(1);
    expect(JSON.stringify(await stored(page))).not.toContain('ancienne conversation');
    expect(site.problems).toEqual([]);
    await page.context().close();
  });

  it('sends a failed message’s error as no history, and the next message with the answered ones only', async () => {
    received.length = 0;
    answer = (request, res) => {
      if (request.message === 'Ceci échoue') res.writeHead(500).end();
      else reply(res, `Vu : ${request.message}`);
    };
    const page = await openChat(partnerUrl, undefined, { watch: false });
    await say(page, 'Ceci échoue');
    await page.locator('chat-assistant .message--error').waitFor();
    await say(page, 'Ceci passe');
    await expect.poll(() => bubbles(page), PATIENTLY).toContain('Vu : Ceci passe');
    // Only the opening item, as with the failed message: neither it nor its error went on.
    expect(received[1]!.conversationHistory).toEqual(received[0]!.conversationHistory);
    expect(received[1]!.conversationHistory).toHaveLength(1);
    await page.context().close();
  });
});

describe('the proof of work', () => {
  const HMAC_KEY = 'clé du test';

  /** The fake endpoint: a summary asking for a proof, then checks the next message's proof. */
  function askForProof() {
    const checks: { message: string; proof: string | undefined; valid: boolean }[] = [];
    answer = async (request, res) => {
      const valid = request.proof ? await verifySolution(request.proof, HMAC_KEY) : false;
      checks.push({ message: request.message, proof: request.proof, valid });
      if (request.message === 'Je veux une démo') {
        const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 25_000 });
        reply(res, 'Je récapitule : démo. Vous êtes d’accord ?', { quick_replies: ['Oui'], proof: challenge });
      } else reply(res, valid ? 'C’est noté.' : 'Preuve manquante.');
    };
    return checks;
  }

  async function consent(page: Page) {
    await say(page, 'Je veux une démo');
    await page.locator('chat-assistant .quick-reply').waitFor();
    await page.locator('chat-assistant .quick-reply').click();
    await expect.poll(() => bubbles(page), PATIENTLY).toContain('C’est noté.');
    await say(page, 'Merci');
    await expect.poll(async () => (await bubbles(page)).length, PATIENTLY).toBe(7);
  }

  it('is solved in a worker, fetched only once asked for, and sent with the next message once', async () => {
    const checks = askForProof();
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const workers: string[] = [];
    const fetched: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('request', (request) => request.url().includes('proof-worker') && fetched.push(`${request.url()} after ${checks.length} messages`));
    site.watch(page, 'proof in a worker');
    await page.goto(partnerUrl, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await consent(page);

    expect(fetched).toEqual([`${site.url}/widget/proof-worker.js after 1 messages`]);
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/^blob:/);
    expect(checks.map(({ message, valid }) => ({ message, valid }))).toEqual([
      { message: 'Je veux une démo', valid: false },
      { message: 'Oui', valid: true },
      { message: 'Merci', valid: false },
    ]);
    expect(checks[0]!.proof).toBeUndefined();
    expect(checks[2]!.proof).toBeUndefined();
    expect(site.problems).toEqual([]);
    await context.close();
  });

  it('is solved on the main thread where the page’s CSP forbids the worker', async () => {
    const checks = askForProof();
    const csp = `default-src 'none'; script-src ${site.url}; connect-src 'self' ${site.url}; worker-src 'none'`;
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${partnerUrl}?csp=${encodeURIComponent(csp)}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await consent(page);
    expect(workers).toEqual([]);
    expect(checks.map(({ valid }) => valid)).toEqual([false, true, false]);
    await context.close();
  });
});
