// Runs Lighthouse 12 on pages of a running site, in Debian's Chromium (never a downloaded browser).
import lighthouse, { type Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A page's figures from one run; null for what Lighthouse could not measure. */
export interface LighthouseRow {
  url: string;
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  bytes: number | null;
  jsBytes: number | null;
  failures: string[];
  runtimeError: string | null;
}

interface RunOptions {
  categories?: string[];
  onResult?: (row: LighthouseRow) => void;
}

/** The transfer size of the page's scripts, from the resource summary's table. */
function scriptBytes(audit: Result['audits'][string] | undefined): number | null {
  const details = audit?.details;
  if (details?.type !== 'table') return null;
  const scripts = details.items.find((item) => item.resourceType === 'script');
  return typeof scripts?.transferSize === 'number' ? scripts.transferSize : null;
}

/** One Chromium for all the pages; returns a result row per URL, with the failing audits. */
export async function runLighthouse(urls: string[], { categories = ALL_CATEGORIES, onResult }: RunOptions = {}): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: LighthouseRow[] = [];
  try {
    for (const url of urls) {
      const lhr = await auditOnce(url, chrome.port, categories);
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        return value === undefined || value === null ? null : Math.round(value * 100);
      };
      const audit = (id: string) => lhr.audits[id];
      const row: LighthouseRow = {
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
        jsBytes: scriptBytes(audit('resource-summary')),
        // Audits that cost points in the scored categories, to say what to fix.
        failures: Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
          .filter((item) => item !== undefined && item.score !== null && item.score < 1)
          .map((item) => `${item?.id}: ${item?.title}`),
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
async function auditOnce(url: string, port: number, categories: string[]): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError || attempt === 3) return lhr;
  }
}

/** Every page of the site as its sitemap lists it, at the given origin (Lighthouse does not audit a 404). */
export async function siteUrls(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  return paths.map((path) => origin + path);
}
