import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landingPages } from '../../content/solution-pages/index.ts';
import { reachIsland } from './islands.ts';
import { browserAndSite } from './setup.ts';

const site = browserAndSite();

async function open(path: string, width = 1366): Promise<Page> {
  const page = site.watch(await site.browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } }), path);
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });

describe('touch tables in Chromium', () => {
  const content = landingPages.find((candidate) => candidate.slug === 'tables-tactiles')!;
  const sizes = content.sections.find((section) => section.kind === 'sizes');

  it('highlights the mode chosen with the mouse or the keyboard', async () => {
    const page = await open('/solutions/tables-tactiles');
    await reachIsland(page, 'TouchModes');
    const modes = page.locator('.mode');
    expect(await modes.count()).toBe(3);
    expect(await modes.nth(0).getAttribute('aria-pressed')).toBe('true');
    await modes.nth(1).click();
    expect(await modes.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await modes.nth(0).getAttribute('aria-pressed')).toBe('false');
    await modes.nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await modes.nth(2).getAttribute('aria-pressed')).toBe('true');
    expect(await modes.nth(1).getAttribute('aria-pressed')).toBe('false');
    await modes.nth(0).focus();
    await page.keyboard.press('Space');
    expect(await modes.nth(0).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it("shows the chosen size's specifications and its picture", async () => {
    expect(sizes?.kind).toBe('sizes');
    if (sizes?.kind !== 'sizes') return;
    const page = await open('/solutions/tables-tactiles', 390);
    await reachIsland(page, 'TouchSizes');
    const details = page.locator('#taille-details');
    for (const size of sizes.sizes) {
      await page.getByRole('button', { name: new RegExp(`^${size.inches}`) }).click();
      expect(await details.locator('h3').textContent()).toContain(String(size.inches));
      expect(await details.textContent()).toContain(size.specs[0]!.value);
      expect(await page.getByRole('button', { name: new RegExp(`^${size.inches}`) }).getAttribute('aria-pressed')).toBe('true');
      // The table at this size, drawn beside people at the scale of the others, and arrived.
      const picture = page.locator('.sizes__picture picture img');
      expect(await picture.getAttribute('alt')).toBe(size.imageAlt);
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement, inches) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes(`table-${inches}-`), size.inches),
        )
        .toBe(true);
    }
    await page.close();
  });
});

describe('solution page hero buttons', () => {
  it.each(['affichage-dynamique', 'collaboration', 'presentation-innovante', 'assistant-ia'])(
    'reach #solutions and #contact on /solutions/%s',
    async (slug) => {
      const page = await open(`/solutions/${slug}`);
      const hero = page.locator('.landing-hero');
      await hero.locator('a[href="#solutions"]').click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#solutions');
      await expect.poll(() => inViewport(page, '#solutions')).toBe(true);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await hero.locator('a[href="#contact"]').click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
      await expect.poll(() => inViewport(page, '#contact')).toBe(true);
      await page.close();
    },
  );

  it('logged no console error', () => {
    expect(site.problems).toEqual([]);
  });
});
