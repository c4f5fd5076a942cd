import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';
import { newReference, type LeadStore } from '../../server/leads/store.ts';
import { embeddedStore, sampleLead } from '../helpers/leads.ts';

let db: Db;
let store: LeadStore;
let closeStore: () => Promise<void>;

beforeAll(async () => {
  ({ db, store, close: closeStore } = await embeddedStore('leads-store-'));
}, 60_000);
afterAll(() => closeStore?.());

const lead = sampleLead;

describe('the leads store (PGlite in DATA_DIR)', () => {
  it('creates its data directory and schema at start, and migrates once', async () => {
    expect(await migrate(db)).toBe(0);
    const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
    expect(tables.map((row) => row.table_name)).toEqual(['leads', 'outbox', 'schema_migrations']);
  });

  it('stores a lead with its outbox entries in one transaction, with a short reference', async () => {
    const stored = await store.add(lead(), ['email', 'webhook']);
    expect(stored.reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(stored.name).toBe('Camille Martin');
    expect((await store.pending()).get(stored.id)).toEqual(['email', 'webhook']);
    expect((await store.list()).map((item) => item.reference)).toContain(stored.reference);
  });

  it('keeps hostile words as text, never as SQL', async () => {
    const words = ["Robert'); DROP TABLE leads;--", '<script>alert(1)</script>', '=HYPERLINK("http://x")', 'a\u0000b'.replace('\u0000', ''), 'é'.repeat(10_000)];
    for (const name of words) {
      const stored = await store.add(lead({ name, conversation: [{ role: 'user', content: name }] }), []);
      const [read] = (await store.list()).filter((item) => item.id === stored.id);
      expect(read!.name).toBe(name);
      expect(read!.conversation[0]!.content).toBe(name);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM leads'))[0]).toBeDefined();
  });

  it('hands each due delivery to one claimant, retries a failure later, and marks the lead notified once all are sent', async () => {
    const stored = await store.add(lead({ email: 'outbox@exemple.fr' }), ['email', 'webhook']);
    const now = new Date();
    const [first, second] = await Promise.all([store.claim(50, 60_000, now), store.claim(50, 60_000, now)]);
    const mine = [...first!, ...second!].filter((delivery) => delivery.lead.id === stored.id);
    expect(mine.map((delivery) => delivery.channel).sort()).toEqual(['email', 'webhook']);
    const email = mine.find((delivery) => delivery.channel === 'email')!;
    const webhook = mine.find((delivery) => delivery.channel === 'webhook')!;
    await store.failed(webhook, 'ECONNREFUSED', new Date(now.getTime() + 60_000));
    await store.sent(email);
    expect((await store.list()).find((item) => item.id === stored.id)!.notifiedAt).toBeNull();
    expect((await store.claim(50, 60_000, now)).filter((delivery) => delivery.lead.id === stored.id)).toEqual([]);
    const later = (await store.claim(50, 60_000, new Date(now.getTime() + 61_000))).filter((delivery) => delivery.lead.id === stored.id);
    expect(later.map((delivery) => [delivery.channel, delivery.attempts])).toEqual([['webhook', 1]]);
    await store.sent(later[0]!);
    expect((await store.list()).find((item) => item.id === stored.id)!.notifiedAt).toBeInstanceOf(Date);
  });

  it('erases a person by e-mail (any case) or phone, outbox included, and purges old leads', async () => {
    const stored = await store.add(lead({ email: 'Efface.Moi@Exemple.fr', phone: '+33698765432' }), ['email']);
    expect(await store.erase({ email: 'efface.moi@exemple.fr' })).toBe(1);
    expect((await store.pending()).has(stored.id)).toBe(false);
    await store.add(lead({ email: '', phone: '+33698765432' }), []);
    expect(await store.erase({ phone: '+33698765432' })).toBe(1);
    const before = (await store.list()).length;
    expect(await store.purge(1095, new Date(Date.now() + 1096 * 86_400_000))).toBe(before);
    expect(await store.list()).toEqual([]);
  });

  it('keeps a request sent twice by the same session as one lead, owed its notifications once', async () => {
    const request = lead({ sessionId: 'session-1700000000000-twice0000', email: 'deux.fois@garage.example' });
    const first = await store.add(request, ['email']);
    const again = await store.add({ ...request, consentAt: new Date('2026-11-23T10:05:00Z') }, ['email']);
    expect(again.reference).toBe(first.reference);
    expect((await store.list()).filter((item) => item.email === 'deux.fois@garage.example')).toHaveLength(1);
    expect((await store.pending()).get(first.id)).toEqual(['email']);
    const corrected = await store.add({ ...request, phone: '+33698765432' }, ['email']);
    expect(corrected.reference).not.toBe(first.reference);
  });

  it('stores a NUL character typed by a visitor as U+FFFD, which PostgreSQL text cannot hold, and the rest as it is', async () => {
    const stored = await store.add(lead({ sessionId: 'session-1700000000000-nulchar00', company: 'A\u0000B', conversation: [{ role: 'user', content: 'nul\u0000 fin' }] }), []);
    const [read] = (await store.list()).filter((item) => item.id === stored.id);
    expect(read).toMatchObject({ company: 'A\ufffdB', conversation: [{ role: 'user', content: 'nul\ufffd fin' }] });
  });

  it('draws references a visitor can read aloud', () => {
    for (let i = 0; i < 200; i++) expect(newReference()).not.toMatch(/[01OIL]/);
  });
});
