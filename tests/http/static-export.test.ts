import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { exportSite, fileOf, getRaw, type ExportResult } from '../../server/export/static-site.ts';
import { DIST } from '../../server/paths.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const config = testConfig({ publicUrl: 'https://www.exemple.fr' });
const dir = join(mkdtempSync(join(tmpdir(), 'export-')), 'static');
let result: ExportResult;
const app = createApp(config, { log: memoryLog().log });
let server: Server;
/** What the app sends for a path, byte for byte (compressed bodies as they are). */
const raw = async (path: string, encoding: string) => {
  const { res, body } = await getRaw(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, encoding);
  return { status: res.status, headers: Object.fromEntries(res.headers), body };
};

beforeAll(async () => {
  result = await exportSite(config, dir);
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
}, 60_000);
afterAll(() => {
  server?.close();
});

describe('npm run export (dist/static/)', () => {
  it('writes every page of the sitemap, the feeds, the articles’ sources, the widget and the assets', () => {
    const paths = result.files.map((file) => file.path);
    for (const path of ['/', '/blog', '/article/ecrans-tactiles', '/solutions/tables-tactiles', '/confidentialite', '/rss.xml', '/sitemap.xml', '/robots.txt', '/content/articles/ecrans-tactiles.md', '/widget/chat-assistant.js']) {
      expect(paths, path).toContain(path);
    }
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as { entry: { file: string } };
    expect(paths).toContain(manifest.entry.file);
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/article/x')).toBe('article/x.html');
    expect(fileOf('/rss.xml')).toBe('rss.xml');
  });

  it('holds each file byte for byte as the app sends it, with .br and .gz forms that decompress to it', async () => {
    expect(result.files.length).toBeGreaterThan(60);
    for (const file of result.files) {
      const written = readFileSync(join(dir, file.file));
      const res = await raw(file.path, 'identity');
      expect(res.status, file.path).toBe(file.path === '/404' ? 404 : 200);
      expect(res.body.equals(written), file.path).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file.file}.br`))).equals(written), file.path).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file.file}.gz`))).equals(written), file.path).toBe(true);
    }
    // The pages the app precompresses are its very bytes, compressed ones included.
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      const res = await raw('/blog', encoding!);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body.equals(readFileSync(join(dir, `blog.html${suffix}`)))).toBe(true);
    }
  });

  it('writes the 404 page, the day, the dated article as dynamic, and the app’s headers for nginx', async () => {
    const notFound = await raw('/une-page-qui-n-existe-pas', 'identity');
    expect(notFound.status).toBe(404);
    expect(notFound.body.equals(readFileSync(join(dir, '404.html')))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(dir, 'export.json'), 'utf8')) as { day: string; dynamic: string[] };
    expect(manifest.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(manifest.dynamic).toEqual(['/article/erreurs-reunion']);
    const home = await raw('/', 'identity');
    const headers = readFileSync(join(dir, 'nginx-page-headers.conf'), 'utf8');
    expect(headers).toContain(`add_header content-security-policy "${home.headers['content-security-policy']}" always;`);
    expect(readFileSync(join(dir, 'nginx-embed-headers.conf'), 'utf8')).toContain('add_header access-control-allow-origin "*" always;');
  });
});
