import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientReferences } from '../../content/clients.ts';
import { quizItems } from '../../content/quiz.ts';
import { reachIsland } from './islands.ts';
import { browserAndSite } from './setup.ts';

const site = browserAndSite();

/** Records every text a counter shows, from the first paint on. */
const RECORD_COUNTERS = () => {
  const seen: Record<string, string[]> = {};
  (window as unknown as { counterTexts: typeof seen }).counterTexts = seen;
  const record = () => {
    document.querySelectorAll<HTMLElement>('[data-counter-target]').forEach((element) => {
      const key = element.dataset.counterTarget!;
      seen[key] ??= [];
      const list = seen[key];
      if (list.at(-1) !== element.textContent) list.push(element.textContent ?? '');
    });
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
};

async function open(options: { width?: number; reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const width = options.width ?? 1366;
  const context = await site.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = site.watch(await context.newPage(), '/', { warnings: true });
  await page.addInitScript(RECORD_COUNTERS);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return { page, context };
}

const counterHistory = (page: Page) => page.evaluate(() => (window as unknown as { counterTexts: Record<string, string[]> }).counterTexts);

describe('home page in Chromium', () => {
  it('makes the header opaque with a shadow past 50 px of scroll', async () => {
    const { page, context } = await open();
    const header = page.locator('.site-header');
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
    await expect.poll(() => header.getAttribute('class')).toContain('is-scrolled');
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(13, 27, 42)');
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await context.close();
  });

  it('opens and closes the mobile menu, with the mouse and with the keyboard', async () => {
    const { page, context } = await open({ width: 390 });
    const toggle = page.locator('.site-header__toggle');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('.site-nav').isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accueil');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-header__toggle'))).toBe(true);
    await context.close();
  });

  it('counts the hero figures up to 340, 73 and 2.5, and the mission figures once visible', async () => {
    const { page, context } = await open();
    const hero = ['+340\u00a0%', '73\u00a0%', '×2,5'];
    for (const target of hero) {
      await expect.poll(async () => (await counterHistory(page))[target]?.at(-1), { timeout: 5000 }).toBe(target);
    }
    const history = await counterHistory(page);
    // They really counted: from 0 through intermediate values.
    expect(history['+340\u00a0%']).toContain('+0\u00a0%');
    expect(history['+340\u00a0%']!.length).toBeGreaterThan(5);

    // The mission figures wait until half visible.
    const mission = ['500+', '98\u00a0%', '8+'];
    expect((await counterHistory(page))['500+']?.at(-1)).toBe('0+');
    await page.locator('.mission-figures').scrollIntoViewIfNeeded();
    for (const target of mission) {
      await expect.poll(async () => (await counterHistory(page))[target]?.at(-1), { timeout: 5000 }).toBe(target);
    }
    expect((await counterHistory(page))['500+']!.length).toBeGreaterThan(5);
    expect(await page.locator('.mission-figures').textContent()).toContain('24/7');
    await context.close();
  });

  it('with reduced motion shows final figures at once, no parallax, colour cycle or reveal', async () => {
    const { page, context } = await open({ reducedMotion: 'reduce' });
    const history = await counterHistory(page);
    for (const target of ['+340\u00a0%', '73\u00a0%', '×2,5', '500+', '98\u00a0%', '8+']) {
      expect(await page.locator(`[data-counter-target="${target}"]`).textContent()).toBe(target);
      expect(history[target] ?? [target]).toEqual([target]);
    }
    expect(await page.locator('.reveal-pending').count()).toBe(0);
    expect(await page.locator('.colour-cycle').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.mouse.move(10, 10);
    await page.mouse.move(1300, 700);
    await page.waitForTimeout(100);
    expect(await page.locator('[data-parallax]').evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    await context.close();
  });

  it('moves the hero cards with the pointer, by about 10 px at most', async () => {
    const { page, context } = await open();
    // The listener is attached when the island hydrates: move until the cards follow.
    await expect
      .poll(async () => {
        await page.mouse.move(600, 400);
        await page.mouse.move(1350, 790, { steps: 5 });
        return page.locator('[data-parallax]').evaluate((element) => (element as HTMLElement).style.transform);
      })
      .toMatch(/translate3d/);
    const [x, y] = (await page.locator('[data-parallax]').evaluate((element) => (element as HTMLElement).style.transform))
      .match(/-?[\d.]+px/g)!
      .map((value) => parseFloat(value));
    expect(x).toBeGreaterThan(5);
    expect(x).toBeLessThanOrEqual(10);
    expect(y).toBeLessThanOrEqual(10);
    await context.close();
  });

  it('reveals sections as they scroll into view', async () => {
    const { page, context } = await open();
    const quiz = page.locator('#quiz');
    expect(await quiz.getAttribute('class')).toContain('reveal-pending');
    await quiz.scrollIntoViewIfNeeded();
    await expect.poll(() => quiz.getAttribute('class')).not.toContain('reveal-pending');
    await context.close();
  });

  it('asks a quiz question with 3 answers including the right one, then a new round', async () => {
    const { page, context } = await open();
    const quiz = page.locator('.quiz');
    await reachIsland(page, 'Quiz');
    const rightAnswer = async () => {
      const brand = await quiz.locator('.quiz__brand').textContent();
      const item = quizItems.find((candidate) => candidate.brand === brand);
      expect(item, `question sur « ${brand} »`).toBeDefined();
      return item!.answer;
    };
    const options = quiz.locator('.quiz__option');
    expect(await options.count()).toBe(3);
    const answer = await rightAnswer();
    expect(await options.allTextContents()).toContain(answer);

    await options.filter({ hasText: answer }).click();
    expect(await quiz.locator('.quiz__feedback').textContent()).toContain('Bonne réponse');
    await quiz.getByRole('button', { name: 'Question suivante' }).click();
    expect(await quiz.locator('.quiz__feedback').textContent()).toBe('');
    expect(await quiz.locator('.quiz__round').textContent()).toContain('Question 2');
    expect(await options.count()).toBe(3);
    const next = await rightAnswer();
    expect(await options.allTextContents()).toContain(next);
    const wrong = (await options.allTextContents()).find((text) => text !== next)!;
    await options.filter({ hasText: wrong }).click();
    expect(await quiz.locator('.quiz__feedback').textContent()).toContain(`Pas tout à fait`);
    await context.close();
  });

  it('shows the selected client in a side panel with its measured impact', async () => {
    const { page, context } = await open();
    expect(await page.locator('.client-panel').count()).toBe(0);
    const client = clientReferences[2]!;
    await reachIsland(page, 'ClientShowcase');
    const logo = page.getByRole('button', { name: client.name, exact: true });
    await logo.click();
    expect(await logo.getAttribute('aria-pressed')).toBe('true');
    const panel = page.locator('.client-panel');
    expect(await panel.textContent()).toContain('Impact mesuré');
    expect(await panel.textContent()).toContain(client.impact);
    expect(await panel.locator('.client-panel__name').textContent()).toBe(client.name);
    expect(await panel.locator('.badge').textContent()).toBe(client.badgeLabel ?? 'Projet signature');
    await panel.getByRole('button', { name: /Fermer/ }).click();
    expect(await page.locator('.client-panel').count()).toBe(0);
    await context.close();
  });

  it('steps through client references and pauses while hovered', async () => {
    const { page, context } = await open();
    const carousel = page.locator('.carousel');
    await reachIsland(page, 'ReferenceCarousel');
    const current = () => page.locator('.carousel__slide:not([hidden])').getAttribute('aria-label');
    expect(await current()).toBe(`1 sur ${clientReferences.length}\u00a0: ${clientReferences[0]!.name}`);
    await carousel.getByRole('button', { name: 'Référence suivante' }).click();
    expect(await current()).toBe(`2 sur ${clientReferences.length}\u00a0: ${clientReferences[1]!.name}`);
    expect(await page.locator('.carousel__slides').getAttribute('aria-live')).toBe('polite');
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.carousel__slides').getAttribute('aria-live')).toBe('off');
    await context.close();
  });

  it('dispatches openChatbot from every contact button', async () => {
    const { page, context } = await open();
    await page.evaluate(() => {
      (window as unknown as { opened: number }).opened = 0;
      window.addEventListener('openChatbot', () => (window as unknown as { opened: number }).opened++);
    });
    await page.getByRole('link', { name: 'Prendre contact' }).click();
    await page.locator('.site-header__contact').click();
    await page.getByRole('link', { name: 'Parler à notre IA maintenant' }).click();
    expect(await page.evaluate(() => (window as unknown as { opened: number }).opened)).toBe(3);
    await context.close();
  });

  it('logged no console error, warning or page error on any of these visits', () => {
    expect(site.problems).toEqual([]);
  });
});
