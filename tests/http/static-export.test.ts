// The static export (server/export/static-site.ts), run in-process into a temporary directory and
// compared, file by file, with what a fresh app answers. The deploy test runs the built dist/export.js;
// here it is run only to be refused.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { exportSite, fileOf, getRaw, isCompressed, type ExportedFile, type ExportResult } from '../../server/export/static-site.ts';
import { brotliMax, gzipMax } from '../../server/page-cache.ts';
import { parisDay } from '../../server/paris-time.ts';
import { DIST, PUBLIC_DIR } from '../../server/paths.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const config = testConfig({ publicUrl: 'https://www.exemple.fr' });
const tmp = mkdtempSync(join(tmpdir(), 'export-'));
const dir = join(tmp, 'static');
const dayBefore = parisDay();
let result: ExportResult;
const app = createApp(config, { log: memoryLog().log });
let server: Server;
/** What the app sends for a path, byte for byte (compressed bodies as they are). */
const raw = async (path: string, encoding: string) => {
  const { res, body } = await getRaw(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, encoding);
  return { status: res.status, headers: Object.fromEntries(res.headers), body };
};
const exported = (file: string) => readFileSync(join(dir, file));
const filesUnder = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(root, entry.name)) : [join(root, entry.name)]));
const isPage = (file: ExportedFile) => file.type.startsWith('text/html');

beforeAll(async () => {
  result = await exportSite(config, dir);
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
}, 60_000);
afterAll(() => {
  server?.close();
});

