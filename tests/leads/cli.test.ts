import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadCommand, type CommandStore } from '../../server/leads/commands.ts';
import type { CommandResult } from '../../server/leads/control.ts';
import { controlSocketPath, serveControl } from '../../server/leads/control.ts';
import { embeddedHolder, openDb, type Db } from '../../server/leads/db.ts';
import { SqlConversationStore } from '../../server/conversations/store.ts';
import { migrate } from '../../server/leads/migrations.ts';
import { LeadStore, type Channel, type NewLead } from '../../server/leads/store.ts';
import { sampleLead } from '../helpers/leads.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DAY = 86_400_000;

const newLead = (overrides: Partial<NewLead> = {}): NewLead => sampleLead({ consentAt: new Date(), sessionId: 'session-1', ...overrides });

describe('runLeadCommand (the parsing, over a fake store)', () => {
  const calls: unknown[][] = [];
  const store: CommandStore = {
    list: async (options) => {
      calls.push(['list', options]);
      return [];
    },
    pending: async () => new Map(),
    erase: async (contact) => {
      calls.push(['erase', contact]);
      return 2;
    },
    purge: async (days, now) => {
      calls.push(['purge', days, now]);
      return 0;
    },
    unanswered: async (since) => {
      calls.push(['unanswered', since]);
      return [];
    },
  };
  const run = (...args: string[]) => runLeadCommand(store, args, { retentionDays: 30, now: new Date('2026-11-23T10:00:00Z') });

  it('answers a usage error with the usage in French on stderr and exit code 2, without touching the store', async () => {
    calls.length = 0;
    for (const args of [
      [],
      ['frobnicate'],
      ['list', '--foo'],
      ['list', '--limit', 'x'],
      ['export'],
      ['export', '--format', 'xml'],
      ['export', '--format'],
      ['export', '--format', 'csv', '--since', '31/01/2026'],
      ['export', '--format', 'csv', '--since', '2026-02-30'],
      ['erase'],
      ['erase', 'pas-un-contact'],
      ['purge', 'tout'],
    ]) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^leads : .+\n\nUsage : npm run leads -- <commande>/);
    }
    expect((await run('export', '--format', 'csv', '--since', '31/01/2026')).stderr).toContain('date invalide « 31/01/2026 » : attendu AAAA-MM-JJ');
    expect((await run('list', '--foo')).stderr).toContain('option inconnue « --foo »');
    expect(calls).toEqual([]);
    expect(await run('help')).toMatchObject({ code: 0, stderr: '' });
  });

  it('reads « 06 12 34 56 78 » (five arguments) as the stored E.164, and logs the erasure without the person', async () => {
    calls.length = 0;
    const result = await run('erase', '06', '12', '34', '56', '78');
    expect(calls).toEqual([['erase', { phone: '+33612345678' }]]);
    expect(result).toMatchObject({ code: 0, stdout: '2 demandes effacées.\n' });
    expect(JSON.parse(result.stderr)).toEqual({ time: '2026-11-23T10:00:00.000Z', event: 'leads-erased', by: 'phone', count: 2 });
    expect((await run('erase', ' Camille@Exemple.fr ')).stderr).not.toContain('xemple');
    expect(calls[1]).toEqual(['erase', { email: 'Camille@Exemple.fr' }]);
  });

  it('passes the day of --since (midnight in Paris), the limit of list, and the retention to purge', async () => {
    calls.length = 0;
    await run('export', '--format=json', '--since', '2026-07-01');
    await run('list', '--limit', '5');
    const purge = await run('purge');
    expect(calls).toEqual([
      ['list', { since: new Date('2026-06-30T22:00:00Z') }],
      ['list', { limit: 5 }],
      ['purge', 30, new Date('2026-11-23T10:00:00Z')],
    ]);
    expect(purge.stdout).toBe('0 demande de plus de 30 jours supprimée.\n');
  });
});

