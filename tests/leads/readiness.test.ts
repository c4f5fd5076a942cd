/**
 * /healthz and /readyz as a load balancer or an orchestrator reads them: alive while the process
 * lives; ready while the leads' store answers and its outbox moves, else 503 with the reason. A
 * store that cannot open is tried again on a timer with backoff, not at each request, and said once
 * in the log in words. With PostgreSQL (a throw-away cluster stopped and started again on its port)
 * and with the embedded store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { openDb } from '../../server/leads/db.ts';
import { startLeads, type Leads, type LeadsOptions } from '../../server/leads/service.ts';
import { freePort } from '../../tools/free-port.ts';
import { sampleLead } from '../helpers/leads.ts';
import { requirePostgres, startPostgres, type Postgres } from '../helpers/postgres.ts';
import { testConfig } from '../helpers/server.ts';

const dirs: string[] = [];
const started: Leads[] = [];
afterAll(async () => {
  for (const leads of started) await leads.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The app and its leads service on `leadsConfig`; the service's log entries as they come. */
function site(leadsConfig: Partial<Config['leads']>, options: Partial<LeadsOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'readiness-'));
  dirs.push(dir);
  const base = testConfig();
  const config: Config = { ...base, leads: { ...base.leads, dataDir: join(dir, 'data'), ...leadsConfig } };
  const entries: Record<string, unknown>[] = [];
  const leads = startLeads({ config: config.leads, publicUrl: config.publicUrl, log: (entry) => entries.push(entry), ...options });
  started.push(leads);
  const app = createApp(config, { log: () => {}, leads });
  return { app, leads, entries, dataDir: config.leads.dataDir };
}

type App = ReturnType<typeof site>['app'];
const readyz = async (app: App) => {
  const res = await request(app).get('/readyz');
  return { status: res.status, body: res.body as Record<string, unknown> };
};

describe.skipIf(!requirePostgres())('/readyz with PostgreSQL (DATABASE_URL)', () => {
  let postgres: Postgres;
  beforeAll(async () => {
    const cluster = await startPostgres();
    if (!cluster) throw new Error('PostgreSQL was found, then could not be started');
    postgres = cluster;
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('is 503 with the reason while PostgreSQL is stopped, 200 once it is back; /healthz stays 200', async () => {
    const { app, leads } = site({ databaseUrl: postgres.url });
    await leads.store();
    expect(await readyz(app)).toEqual({ status: 200, body: { ready: true, store: 'open', pending: 0 } });
    await postgres.pause();
    try {
      const down = await readyz(app);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ready: false, reason: 'store-unreachable', message: expect.stringMatching(/ECONNREFUSED|terminat|connect/i) });
      expect((await request(app).get('/healthz')).status).toBe(200);
    } finally {
      await postgres.resume();
    }
    // The pool reconnects on the next query.
    await expect.poll(async () => (await readyz(app)).status, { timeout: 10_000 }).toBe(200);
  });

  it('a transaction whose server goes away fails, and the process goes on', async () => {
    const db = await openDb({ databaseUrl: postgres.url, dataDir: '' });
    let inside = () => {};
    let go = () => {};
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const held = new Promise<void>((resolve) => (go = resolve));
    // The client stays checked out while the server stops: its 'error' event must find a listener.
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      inside();
      await held;
      await tx.query('SELECT 1');
    });
    const settled = transaction.catch((error: unknown) => error);
    await entered;
    await postgres.pause();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      go();
      expect(await settled).toBeInstanceOf(Error);
    } finally {
      await postgres.resume();
      await db.close().catch(() => {});
    }
  });

  it('tries a store that cannot open again with backoff, not at each request, and says why in one readable line', async () => {
    await postgres.pause();
    let app: App;
    let leads: Leads;
    let entries: Record<string, unknown>[];
    try {
      ({ app, leads, entries } = site({ databaseUrl: postgres.url }, { openBackoff: () => 60_000 }));
      await expect(leads.store()).rejects.toThrow(/ECONNREFUSED/);
      // Every visitor's message asks for the store: none of them tries to open it again before the timer.
      const asked = await Promise.allSettled(Array.from({ length: 20 }, () => leads.store()));
      expect(asked.every((result) => result.status === 'rejected' && /ECONNREFUSED/.test(String(result.reason)))).toBe(true);
      const failures = entries.filter((entry) => entry.event === 'leads-unavailable');
      expect(failures).toEqual([
        { level: 'error', event: 'leads-unavailable', message: expect.stringContaining('ECONNREFUSED'), code: 'ECONNREFUSED', failures: 1, retryInMs: 60_000 },
      ]);
      const down = await readyz(app);
      expect(down).toMatchObject({ status: 503, body: { ready: false, reason: 'store-unavailable', code: 'ECONNREFUSED' } });
      expect(down.body.retryInMs).toBeGreaterThan(0);
      expect((await request(app).get('/healthz')).status).toBe(200);
    } finally {
      await postgres.resume();
    }
  });

  it('opens the store by itself once PostgreSQL is back, and is ready again', async () => {
    await postgres.pause();
    let retried: ReturnType<typeof site>;
    const refused = () => retried.entries.filter((entry) => entry.event === 'leads-unavailable' && entry.code === 'ECONNREFUSED');
    try {
      retried = site({ databaseUrl: postgres.url }, { openBackoff: () => 200 });
      await expect.poll(() => refused().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect((await readyz(retried.app)).status).toBe(503);
    } finally {
      await postgres.resume();
    }
    await expect.poll(() => retried.entries.some((entry) => entry.event === 'leads-ready'), { timeout: 10_000 }).toBe(true);
    expect((await readyz(retried.app)).status).toBe(200);
    // The same reason is said once as an error; the attempts after it are debug lines.
    expect(refused().map((entry) => entry.level)).toEqual([
      'error',
      ...refused()
        .slice(1)
        .map(() => 'debug'),
    ]);
  });
});