describe('npm run export (dist/static/)', () => {
  it('writes every page of the sitemap, the 404 page, the feeds, every published article’s source, the widget, the bundles and public/', async () => {
    const paths = result.files.map((file) => file.path);
    const sitemap = (await raw('/sitemap.xml', 'identity')).body.toString('utf8');
    const pages = [...sitemap.matchAll(/<loc>https:\/\/www\.exemple\.fr([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(pages.length).toBeGreaterThan(10);
    const articles = pages.filter((path) => path.startsWith('/article/'));
    expect(articles).toContain('/article/erreurs-reunion');
    for (const path of [...pages, '/404', '/rss.xml', '/sitemap.xml', '/robots.txt', ...articles.map((path) => `/content/articles/${path.slice(9)}.md`)]) {
      expect(paths, path).toContain(path);
    }
    for (const root of [join(DIST, 'public'), PUBLIC_DIR]) {
      for (const file of filesUnder(root)) expect(paths).toContain(`/${relative(root, file)}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
    // The layout nginx's try_files $uri $uri.html $uri/index.html finds.
    expect(result.files.find((file) => file.path === '/')?.file).toBe('index.html');
    expect(result.files.find((file) => file.path === '/404')?.file).toBe('404.html');
    expect(fileOf('/blog')).toBe('blog.html');
    expect(fileOf('/article/x')).toBe('article/x.html');
    expect(fileOf('/solutions/y')).toBe('solutions/y.html');
    expect(fileOf('/rss.xml')).toBe('rss.xml');
    expect(existsSync(join(dir, 'solutions', 'tables-tactiles.html'))).toBe(true);
  });

  it('holds each file byte for byte as the app sends it, with .br and .gz forms that decompress to it (images and fonts aside)', async () => {
    for (const file of result.files) {
      const written = exported(file.file);
      const res = await raw(file.path, 'identity');
      expect(res.status, file.path).toBe(file.path === '/404' ? 404 : 200);
      expect(res.headers['content-type'], file.path).toBe(file.type);
      expect(res.body.equals(written), file.path).toBe(true);
      expect(file.bytes).toBe(written.length);
      if (isCompressed(file.file)) continue;
      expect(brotliDecompressSync(exported(`${file.file}.br`)).equals(written), file.path).toBe(true);
      expect(gunzipSync(exported(`${file.file}.gz`)).equals(written), file.path).toBe(true);
    }
  });

  it('takes the pages’ br and gzip forms as the app sends them, and makes the others at the highest levels', async () => {
    const pages = result.files.filter(isPage);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const res = await raw(page.path, encoding);
        expect(res.headers['content-encoding'], page.path).toBe(encoding);
        expect(res.body.equals(exported(`${page.file}${suffix}`)), `${page.path} ${encoding}`).toBe(true);
      }
    }
    const others = result.files.filter((file) => !isPage(file));
    // Images and fonts go as they are: compressing them again would save nothing.
    const compressed = others.filter((file) => isCompressed(file.file));
    expect(compressed.map((file) => file.file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.avif$/), expect.stringMatching(/\.woff2$/), expect.stringMatching(/\.png$/)]),
    );
    for (const file of compressed) expect(existsSync(join(dir, `${file.file}.br`)) || existsSync(join(dir, `${file.file}.gz`)), file.path).toBe(false);
    for (const file of others.filter((candidate) => !isCompressed(candidate.file))) {
      const written = exported(file.file);
      expect(exported(`${file.file}.br`).equals(brotliMax(written)), file.path).toBe(true);
      expect(exported(`${file.file}.gz`).equals(gzipMax(written)), file.path).toBe(true);
    }
  });

  it('writes the app’s 404 page as 404.html', async () => {
    const notFound = await raw('/une-page-qui-n-existe-pas', 'identity');
    expect(notFound.status).toBe(404);
    expect(notFound.body.equals(exported('404.html'))).toBe(true);
  });

  it('holds the bundles, the widget and public/ as they are on disk', () => {
    const roots = [join(DIST, 'public'), PUBLIC_DIR];
    for (const root of roots) {
      for (const file of filesUnder(root)) expect(exported(relative(root, file)).equals(readFileSync(file)), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as { entry: { file: string } };
    expect(exported(manifest.entry.file.slice(1)).equals(readFileSync(join(DIST, 'public', manifest.entry.file)))).toBe(true);
    expect(exported('widget/chat-assistant.js').equals(readFileSync(join(DIST, 'public', 'widget', 'chat-assistant.js')))).toBe(true);
  });

  it('names in export.json the day rendered for, the dated article as dynamic, and each file’s headers', async () => {
    const json = JSON.parse(exported('export.json').toString('utf8')) as { day: string; publicUrl: string; dynamic: string[]; files: ExportedFile[] };
    expect([dayBefore, parisDay()]).toContain(json.day);
    expect(json.day).toBe(result.day);
    expect(json.publicUrl).toBe('https://www.exemple.fr');
    expect(json.dynamic).toEqual(['/article/erreurs-reunion']);
    // Exported anyway, for hosts without Node, rendered for the day named.
    const dated = json.files.find((file) => file.path === '/article/erreurs-reunion')!;
    expect(exported(dated.file).toString('utf8')).toContain(json.day);
    const home = await raw('/', 'identity');
    const widget = await raw('/widget/chat-assistant.js', 'identity');
    const byPath = new Map(json.files.map((file) => [file.path, file]));
    expect(byPath.get('/')!.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    expect(byPath.get('/')!.headers['cache-control']).toBe('no-cache');
    expect(byPath.get('/')!.headers).not.toHaveProperty('etag');
    expect(byPath.get('/widget/chat-assistant.js')!.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': widget.headers['content-security-policy'],
    });
    expect(json.files.map(({ path, file, type, headers, bytes }) => ({ path, file, type, headers, bytes }))).toEqual(result.files);
  });

  it('writes the app’s page and embed headers as nginx add_header lines', async () => {
    const home = await raw('/', 'identity');
    const pageConf = exported('nginx-page-headers.conf').toString('utf8');
    expect(pageConf).toContain(`add_header content-security-policy "${home.headers['content-security-policy']}" always;`);
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']) {
      expect(pageConf).toContain(`add_header ${name} "${home.headers[name]}" always;`);
    }
    expect(pageConf).not.toMatch(/cache-control|etag|content-length|strict-transport-security/i);
    const embedConf = exported('nginx-embed-headers.conf').toString('utf8');
    expect(embedConf).toContain('add_header access-control-allow-origin "*" always;');
    expect(embedConf).toContain('add_header cross-origin-resource-policy "cross-origin" always;');
  });

  it('refuses to replace a directory that holds something else than an export', async () => {
    const other = join(tmp, 'not-an-export');
    mkdirSync(other);
    writeFileSync(join(other, 'keep.txt'), 'mine');
    await expect(exportSite(config, other)).rejects.toThrow(/holds no export\.json/);
    expect(readFileSync(join(other, 'keep.txt'), 'utf8')).toBe('mine');
  });
});

describe('npm run export in production (dist/export.js)', () => {
  const target = join(tmp, 'refused');
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [join(DIST, 'export.js')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', EXPORT_DIR: target, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('refuses, with exit code 1 and the reason, a PUBLIC_URL unset or local, and writes nothing', async () => {
    const unset = await run({});
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(
      /^export: PUBLIC_URL is not set: every canonical link, the sitemap and the feeds would say http:\/\/localhost:3000; set PUBLIC_URL/,
    );
    for (const local of ['http://localhost:8080', 'http://127.0.1.1:3000', 'http://[::1]:3000']) {
      const refused = await run({ PUBLIC_URL: local });
      expect(refused.code, local).toBe(1);
      expect(refused.stderr).toContain(`export: PUBLIC_URL ${local} is not a public address`);
    }
    expect(existsSync(target)).toBe(false);
  });
});
