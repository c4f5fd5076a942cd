/**
 * Backups of the embedded database as docs/operations.md's « Backups » tells the operator to make them:
 * `npm run leads -- backup` and `restore` (the built command, the built server running or stopped).
 * PostgreSQL's are in backup-postgres.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadJson } from '../../server/leads/lead-json.ts';
import { freePort } from '../../tools/free-port.ts';
import { converse, exportedLeads, leadsCommand, startSite, type SiteProcess } from '../helpers/site-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'leads-backup-'));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run leads -- backup / restore (the embedded database)', () => {
  const dataDir = join(dir, 'data');
  let site: SiteProcess;
  /** The leads as the server had them when the first backup was made. */
  let before: LeadJson[];

  it('copies a running server’s database, and restores it into an empty DATA_DIR with the same leads', async () => {
    site = await startSite({ PORT: String(await freePort()), DATA_DIR: dataDir });
    cleanup.push(() => site.stop('SIGKILL'));
    for (const [i, email] of ['camille@garage.example', 'dominique@exemple.fr'].entries()) {
      const replies = await converse(site.url, `session-1700000000000-backup000${i}`, [
        'Je veux une démo',
        'Tables tactiles',
        'Camille Martin',
        'Garage du Centre',
        email,
        'J’accepte',
      ]);
      expect(replies.at(-1)!.message).toMatch(/\*\*[A-Z2-9]{6}\*\*/);
    }
    before = await exportedLeads({ DATA_DIR: dataDir });
    expect(before).toHaveLength(2);

    const file = join(dir, 'leads.tar.gz');
    const backup = await leadsCommand(['backup', file], { DATA_DIR: dataDir });
    expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(file);
    // Personal data: for the operator's user alone, like DATA_DIR.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Never over another backup, never over a database.
    const again = await leadsCommand(['backup', file], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('existe déjà');
    const overRunning = await leadsCommand(['restore', file], { DATA_DIR: dataDir });
    expect(overRunning.code).toBe(1);
    expect(overRunning.stderr).toMatch(/le dossier de données .* n'est pas vide : la restauration ne remplace jamais une base existante/);
    expect(await exportedLeads({ DATA_DIR: dataDir })).toEqual(before);

    const restoredDir = join(dir, 'restored');
    const restore = await leadsCommand(['restore', file], { DATA_DIR: restoredDir });
    expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain('2 demandes');
    expect(await exportedLeads({ DATA_DIR: restoredDir })).toEqual(before);
  }, 150_000);

  it('copies a stopped server’s database too, with the same leads', async () => {
    await site.stop();
    const file = join(dir, 'stopped.tar.gz');
    const backup = await leadsCommand(['backup', file], { DATA_DIR: dataDir });
    expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: '' });
    // An existing empty folder is as good as none.
    const restoredDir = join(dir, 'restored-stopped');
    mkdirSync(restoredDir, { mode: 0o700 });
    expect((await leadsCommand(['restore', file], { DATA_DIR: restoredDir })).code).toBe(0);
    expect(await exportedLeads({ DATA_DIR: restoredDir })).toEqual(before);
  }, 120_000);

  it('refuses what is not a backup, leaving DATA_DIR empty, and points PostgreSQL to pg_dump', async () => {
    const bogus = join(dir, 'bogus.tar.gz');
    writeFileSync(bogus, 'pas une archive');
    const emptyDir = join(dir, 'empty');
    const refused = await leadsCommand(['restore', bogus], { DATA_DIR: emptyDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("n'est pas une sauvegarde de « npm run leads -- backup »");
    expect(existsSync(emptyDir) ? readdirSync(emptyDir) : []).toEqual([]);

    const postgres = await leadsCommand(['backup', join(dir, 'pg.tar.gz')], { DATABASE_URL: 'postgres://site@127.0.0.1/leads' });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain('pg_dump -Fc');
    expect((await leadsCommand(['backup'], { DATA_DIR: dataDir })).code).toBe(2);
  }, 60_000);
});
