// Runs Lighthouse 12 on pages of a running site, in Debian's Chromium (never a downloaded browser).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Chromium for all the pages; returns a result row per URL, with the failing audits. */
export async function runLighthouse(urls, { categories = ALL_CATEGORIES, onResult } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows = [];
  try {
    for (const url of urls) {
      const lhr = await auditOnce(url, chrome.port, categories);
      const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
      const audit = (id) => lhr.audits[id];
      const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
      const row = {
        url,
        path: new URL(url).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
        cls: audit('cumulative-layout-shift')?.numericValue ?? null,
        tbtMs: audit('total-blocking-time')?.numericValue ?? null,
        bytes: audit('total-byte-weight')?.numericValue ?? null,
        jsBytes: scripts?.transferSize ?? null,
        // Audits that cost points in the scored categories, to say what to fix.
        failures: Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
          .filter((item) => item && item.score !== null && item.score < 1)
          .map((item) => `${item.id}: ${item.title}`),
        runtimeError: lhr.runtimeError?.message ?? null,
      };
      rows.push(row);
      onResult?.(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP: a hiccup of
 * the browser, not a property of the page) is tried again, twice at most.
 */
async function auditOnce(url, port, categories) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!lhr.runtimeError || attempt === 3) return lhr;
  }
}

/** Every page of the site as its sitemap lists it, at the given origin (Lighthouse does not audit a 404). */
export async function siteUrls(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return paths.map((path) => origin + path);
}
