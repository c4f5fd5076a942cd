import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache } from '../../server/page-cache.ts';

const page = (bytes: number): CachedPage => ({
  status: 200,
  etag: '"x"',
  bodies: { identity: Buffer.alloc(bytes), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
  headers: { identity: [], gzip: [], br: [], notModified: [] },
  version: '',
});

describe('page cache', () => {
  it('renders a page once, then serves it from memory until its version changes', () => {
    const cache = new PageCache();
    let renders = 0;
    const render = () => {
      renders++;
      return page(10);
    };
    cache.get('/', render, 'day-1');
    cache.get('/', render, 'day-1');
    expect(renders).toBe(1);
    cache.get('/', render, 'day-2');
    expect(renders).toBe(2);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 10 });
  });

  it('lets the least recently used page go first, however often the newest was asked for', () => {
    const cache = new PageCache(2);
    const renders: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        renders.push(key);
        return page(1);
      });
    get('/a');
    get('/b');
    get('/a'); // /a is now the newest, /b the oldest
    get('/a');
    get('/c'); // evicts /b
    get('/a');
    expect(renders).toEqual(['/a', '/b', '/c']);
    get('/b');
    expect(renders.at(-1)).toBe('/b');
    // /c was the least recently used: it went, /a stayed.
    get('/a');
    expect(renders).toEqual(['/a', '/b', '/c', '/b']);
  });
});
