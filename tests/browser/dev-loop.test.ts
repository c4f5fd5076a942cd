/**
 * `npm run dev` as an editor lives it (scripts/dev.ts, server/dev-reload.ts): on a copy of the
 * project, a saved change rebuilds and the open tab reloads by itself; a build error or a broken
 * front matter shows over the page and in the terminal, and goes when it is mended.
 */
import type { Browser, Page } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/chromium.ts';
import { freePort } from '../../tools/free-port.ts';
import { ROOT } from '../../server/paths.ts';

/** A rebuild takes a few seconds; on a loaded machine several times that. */
const REBUILD_MS = 90_000;
const COPIED = ['client', 'server', 'widget', 'protocol', 'content', 'public', 'scripts', 'tools', 'package.json', 'tsconfig.json'];

let project: string;
let dev: ChildProcess;
let output = '';
let browser: Browser;
let page: Page;
let url: string;

const file = (path: string) => join(project, path);
/** Rewrites a file of the copy; returns what puts it back. */
function change(path: string, edit: (text: string) => string): () => void {
  const before = readFileSync(file(path), 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(file(path), after);
  return () => writeFileSync(file(path), before);
}
const heading = () => page.locator('h1').innerText();
const panel = () => page.locator('#dev-problems');

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
  // The installed packages, and with them the encoded images' cache: the copy's build is a warm one.
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', join(project, 'scripts', 'dev.ts')], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), PUBLIC_URL: url, DATA_DIR: join(project, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // The first build, then the server's start.
  for (const deadline = Date.now() + REBUILD_MS; !/"event":"listening"/.test(output); await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`npm run dev did not start:\n${output}`);
  }
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${url}/`);
}, 2 * REBUILD_MS);

afterAll(async () => {
  try {
    await browser?.close();
    if (dev && dev.exitCode === null) {
      const exited = once(dev, 'exit');
      dev.kill('SIGTERM');
      // The runner stops its server within 5 s (scripts/dev.ts), then exits.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      dev.kill('SIGKILL');
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}, 30_000);

describe('npm run dev', () => {
  it(
    'rebuilds after a change of content/*.ts and reloads the open tab',
    async () => {
      expect(await heading()).toMatch(/^La technologie au service de/);
      const undo = change('content/home.ts', (text) => text.replace("headlineStart: 'La technologie", "headlineStart: 'Une technologie"));
      await expect.poll(heading, { timeout: REBUILD_MS }).toMatch(/^Une technologie au service de/);
      undo();
      await expect.poll(heading, { timeout: REBUILD_MS }).toMatch(/^La technologie au service de/);
      expect(output).toMatch(/dev: rebuilt and restarted in \d+ ms/);
    },
    3 * REBUILD_MS,
  );

  it(
    'shows a build error over the page and in the terminal, keeps the last good build, and clears it once mended',
    async () => {
      const undo = change('server/pages.tsx', (text) => text.replace('export function homePage(', 'export function homePage(('));
      try {
        await expect.poll(() => panel().count(), { timeout: REBUILD_MS }).toBe(1);
        const shown = await panel().innerText();
        expect(shown).toContain('npm run dev');
        expect(shown).toMatch(/server\/pages\.tsx:\d+:\d+/);
        expect(output).toContain('dev: the build failed; the server keeps the last good build');
        // The site still answers, from the last build that worked.
        expect((await fetch(`${url}/blog`)).status).toBe(200);
      } finally {
        undo();
      }
      await expect.poll(() => panel().count(), { timeout: REBUILD_MS }).toBe(0);
      expect(await heading()).toMatch(/^La technologie/);
    },
    3 * REBUILD_MS,
  );

  it(
    'keeps the last good build when the new server stops as it starts, and says why over the page',
    async () => {
      // Built fine, but the server throws as it loads (only dist/server.js runs server/main.ts).
      const undo = change('server/main.ts', (text) => `${text}\nthrow new Error('cassé au démarrage');\n`);
      try {
        await expect.poll(() => panel().count(), { timeout: 2 * REBUILD_MS }).toBe(1);
        const shown = await panel().innerText();
        expect(shown).toContain('stopped as it started');
        expect(shown).toContain('cassé au démarrage');
        expect(output).toContain('dev: the new server stopped as it started; the last good build serves again');
        expect((await fetch(`${url}/`)).status).toBe(200);
      } finally {
        undo();
      }
      await expect.poll(() => panel().count(), { timeout: REBUILD_MS }).toBe(0);
      expect(await heading()).toMatch(/^La technologie/);
    },
    4 * REBUILD_MS,
  );

  it('shows a broken front matter over the page at once, without a rebuild, and clears it once mended', async () => {
    await page.goto(`${url}/blog`);
    const rebuilds = output.match(/dev: rebuilt/g)?.length;
    const undo = change('content/articles/4k-hdr.md', (text) => text.replace(/^date: .*$/m, 'date: 2025-13-45'));
    await expect.poll(() => panel().count(), { timeout: 20_000 }).toBe(1);
    expect(await panel().innerText()).toContain('content/articles/4k-hdr.md: champ « date » : date inexistante');
    undo();
    await expect.poll(() => panel().count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.locator('.article-card a[href="/article/4k-hdr"]').count(), { timeout: 20_000 }).toBe(1);
    expect(output.match(/dev: rebuilt/g)?.length).toBe(rebuilds);
  }, 60_000);
});
