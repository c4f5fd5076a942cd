import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Request, Response } from 'express';

/** A rendered page kept in memory with its compressed forms, so a hit costs no rendering and no compression. */
export interface CachedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The page is rendered again when asked for another version (pages that show today's date). */
  version: string;
}

export function cachePage(html: string, status = 200, version = ''): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    status,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    version,
  };
}

export class PageCache {
  private pages = new Map<string, CachedPage>();

  get(key: string, render: () => CachedPage, version = ''): CachedPage {
    const hit = this.pages.get(key);
    if (hit && hit.version === version) return hit;
    const page = { ...render(), version };
    this.pages.set(key, page);
    return page;
  }

  clear(): void {
    this.pages.clear();
  }
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  // Browsers send plain lists ("gzip, deflate, br, zstd"); honour an explicit q=0 refusal.
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Sends a cached page: 304 when the browser holds the same ETag, otherwise the best precompressed body. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  const ifNoneMatch = req.headers['if-none-match'];
  if (page.status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = encoding === 'identity' ? page.identity : page[encoding];
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
