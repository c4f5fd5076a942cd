/**
 * Which pages may talk to the assistant: the site's own, and the partners' CHAT_ALLOWED_ORIGINS
 * lists. A page of any other origin loads the widget (it is public), but its browser refuses to send
 * the messages: the preflight gets no CORS headers.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chatTexts } from '../../content/chat-texts.ts';
import { CHAT_WELCOME_EN, chatTextsEn, LAUNCHER_LABEL_EN } from '../../content/chat-texts-en.ts';
import { freePort } from '../../tools/free-port.ts';
import { bubbles, say, whenOpen } from './chat-page.ts';
import { browserAndSite } from './setup.ts';

const [listedPort, unlistedPort] = [await freePort(), await freePort()];
const listed = `http://localhost:${listedPort}`;
const unlisted = `http://localhost:${unlistedPort}`;
const site = browserAndSite(() => ({ chatAllowedOrigins: [listed] }));
const partners: Server[] = [];

beforeAll(async () => {
  for (const port of [listedPort, unlistedPort]) {
    // /en is a partner's page written in English.
    const page = (lang: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Partenaire</title></head>
<body><p>Page d’un partenaire</p><script src="${site.url}/widget/chat-assistant.js" defer></script></body></html>`;
    const server = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(req.url === '/en' ? 'en-GB' : 'fr')));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    partners.push(server);
  }
});
afterAll(() => {
  for (const server of partners) server.close();
});

async function ask(url: string, message: string, look?: (page: Page) => Promise<void>): Promise<string> {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await look?.(page);
  await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
  await whenOpen(page);
  const before = (await bubbles(page)).length;
  await say(page, message);
  await expect.poll(async () => (await bubbles(page)).length, { timeout: 10_000 }).toBe(before + 2);
  const answer = (await bubbles(page)).at(-1)!;
  await context.close();
  return answer;
}

describe('the pages that may call /api/chat', () => {
  it('answers the widget on a listed partner’s page', async () => {
    const answer = await ask(`${listed}/`, 'Où êtes-vous situés ?');
    expect(answer).not.toBe(chatTexts.genericError);
    expect(answer.length).toBeGreaterThan(20);
  });

  it('speaks English on a partner’s page in English, and answers in English a message that says no language', async () => {
    const answer = await ask(`${listed}/en`, '75?', async (page) => {
      expect(await page.locator('chat-assistant-launcher button').getAttribute('aria-label')).toBe(LAUNCHER_LABEL_EN);
      await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
      await whenOpen(page);
      expect(await page.locator('chat-assistant #chat-title').textContent()).toBe(chatTextsEn.title);
      expect(await page.locator('chat-assistant textarea').getAttribute('placeholder')).toBe(chatTextsEn.placeholder);
      expect(await bubbles(page)).toEqual([CHAT_WELCOME_EN]);
    });
    expect(answer).not.toBe(chatTextsEn.genericError);
    expect(answer).toMatch(/\b(?:our|you|your)\b/i);
  });

  it('gives no answer to a page of an unlisted origin: its browser does not send the message', async () => {
    expect(await ask(`${unlisted}/`, 'Où êtes-vous situés ?')).toBe(chatTexts.genericError);
  });
});
