import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Request, Response } from 'express';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A rendered page kept in memory with its compressed forms and the complete header list of each
 * response, so that a hit costs no rendering, no compression and one writeHead.
 */
export interface CachedPage {
  status: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** Flat [name, value, name, value…] lists, as http.ServerResponse.writeHead takes them. */
  headers: Record<Encoding | 'notModified', string[]>;
  /** The page is rendered again when asked for another version (pages that show today's date). */
  version: string;
}

/** The smallest forms, for bodies compressed once and sent many times (the cache's pages, the static export). */
export const brotliMax = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
export const gzipMax = (data: Buffer) => gzipSync(data, { level: 9 });

/** `baseHeaders` are sent with every page: the security headers (see security.ts). */
export function cachePage(html: string, baseHeaders: string[], status = 200, version = ''): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  const bodies: Record<Encoding, Buffer> = { identity, gzip: gzipMax(identity), br: brotliMax(identity) };
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  const common = [...baseHeaders, 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding', 'ETag', etag];
  const forBody = (encoding: Encoding) => [
    ...common,
    'Content-Type',
    'text/html; charset=utf-8',
    'Content-Length',
    String(bodies[encoding].length),
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
  ];
  return {
    status,
    etag,
    bodies,
    headers: { identity: forBody('identity'), gzip: forBody('gzip'), br: forBody('br'), notModified: common },
    version,
  };
}

/** The bytes a cached page holds: its three bodies (headers are small beside them). */
const sizeOf = (page: CachedPage) => page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length;

/**
 * Rendered pages by canonical key, least recently used first out. The keys are our own pages only
 * (app.ts sends every other spelling of a path to its canonical URL or to the 404 page), so the
 * bounds are a safety net: far above what the site holds (about 35 pages of 100 KB with their
 * compressed forms), they keep a bug or a huge content folder from growing the process without end.
 */
export class PageCache {
  private pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** The key last asked for: it is already the newest, no need to move it again. */
  private newest: string | undefined;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, render: () => CachedPage, version = ''): CachedPage {
    const hit = this.pages.get(key);
    if (hit && hit.version === version) {
      // Map keeps insertion order: moving the hit to the end keeps the least recently used first.
      // A page asked for again and again (the home page) is not moved each time: each delete
      // leaves a hole the map must compact, a new table every so many requests.
      if (key !== this.newest) {
        this.pages.delete(key);
        this.pages.set(key, hit);
        this.newest = key;
      }
      return hit;
    }
    const page = { ...render(), version };
    this.remove(key);
    this.pages.set(key, page);
    this.newest = key;
    this.bytes += sizeOf(page);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      if (oldest !== key) this.remove(oldest);
    }
    return page;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= sizeOf(page);
    this.pages.delete(key);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  /** What the cache holds, for tests and the operator's curiosity. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes };
  }
}

const encodingByHeader = new Map<string, Encoding>();

/** The best encoding an Accept-Encoding header allows; browsers send a handful of distinct values, so it is memoised. */
function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = encodingByHeader.get(header);
  if (encoding) return encoding;
  // Browsers send plain lists ("gzip, deflate, br, zstd"); honour an explicit q=0 refusal.
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
  if (encodingByHeader.size < 100) encodingByHeader.set(header, encoding);
  return encoding;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached page: 304 when the browser holds the same ETag, otherwise the best precompressed body. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, page.headers.notModified).end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  res.writeHead(page.status, page.headers[encoding]);
  res.end(req.method === 'HEAD' ? undefined : page.bodies[encoding]);
}
