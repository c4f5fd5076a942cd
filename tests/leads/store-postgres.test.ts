/**
 * The leads store on a real PostgreSQL server (a temporary cluster, tests/helpers/postgres.ts), as
 * several instances share it through DATABASE_URL: each instance its own pool, here two openDb().
 * Each test has a database of its own, so that one test's claimers cannot take another's deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';
import { LeadStore, type Channel, type Delivery } from '../../server/leads/store.ts';
import { anotherPerson, NUL_LEAD, NUL_LEAD_READ, sampleLead as lead } from '../helpers/leads.ts';
import { requirePostgres, startPostgres, type Postgres } from '../helpers/postgres.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: Postgres;
let admin: Db;
const opened: Db[] = [];
let databases = 0;

/** A new, empty database of the cluster: its URL. */
async function freshDatabase(): Promise<string> {
  const name = `store_${++databases}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.href;
}

/** An instance's pool on `url` (closed after all tests). */
async function open(url: string): Promise<Db> {
  const db = await openDb({ databaseUrl: url, dataDir: '' });
  opened.push(db);
  return db;
}

/** Two instances' stores on one new, migrated database, each over its own pool. */
async function twoInstances(): Promise<{ a: LeadStore; b: LeadStore; db: Db }> {
  const url = await freshDatabase();
  const [dbA, dbB] = [await open(url), await open(url)];
  await migrate(dbA);
  return { a: new LeadStore(dbA), b: new LeadStore(dbB), db: dbA };
}

describe.skipIf(!requirePostgres())('the leads store on PostgreSQL (DATABASE_URL), shared by two instances', () => {
  beforeAll(async () => {
    const started = await startPostgres();
    if (!started) throw new Error('PostgreSQL was found, then could not be started');
    postgres = started;
    admin = await open(postgres.url);
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await postgres?.stop();
  });

  it('migrates once when two instances start together, each from its own pool', async () => {
    // Several rounds: a race between the two would not show every time.
    for (let round = 0; round < 5; round++) {
      const url = await freshDatabase();
      const [a, b] = [await open(url), await open(url)];
      expect(a.kind).toBe('postgresql');
      expect((await Promise.all([migrate(a), migrate(b)])).sort()).toEqual([0, 2]);
      const tables = await b.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(tables.map((row) => row.table_name)).toEqual([
        'conversations',
        'lead_requests',
        'leads',
        'outbox',
        'schema_migrations',
        'settings',
        'used_proofs',
      ]);
      expect(await a.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual([{ version: 1 }, { version: 2 }]);
      expect(await Promise.all([migrate(a), migrate(b)])).toEqual([0, 0]);
    }
  });

  it('stores a lead with its outbox entries in one transaction, or nothing of it', async () => {
    const { a, b, db } = await twoInstances();
    const stored = await a.add(lead(), ['email', 'webhook']);
    expect(stored.reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect((await b.pending()).get(stored.id)).toEqual(['email', 'webhook']);
    expect((await b.list()).map((item) => [item.reference, item.name, item.consentAt.toISOString()])).toEqual([
      [stored.reference, 'Camille Martin', '2026-11-23T10:00:00.000Z'],
    ]);
    // The second outbox entry cannot be written (text with U+0000, which PostgreSQL refuses): the lead
    // and the first entry written before it are rolled back too.
    await expect(a.add(lead({ ...anotherPerson(), sessionId: 'session-1700000000000-rollback0' }), ['email', 'web\u0000hook' as Channel])).rejects.toThrow(
      /0x00/,
    );
    // In the caller's transaction (the conversation record's), it goes with that transaction.
    await expect(
      db.transaction(async (tx) => {
        expect((await a.record(lead({ ...anotherPerson(), sessionId: 'session-1700000000000-rollback1' }), ['email'], tx)).status).toBe('created');
        throw new Error('the conversation record could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect((await b.list()).map((item) => item.reference)).toEqual([stored.reference]);
    expect(await b.pending()).toEqual(new Map([[stored.id, ['email', 'webhook']]]));
  });

  it('keeps hostile words as text, a NUL as U+FFFD, and a request sent twice as one lead', async () => {
    const { a, b } = await twoInstances();
    const words = ["Robert'); DROP TABLE leads;--", '<script>alert(1)</script>', '=HYPERLINK("http://x")', '$1 $2 \\x00 %s', 'é'.repeat(10_000)];
    for (const [i, name] of words.entries()) {
      // Each its own person: a second request of one person would update the first lead.
      const stored = await a.add(
        lead({ name, ...anotherPerson(), sessionId: `session-1700000000000-hostile0${i}`, conversation: [{ role: 'user', content: name }] }),
        [],
      );
      const read = (await b.list()).find((item) => item.id === stored.id);
      expect(read).toMatchObject({ name, conversation: [{ role: 'user', content: name }] });
    }
    const nul = await a.add(NUL_LEAD(), []);
    expect((await b.list()).find((item) => item.id === nul.id)).toMatchObject(NUL_LEAD_READ);

    // The same consent arriving at both instances at once (a retry after a lost answer): one lead, one
    // notification, whichever instance writes it. Several rounds: a race would not show every time.
    for (let round = 0; round < 5; round++) {
      const person = anotherPerson();
      const request = lead({ ...person, sessionId: `session-1700000000000-twice000${round}`, consentAt: new Date() });
      const [first, again] = await Promise.all([a.record(request, ['email']), b.record({ ...request, consentAt: new Date(Date.now() + 1000) }, ['email'])]);
      expect(again.lead.reference).toBe(first.lead.reference);
      expect([first.status, again.status].sort(), `round ${round}`).toEqual(['created', 'unchanged']);
      expect((await a.list()).filter((item) => item.email === person.email)).toHaveLength(1);
      expect((await a.pending()).get(first.lead.id), `round ${round}`).toEqual(['email']);
    }
  });

  it('erases a person by e-mail (any case) or phone, outbox included, and purges old leads', async () => {
    const { a, b } = await twoInstances();
    const stored = await a.add(lead({ email: 'Efface.Moi@Exemple.fr', phone: '+33698765432' }), ['email']);
    const kept = await a.add(lead({ sessionId: 'session-1700000000000-kept00000', email: 'garder@exemple.fr', phone: '+33611111111' }), ['email']);
    expect(await b.erase({ email: 'efface.moi@exemple.fr' })).toBe(1);
    expect([...(await a.pending()).keys()]).toEqual([kept.id]);
    expect((await a.list()).map((item) => item.id)).not.toContain(stored.id);
    await a.add(lead({ email: '', phone: '+33698765432' }), []);
    expect(await b.erase({ phone: '+33698765432' })).toBe(1);
    expect(await b.erase({ email: '', phone: '' })).toBe(0);
    expect(await b.purge(1095)).toBe(0);
    expect(await b.purge(1095, new Date(Date.now() + 1096 * 86_400_000))).toBe(1);
    expect(await a.list()).toEqual([]);
    expect(await a.pending()).toEqual(new Map());
  });

  it('hands each delivery to exactly one of two instances claiming at the same time: none twice, none lost', async () => {
    const { a, b, db } = await twoInstances();
    const LEADS = 200;
    // Taken by both instances at once, as consents come to either.
    await Promise.all(
      Array.from({ length: LEADS }, (_, i) =>
        (i % 2 ? a : b).add(lead({ sessionId: `session-1700000000000-race${String(i).padStart(5, '0')}`, ...anotherPerson() }), ['email']),
      ),
    );
    // Each instance's sender, as the outbox's passes: claim a few, send them in parallel, again until
    // nothing is due. (With a claim that did not lock, this made 10 to 60 of 200 go twice, every run.)
    const sender = async (store: LeadStore) => {
      const taken: Delivery[] = [];
      for (let batch = await store.claim(5, 60_000); batch.length > 0; batch = await store.claim(5, 60_000)) {
        taken.push(...batch);
        await Promise.all(batch.map((delivery) => store.sent(delivery)));
      }
      return taken.map((delivery) => delivery.id);
    };
    const [byA, byB] = await Promise.all([sender(a), sender(b)]);

    const all = [...byA, ...byB];
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
    const outbox = await db.query<{ id: string; attempts: number; sent: boolean }>('SELECT id, attempts, sent_at IS NOT NULL AS sent FROM outbox ORDER BY id');
    expect(outbox).toHaveLength(LEADS);
    expect(all.sort((x, y) => x - y)).toEqual(outbox.map((row) => Number(row.id)));
    expect(outbox.filter((row) => !row.sent || row.attempts !== 1)).toEqual([]);
    // Both took part: the race was run, not one instance sending everything.
    expect(byA.length, `A sent ${byA.length}, B ${byB.length}`).toBeGreaterThan(0);
    expect(byB.length, `A sent ${byA.length}, B ${byB.length}`).toBeGreaterThan(0);
    expect((await a.list()).filter((item) => item.notifiedAt === null)).toEqual([]);
    expect(await b.pending()).toEqual(new Map());
  });

  it('gives a delivery claimed but never sent (its instance gone) to another once the lease ends', async () => {
    const { a, b } = await twoInstances();
    const stored = await a.add(lead(), ['email']);
    const LEASE_MS = 300;
    const [taken] = await a.claim(5, LEASE_MS);
    expect(taken?.lead.id).toBe(stored.id);
    expect(await b.claim(5, 60_000)).toEqual([]);
    await sleep(LEASE_MS + 100);
    const again = await b.claim(5, 60_000);
    expect(again.map((delivery) => [delivery.id, delivery.attempts])).toEqual([[taken!.id, 0]]);
    expect(await a.claim(5, 60_000)).toEqual([]);
    // A failure is tried again at its time, not before, by whichever instance claims then.
    await b.failed(again[0]!, 'ECONNREFUSED', new Date(Date.now() + 60_000));
    expect(await a.claim(5, 60_000)).toEqual([]);
    const later = await a.claim(5, 60_000, new Date(Date.now() + 61_000));
    expect(later.map((delivery) => [delivery.id, delivery.attempts])).toEqual([[taken!.id, 1]]);
    await a.sent(later[0]!);
    expect((await b.list())[0]!.notifiedAt).toBeInstanceOf(Date);
    expect(await b.claim(5, 60_000, new Date(Date.now() + 3_600_000))).toEqual([]);
  });
});
