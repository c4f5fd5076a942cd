import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/leads/db.ts';
import { leadJson } from '../../server/leads/lead-json.ts';
import { emailSender, emailText } from '../../server/leads/notify-email.ts';
import { webhookSender } from '../../server/leads/notify-webhook.ts';
import { defaultBackoff, OutboxWorker, type OutboxOptions } from '../../server/leads/outbox.ts';
import type { LeadStore, Channel, Lead, NewLead } from '../../server/leads/store.ts';
import { anotherPerson, embeddedStore, sampleLead } from '../helpers/leads.ts';
import { freePort } from '../../tools/free-port.ts';
import { startDrippingSmtp, startHook, startSmtp, type Smtp } from '../helpers/smtp.ts';

let db: Db;
let store: LeadStore;
let closeStore: () => Promise<void>;
/** Every log entry of every worker here: none may carry the visitor's details. */
const logs: Record<string, unknown>[] = [];
const log = (entry: Record<string, unknown>) => logs.push(entry);
const visitorDetails = new Set<string>();

const PUBLIC_URL = 'https://www.example.test';
const TEAM = 'equipe@example.test';
/** Retries due almost at once: the tests wait for them, not minutes. */
const quick: Omit<OutboxOptions, 'log'> = { backoff: () => 50, pollMs: 20 };

beforeAll(async () => {
  ({ db, store, close: closeStore } = await embeddedStore('leads-outbox-'));
}, 60_000);
afterAll(() => closeStore?.());

let sessions = 0;
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  const lead = sampleLead({
    // Its own session and person each: the store would take the same request twice as one lead, and a
    // second request of the same person within a day as an update of the first.
    sessionId: `session-1700000000000-outbox${++sessions}`,
    ...anotherPerson(),
    conversation: [
      { role: 'assistant', content: 'Bonjour ! Que puis-je pour vous ?' },
      { role: 'user', content: 'Je veux une démo' },
    ],
    ...overrides,
  });
  for (const value of [lead.name, lead.email, lead.phone]) if (value) visitorDetails.add(value);
  return lead;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

async function outboxRow(lead: Lead, channel: Channel) {
  const [row] = await db.query<{ attempts: number; last_error: string | null; sent_at: Date | null }>(
    'SELECT attempts, last_error, sent_at FROM outbox WHERE lead_id = $1 AND channel = $2',
    [lead.id, channel],
  );
  return row!;
}

const storedLead = async (lead: Lead) => (await store.list()).find((item) => item.id === lead.id)!;

const mailSender = (port: number) =>
  emailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, to: TEAM, from: 'ne-pas-repondre@exemple.fr', publicUrl: PUBLIC_URL, brandName: 'Ondalys' });
/** A phone as the e-mail shows it: « 06 12 34 56 78 » for +33612345678. */
const displayed = (phone: string) => `0${phone.slice(3)}`.replace(/(\d\d)(?=\d)/g, '$1 ');
const byMessageId = (smtp: Smtp, lead: Lead) => smtp.received.filter((mail) => mail.headers.get('message-id') === `<lead-${lead.reference}@www.example.test>`);