describe('a PostgreSQL server that is not there', () => {
  it('is said in words with its code, in the log, to the caller and in /readyz', async () => {
    // "localhost": where it is also ::1, node's error is an AggregateError with an empty message
    // (errorFields joins its parts: tests/http/request-log.test.ts).
    const { app, leads, entries } = site({ databaseUrl: `postgres://postgres@localhost:${await freePort()}/leads` }, { openBackoff: () => 60_000 });
    await expect(leads.store()).rejects.toThrow(/ECONNREFUSED/);
    expect(entries.filter((entry) => entry.event === 'leads-unavailable')).toEqual([
      {
        level: 'error',
        event: 'leads-unavailable',
        message: expect.stringMatching(/^connect ECONNREFUSED/),
        code: 'ECONNREFUSED',
        failures: 1,
        retryInMs: 60_000,
      },
    ]);
    expect((await readyz(app)).body).toMatchObject({ ready: false, reason: 'store-unavailable', message: expect.stringContaining('ECONNREFUSED') });
  });

  it('tells a visitor through the proxy the reason code only, never the database address', async () => {
    const port = await freePort();
    const { app, leads } = site({ databaseUrl: `postgres://postgres@localhost:${port}/leads` }, { openBackoff: () => 60_000 });
    await expect(leads.store()).rejects.toThrow(/ECONNREFUSED/);
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const res = await request(app)
        .get('/readyz')
        .set(header, header === 'Forwarded' ? 'for=203.0.113.9' : '203.0.113.9');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ ready: false, reason: 'store-unavailable' });
      expect(res.text).not.toContain(String(port));
    }
  });
});

describe('/readyz with the embedded store', () => {
  // One embedded database for the file: creating one costs seconds of CPU.
  let first: ReturnType<typeof site>;
  beforeAll(() => {
    // A worker that never comes back by itself, and a webhook channel that owes notifications.
    first = site({ webhookUrl: 'http://127.0.0.1:1/leads' }, { worker: { pollMs: 3_600_000 } });
  });

  it('is ready before the first lead creates the database, and while it answers', async () => {
    expect(await readyz(first.app)).toEqual({ status: 200, body: { ready: true, store: 'not-opened' } });
    await first.leads.store();
    expect(await readyz(first.app)).toEqual({ status: 200, body: { ready: true, store: 'open', pending: 0 } });
  }, 60_000);

  it('is 503 while a notification has been due for minutes and no worker sends it, 200 once it is sent', async () => {
    const store = await first.leads.store();
    await store.add(sampleLead(), ['webhook']);
    const [delivery] = await store.claim(1, 60_000);
    // As if it had been put off long ago and nothing took it since.
    await store.failed(delivery!, 'refused', new Date(Date.now() - 10 * 60_000));
    const stuck = await readyz(first.app);
    expect(stuck).toMatchObject({ status: 503, body: { ready: false, reason: 'outbox-stuck', pending: 1, message: expect.stringContaining('10 min') } });
    // Through nginx, how many notifications are owed stays private.
    expect((await request(first.app).get('/readyz').set('X-Forwarded-For', '203.0.113.9')).body).toEqual({ ready: false, reason: 'outbox-stuck' });
    await store.sent(delivery!);
    expect(await readyz(first.app)).toEqual({ status: 200, body: { ready: true, store: 'open', pending: 0 } });
  }, 60_000);

  it('says so when the data directory is taken by another process, and keeps answering /healthz', async () => {
    await first.leads.store();
    // A second service on the same directory (two servers started on one DATA_DIR).
    const { app, leads, entries } = site({ dataDir: first.dataDir }, { openBackoff: () => 60_000 });
    await expect(leads.store()).rejects.toThrow(/déjà utilisé/);
    const down = await readyz(app);
    expect(down).toMatchObject({ status: 503, body: { ready: false, reason: 'store-unavailable', message: expect.stringContaining('déjà utilisé') } });
    expect(entries.find((entry) => entry.event === 'leads-unavailable')).toMatchObject({ level: 'error', message: expect.stringContaining(first.dataDir) });
    expect((await request(app).get('/healthz')).status).toBe(200);
  }, 60_000);
});
