import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';
import { brokenLinks, crawl, typographyFaults, visibleText, type CrawledPage } from '../helpers/crawl.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let pages: Map<string, CrawledPage>;
beforeAll(async () => {
  pages = await crawl(createApp(testConfig(), { log: memoryLog().log }));
}, 60_000);

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