describe('the outbox: each lead e-mailed and posted once', () => {
  it('e-mails a lead once, text and HTML, with its details and the conversation, then marks it notified', async () => {
    const smtp = await startSmtp();
    try {
      const lead = await store.add(newLead({ email: 'camille.martin@garage.example', phone: '+33612345678' }), ['email']);
      const worker = new OutboxWorker(store, { email: mailSender(smtp.port) }, { log, ...quick });
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);

      const mails = byMessageId(smtp, lead);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Nouvelle demande de démo — Camille Martin (Garage du Centre) — réf. ${lead.reference}`);
      expect(mail.headers.get('reply-to')).toBe('camille.martin@garage.example');
      expect(mail.headers.get('from')).toMatch(/^"?Ondalys"? <ne-pas-repondre@exemple\.fr>$/);
      expect(mail.headers.get('to')).toBe(TEAM);

      const created = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' }).format(lead.createdAt);
      for (const part of [mail.text, mail.html]) {
        for (const value of [
          lead.reference,
          created,
          'démo',
          'tables-tactiles',
          'Camille Martin',
          'Garage du Centre',
          'camille.martin@garage.example',
          '06 12 34 56 78',
          'mardi matin',
          lead.sessionId,
        ]) {
          expect(part).toContain(value);
        }
        // The consent, 10:00 UTC, in Paris time.
        expect(part).toContain('lundi 23 novembre 2026 à 11:00');
      }
      expect(mail.text).toContain('Visiteur\u00a0: Je veux une démo');
      expect(mail.text).toContain('Assistant\u00a0: Bonjour ! Que puis-je pour vous ?');
      expect(mail.html).toContain('<strong>Visiteur\u00a0:</strong> Je veux une démo');
      expect(mail.html).toContain('<a href="mailto:camille.martin@garage.example">camille.martin@garage.example</a>');
      expect(mail.html).toContain('<a href="tel:+33612345678">06 12 34 56 78</a>');

      expect((await storedLead(lead)).notifiedAt).toBeInstanceOf(Date);
      expect((await store.pending()).has(lead.id)).toBe(false);
      expect(logs).toContainEqual({ event: 'lead-notified', reference: lead.reference, channel: 'email', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('escapes hostile visitor text in the HTML part and keeps it intact in the text part', async () => {
    const smtp = await startSmtp();
    try {
      const long = 'Bonjour <b>équipe</b> & "co" '.repeat(400).slice(0, 10_000);
      const controls = 'bell\u0007 escape\u001b[31m tab\t vtab\u000b rtl\u202eevil';
      const hostile = {
        name: '<script>alert(1)</script>',
        company: '<img src=x onerror=alert(1)>',
        need: `"'&`,
        callbackTime: '=HYPERLINK("http://evil.example","clic")',
        email: "o'brien&co@garage.example",
        phone: '<a href="javascript:alert(1)">06</a>',
      };
      const lead = await store.add(
        newLead({
          ...hostile,
          conversation: [
            { role: 'user', content: long },
            { role: 'user', content: controls },
          ],
        }),
        ['email'],
      );
      expect(long).toHaveLength(10_000);
      const worker = new OutboxWorker(store, { email: mailSender(smtp.port) }, { log, ...quick });
      expect(await worker.runOnce()).toBe(1);
      const [mail] = byMessageId(smtp, lead);

      expect(mail!.subject).toBe(`Nouvelle demande de démo — <script>alert(1)</script> (<img src=x onerror=alert(1)>) — réf. ${lead.reference}`);
      for (const value of [...Object.values(hostile), long, controls]) expect(mail!.text).toContain(value);

      const html = mail!.html;
      expect(html).not.toMatch(/<script|<img|<b>|<a href="javascript|=HYPERLINK\("http/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('&quot;&#39;&amp;');
      expect(html).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;clic&quot;)');
      expect(html).toContain('Bonjour &lt;b&gt;équipe&lt;/b&gt; &amp; &quot;co&quot; '.repeat(3));
      expect(html).not.toMatch(/[\u0007\u001b\u000b]/);
      // Links only from the validated address; the unreadable phone is shown, never linked.
      expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['mailto:o&#39;brien%26co@garage.example']);
      expect(html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;06&lt;/a&gt;');
    } finally {
      await smtp.close();
    }
  });

  it('retries while the SMTP server is down, then delivers exactly once when it is back', async () => {
    const port = await freePort();
    const lead = await store.add(newLead(), ['email']);
    const worker = new OutboxWorker(store, { email: mailSender(port) }, { log, ...quick });
    expect(await worker.runOnce()).toBe(0);
    const failure = logs.find((entry) => entry.event === 'lead-notify-failed' && entry.reference === lead.reference);
    expect(failure).toMatchObject({ level: 'warn', channel: 'email', attempts: 1 });
    expect(String(failure!.message)).toMatch(/ECONNREFUSED/);
    expect(await outboxRow(lead, 'email')).toMatchObject({ attempts: 1, sent_at: null });
    expect((await outboxRow(lead, 'email')).last_error).toMatch(/ECONNREFUSED/);
    expect((await store.pending()).get(lead.id)).toEqual(['email']);

    await sleep(60);
    expect(await worker.runOnce()).toBe(0);
    expect((await outboxRow(lead, 'email')).attempts).toBe(2);

    const smtp = await startSmtp(port);
    try {
      await sleep(60);
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(byMessageId(smtp, lead)).toHaveLength(1);
      expect(smtp.received).toHaveLength(1);
      expect(logs).toContainEqual({ event: 'lead-notified', reference: lead.reference, channel: 'email', attempts: 3 });
      expect((await storedLead(lead)).notifiedAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('posts the lead as JSON with an Idempotency-Key, retrying a 500 until one 200', async () => {
    const hook = await startHook((index) => (index === 0 ? 500 : 200));
    try {
      const lead = await store.add(newLead(), ['webhook']);
      const worker = new OutboxWorker(store, { webhook: webhookSender({ url: hook.url }) }, { log, ...quick });
      expect(await worker.runOnce()).toBe(0);
      expect((await outboxRow(lead, 'webhook')).last_error).toBe('webhook: HTTP 500');
      await sleep(60);
      expect(await worker.runOnce()).toBe(1);
      await sleep(60);
      expect(await worker.runOnce()).toBe(0);

      expect(hook.requests.map((request) => request.status)).toEqual([500, 200]);
      const ok = hook.requests[1]!;
      expect(ok.headers['content-type']).toBe('application/json');
      expect(ok.headers['idempotency-key']).toBe(`lead-${lead.reference}`);
      expect(JSON.parse(ok.body)).toEqual({ event: 'lead.created', lead: leadJson(lead) });
      expect((await storedLead(lead)).notifiedAt).toBeInstanceOf(Date);
      // The URL's secret token is not in what is logged or stored.
      expect(JSON.stringify(logs)).not.toContain('secret-token');
    } finally {
      await hook.close();
    }
  });

  it('fails a webhook that never answers at the delivery’s deadline, and retries it', async () => {
    const hook = await startHook((index) => (index === 0 ? null : 204));
    try {
      const lead = await store.add(newLead(), ['webhook']);
      const worker = new OutboxWorker(store, { webhook: webhookSender({ url: hook.url }) }, { log, ...quick, deadlineMs: 200 });
      expect(await worker.runOnce()).toBe(0);
      expect((await outboxRow(lead, 'webhook')).last_error).toBe('not sent within 200 ms');
      await sleep(60);
      expect(await worker.runOnce()).toBe(1);
      expect(hook.requests.map((request) => request.status)).toEqual([null, 204]);
      expect((await outboxRow(lead, 'webhook')).attempts).toBe(2);
    } finally {
      await hook.close();
    }
  });

  it('says why a webhook failed: connection refused, a redirect it does not follow', async () => {
    const lead = await store.add(newLead(), []);
    await expect(webhookSender({ url: `http://127.0.0.1:${await freePort()}/` })(lead)).rejects.toThrow(/ECONNREFUSED/);
    const hook = await startHook(() => 302);
    try {
      await expect(webhookSender({ url: hook.url })(lead)).rejects.toThrow(/HTTP 302/);
    } finally {
      await hook.close();
    }
  });

  it('sends each delivery once with two workers running at the same time', async () => {
    const smtp = await startSmtp();
    let workers: OutboxWorker[] = [];
    try {
      const leads: Lead[] = [];
      for (let i = 0; i < 8; i++) leads.push(await store.add(newLead({ name: `Client ${i}` }), ['email']));
      const send = mailSender(smtp.port);
      // Slow enough that the two workers' passes overlap.
      const slow = async (lead: Lead) => {
        await sleep(20);
        await send(lead);
      };
      workers = [0, 1].map(() => new OutboxWorker(store, { email: slow }, { log, ...quick, perChannel: 3, pollMs: 5 }));
      const counts = await Promise.all([0, 1, 2, 3].map((i) => workers[i % 2]!.runOnce()));
      for (const worker of workers) worker.start();
      for (let i = 0; i < 20; i++) for (const worker of workers) worker.wake();
      const mine = new Set(leads.map((lead) => lead.id));
      // Generous: on a loaded machine the two workers' polls keep the embedded database busy.
      await until(async () => [...(await store.pending()).keys()].every((id) => !mine.has(id)), 20_000);
      await Promise.all(workers.map((worker) => worker.stop()));

      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      for (const lead of leads) expect(byMessageId(smtp, lead)).toHaveLength(1);
      expect(smtp.received).toHaveLength(8);
      const notified = logs.filter((entry) => entry.event === 'lead-notified' && leads.some((lead) => lead.reference === entry.reference));
      expect(notified).toHaveLength(8);
    } finally {
      // Still running after a failure, they would send the next tests' deliveries.
      await Promise.all(workers.map((worker) => worker.stop()));
      await smtp.close();
    }
  });

  it('keeps a delivery whose channel has no sender pending, and sends it once the channel is back', async () => {
    const sent: string[] = [];
    const fake = async (lead: Lead) => void sent.push(lead.reference);
    const lead = await store.add(newLead(), ['email', 'webhook']);
    const emailOnly = new OutboxWorker(store, { email: fake }, { log, ...quick });
    expect(await emailOnly.runOnce()).toBe(1);
    expect((await store.pending()).get(lead.id)).toEqual(['webhook']);
    expect((await outboxRow(lead, 'webhook')).last_error).toBe('no sender configured for the webhook channel');
    await sleep(60);
    expect(await emailOnly.runOnce()).toBe(0);
    expect(await outboxRow(lead, 'webhook')).toMatchObject({ attempts: 2, sent_at: null });
    expect((await storedLead(lead)).notifiedAt).toBeNull();

    await sleep(60);
    const both = new OutboxWorker(store, { email: fake, webhook: fake }, { log, ...quick });
    expect(await both.runOnce()).toBe(1);
    expect(sent).toEqual([lead.reference, lead.reference]);
    expect((await store.pending()).has(lead.id)).toBe(false);
    expect((await storedLead(lead)).notifiedAt).toBeInstanceOf(Date);
  });

  it('tells the team of a second request of the same person: an e-mail and a post of their own, with what changed', async () => {
    const smtp = await startSmtp();
    const hook = await startHook(() => 200);
    try {
      const worker = new OutboxWorker(store, { email: mailSender(smtp.port), webhook: webhookSender({ url: hook.url }) }, { log, ...quick });
      const first = await store.record(newLead({ consentAt: new Date() }), ['email', 'webhook']);
      expect(await worker.runOnce()).toBe(2);
      const reference = first.lead.reference;

      // The same e-mail, another session, an hour later: another need and moment, no phone this time.
      const request = newLead({
        email: first.lead.email,
        phone: '',
        need: 'affichage-dynamique',
        callbackTime: 'jeudi après-midi',
        consentAt: new Date(Date.now() + 3_600_000),
      });
      const second = await store.record(request, ['email', 'webhook']);
      expect(second).toMatchObject({ status: 'updated', lead: { id: first.lead.id, reference } });
      expect(await worker.runOnce()).toBe(2);
      expect(await worker.runOnce()).toBe(0);

      const changes = [
        { field: 'need', before: 'tables-tactiles', after: 'affichage-dynamique' },
        { field: 'callbackTime', before: 'mardi matin', after: 'jeudi après-midi' },
      ];
      const updates = await db.query<{ id: string; channel: Channel }>("SELECT id, channel FROM outbox WHERE lead_id = $1 AND event = 'updated' ORDER BY id", [
        first.lead.id,
      ]);
      const updateOf = (channel: Channel) => Number(updates.find((row) => row.channel === channel)!.id);
      expect(updates.map((row) => row.channel)).toEqual(['email', 'webhook']);
      // A change is listed when one line (or list item) gives its value before and after.
      const lists = (part: string, change: { before: string; after: string }) =>
        part.split(/\n|<li>/).some((line) => line.includes(change.before) && line.includes(change.after));

      // The e-mail: a message of its own (its own Message-ID), titled as an update, listing what changed.
      expect(smtp.received).toHaveLength(2);
      const [created] = byMessageId(smtp, first.lead);
      const updated = smtp.received.filter((mail) => mail.headers.get('message-id') === `<lead-${reference}-update-${updateOf('email')}@www.example.test>`);
      expect(updated).toHaveLength(1);
      expect(created!.subject.startsWith('Demande mise à jour')).toBe(false);
      expect(updated[0]!.subject.startsWith('Demande mise à jour')).toBe(true);
      expect(updated[0]!.subject).toContain(reference);
      for (const part of [updated[0]!.text, updated[0]!.html]) {
        for (const change of changes) expect(lists(part, change), `${change.field} in ${part.slice(0, 40)}`).toBe(true);
        // The lead as it is now: the phone of the first request kept.
        expect(part).toContain(displayed(first.lead.phone));
      }
      for (const change of changes) expect(lists(created!.text, change)).toBe(false);

      // The webhook: lead.updated, the lead as it is now and the changes, under a key of its own.
      expect(hook.requests.map((request) => request.headers['idempotency-key'])).toEqual([
        `lead-${reference}`,
        `lead-${reference}-update-${updateOf('webhook')}`,
      ]);
      expect(JSON.parse(hook.requests[0]!.body)).toMatchObject({ event: 'lead.created' });
      expect(JSON.parse(hook.requests[1]!.body)).toEqual({ event: 'lead.updated', lead: leadJson(second.lead), changes });
      expect((await storedLead(first.lead)).notifiedAt).toBeInstanceOf(Date);

      // The same request again: nothing changed, nothing owed, nothing sent.
      expect((await store.record({ ...request, consentAt: new Date(Date.now() + 2 * 3_600_000) }, ['email', 'webhook'])).status).toBe('unchanged');
      expect((await store.pending()).has(first.lead.id)).toBe(false);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(2);
      expect(hook.requests).toHaveLength(2);
    } finally {
      await smtp.close();
      await hook.close();
    }
  });

  it('writes each field of the text e-mail on one line, whatever line breaks the visitor typed', () => {
    const lead: Lead = {
      id: 1,
      reference: 'ABC234',
      createdAt: new Date('2026-11-23T10:00:00Z'),
      updatedAt: null,
      notifiedAt: null,
      page: 'https://www.example.test/\nFAUX',
      referrer: '',
      utm: {},
      ...sampleLead({ name: 'Camille\nMartin', company: 'Garage\r\ndu Centre', need: 'écran\u2028salle 2', callbackTime: 'mardi\n\nFAUX : rappeler' }),
    };
    const lines = emailText(lead).split('\n');
    for (const value of ['Camille Martin', 'Garage du Centre', 'écran salle 2', 'mardi FAUX : rappeler', 'https://www.example.test/ FAUX'])
      expect(lines.filter((line) => line.includes(value))).toHaveLength(1);
    expect(lines.filter((line) => /^(FAUX|Martin|du Centre|salle 2)/.test(line))).toEqual([]);
    expect(emailText(lead)).not.toMatch(/[\r\u2028]/);
  });
});

describe('the outbox never stalls', () => {
  it('cuts e-mails to a server that drips its answers at their deadline, while the webhook of another lead goes meanwhile', async () => {
    const drip = await startDrippingSmtp(100);
    const hook = await startHook(() => 200);
    try {
      const stuck = [];
      for (let i = 0; i < 3; i++) stuck.push(await store.add(newLead(), ['email']));
      // Not retried within the test.
      const worker = new OutboxWorker(
        store,
        { email: mailSender(drip.port), webhook: webhookSender({ url: hook.url }) },
        { log, ...quick, deadlineMs: 3_000, backoff: () => 60_000 },
      );
      worker.start();
      // Several e-mails at once, each on a connection of its own.
      await until(() => drip.open() === 3);
      const posted = await store.add(newLead(), ['webhook']);
      worker.wake();
      await until(async () => (await outboxRow(posted, 'webhook')).sent_at !== null);
      expect(hook.requests.map((request) => request.headers['idempotency-key'])).toEqual([`lead-${posted.reference}`]);
      // The e-mails were still stuck while the webhook went; at their deadline they are given up, their connections closed.
      expect(drip.open()).toBe(3);
      await until(() => drip.open() === 0, 10_000);
      await worker.stop();
      expect(drip.opened()).toBe(3);
      for (const lead of stuck) expect(await outboxRow(lead, 'email')).toMatchObject({ attempts: 1, sent_at: null, last_error: 'not sent within 3000 ms' });
    } finally {
      await drip.close();
      await hook.close();
    }
  });

  it('cuts a send still in flight when stopped with a grace: not marked sent, due at once, sent once by the next start', async () => {
    const drip = await startDrippingSmtp(100);
    const smtp = await startSmtp();
    try {
      const lead = await store.add(newLead(), ['email']);
      const worker = new OutboxWorker(store, { email: mailSender(drip.port) }, { log, ...quick });
      worker.start();
      await until(() => drip.open() === 1);
      await worker.stop(300);
      await until(() => drip.open() === 0);
      expect(await outboxRow(lead, 'email')).toMatchObject({ attempts: 1, sent_at: null, last_error: 'interrupted: the server is stopping' });

      const next = new OutboxWorker(store, { email: mailSender(smtp.port) }, { log, ...quick });
      expect(await next.runOnce()).toBe(1);
      expect(await next.runOnce()).toBe(0);
      expect(byMessageId(smtp, lead)).toHaveLength(1);
    } finally {
      await drip.close();
      await smtp.close();
    }
  });
});

describe('the outbox worker', () => {
  /** A store whose claim of e-mails (a pass's first) waits until released, counting passes and how many run at once. */
  function gatedStore() {
    const state = { claims: 0, running: 0, most: 0, fail: false, release: () => {} };
    const fake = {
      async claim(_limit: number, _leaseMs: number, _now: Date, channel: Channel) {
        if (channel !== 'email') return [];
        state.claims++;
        state.running++;
        state.most = Math.max(state.most, state.running);
        await new Promise<void>((resolve) => (state.release = resolve));
        state.running--;
        if (state.fail) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return [];
      },
    };
    return { state, store: fake as unknown as LeadStore };
  }

  it('runs one pass at a time, and a wake during a pass brings exactly one more', async () => {
    const { state, store: fake } = gatedStore();
    const worker = new OutboxWorker(fake, {}, { log });
    worker.wake();
    await until(() => state.claims === 1);
    worker.wake();
    worker.wake();
    worker.wake();
    await sleep(20);
    expect(state.claims).toBe(1);
    state.release();
    await until(() => state.claims === 2);
    state.release();
    await sleep(20);
    expect(state.claims).toBe(2);
    expect(state.most).toBe(1);
  });

  it('logs a pass that fails (database down) and keeps running; stop waits for the pass in flight', async () => {
    const { state, store: fake } = gatedStore();
    const entries: Record<string, unknown>[] = [];
    const worker = new OutboxWorker(fake, {}, { log: (entry) => entries.push(entry), pollMs: 10 });
    state.fail = true;
    worker.start();
    await until(() => state.claims === 1);
    state.release();
    await until(() => state.claims === 2);
    expect(entries).toEqual([{ level: 'error', event: 'outbox-failed', message: 'connect ECONNREFUSED 127.0.0.1:5432' }]);

    state.fail = false;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    state.release();
    await stopping;
    await sleep(30);
    // No pass after stop, neither from the poll nor from a wake.
    worker.wake();
    await sleep(30);
    expect(state.claims).toBe(2);
  });

  it('backs off from 5 s, doubling, up to 15 min, with ±20 % jitter', () => {
    for (let i = 0; i < 50; i++) {
      const [first, second, third, late] = [1, 2, 3, 30].map(defaultBackoff);
      expect(first).toBeGreaterThanOrEqual(4_000);
      expect(first).toBeLessThanOrEqual(6_000);
      expect(second).toBeGreaterThanOrEqual(8_000);
      expect(second).toBeLessThanOrEqual(12_000);
      expect(third).toBeGreaterThanOrEqual(16_000);
      expect(third).toBeLessThanOrEqual(24_000);
      expect(late).toBeGreaterThanOrEqual(720_000);
      expect(late).toBeLessThanOrEqual(1_080_000);
    }
  });

  it('never logs the visitor’s name, e-mail or phone', () => {
    expect(logs.length).toBeGreaterThan(10);
    const logged = JSON.stringify(logs);
    for (const detail of visitorDetails) expect(logged).not.toContain(detail);
  });
});
