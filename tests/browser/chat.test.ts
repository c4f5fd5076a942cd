import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCHER_LABEL } from '../../content/chat-texts.ts';
import { axeViolations } from './axe.ts';
import { freePort } from '../../tools/free-port.ts';
import { isOpen, whenOpen } from './chat-page.ts';
import { browserAndSite } from './setup.ts';

// The partner's port is chosen first: the site lists its origin (CHAT_ALLOWED_ORIGINS).
const partnerPort = await freePort();
// "localhost" and "127.0.0.1" are different origins.
const partnerUrl = `http://localhost:${partnerPort}/`;
const site = browserAndSite(() => ({ chatAllowedOrigins: [new URL(partnerUrl).origin] }));
let partner: Server;

/** A partner's page on another origin, with CSS that tries to restyle everything. */
const partnerPage = (siteUrl: string) => `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Partenaire</title>
<style>
  * { color: rgb(255, 0, 0) !important; font-size: 40px !important; font-family: serif !important; letter-spacing: 5px !important; }
  button, textarea { display: none !important; background: lime !important; }
  div { border: 5px solid lime !important; padding: 30px !important; }
  chat-assistant { display: none !important; }
  p.partenaire { color: rgb(0, 0, 255) !important; }
</style></head>
<body><p class="partenaire">Page d’un partenaire</p>
<chat-assistant invitation-delay="300"></chat-assistant>
<script src="${siteUrl}/widget/chat-assistant.js" defer></script>
</body></html>`;

beforeAll(async () => {
  partner = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(partnerPage(site.url)));
  await new Promise<void>((resolve) => partner.listen(partnerPort, '127.0.0.1', resolve));
});

afterAll(() => {
  partner?.close();
});

async function open(path: string, options: { width?: number; context?: BrowserContext; expectErrors?: boolean } = {}): Promise<Page> {
  const width = options.width ?? 1366;
  const context = options.context ?? (await site.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } }));
  const page = await context.newPage();
  if (!options.expectErrors) site.watch(page, path);
  await page.goto(path.startsWith('http') ? path : site.url + path, { waitUntil: 'networkidle' });
  await loadChat(page);
  return page;
}

/** The page shows the stand-in launcher; a pointer over it loads the chat, whose launcher replaces it. */
async function loadChat(page: Page) {
  await page.evaluate(() => document.querySelector('chat-assistant-launcher')?.shadowRoot?.querySelector('button')?.dispatchEvent(new Event('pointerenter')));
  await page.locator('chat-assistant .launcher').waitFor();
  await expect.poll(() => page.locator('chat-assistant-launcher').count()).toBe(0);
}

const standIn = (page: Page) => page.locator('chat-assistant-launcher button');

const chat = (page: Page) => page.locator('chat-assistant');
const bubbles = (page: Page) => page.locator('chat-assistant .message .bubble').allTextContents();

async function say(page: Page, text: string) {
  await page.locator('chat-assistant textarea').fill(text);
  await page.locator('chat-assistant textarea').press('Enter');
}

