/**
 * A visitor asks for a demo in the chat on a phone, as the issue tells it: the built server as a
 * process, a real SMTP server started here, and the lead read back with `npm run leads`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantNotesEn } from '../../content/assistant-en.ts';
import { leadTextsEn } from '../../content/leads-en.ts';
import type { LeadJson } from '../../server/leads/lead-json.ts';
import { launchBrowser } from '../../tools/chromium.ts';
import { leadsCommand, startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';
import { startSmtp, type Smtp } from '../helpers/smtp.ts';

let browser: Browser;
let site: SiteProcess;
let mail: Smtp;
const dataDir = mkdtempSync(join(tmpdir(), 'leads-browser-'));

beforeAll(async () => {
  mail = await startSmtp();
  [browser, site] = await Promise.all([
    launchBrowser(),
    startSite({ PORT: String(await freePort()), DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, LEADS_NOTIFY_TO: 'ventes@exemple.fr' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mail?.close();
});

const bubbles = (page: Page) => page.locator('chat-assistant .message .bubble').allTextContents();
const lastBubble = async (page: Page) => (await bubbles(page)).at(-1)?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

async function say(page: Page, text: string, timeout = 10_000) {
  const count = (await bubbles(page)).length;
  await page.locator('chat-assistant textarea').fill(text);
  await page.locator('chat-assistant textarea').press('Enter');
  await expect.poll(async () => (await bubbles(page)).length, { timeout }).toBe(count + 2);
}

async function pick(page: Page, quickReply: string) {
  const count = (await bubbles(page)).length;
  await page.locator('chat-assistant .quick-reply', { hasText: quickReply }).click();
  await expect.poll(async () => (await bubbles(page)).length, { timeout: 10_000 }).toBe(count + 2);
}

/** The home page on a phone (390 px), its chat opened; the page's script errors are collected. */
async function chatOnPhone(locale = 'fr-FR') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
  await page.locator('chat-assistant textarea').waitFor();
  return { context, page, errors };
}

describe('a demo request in the chat, on a phone', () => {
  it('asks again for a wrong e-mail, takes the consent, gives a reference; the lead is exported and e-mailed', async () => {
    const { context, page, errors } = await chatOnPhone();

    // The first message of a new install waits for the embedded database to be created.
    await say(page, 'Je veux une démo', 60_000);
    expect(await lastBubble(page)).toContain('Quelle solution souhaitez-vous voir ?');
    await pick(page, 'Tables tactiles');
    expect(await lastBubble(page)).toContain('À quel nom');
    await say(page, 'Camille Martin');
    await pick(page, 'Passer');
    expect(await lastBubble(page)).toContain('Comment vous joindre');
    await say(page, 'camille.martin@garage');
    expect(await lastBubble(page)).toContain('ne semble pas complète');
    await say(page, 'camille.martin@garage.example');
    const summary = await lastBubble(page);
    expect(summary).toContain('Voici votre demande');
    expect(summary).toContain('camille.martin@garage.example');
    const privacy = page.locator('chat-assistant a', { hasText: 'Politique de confidentialité' });
    expect(await privacy.getAttribute('href')).toBe(`${site.url}/confidentialite`);
    // The panel fits the phone's width: nothing of the summary is cut.
    const panel = await page.locator('chat-assistant [role="dialog"]').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(dataDir, 'summary.png') });

    await pick(page, 'J’accepte');
    const confirmation = await lastBubble(page);
    const reference = /référence ([A-HJKMNP-Z2-9]{6})/.exec(confirmation)?.[1];
    expect(reference, confirmation).toBeDefined();
    expect(errors).toEqual([]);

    const exported = await leadsCommand(['export', '--format', 'json'], { DATA_DIR: dataDir });
    expect(exported.code, exported.stderr).toBe(0);
    const leads = JSON.parse(exported.stdout) as LeadJson[];
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      reference,
      kind: 'demo',
      need: 'Tables tactiles',
      name: 'Camille Martin',
      company: '',
      email: 'camille.martin@garage.example',
    });
    expect(leads[0]!.sessionId).toMatch(/^session-\d{13}-[A-Za-z0-9]{22}$/);

    await expect.poll(() => mail.received.length, { timeout: 15_000 }).toBe(1);
    const message = mail.received[0]!;
    expect(message.headers.get('message-id')).toMatch(new RegExp(`^<lead-${reference}@`));
    expect(message.subject).toContain(reference);
    expect(message.text).toContain('camille.martin@garage.example');
    expect(message.html).toContain('Camille Martin');
    await context.close();
  }, 120_000);
});

describe('a request in English, on a phone', () => {
  it('answers in English, reads the name and the company of the first message, takes "I agree"; the lead is stored', async () => {
    const { context, page, errors } = await chatOnPhone('en-GB');

    await say(page, 'Hi, do you have touch tables for a car showroom?', 60_000);
    const answer = await lastBubble(page);
    expect(answer).toContain(assistantNotesEn.pagesInFrench.replace(/’/g, '’'));
    expect(answer).toContain('Tables tactiles');

    await say(page, "I'd like a demo please. I'm Jane Smith from Acme Motors");
    // Name and company were given: the next question is how to reach her.
    expect(await lastBubble(page)).toContain(leadTextsEn.contactQuestion);
    await say(page, 'jane.smith@acme-motors.example');
    const summary = await lastBubble(page);
    expect(summary).toContain(leadTextsEn.summaryIntro);
    expect(summary).toContain('Name: Jane Smith');
    expect(summary).toContain('Company: Acme Motors');
    expect(summary).toContain('Subject: Touch tables');
    const panel = await page.locator('chat-assistant [role="dialog"]').boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(dataDir, 'summary-en.png') });

    await pick(page, leadTextsEn.quickReplies.accept);
    const confirmation = await lastBubble(page);
    const reference = /reference ([A-HJKMNP-Z2-9]{6})/.exec(confirmation)?.[1];
    expect(reference, confirmation).toBeDefined();
    expect(errors).toEqual([]);

    const exported = await leadsCommand(['export', '--format', 'json'], { DATA_DIR: dataDir });
    const lead = (JSON.parse(exported.stdout) as LeadJson[]).find((item) => item.reference === reference);
    expect(lead).toMatchObject({ kind: 'demo', need: 'Tables tactiles', name: 'Jane Smith', company: 'Acme Motors', email: 'jane.smith@acme-motors.example' });
    await context.close();
  }, 120_000);
});
