/**
 * The site's typeface (client/styles/base.css): Inter, served by us and preloaded, with a fallback
 * resized to take the same room, so that nothing on the first screen moves when Inter arrives.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAndSite } from './setup.ts';

const site = browserAndSite();
const ROUTES = ['/', '/solutions/tables-tactiles', '/solutions/ecrans-collaboratifs', '/article/4k-hdr', '/blog'];
/** Half a pixel of rounding either way, then some: a line that wraps differently moves by a whole line (20 px and more). */
const TOLERANCE = 3;

/** Where the text of the first screen stands: each heading, paragraph, link and button in view. */
async function firstScreen(path: string, width: number, withInter: boolean): Promise<{ layout: string[]; inter: boolean }> {
  const page: Page = await site.browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
  // Without Inter: its files never arrive, as on a connection that drops them, and the fallback stays.
  if (!withInter) await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate(() => {
    const inView = [...document.querySelectorAll('h1, h2, h3, p, li, a, button')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    });
    return {
      layout: inView.map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} ${Math.round(box.top)} ${Math.round(box.height)}`;
      }),
      inter: [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    };
  });
  await page.close();
  return result;
}

describe('the typeface', () => {
  it('is preloaded, from our own server', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const preload = page.locator('link[rel="preload"][as="font"]');
    expect(await preload.getAttribute('href')).toMatch(/^\/assets\/media\/inter-latin-wght-normal-\w+\.woff2$/);
    expect(await preload.getAttribute('crossorigin')).toBe('anonymous');
    const font = await page.request.get(site.url + (await preload.getAttribute('href'))!);
    expect(font.status()).toBe(200);
    expect(font.headers()['cache-control']).toContain('immutable');
    await page.close();
  });

  describe.each([390, 1366])('at %i px', (width) => {
    it.each(ROUTES)('moves nothing on the first screen of %s when it arrives', async (path) => {
      const [fallback, inter] = [await firstScreen(path, width, false), await firstScreen(path, width, true)];
      expect(fallback.inter).toBe(false);
      expect(inter.inter).toBe(true);
      expect(inter.layout.length).toBe(fallback.layout.length);
      const moved = inter.layout.filter((line, i) => {
        const [tag, top, height] = line.split(' ');
        const [otherTag, otherTop, otherHeight] = fallback.layout[i]!.split(' ');
        return tag !== otherTag || Math.abs(Number(top) - Number(otherTop)) > TOLERANCE || Math.abs(Number(height) - Number(otherHeight)) > TOLERANCE;
      });
      expect(moved).toEqual([]);
    });
  });
});
