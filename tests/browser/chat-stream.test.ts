import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTexts } from '../../content/chat-texts.ts';
import { sleep, startStreamingWebhook, streamLine } from '../helpers/streaming-webhook.ts';
import { browserAndSite } from './setup.ts';

let webhook: Awaited<ReturnType<typeof startStreamingWebhook>>;
beforeAll(async () => {
  webhook = await startStreamingWebhook();
});
afterAll(() => webhook.close());
// The site forwards the chat to the webhook, which streams its answers the way n8n does.
const site = browserAndSite(() => ({ chatWebhookUrl: webhook.url }));

const buttons = JSON.stringify({
  output: {
    message: '',
    buttons: [{ text: 'Voir les tables tactiles', url: 'https://www.exemple.fr/solutions/tables-tactiles', type: 'primary' }],
    quick_replies: ['Une démo ?'],
  },
});

describe('a streamed answer in the chat', () => {
  it('shows the typing line, then the text as it arrives, and ends as one message that survives a reload', async () => {
    // The typing line shows until the first words: they wait until the test has seen it, since a busy
    // machine may take longer than any fixed pause to look (10 s at most, so that a failure ends).
    let typingSeen = () => {};
    const seenTyping = new Promise<void>((resolve) => {
      typingSeen = resolve;
    });
    webhook.answerWith(async (res) => {
      res.write(streamLine('begin'));
      await Promise.race([seenTyping, sleep(10_000)]);
      await sleep(300);
      for (const words of ['Bonjour\u00a0!', ' Nos tables tactiles', ' existent en 43, 55 et 75 pouces.']) {
        res.write(streamLine('item', words));
        await sleep(500);
      }
      res.write(streamLine('item', buttons));
      res.end(streamLine('end'));
    });
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = site.watch(await context.newPage(), 'stream');
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    const input = page.locator('chat-assistant textarea');
    await input.fill('Quelles tailles pour vos tables ?');
    await input.press('Enter');

    await page.locator('chat-assistant .typing').waitFor();
    expect(await page.locator('chat-assistant .typing').textContent()).toBe(chatTexts.typing);
    typingSeen();
    // What the last assistant bubble shows while the answer arrives. The log's busy state and the
    // bubble's text are read in one go: read apart, the answer could end (buttons added) in between.
    const lastBubble = page.locator('chat-assistant .message--assistant .bubble').last();
    const log = page.locator('chat-assistant .log');
    const seen = new Set<string>();
    for (;;) {
      const { busy, text } = await log.evaluate((element) => ({
        busy: element.getAttribute('aria-busy') === 'true',
        text: [...element.querySelectorAll('.message--assistant .bubble')].at(-1)?.textContent ?? '',
      }));
      if (busy) seen.add(text);
      else if (seen.size > 0) break;
      await sleep(50);
    }
    const final = 'Bonjour\u00a0! Nos tables tactiles existent en 43, 55 et 75 pouces.';
    const partials = [...seen].filter((text) => text && text !== final);
    expect(partials.length).toBeGreaterThanOrEqual(2);
    for (const text of partials) expect(final.startsWith(text)).toBe(true);
    // The typing line is gone once text shows.
    expect(await page.locator('chat-assistant .typing').count()).toBe(0);

    const assistantMessages = page.locator('chat-assistant .message--assistant');
    await expect.poll(() => lastBubble.locator('a').count()).toBe(1);
    expect(await lastBubble.textContent()).toBe(`${final}Voir les tables tactiles`);
    expect(await page.locator('chat-assistant .quick-reply').allTextContents()).toEqual(['Une démo ?']);
    const count = await assistantMessages.count();

    await page.reload({ waitUntil: 'networkidle' });
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await page
      .locator('chat-assistant .message--assistant')
      .nth(count - 1)
      .waitFor();
    expect(await page.locator('chat-assistant .message--assistant').count()).toBe(count);
    expect(await page.locator('chat-assistant .message--assistant .bubble').last().textContent()).toBe(`${final}Voir les tables tactiles`);
    expect(site.problems).toEqual([]);
    await context.close();
  });

  /** Sends « Bonjour » on a new page; returns the page and what its console said. */
  async function ask() {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const logged: { type: string; text: string }[] = [];
    page.on('console', (message) => logged.push({ type: message.type(), text: message.text() }));
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await page.locator('chat-assistant textarea').fill('Bonjour');
    await page.locator('chat-assistant textarea').press('Enter');
    return { page, logged, close: () => context.close() };
  }

  it('shows the generic error when the stream reports one before any text', async () => {
    webhook.answerWith(async (res) => {
      res.write(streamLine('begin'));
      await sleep(300);
      res.end(streamLine('error', 'Le modèle ne répond pas'));
    });
    const { page, logged, close } = await ask();
    await page.locator('chat-assistant .message--error').waitFor();
    expect(await page.locator('chat-assistant .message--error').textContent()).toContain(chatTexts.genericError);
    expect(logged.some((line) => line.type === 'error' && line.text.includes('Le modèle ne répond pas'))).toBe(true);
    await close();
  });

  it('keeps the text that arrived when the stream reports an error after it', async () => {
    webhook.answerWith(async (res) => {
      res.write(streamLine('begin') + streamLine('item', 'Nos tables tactiles existent en trois tailles'));
      await sleep(300);
      res.end(streamLine('error', 'Le modèle ne répond pas'));
    });
    const { page, logged, close } = await ask();
    await expect.poll(async () => (await page.locator('chat-assistant .message--assistant').last().textContent()) ?? '').toContain('trois tailles');
    await expect.poll(() => page.locator('chat-assistant [aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('chat-assistant .message--error').count()).toBe(0);
    expect(logged.some((line) => line.text.includes('Le modèle ne répond pas'))).toBe(true);
    await close();
  });
});
