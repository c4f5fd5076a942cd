/**
 * The static export (`npm run export`): every public page, feed and file of the site written to a
 * directory with its `.br` and `.gz` forms, for nginx or any static host. The pages are taken from
 * the app itself, over HTTP, exactly as it sends them (its own precompressed forms included), so that
 * the files cannot differ from what the server would answer. Also written: export.json (the day the
 * pages were rendered for, and the pages that change with the day, which a proxy leaves to Node) and
 * the nginx `add_header` lines that repeat the app's headers (deploy/nginx.conf includes them).
 */
import { once } from 'node:events';
import { get as httpGet } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createApp } from '../app.ts';
import { ArticleStore } from '../articles/catalog.ts';
import type { Config } from '../config.ts';
import { ARTICLES_DIR, DIST, PUBLIC_DIR } from '../paths.ts';

export interface ExportResult {
  dir: string;
  day: string;
  files: { path: string; file: string; type: string; bytes: number }[];
  dynamic: string[];
}

/** Headers a static host sends for itself, or that nginx sets per location (deploy/nginx.conf). */
const NOT_REPEATED = new Set([
  'content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'date', 'connection', 'keep-alive',
  'transfer-encoding', 'vary', 'cache-control', 'accept-ranges', 'strict-transport-security',
]);

/** A URL path as a file: `/` -> index.html, `/blog` -> blog.html, `/rss.xml` as it is. */
export function fileOf(path: string): string {
  if (path === '/') return 'index.html';
  const name = path.slice(1);
  return /\.[a-z0-9]+$/i.test(name) ? name : `${name}.html`;
}

const parisDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** nginx `add_header` lines repeating a response's headers (those a static host would not send itself). */
function addHeaderLines(headers: Headers): string {
  const lines: string[] = [];
  headers.forEach((value, name) => {
    if (!NOT_REPEATED.has(name)) lines.push(`add_header ${name} "${value.replace(/(["\\$])/g, '\\$1')}" always;`);
  });
  return `# Written by npm run export from the app's own response: do not edit.\n${lines.sort().join('\n')}\n`;
}

/** A response as sent: node:http, not fetch, which would decompress the app's br and gzip bodies. */
export function getRaw(url: string, encoding = 'identity'): Promise<{ res: { status: number; headers: Headers }; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
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

export async function exportSite(config: Config, dir: string): Promise<ExportResult> {
  const app = createApp(config, { log: () => {} });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, encoding = 'identity') => getRaw(`${base}${path}`, encoding);
  rmSync(dir, { recursive: true, force: true });
  const files: ExportResult['files'] = [];
  const write = (file: string, body: Buffer) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  };
  try {
    const day = parisDay();
    const sitemap = (await get('/sitemap.xml')).body.toString('utf8');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const articles = pages.filter((path) => path.startsWith('/article/')).map((path) => `/content/articles/${path.slice('/article/'.length)}.md`);
    const paths = [...pages, '/sitemap.xml', '/rss.xml', '/robots.txt', ...articles];
    const fromApp = async (path: string, file: string, status = 200) => {
      const { res, body } = await get(path);
      if (res.status !== status) throw new Error(`${path} answered ${res.status}, not ${status}`);
      write(file, body);
      // The app's own compressed forms when it has them (pages), else made here at the highest levels.
      for (const [encoding, suffix, make] of [
        ['br', '.br', (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
        ['gzip', '.gz', (data: Buffer) => gzipSync(data, { level: 9 })],
      ] as const) {
        const compressed = await get(path, encoding);
        write(`${file}${suffix}`, compressed.res.headers.get('content-encoding') === encoding ? compressed.body : make(body));
      }
      files.push({ path, file, type: res.headers.get('content-type') ?? '', bytes: body.length });
      return res;
    };
    const home = await fromApp('/', 'index.html');
    for (const path of paths.filter((item) => item !== '/')) await fromApp(path, fileOf(path));
    await fromApp('/404', '404.html', 404);
    // Built bundles and the widget, and the public files: served by the app as they are on disk.
    for (const root of [join(DIST, 'public'), PUBLIC_DIR]) {
      for (const file of filesUnder(root).filter((name) => !/\.(br|gz)$/.test(name))) await fromApp(`/${relative(root, file).split('\\').join('/')}`, relative(root, file));
    }
    const widget = await get('/widget/chat-assistant.js');
    write('nginx-page-headers.conf', Buffer.from(addHeaderLines(home.headers)));
    write('nginx-embed-headers.conf', Buffer.from(addHeaderLines(widget.res.headers)));
    // The dated article shows the day it is read: a proxy sends it to Node (deploy/nginx.conf).
    const dynamic = new ArticleStore(ARTICLES_DIR, () => {})
      .list(day)
      .filter((article) => article.displayToday)
      .map((article) => `/article/${article.id}`);
    const result = { dir, day, files, dynamic };
    write('export.json', Buffer.from(JSON.stringify({ day, publicUrl: config.publicUrl, dynamic, files }, null, 2)));
    return result;
  } finally {
    server.close();
    server.closeAllConnections();
  }
}
