/**
 * docs/operations.md's « Backups » for PostgreSQL: its own pg_dump and pg_restore lines, run on a temporary
 * cluster of Debian's PostgreSQL, give back the same leads in a new database.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';
import { LeadStore } from '../../server/leads/store.ts';
import { ROOT } from '../../server/paths.ts';
import { postgresBin } from '../../tools/postgres-cluster.ts';
import { anotherPerson, sampleLead } from '../helpers/leads.ts';
import { requirePostgres, startPostgres, type Postgres } from '../helpers/postgres.ts';
import { exportedLeads } from '../helpers/site-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'leads-pg-backup-'));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/** The lines of docs/operations.md's « Backups » section that begin with `command`. */
function operationsLines(command: string): string[] {
  const readme = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Backups'), readme.indexOf('\n## ', readme.indexOf('### Backups')));
  return section.split('\n').filter((line) => line.startsWith(`${command} `));
}

describe.skipIf(!requirePostgres())('docs/operations.md’s pg_dump and pg_restore (PostgreSQL)', () => {
  it('restore into a new database the same leads', async () => {
    const postgres = (await startPostgres()) as Postgres;
    cleanup.push(() => postgres.stop());
    const db = await openDb({ databaseUrl: postgres.url, dataDir: dir });
    cleanup.push(() => db.close());
    await migrate(db);
    const store = new LeadStore(db);
    await store.record(sampleLead({ sessionId: 'session-pg-1' }), ['email']);
    await store.record(
      sampleLead({
        ...anotherPerson(),
        name: 'Dominique Durand',
        sessionId: 'session-pg-2',
        conversation: [{ role: 'user', content: 'Un devis « 75 pouces » ?' }],
      }),
      [],
    );
    await db.query('CREATE DATABASE leads_restored');
    const restoreUrl = postgres.url.replace(/\/postgres$/, '/leads_restored');

    const [dump, restore] = [operationsLines('pg_dump'), operationsLines('pg_restore')];
    expect(dump).toHaveLength(1);
    expect(restore).toHaveLength(1);
    const env = { ...process.env, PATH: `${postgresBin()}:${process.env.PATH}`, DATABASE_URL: postgres.url, RESTORE_URL: restoreUrl };
    for (const line of [...dump, ...restore]) await promisify(execFile)('sh', ['-ec', line], { cwd: dir, env });

    const before = await exportedLeads({ DATABASE_URL: postgres.url });
    expect(before).toHaveLength(2);
    expect(await exportedLeads({ DATABASE_URL: restoreUrl })).toEqual(before);
  }, 60_000);
});
