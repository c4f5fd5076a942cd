import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../content/brand.ts';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';
import { brokenLinks, crawl, duplicateIds, letterMultipliers, typographyFaults, visibleText, type CrawledPage } from '../helpers/crawl.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const app = createApp(testConfig(), { log: memoryLog().log });
let pages: Map<string, CrawledPage>;
/** Every page the sitemap names, with its HTML. */
let sitemapPages: Map<string, string>;
beforeAll(async () => {
  pages = await crawl(app);
  const sitemap = (await request(app).get('/sitemap.xml')).text;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
  sitemapPages = new Map();
  for (const path of paths) sitemapPages.set(path, pages.get(path)?.html ?? (await request(app).get(path)).text);
}, 60_000);

/** What a visitor reads on a page, plus the texts of its alt, title and aria-label attributes and its description. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|data-prefix|data-suffix)="([^"]*)"|<meta name="description" content="([^"]*)"/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return `${visibleText(html)}\n${visibleText(attributes.join('\n'))}`;
}

describe('the whole site, crawled from /', () => {
  it('reaches the home page, the blog and every published article', () => {
    expect(pages.get('/')?.status).toBe(200);
    expect(pages.get('/blog')?.status).toBe(200);
    expect([...pages.keys()].filter((path) => path.startsWith('/article/')).length).toBeGreaterThanOrEqual(12);
  });

  it('has no internal link or #anchor that does not resolve', () => {
    expect(brokenLinks(pages)).toEqual([]);
  });

  it('writes French typography on every page: no-break spaces before ? ! : ; and typographic apostrophes', () => {
    const faults = [...pages.values()]
      .filter((page) => page.status === 200)
      .flatMap((page) => typographyFaults(visibleText(page.html)).map((fault) => `${page.path} : ${fault}`));
    expect(faults).toEqual([]);
  });

  it('gives every id to one element only, on every page of the sitemap and every page crawled', () => {
    expect(sitemapPages.size).toBeGreaterThanOrEqual(20);
    const all = new Map([...[...pages.values()].filter((page) => page.status === 200).map((page) => [page.path, page.html] as const), ...sitemapPages]);
    const duplicates = [...all].flatMap(([path, html]) => duplicateIds(html).map((id) => `${path} : id="${id}"`));
    expect(duplicates).toEqual([]);
  });

  it('writes the multiplication sign ×, never a letter x between or before figures (×2,5, 3840 × 2160)', () => {
    const found = [...pages.values()]
      .filter((page) => page.status === 200 && page.html.startsWith('<!DOCTYPE'))
      .flatMap((page) => letterMultipliers(readableText(page.html)).map((fault) => `${page.path} : ${fault}`));
    expect(found).toEqual([]);
  });

  it(`elides before the brand name when it starts with a vowel: « d’${brand.name} », never « de ${brand.name} »`, () => {
    const startsWithVowel = /^[aeiouàâäéèêëîïôöùûüœæ]/i.test(brand.name);
    const unelided = new RegExp(`(?<![\\p{L}])(?:de|que|le|la|lorsque|puisque|jusque)[ \u00a0]${brand.name}(?![\\p{L}])`, 'giu');
    const found = [...pages.values()]
      .filter((page) => page.status === 200 && page.html.startsWith('<!DOCTYPE'))
      .flatMap((page) => [...readableText(page.html).matchAll(unelided)].map((match) => `${page.path} : « ${match[0]} »`));
    expect(startsWithVowel ? found : []).toEqual([]);
  });
});

describe('content files', () => {
  const files = filesUnder(join(ROOT, 'content')).filter((file) => /\.(md|ts|json|ya?ml)$/.test(file));

  it('hold no lorem ipsum, TODO or other placeholder', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/lorem ipsum|\bTODO\b|\bFIXME\b|\bTBD\b|\bXXX\b/i.test(line) ? [`${relative(ROOT, file)}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('never mix straight and typographic apostrophes in one article', () => {
    const mixed = files
      .filter((file) => file.endsWith('.md'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /\p{L}'\p{L}/u.test(text) && /\p{L}’\p{L}/u.test(text);
      })
      .map((file) => relative(ROOT, file));
    expect(mixed).toEqual([]);
  });
});
