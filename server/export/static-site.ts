/**
 * The static export (`npm run export`): every public page, feed and file of the site written to a
 * directory with its `.br` and `.gz` forms, for nginx or any static host. The pages are taken from
 * the app itself, over HTTP, exactly as it sends them (its own precompressed forms included), so that
 * the files cannot differ from what the server would answer. Also written: export.json (the day the
 * pages were rendered for, each file's headers, and the pages that change with the day, which a proxy
 * leaves to Node) and the nginx `add_header` lines that repeat the app's headers (deploy/nginx.conf
 * includes them).
 */
import { once } from 'node:events';
import { get as httpGet } from 'node:http';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join, relative } from 'node:path';
import { createApp } from '../app.ts';
import { ArticleStore } from '../articles/catalog.ts';
import type { Config } from '../config.ts';
import { brotliMax, gzipMax } from '../page-cache.ts';
import { parisDay } from '../paris-time.ts';
import { ARTICLES_DIR, DIST, PUBLIC_DIR } from '../paths.ts';

export interface ExportedFile {
  /** The URL path (`/404` for the 404 page, which has none). */
  path: string;
  /** Relative to the export's directory; `.br` and `.gz` forms sit beside it. */
  file: string;
  type: string;
  /** What the app sent that a static host must send too (see HOST_MADE). */
  headers: Record<string, string>;
  bytes: number;
}

export interface ExportResult {
  dir: string;
  day: string;
  files: ExportedFile[];
  dynamic: string[];
  /** Every byte written, compressed forms and export.json included. */
  written: number;
}

/** A failure the export explains itself: the CLI prints its message alone, without a stack. */
export class ExportError extends Error {
  override name = 'ExportError';
}

/** Headers a static host makes for itself from the file it sends. */
const HOST_MADE = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'accept-ranges',
  'strict-transport-security',
]);
/** Left out of the nginx includes as well: deploy/nginx.conf sets Cache-Control per location. */
const SET_PER_LOCATION = new Set([...HOST_MADE, 'cache-control']);

