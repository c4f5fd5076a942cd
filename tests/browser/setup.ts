import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../tools/chromium.ts';
import type { Config } from '../../server/config.ts';
import type { AppOptions } from '../../server/app.ts';
import { startServer, testConfig } from '../helpers/server.ts';

export interface BrowserSite {
  browser: Browser;
  /** The site, served by the app on a free loopback port. */
  url: string;
  /** Console errors and page errors seen so far: a test of the page expects none. */
  problems: string[];
  /** Reports a page's console errors (and warnings, when asked) and uncaught errors into `problems`. */
  watch(page: Page, label: string, { warnings }?: { warnings?: boolean }): Page;
}

/**
 * One Chromium and one server for the file's tests, started before them and stopped after;
 * `configure` gives the server's settings when it starts (after the file's earlier beforeAll hooks),
 * `app` the app's options (a higher chat rate limit, say).
 */
export function browserAndSite(configure: () => Partial<Config> = () => ({}), app: AppOptions = {}): BrowserSite {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const site = {
    get browser() {
      if (!browser) throw new Error('Chromium has not started');
      return browser;
    },
    get url() {
      if (!server) throw new Error('the site has not started');
      return server.url;
    },
    problems: [] as string[],
    watch(page: Page, label: string, { warnings = false } = {}) {
      page.on('console', (message) => {
        if (message.type() === 'error' || (warnings && message.type() === 'warning')) site.problems.push(`${label}: ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => site.problems.push(`${label}: pageerror: ${error.message}`));
      return page;
    },
  };
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer(app, testConfig(configure()))]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return site;
}
