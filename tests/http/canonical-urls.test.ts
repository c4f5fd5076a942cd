import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { PageCache } from '../../server/page-cache.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';
import { CANONICAL, spellings } from '../helpers/spellings.ts';

describe('one address per page', () => {
  const app = createApp(testConfig(), { log: memoryLog().log });

  it.each([
    ['/Blog', '/blog'],
    ['/blog/', '/blog'],
    ['/BLOG//', '/blog'],
    ['/article/%65crans-tactiles', '/article/ecrans-tactiles'],
    ['/ARTICLE/4K-HDR/?utm_source=x', '/article/4k-hdr?utm_source=x'],
    ['/solutions/Collaboration', '/solutions/collaboration'],
    ['//solutions//collaboration', '/solutions/collaboration'],
    ['/Mentions-Legales', '/mentions-legales'],
  ])('sends %s to %s with a 301 and the security headers', async (path, location) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it.each(['/Nexiste-pas', '/article/Nexiste-pas/', '/blog/x', '/%E9', '/healthz/'])(
    'answers %s, which is no page of ours, with the 404 page',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
    },
  );

  it('never redirects off the site', async () => {
    for (const path of ['//evil.example/', '/%2F%2Fevil.example', '/\\evil.example']) {
      const res = await request(app).get(path);
      expect(res.headers.location ?? '').not.toMatch(/evil/);
    }
  });
});

describe('the page cache under 2,000 spellings', () => {
  it('keeps one entry per page, whatever the spelling', async () => {
    const cache = new PageCache();
    const app = createApp(testConfig(), { log: memoryLog().log, pageCache: cache });
    for (const path of CANONICAL) expect((await request(app).get(path)).status).toBe(200);
    await request(app).get('/nexiste-pas');
    const before = cache.stats();
    expect(before.entries).toBe(CANONICAL.length + 1);

    const statuses = new Set<number>();
    for (const path of spellings(2000)) statuses.add((await request(app).get(path)).status);
    expect([...statuses].every((status) => status === 301 || status === 404)).toBe(true);
    expect(cache.stats()).toEqual(before);
  });

  it('is bounded in entries and in bytes, the least recently used going first', () => {
    const page = (size: number) => () => ({
      status: 200,
      etag: '"x"',
      bodies: { identity: Buffer.alloc(size), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
      headers: { identity: [], gzip: [], br: [], notModified: [] },
      version: '',
    });
    const byCount = new PageCache(3, 1_000_000);
    for (const key of ['a', 'b', 'c']) byCount.get(key, page(10));
    byCount.get('a', page(10));
    byCount.get('d', page(10));
    expect(byCount.stats()).toEqual({ entries: 3, bytes: 30 });
    let rendered = false;
    byCount.get('b', () => {
      rendered = true;
      return page(10)();
    });
    expect(rendered).toBe(true);

    const byBytes = new PageCache(100, 250);
    for (const key of ['a', 'b', 'c', 'd']) byBytes.get(key, page(100));
    expect(byBytes.stats()).toEqual({ entries: 2, bytes: 200 });
  });
});