describe('the assistant on our pages', () => {
  it('opens from every contact button, focuses the input, and closes with Escape', async () => {
    const page = await open('/');
    expect(await isOpen(page)).toBe(false);
    for (const button of [
      page.getByRole('link', { name: 'Prendre contact' }),
      page.locator('.site-header__contact'),
      page.getByRole('link', { name: 'Parler à notre IA maintenant' }),
    ]) {
      await button.click();
      await whenOpen(page);
      expect(await page.locator('chat-assistant [role="dialog"]').isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => document.querySelector('chat-assistant')?.shadowRoot?.activeElement?.id)).toBe('chat-input');
      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(page)).toBe(false);
      await expect.poll(() => page.evaluate(() => document.querySelector('chat-assistant')?.shadowRoot?.activeElement?.className)).toBe('launcher');
    }
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('shows its round button at once and loads the chat only when the visitor reaches for it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/blog`, { waitUntil: 'networkidle' });
    // A reader of the blog downloads the page's entry (with its chunks) and the loader: no React.
    const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Record<string, { file: string; imports: string[] }>;
    expect(scripts.sort()).toEqual([manifest.entry!.file, ...manifest.entry!.imports, manifest.loader!.file].sort());
    expect(await page.evaluate(() => customElements.get('chat-assistant'))).toBeUndefined();
    expect(await standIn(page).getAttribute('aria-label')).toBe(LAUNCHER_LABEL);
    const before = await standIn(page).boundingBox();
    expect(before).toMatchObject({ width: 60, height: 60 });

    await standIn(page).click();
    await whenOpen(page);
    await expect.poll(() => page.evaluate(() => document.querySelector('chat-assistant')?.shadowRoot?.activeElement?.id)).toBe('chat-input');
    expect(await page.locator('chat-assistant-launcher').count()).toBe(0);
    await page.keyboard.press('Escape');
    // The chat's own launcher sits exactly where the stand-in was (once the pointer has left it).
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('chat-assistant .launcher').boundingBox()).toEqual(before);
    await context.close();
  });

  it('hands the focus from the stand-in to the chat’s launcher when loaded from the keyboard', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/a-propos`, { waitUntil: 'networkidle' });
    await standIn(page).focus();
    await page.locator('chat-assistant .launcher').waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('chat-assistant')?.shadowRoot?.activeElement?.className)).toBe('launcher');
    await page.keyboard.press('Enter');
    await whenOpen(page);
    await context.close();
  });

  it('greets with an opening item and answers a message, with buttons and a time', async () => {
    const page = await open('/');
    await page.evaluate(() => {
      (window as unknown as { events: string[] }).events = [];
      for (const type of ['chat-open', 'chat-close', 'chat-message']) {
        document.addEventListener(type, (event) =>
          (window as unknown as { events: string[] }).events.push(`${type}:${JSON.stringify((event as CustomEvent).detail ?? null)}`),
        );
      }
    });
    await page.locator('chat-assistant .launcher').click();
    const launcher = page.locator('chat-assistant .launcher');
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect((await bubbles(page)).length).toBe(1);
    await say(page, 'Bonjour, je cherche un écran pour ma salle de réunion');
    await expect.poll(async () => (await bubbles(page)).length).toBe(3);
    expect((await bubbles(page))[1]).toBe('Bonjour, je cherche un écran pour ma salle de réunion');
    expect(await page.locator('chat-assistant .message--assistant').last().locator('a').count()).toBeGreaterThan(0);
    expect(await page.locator('chat-assistant .meta time').first().textContent()).toMatch(/^\d{2}:\d{2}$/);
    const events = await page.evaluate(() => (window as unknown as { events: string[] }).events);
    expect(events[0]).toBe('chat-open:null');
    expect(events.filter((event) => event.startsWith('chat-message'))).toHaveLength(2);
    await page.context().close();
  });

  it('sends a quick reply when clicked, and never an empty message', async () => {
    const page = await open('/blog');
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await whenOpen(page);
    await page.locator('chat-assistant textarea').fill('   ');
    expect(await page.locator('chat-assistant .send').isDisabled()).toBe(true);
    await page.locator('chat-assistant textarea').press('Enter');
    expect((await bubbles(page)).length).toBe(1);
    await say(page, 'Bonjour');
    const quick = page.locator('chat-assistant .quick-reply').first();
    await quick.waitFor();
    const text = await quick.textContent();
    await quick.click();
    await expect.poll(async () => (await bubbles(page)).length).toBe(5);
    expect((await bubbles(page))[3]).toBe(text);
    await page.context().close();
  });

  it('shows "En train d’écrire…" and disables the input while waiting, then the error message when the call fails', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    let release: () => void = () => {};
    await context.route('**/api/chat', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ status: 500, body: 'Erreur' });
    });
    const page = await open('/', { context, expectErrors: true });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await say(page, 'Bonjour');
    await page.locator('chat-assistant .typing').waitFor();
    expect(await page.locator('chat-assistant .typing').textContent()).toBe('En train d’écrire…');
    expect(await page.locator('chat-assistant textarea').isDisabled()).toBe(true);
    release();
    await page.locator('chat-assistant .message--error').waitFor();
    expect(await page.locator('chat-assistant .message--error').textContent()).toContain(
      'Désolé, une erreur s’est produite. Veuillez réessayer dans quelques instants.',
    );
    expect(await page.locator('chat-assistant textarea').isDisabled()).toBe(false);
    expect(errors.some((error) => error.includes('Erreur HTTP 500'))).toBe(true);
    await context.close();
  });

  it('shows the invitation bubble 10 s after arrival, loading the chat just before; it can be closed', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    // The delays count from the arrival on the page (performance.now() is 0 then).
    await page.clock.runFor(7000 - (await page.evaluate(() => performance.now())));
    expect(await page.evaluate(() => customElements.get('chat-assistant'))).toBeUndefined();
    // (Playwright's locators do not see the stand-in under a fake clock: ask the page.)
    expect(await page.evaluate(() => document.querySelector('chat-assistant-launcher')?.shadowRoot?.querySelector('button')?.checkVisibility())).toBe(true);
    await page.clock.runFor(1500);
    await page.waitForFunction(() => customElements.get('chat-assistant') !== undefined);
    await page.locator('chat-assistant .launcher').waitFor();
    expect(await page.locator('chat-assistant .invitation').count()).toBe(0);
    await page.clock.runFor(2000);
    await page.locator('chat-assistant .invitation').waitFor();
    await page.locator('chat-assistant .invitation__close').click();
    expect(await page.locator('chat-assistant .invitation').count()).toBe(0);
    await context.close();
  });

  it('keeps the conversation and the open panel across a reload and another page', async () => {
    const page = await open('/');
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await say(page, 'Je reviens tout de suite');
    await expect.poll(async () => (await bubbles(page)).length).toBe(3);
    const before = await bubbles(page);
    await page.reload({ waitUntil: 'networkidle' });
    await whenOpen(page);
    await expect.poll(() => bubbles(page)).toEqual(before);
    await page.goto(`${site.url}/blog`, { waitUntil: 'networkidle' });
    await expect.poll(() => bubbles(page)).toEqual(before);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('chat-assistant:session') ?? '{}').id);
    expect(session).toMatch(/^session-\d{13}-[A-Za-z0-9]{22}$/);
    await page.context().close();
  });

  it('merges what two tabs write instead of losing messages', async () => {
    const first = await open('/');
    const second = await open('/blog', { context: first.context() });
    for (const page of [first, second]) await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    // Both tabs write at the same moment, three times: each may write before it has seen the other's write.
    const rounds = [1, 2, 3];
    const talk = async (page: Page, tab: string) => {
      for (const round of rounds) {
        const before = (await bubbles(page)).length;
        await say(page, `Message ${round} du ${tab} onglet`);
        await expect.poll(async () => (await bubbles(page)).length, { timeout: 5000 }).toBeGreaterThanOrEqual(before + 2);
      }
    };
    await Promise.all([talk(first, 'premier'), talk(second, 'second')]);
    const sent = rounds.flatMap((round) => [`Message ${round} du premier onglet`, `Message ${round} du second onglet`]);
    for (const page of [first, second]) {
      await expect.poll(async () => (await bubbles(page)).length, { timeout: 5000 }).toBe(1 + 2 * sent.length);
      expect(await bubbles(page)).toEqual(expect.arrayContaining(sent));
    }
    await first.context().close();
  });

  it('offers open(), close(), toggle(), send() and reset() to the host page, reflected by the open attribute', async () => {
    const page = await open('/');
    type Api = HTMLElement & { open(): void; close(): void; toggle(): void; send(text: string): void; reset(): void };
    const call = (method: 'open' | 'close' | 'toggle' | 'reset') => page.evaluate((name) => (document.querySelector('chat-assistant') as Api)[name](), method);
    await call('open');
    await whenOpen(page);
    await call('toggle');
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.evaluate(() => (document.querySelector('chat-assistant') as Api).send('Envoyé par la page'));
    await whenOpen(page);
    await expect.poll(async () => (await bubbles(page)).length).toBe(3);
    const session = await page.evaluate(() => localStorage.getItem('chat-assistant:session'));
    await call('reset');
    await expect.poll(async () => (await bubbles(page)).length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('chat-assistant:session'))).not.toBe(session);
    await call('close');
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.context().close();
  });

  it('has no accessibility violation with the panel open (axe)', async () => {
    // Reduced motion: axe must not judge colours halfway through the opening animation.
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true, reducedMotion: 'reduce' });
    const page = await open('/', { context });
    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await say(page, 'Bonjour');
    await expect.poll(async () => (await bubbles(page)).length).toBe(3);
    const violations = await axeViolations(page, [['chat-assistant']]);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('the assistant on a partner’s page', () => {
  it('loads from one script tag, resists hostile CSS, opens on openChatbot and answers', async () => {
    const page = await open(partnerUrl);
    await page.locator('chat-assistant .invitation').waitFor({ timeout: 5000 });
    const launcher = page.locator('chat-assistant .launcher');
    expect(await launcher.isVisible()).toBe(true);
    const style = await launcher.evaluate((element) => {
      const css = getComputedStyle(element);
      return { fontSize: css.fontSize, width: css.width, display: css.display, color: css.color };
    });
    expect(style).toEqual({ fontSize: '16px', width: '60px', display: 'grid', color: 'rgb(255, 255, 255)' });
    expect(await page.locator('p.partenaire').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 255)');

    await page.evaluate(() => window.dispatchEvent(new Event('openChatbot')));
    await whenOpen(page);
    await say(page, 'Bonjour depuis un site partenaire');
    await expect.poll(async () => (await bubbles(page)).length).toBe(3);
    expect(await page.locator('chat-assistant .message--assistant').last().textContent()).not.toContain('Désolé');
    expect(await chat(page).getAttribute('endpoint')).toBe(`${site.url}/api/chat`);
    await page.context().close();
  });

  it('logged no console error', () => {
    expect(site.problems).toEqual([]);
  });
});
