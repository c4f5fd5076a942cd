/**
 * The leads are personal data: the embedded database's folder (DATA_DIR) and everything in it are
 * for the server's user alone, for a new install and for one an earlier version left readable.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { converse, startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';

const root = mkdtempSync(join(tmpdir(), 'data-dir-modes-'));
const dataDir = join(root, 'data');
/** Every server started, stopped at the end even when a test failed before stopping it. */
const sites: SiteProcess[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop('SIGKILL')));
  rmSync(root, { recursive: true, force: true });
});
const start = async (env: Record<string, string> & { PORT: string }) => {
  const site = await startSite(env);
  sites.push(site);
  return site;
};

/** Every path under `dir` (itself included) with its permission bits, as `ls -l` would show them. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (path: string) => {
    const stat = lstatSync(path);
    found.set(path.slice(dir.length) || '/', stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

const readableByOthers = (dir: string) => [...modes(dir)].filter(([, mode]) => mode & 0o077).map(([path, mode]) => `${path} ${mode.toString(8)}`);

describe('DATA_DIR, the embedded database', () => {
  it('is the server user’s alone once a lead is stored: folders 0700, files 0600', async () => {
    const env = { PORT: String(await freePort()), DATA_DIR: dataDir };
    const site = await start(env);
    const replies = await converse(site.url, 'session-1700000000000-modes0001', [
      'Je veux une démo',
      'Tables tactiles',
      'Camille Martin',
      'Garage du Centre',
      'camille@garage.example',
      'J’accepte',
    ]);
    expect(replies.at(-1)!.message).toMatch(/\*\*[A-Z2-9]{6}\*\*/);
    const found = modes(dataDir);
    expect(found.get('/')).toBe(0o700);
    // The database itself, the lock and the control socket are there, and none is readable by others.
    expect([...found.keys()]).toEqual(expect.arrayContaining(['/PG_VERSION', '/base', '/.lock', '/leads.sock']));
    expect(found.size).toBeGreaterThan(100);
    expect(readableByOthers(dataDir)).toEqual([]);
    await site.stop();
    expect(readableByOthers(dataDir)).toEqual([]);
  }, 90_000);

  it('is tightened at start when an earlier version left it readable (0755, 0666)', async () => {
    for (const [path] of modes(dataDir)) chmodSync(join(dataDir, path), lstatSync(join(dataDir, path)).isDirectory() ? 0o755 : 0o666);
    expect(readableByOthers(dataDir).length).toBeGreaterThan(100);
    const site = await start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    // An existing database is opened at start, without waiting for a visitor.
    await site.waitForLog((entry) => entry.event === 'leads-ready', 30_000);
    expect(readableByOthers(dataDir)).toEqual([]);
    await site.stop();
  }, 90_000);
});
