import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrls } from '../../tools/lighthouse-runner.mjs';
import { startServer } from '../helpers/server.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from '../../tools/chromium.mjs';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let urls: string[];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  urls = [...(await siteUrls(server.url)), `${server.url}/page-introuvable`, `${server.url}/article/exemple-mise-en-forme`];
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('axe-core on every route', () => {
  it.each([390, 1366])('finds no violation at %i px', async (width) => {
    // Reduced motion: colours are judged as they end up, not halfway through an animation.
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, bypassCSP: true, reducedMotion: 'reduce' });
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
  }, 300_000);
});