describe('npm run leads (dist/leads.js, a process of its own)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  const dataDir = join(dir, 'data');
  const cli = join(root, 'dist', 'leads.js');

  const leads = (args: string[], env: Record<string, string> = {}): Promise<CommandResult> =>
    new Promise((resolve) => {
      const { DATABASE_URL: _, LEADS_RETENTION_DAYS: __, ...inherited } = process.env;
      execFile(process.execPath, [cli, ...args], { cwd: dir, env: { ...inherited, DATA_DIR: dataDir, ...env } }, (error, stdout, stderr) => {
        resolve({ stdout, stderr, code: error ? Number(error.code ?? 1) : 0 });
      });
    });

  /** Opens the database here (as the server would), migrated, with the store. */
  async function open(): Promise<{ db: Db; store: LeadStore }> {
    const db = await openDb({ databaseUrl: null, dataDir });
    await migrate(db);
    return { db, store: new LeadStore(db) };
  }

  const refs: Record<string, string> = {};

  beforeAll(async () => {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build.ts'), '--if-stale'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      throw new Error(`the build failed:\n${(error as { stderr?: Buffer }).stderr}`);
    }
    const { db, store } = await open();
    const age = async (reference: string, days: number) => {
      await db.query('UPDATE leads SET created_at = $2 WHERE reference = $1', [reference, new Date(Date.now() - days * DAY).toISOString()]);
    };
    /** A lead taken `days` ago: its consent then, and its creation moved there before the next is added. */
    const taken = async (days: number, lead: Partial<NewLead>, channels: Channel[]) => {
      const { lead: stored, status } = await store.record(newLead({ consentAt: new Date(Date.now() - days * DAY), ...lead }), channels);
      expect(status).toBe('created');
      await age(stored.reference, days);
      return stored.reference;
    };
    refs.old = await taken(2000, { name: 'Ancien Client', email: 'ancien@exemple.fr', phone: '+33142000000', sessionId: 's-old' }, []);
    refs.camille = await taken(40, { sessionId: 's-camille' }, ['email', 'webhook']);
    // Camille again a month later, by phone only: a lead of its own (a second request within a day would update the first).
    refs.again = await taken(10, { kind: 'quote', email: '', sessionId: 's-again', company: '=1+1' }, ['email']);
    refs.hostile = await taken(5, { name: 'Eve \u001b[2J\u202eliam', email: 'eve@exemple.fr', phone: '+447946095800', sessionId: 's-eve' }, []);
    // Conversations whose questions the assistant could not answer (npm run assistant -- unanswered).
    const conversations = new SqlConversationStore(db);
    const talk = (sessionId: string, daysAgo: number, exchanges: [string, boolean][]) =>
      conversations.update(sessionId, { page: '', referrer: '', utm: {} }, async (record) => {
        const at = new Date(Date.now() - daysAgo * DAY).toISOString();
        const turns = exchanges.flatMap(([question, unanswered]) => [
          { role: 'user' as const, content: question, at },
          { role: 'assistant' as const, content: 'Je n’ai pas de réponse précise à cela.', at, ...(unanswered ? { unanswered: true as const } : {}) },
        ]);
        return { record: { ...record, turns }, result: null };
      });
    await talk('session-unanswered-000000000001', 1, [
      ['Combien pèse la table de 75 pouces ?', true],
      ['Quelles tailles ?', false],
    ]);
    await talk('session-unanswered-000000000002', 2, [
      ['combien pese la table de 75 pouces', true],
      ['Vous livrez en Suisse ? écrivez-moi à paul@exemple.fr ou au 06 12 34 56 78', true],
    ]);
    await talk('session-unanswered-000000000003', 30, [['Quelle est la consommation en watts ?', true]]);
    await db.close();
  }, 180_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('npm run assistant -- unanswered: the questions without an answer, grouped, most frequent first, contacts masked', async () => {
    const result = await leads(['--assistant', 'unanswered']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^2 {2}\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d {2}Combien pèse la table de 75 pouces \?$/);
    expect(lines[1]).toMatch(/^1 {2}.* {2}Vous livrez en Suisse \? écrivez-moi à \[e-mail\] ou au \[téléphone\]$/);
    expect(lines[2]).toMatch(/consommation en watts/);
    expect(result.stdout).not.toContain('Quelles tailles');
    expect(result.stdout).not.toMatch(/paul@|06 12/);

    const recent = await leads(['--assistant', 'unanswered', '--since', new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10)]);
    expect(recent.stdout).not.toContain('watts');
    expect(recent.stdout.trimEnd().split('\n')).toHaveLength(2);

    const wrong = await leads(['--assistant', 'list']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('npm run assistant -- <commande>');
    expect((await leads(['--assistant', 'unanswered', '--since', 'hier'])).code).toBe(2);
  });

  it('releases DATA_DIR on close: no lock left, no holder', () => {
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
    expect(embeddedHolder(dataDir)).toBeNull();
  });

  it('lists the latest leads, one a line, newest first, without the control characters a visitor typed', async () => {
    const result = await leads(['list']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split('  ')[1])).toEqual([refs.hostile, refs.again, refs.camille, refs.old]);
    expect(lines[2]).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d {2}[A-Z2-9]{6} {2}démo {2}Camille Martin \(Garage du Centre\) {2}camille\.martin@garage\.example {2}06 12 34 56 78 {2}tables-tactiles {2}\[en attente : e-mail, webhook\]$/,
    );
    expect(lines[0]).toContain('Eve  [2J liam');
    expect(result.stdout).not.toMatch(/[\u001b\u202e]/);
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
    expect((await leads(['list', '--limit', '1'])).stdout.trimEnd().split('\n')).toHaveLength(1);
  }, 60_000);

  it('exports every lead as JSON', async () => {
    const result = await leads(['export', '--format', 'json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const exported = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(exported.map((lead) => lead.reference)).toEqual([refs.hostile, refs.again, refs.camille, refs.old]);
    for (const lead of exported) {
      for (const field of ['id', 'createdAt', 'kind', 'name', 'company', 'email', 'phone', 'need', 'consentAt', 'sessionId', 'notifiedAt'])
        expect(lead).toHaveProperty(field);
    }
    expect(exported[2]).toMatchObject({
      name: 'Camille Martin',
      phone: '+33612345678',
      notifiedAt: null,
      pending: ['email', 'webhook'],
      conversation: [{ role: 'user', content: 'Je veux une démo' }],
    });
  }, 60_000);

  it('exports as CSV from a day on (--since)', async () => {
    const since = new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10);
    const result = await leads(['export', '--format', 'csv', '--since', since]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.startsWith('\uFEFFRéférence;Date;Demande;')).toBe(true);
    const rows = result.stdout.slice(1).trimEnd().split('\r\n');
    expect(rows.map((row) => row.split(';')[0])).toEqual(['Référence', refs.hostile, refs.again]);
    expect(rows[2]!.split(';').slice(2, 7)).toEqual(['devis', 'Camille Martin', "'=1+1", '', "'+33612345678"]);
  }, 60_000);

  it('erases a person by the phone number as written, their outbox with them, and logs it without them', async () => {
    const result = await leads(['erase', '06', '12', '34', '56', '78']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('2 demandes effacées.\n');
    expect(JSON.parse(result.stderr)).toMatchObject({ event: 'leads-erased', by: 'phone', count: 2 });
    expect(result.stderr).not.toMatch(/33612345678|06 12|0612|Camille/);
    const exported = JSON.parse((await leads(['export', '--format', 'json'])).stdout) as { reference: string; phone: string }[];
    expect(exported.map((lead) => lead.reference)).toEqual([refs.hostile, refs.old]);
    expect((await leads(['erase', 'personne@exemple.fr'])).stdout).toBe('0 demande effacée.\n');
  }, 60_000);

  it('purges the leads older than LEADS_RETENTION_DAYS', async () => {
    const result = await leads(['purge'], { LEADS_RETENTION_DAYS: '1000' });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('1 demande de plus de 1000 jours supprimée.\n');
    expect(JSON.parse(result.stderr)).toMatchObject({ event: 'leads-purged', retentionDays: 1000, count: 1 });
    expect((await leads(['list'])).stdout.split('\n')[0]).toContain(refs.hostile);
    expect((await leads(['purge'])).stdout).toBe('0 demande de plus de 1095 jours supprimée.\n');
  }, 60_000);

  it('answers bad usage with the usage and exit code 2', async () => {
    for (const args of [['frobnicate'], ['export', '--format', 'csv', '--since', '2026-13-01'], ['list', '--all']]) {
      const result = await leads(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Usage : npm run leads -- <commande>');
    }
    const retention = await leads(['purge'], { LEADS_RETENTION_DAYS: 'trois ans' });
    expect(retention.code).toBe(2);
    expect(retention.stderr).toContain('LEADS_RETENTION_DAYS attend un nombre de jours');
  }, 60_000);

  it('creates no database where DATA_DIR points by mistake', async () => {
    const wrong = join(dir, 'ailleurs');
    const result = await leads(['list'], { DATA_DIR: wrong });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('aucune base de demandes dans');
    expect(existsSync(wrong)).toBe(false);
  }, 60_000);

  it('replaces the lock and the socket a killed server left behind', async () => {
    const script = `const s = require('node:net').createServer().listen(${JSON.stringify(controlSocketPath(dataDir))}, () => process.kill(process.pid, 'SIGKILL'))`;
    let deadPid = 0;
    try {
      execFileSync(process.execPath, ['-e', script]);
    } catch (error) {
      deadPid = (error as { pid: number }).pid;
    }
    expect(deadPid).toBeGreaterThan(0);
    writeFileSync(join(dataDir, '.lock'), String(deadPid));
    expect(statSync(controlSocketPath(dataDir)).isSocket()).toBe(true);
    const result = await leads(['list']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
  }, 60_000);

  describe('while a server holds DATA_DIR', () => {
    let db: Db;
    let store: LeadStore;
    let control: { close(): Promise<void> };

    beforeAll(async () => {
      ({ db, store } = await open());
      control = await serveControl(controlSocketPath(dataDir), (args) => runLeadCommand(store, args, { retentionDays: 1095 }));
    }, 60_000);
    afterAll(async () => {
      await control?.close();
      await db?.close();
    });

    it('listens on DATA_DIR/leads.sock for its own user only, over the socket file a killed server left', () => {
      expect(embeddedHolder(dataDir)).toBe(process.pid);
      expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    });

    it('runs the commands the CLI sends it, on its own open store', async () => {
      const added = await store.add(newLead({ name: 'Arrivé Pendant', email: 'pendant@exemple.fr', phone: '', sessionId: 's-live' }), ['webhook']);
      const result = await leads(['list']);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout.split('\n')[0]).toContain(`${added.reference}  démo  Arrivé Pendant`);
      const erased = await leads(['erase', 'PENDANT@exemple.fr']);
      expect(erased.stdout).toBe('1 demande effacée.\n');
      expect(await db.query('SELECT * FROM outbox WHERE lead_id = $1', [added.id])).toEqual([]);
      expect((await leads(['nope'])).code).toBe(2);
    }, 60_000);

    it('refuses a second opening of the directory, with the reason', async () => {
      await expect(openDb({ databaseUrl: null, dataDir })).rejects.toThrow(/déjà utilisé par un autre processus \(pid \d+\).*DATABASE_URL/);
    });

    it('is refused to the CLI too once the socket is closed, rather than opened twice', async () => {
      await control.close();
      expect(existsSync(controlSocketPath(dataDir))).toBe(false);
      const result = await leads(['list']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`déjà utilisé par un autre processus (pid ${process.pid})`);
    }, 60_000);
  });
});
