import { beforeAll, describe, expect, it } from 'vitest';
import { siteUrls } from '../../tools/lighthouse-runner.ts';
import { axeViolations } from './axe.ts';
import { browserAndSite } from './setup.ts';

const site = browserAndSite();
let urls: string[];

beforeAll(async () => {
  urls = [...(await siteUrls(site.url)), `${site.url}/page-introuvable`, `${site.url}/article/exemple-mise-en-forme`];
});

describe('axe-core on every route', () => {
  it.each([390, 1366])(
    'finds no violation at %i px',
    async (width) => {
      // Reduced motion: colours are judged as they end up, not halfway through an animation.
      const context = await site.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, bypassCSP: true, reducedMotion: 'reduce' });
      const violations: string[] = [];
      for (const url of urls) {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        const found = await axeViolations(page);
        violations.push(...found.map((violation) => `${new URL(url).pathname}: ${violation}`));
        await page.close();
      }
      await context.close();
      expect(violations).toEqual([]);
    },
    300_000,
  );
});
