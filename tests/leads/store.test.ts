import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlConversationStore } from '../../server/conversations/store.ts';
import type { Db } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';
import { newReference, type Delivery, type LeadStore } from '../../server/leads/store.ts';
import { anotherPerson, embeddedStore, NUL_LEAD, NUL_LEAD_READ, sampleLead } from '../helpers/leads.ts';

let db: Db;
let store: LeadStore;
let closeStore: () => Promise<void>;

beforeAll(async () => {
  ({ db, store, close: closeStore } = await embeddedStore('leads-store-'));
}, 60_000);
afterAll(() => closeStore?.());

const lead = sampleLead;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The outbox entries of a lead, oldest first: what it is owed. */
const outboxOf = (leadId: number) =>
  db.query<{ id: number; channel: string; event: string; changes: unknown; sent_at: Date | null }>(
    'SELECT id, channel, event, changes, sent_at FROM outbox WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );

/** The deliveries of a lead among those due now (claimed: leased for a minute). */
const claimedFor = async (leadId: number, now = new Date()): Promise<Delivery[]> =>
  (await store.claim(1000, 60_000, now)).filter((delivery) => delivery.lead.id === leadId).sort((a, b) => a.id - b.id);

/** A conversation kept on the server for `sessionId`, as the chat keeps it, with one visitor turn. */
async function conversation(sessionId: string): Promise<void> {
  await new SqlConversationStore(db).update(sessionId, { page: 'https://www.example.test/', referrer: '', utm: {} }, async (record) => ({
    record: { ...record, turns: [{ role: 'user', content: 'Je veux une démo', at: new Date().toISOString() }] },
    result: null,
  }));
}

const conversationIds = async () =>
  (await db.query<{ session_id: string }>('SELECT session_id FROM conversations ORDER BY session_id')).map((row) => row.session_id);

describe('the leads store (PGlite in DATA_DIR)', () => {
  it('creates its data directory and schema at start, and migrates once', async () => {
    expect(await migrate(db)).toBe(0);
    const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
    expect(tables.map((row) => row.table_name)).toEqual(['conversations', 'lead_requests', 'leads', 'outbox', 'schema_migrations', 'settings', 'used_proofs']);
    expect(await db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('stores a lead with its outbox entries in one transaction, with a short reference', async () => {
    const request = lead();
    const stored = await store.add(request, ['email', 'webhook']);
    expect(stored.reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    // Every field the chat gave, as read back from the database, not only as `add` returns it.
    const fields = {
      kind: request.kind,
      need: request.need,
      name: request.name,
      company: request.company,
      email: request.email,
      phone: request.phone,
      callbackTime: request.callbackTime,
      consentAt: request.consentAt,
      sessionId: request.sessionId,
      conversation: request.conversation,
    };
    const read = (await store.list()).find((item) => item.id === stored.id);
    expect(read).toEqual({
      ...fields,
      id: stored.id,
      reference: stored.reference,
      createdAt: expect.any(Date),
      notifiedAt: null,
      updatedAt: null,
      page: '',
      referrer: '',
      utm: {},
    });
    expect(read).toEqual(stored);
    expect((await store.pending()).get(stored.id)).toEqual(['email', 'webhook']);
  });

  it('writes a lead in the transaction it is given, and nothing of it when that transaction fails', async () => {
    const request = lead({ ...anotherPerson(), sessionId: 'session-1700000000000-rollback0' });
    const outboxCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;
    const owed = await outboxCount();
    await expect(
      db.transaction(async (tx) => {
        expect((await store.record(request, ['email'], tx)).status).toBe('created');
        throw new Error('the conversation record could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect((await store.list()).filter((item) => item.email === request.email)).toEqual([]);
    expect(await outboxCount()).toBe(owed);
  });

  it('keeps where the conversation started: the page, the referrer and the UTM parameters', async () => {
    const origin = {
      page: 'https://www.example.test/solutions?utm_source=salon&utm_campaign=rentree',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'salon', utm_campaign: 'rentree' },
    };
    const stored = await store.add(lead({ ...anotherPerson(), sessionId: 'session-1700000000000-origin000', ...origin }), []);
    expect(stored).toMatchObject(origin);
    expect((await store.list()).find((item) => item.id === stored.id)).toMatchObject(origin);
  });

  it('keeps hostile words as text, never as SQL', async () => {
    const words = [
      "Robert'); DROP TABLE leads;--",
      '<script>alert(1)</script>',
      '=HYPERLINK("http://x")',
      'a\u0000b'.replace('\u0000', ''),
      'é'.repeat(10_000),
    ];
    for (const [i, name] of words.entries()) {
      // Each its own person and session: a second request of one person would update the first lead.
      const stored = await store.add(
        lead({ name, ...anotherPerson(), sessionId: `session-1700000000000-hostile0${i}`, conversation: [{ role: 'user', content: name }] }),
        [],
      );
      const [read] = (await store.list()).filter((item) => item.id === stored.id);
      expect(read!.name).toBe(name);
      expect(read!.conversation[0]!.content).toBe(name);
    }
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))[0]!.n).toBeGreaterThanOrEqual(words.length);
  });

  it('hands each due delivery to one claimant, retries a failure later, and marks the lead notified once all are sent', async () => {
    const stored = await store.add(lead({ ...anotherPerson(), sessionId: 'session-1700000000000-claim0000' }), ['email', 'webhook']);
    const now = new Date();
    const [first, second] = await Promise.all([store.claim(50, 60_000, now), store.claim(50, 60_000, now)]);
    const mine = [...first!, ...second!].filter((delivery) => delivery.lead.id === stored.id);
    expect(mine.map((delivery) => delivery.channel).sort()).toEqual(['email', 'webhook']);
    expect(mine.map((delivery) => delivery.event)).toEqual([{ type: 'created' }, { type: 'created' }]);
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

  it('keeps a request sent twice by the same session as one lead, owed its notifications once', async () => {
    const consentAt = new Date();
    const request = lead({ sessionId: 'session-1700000000000-twice0000', email: 'deux.fois@garage.example', phone: '+33655555555', consentAt });
    const first = await store.record(request, ['email']);
    // A consent repeated after a lost answer.
    const again = await store.record({ ...request, consentAt: new Date(consentAt.getTime() + 5 * 60_000) }, ['email']);
    expect([first.status, again.status]).toEqual(['created', 'unchanged']);
    expect(again.lead.reference).toBe(first.lead.reference);
    expect((await store.list()).filter((item) => item.email === 'deux.fois@garage.example')).toHaveLength(1);
    expect((await store.pending()).get(first.lead.id)).toEqual(['email']);
    // Corrected by the same visitor (another phone): the same lead, updated, and the team told again.
    const corrected = await store.record({ ...request, phone: '+33698765432', consentAt: new Date(consentAt.getTime() + 10 * 60_000) }, ['email']);
    expect(corrected.status).toBe('updated');
    expect(corrected.lead).toMatchObject({ id: first.lead.id, reference: first.lead.reference, phone: '+33698765432' });
    expect((await store.pending()).get(first.lead.id)).toEqual(['email', 'email']);
  });

  it('takes a second request of the same e-mail within a day as an update of the first lead, owed to each channel with what changed', async () => {
    const person = anotherPerson();
    const first = await store.record(lead({ ...person, sessionId: 'session-1700000000000-person001', consentAt: new Date() }), ['email', 'webhook']);
    expect(first.status).toBe('created');
    const createdAt = first.lead.createdAt;

    // Another session of the same visitor, two hours later: another need, another moment, no phone given this time.
    const secondAt = new Date(createdAt.getTime() + 2 * HOUR);
    const request = lead({
      email: person.email,
      phone: '',
      need: 'affichage-dynamique',
      callbackTime: 'jeudi après-midi',
      sessionId: 'session-1700000000000-person002',
      consentAt: secondAt,
      conversation: [{ role: 'user', content: 'Finalement, plutôt de l’affichage dynamique' }],
    });
    const second = await store.record(request, ['email', 'webhook']);
    expect(second.status).toBe('updated');
    expect(second.lead).toMatchObject({
      id: first.lead.id,
      reference: first.lead.reference,
      createdAt,
      updatedAt: secondAt,
      need: 'affichage-dynamique',
      callbackTime: 'jeudi après-midi',
      // What the second request left empty keeps what the first gave.
      phone: person.phone,
      email: person.email,
      conversation: [...first.lead.conversation, ...request.conversation],
    });
    expect((await store.list()).filter((item) => item.email === person.email)).toEqual([second.lead]);

    const changes = [
      { field: 'need', before: 'tables-tactiles', after: 'affichage-dynamique' },
      { field: 'callbackTime', before: 'mardi matin', after: 'jeudi après-midi' },
    ];
    const outbox = await outboxOf(first.lead.id);
    expect(outbox.map((row) => [row.channel, row.event])).toEqual([
      ['email', 'created'],
      ['webhook', 'created'],
      ['email', 'updated'],
      ['webhook', 'updated'],
    ]);
    const deliveries = await claimedFor(first.lead.id);
    expect(deliveries.map((delivery) => [delivery.channel, delivery.event])).toEqual([
      ['email', { type: 'created' }],
      ['webhook', { type: 'created' }],
      ['email', { type: 'updated', changes, delivery: Number(outbox[2]!.id) }],
      ['webhook', { type: 'updated', changes, delivery: Number(outbox[3]!.id) }],
    ]);
    for (const delivery of deliveries) await store.sent(delivery);
    expect((await store.list()).find((item) => item.id === first.lead.id)!.notifiedAt).toBeInstanceOf(Date);

    // The same request again, from its session or from a third one: nothing changes, nothing is owed.
    for (const sessionId of ['session-1700000000000-person002', 'session-1700000000000-person003']) {
      const again = await store.record({ ...request, sessionId, consentAt: new Date(secondAt.getTime() + HOUR) }, ['email', 'webhook']);
      expect(again.status).toBe('unchanged');
      expect(again.lead).toMatchObject({ id: first.lead.id, updatedAt: secondAt });
    }
    expect(await outboxOf(first.lead.id)).toHaveLength(4);
    expect((await store.pending()).has(first.lead.id)).toBe(false);

    // 25 h after the first: a lead of its own.
    const later = await store.record({ ...request, sessionId: 'session-1700000000000-person004', consentAt: new Date(createdAt.getTime() + 25 * HOUR) }, [
      'email',
    ]);
    expect(later.status).toBe('created');
    expect(later.lead.id).not.toBe(first.lead.id);
    expect(later.lead.reference).not.toBe(first.lead.reference);
    expect((await store.list()).filter((item) => item.email === person.email)).toHaveLength(2);
    expect((await claimedFor(later.lead.id)).map((delivery) => delivery.event)).toEqual([{ type: 'created' }]);
  });

  it('knows the same person by the e-mail in any case, or by the phone alone', async () => {
    const person = anotherPerson();
    const first = await store.record(lead({ ...person, sessionId: 'session-1700000000000-case00001', consentAt: new Date() }), []);
    const byEmail = await store.record(
      lead({ email: person.email.toUpperCase(), phone: '', kind: 'quote', sessionId: 'session-1700000000000-case00002', consentAt: new Date() }),
      [],
    );
    expect(byEmail).toMatchObject({ status: 'updated', lead: { id: first.lead.id, kind: 'quote', phone: person.phone } });
    const byPhone = await store.record(
      lead({ email: '', phone: person.phone, company: 'Garage du Port', sessionId: 'session-1700000000000-case00003', consentAt: new Date() }),
      [],
    );
    expect(byPhone).toMatchObject({ status: 'updated', lead: { id: first.lead.id, company: 'Garage du Port' } });
    expect((await store.list()).filter((item) => item.phone === person.phone)).toHaveLength(1);
  });

  it('erases a person by e-mail (any case) or phone, outbox included, and purges old leads, with the conversations they came from', async () => {
    await conversation('session-1700000000000-erase0001');
    await conversation('session-1700000000000-erase0002');
    await conversation('session-1700000000000-other0001');
    expect(await conversationIds()).toEqual(['session-1700000000000-erase0001', 'session-1700000000000-erase0002', 'session-1700000000000-other0001']);
    const stored = await store.add(lead({ email: 'Efface.Moi@Exemple.fr', phone: '+33698765400', sessionId: 'session-1700000000000-erase0001' }), ['email']);
    expect(await store.erase({ email: 'efface.moi@exemple.fr' })).toBe(1);
    expect((await store.pending()).has(stored.id)).toBe(false);
    expect(await conversationIds()).not.toContain('session-1700000000000-erase0001');
    await store.add(lead({ email: '', phone: '+33698765400', sessionId: 'session-1700000000000-erase0002' }), []);
    expect(await store.erase({ phone: '+33698765400' })).toBe(1);
    expect(await conversationIds()).not.toContain('session-1700000000000-erase0002');
    // A conversation that is not the erased person's stays.
    expect(await conversationIds()).toContain('session-1700000000000-other0001');

    await store.add(lead({ ...anotherPerson(), sessionId: 'session-1700000000000-other0001' }), []);
    const before = (await store.list()).length;
    expect(await store.purge(1095, new Date(Date.now() + 1096 * DAY))).toBe(before);
    expect(await store.list()).toEqual([]);
    expect(await store.pending()).toEqual(new Map());
    expect(await conversationIds()).not.toContain('session-1700000000000-other0001');
  });

  it('erases the conversation of a second request that updated a person’s lead, as well as the first', async () => {
    await conversation('session-1700000000000-first0001');
    await conversation('session-1700000000000-second001');
    const contact = anotherPerson();
    await store.add(lead({ ...contact, sessionId: 'session-1700000000000-first0001' }), []);
    const second = await store.record(lead({ ...contact, need: 'Affichage dynamique', sessionId: 'session-1700000000000-second001' }), []);
    expect(second.status).toBe('updated');
    expect(await store.erase({ email: contact.email })).toBe(1);
    const left = await conversationIds();
    expect(left).not.toContain('session-1700000000000-first0001');
    expect(left).not.toContain('session-1700000000000-second001');
  });

  it('purges the conversations left without a lead, the counts older than a day and the expired proofs', async () => {
    const now = Date.now();
    for (const sessionId of ['session-idle-nolead', 'session-idle-lead', 'session-recent-nolead']) await conversation(sessionId);
    await store.add(lead({ ...anotherPerson(), sessionId: 'session-idle-lead' }), []);
    await db.query("UPDATE conversations SET updated_at = $1 WHERE session_id IN ('session-idle-nolead', 'session-idle-lead')", [
      new Date(now - 31 * DAY).toISOString(),
    ]);
    await db.query('UPDATE conversations SET updated_at = $1 WHERE session_id = $2', [new Date(now - 29 * DAY).toISOString(), 'session-recent-nolead']);
    await db.query("INSERT INTO lead_requests (at, client) VALUES ($1, 'old'), ($2, 'recent')", [
      new Date(now - 25 * HOUR).toISOString(),
      new Date(now - 23 * HOUR).toISOString(),
    ]);
    await db.query("INSERT INTO used_proofs (signature, expires_at) VALUES ('expired', $1), ('valid', $2)", [
      new Date(now - 1000).toISOString(),
      new Date(now + 60_000).toISOString(),
    ]);

    expect(await store.purgeConversations(30, new Date(now))).toBe(1);
    expect(await conversationIds()).toEqual(['session-idle-lead', 'session-recent-nolead']);
    expect((await db.query<{ client: string }>('SELECT client FROM lead_requests')).map((row) => row.client)).toEqual(['recent']);
    expect((await db.query<{ signature: string }>('SELECT signature FROM used_proofs')).map((row) => row.signature)).toEqual(['valid']);
    expect(await store.purgeConversations(30, new Date(now))).toBe(0);
  });

  it('stores a NUL character typed by a visitor as U+FFFD, which PostgreSQL text cannot hold, and the rest as it is', async () => {
    const stored = await store.add(NUL_LEAD(), []);
    const [read] = (await store.list()).filter((item) => item.id === stored.id);
    expect(read).toMatchObject(NUL_LEAD_READ);
  });

  it('draws references a visitor can read aloud', () => {
    for (let i = 0; i < 200; i++) expect(newReference()).not.toMatch(/[01OIL]/);
  });
});