/** A URL path as a file: `/` -> index.html, `/blog` -> blog.html, `/rss.xml` as it is. */
export function fileOf(path: string): string {
  if (path === '/') return 'index.html';
  const name = path.slice(1);
  return /\.[a-z0-9]+$/i.test(name) ? name : `${name}.html`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const kept = (headers: Headers, leftOut: Set<string>) => Object.fromEntries([...headers].filter(([name]) => !leftOut.has(name)).sort());

/** nginx `add_header` lines repeating a response's headers (those a static host would not send itself). */
function addHeaderLines(headers: Headers): string {
  const lines = Object.entries(kept(headers, SET_PER_LOCATION)).map(([name, value]) => `add_header ${name} "${value.replace(/(["\\$])/g, '\\$1')}" always;`);
  return `# Written by npm run export from the app's own response: do not edit.\n${lines.join('\n')}\n`;
}

/** Files whose format is compressed already (images, fonts): exported without `.br` and `.gz`. */
export const isCompressed = (file: string) => /\.(avif|webp|png|jpe?g|gif|woff2?)$/i.test(file);

/** A response as sent: node:http, not fetch, which would decompress the app's br and gzip bodies. */
export function getRaw(url: string, encoding = 'identity'): Promise<{ res: { status: number; headers: Headers }; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A connection per request: between two, the export compresses for seconds without reading its
    // sockets, and a kept-alive one the app closed meanwhile would be reused and reset.
    httpGet(url, { headers: { 'Accept-Encoding': encoding }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
        resolve({ res: { status: res.statusCode!, headers }, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/**
 * Writes the export into `dir`, replacing what it held. The files are written beside it first and
 * swapped in by rename, so a host serving `dir` during the nightly run never sees a half-written site,
 * and a failed run leaves the previous export in place.
 */
export async function exportSite(config: Config, dir: string): Promise<ExportResult> {
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(join(dir, 'export.json'))) {
    throw new ExportError(`${dir} is not empty and holds no export.json: refusing to replace it with the export`);
  }
  // One day for every page: the app renders for it, and export.json names it.
  const day = parisDay();
  const app = createApp(config, { log: () => {}, today: () => day });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, encoding = 'identity') => getRaw(`${base}${path}`, encoding);
  const staging = join(dirname(dir), `.${basename(dir)}.new-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const files: ExportedFile[] = [];
  let written = 0;
  const write = (file: string, body: Buffer) => {
    mkdirSync(dirname(join(staging, file)), { recursive: true });
    writeFileSync(join(staging, file), body);
    written += body.length;
  };
  try {
    const sitemap = (await get('/sitemap.xml')).body.toString('utf8');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    if (!pages.includes('/')) throw new ExportError('the sitemap does not list the home page');
    const articles = pages.filter((path) => path.startsWith('/article/')).map((path) => `/content/articles/${path.slice('/article/'.length)}.md`);
    /** The full headers each exported path was sent with. */
    const exported = new Map<string, Headers>();
    /** `page`: a page the app renders once and keeps with its br and gzip forms (page-cache.ts): those are taken as sent. */
    const fromApp = async (path: string, file: string, { status = 200, page = false } = {}) => {
      if (exported.has(path)) return;
      const { res, body } = await get(path);
      if (res.status !== status) throw new ExportError(`${path} answered ${res.status}, not ${status}`);
      exported.set(path, res.headers);
      write(file, body);
      // Images and fonts are compressed already: brotli or gzip would spend seconds to save nothing.
      for (const [encoding, suffix, make] of page || !isCompressed(file)
        ? ([
            ['br', '.br', brotliMax],
            ['gzip', '.gz', gzipMax],
          ] as const)
        : []) {
        if (!page) {
          write(`${file}${suffix}`, make(body));
          continue;
        }
        const compressed = await get(path, encoding);
        if (compressed.res.headers.get('content-encoding') !== encoding) throw new ExportError(`${path} came without its ${encoding} form`);
        write(`${file}${suffix}`, compressed.body);
      }
      files.push({ path, file, type: res.headers.get('content-type') ?? '', headers: kept(res.headers, HOST_MADE), bytes: body.length });
    };
    for (const path of pages) await fromApp(path, fileOf(path), { page: true });
    await fromApp('/404', '404.html', { status: 404, page: true });
    for (const path of ['/sitemap.xml', '/rss.xml', '/robots.txt', ...articles]) await fromApp(path, fileOf(path));
    // Built bundles and the widget, and the public files: served by the app as they are on disk.
    for (const root of [join(DIST, 'public'), PUBLIC_DIR]) {
      for (const file of filesUnder(root).filter((name) => !/\.(br|gz)$/.test(name))) {
        const path = relative(root, file).split('\\').join('/');
        await fromApp(`/${path}`, path);
      }
    }
    const headersOf = (path: string) => {
      const headers = exported.get(path);
      if (!headers) throw new ExportError(`${path} was not exported: its headers cannot be written for nginx`);
      return headers;
    };
    write('nginx-page-headers.conf', Buffer.from(addHeaderLines(headersOf('/'))));
    write('nginx-embed-headers.conf', Buffer.from(addHeaderLines(headersOf('/widget/chat-assistant.js'))));
    // The dated article shows the day it is read: a proxy sends it to Node (deploy/nginx.conf).
    const dynamic = new ArticleStore(ARTICLES_DIR, () => {})
      .list(day)
      .filter((article) => article.displayToday)
      .map((article) => `/article/${article.id}`)
      .filter((path) => exported.has(path));
    write('export.json', Buffer.from(`${JSON.stringify({ day, publicUrl: config.publicUrl, dynamic, files }, null, 2)}\n`));
    const previous = join(dirname(dir), `.${basename(dir)}.old-${process.pid}`);
    if (existsSync(dir)) renameSync(dir, previous);
    renameSync(staging, dir);
    rmSync(previous, { recursive: true, force: true });
    return { dir, day, files, dynamic, written };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    server.close();
    server.closeAllConnections();
  }
}
