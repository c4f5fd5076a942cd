/**
 * Two instances of the built server on one PostgreSQL server (Debian's, a temporary cluster): they
 * see the same leads, a conversation may go from one to the other, and each lead is e-mailed once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadJson } from '../../server/leads/lead-json.ts';
import { converse, leadsCommand, startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { startSmtp, type Smtp } from '../helpers/smtp.ts';

// Null, after saying why, without PostgreSQL; on CI, which installs it (.ci/run), an error instead.
const postgres = await startPostgres();

const LEADS = 10;
let mail: Smtp;
const sites: SiteProcess[] = [];

beforeAll(async () => {
  if (!postgres) return;
  mail = await startSmtp();
  const env = { DATABASE_URL: postgres.url, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, LEADS_NOTIFY_TO: 'ventes@exemple.fr', TRUST_PROXY: 'loopback' };
  // Started together: both migrate at once, and the advisory lock makes it happen once.
  sites.push(...(await Promise.all([startSite({ ...env, PORT: String(await freePort()) }), startSite({ ...env, PORT: String(await freePort()) })])));
}, 60_000);
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await mail?.close();
  await postgres?.stop();
});

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  it('take requests whose messages go to either, see the same leads, and e-mail each lead once', async () => {
    const urls = sites.map((site) => site.url);
    const references = await Promise.all(
      Array.from({ length: LEADS }, async (_, i) => {
        // Conversations start on one instance or the other, then alternate between them.
        const order = i % 2 ? [...urls].reverse() : urls;
        const replies = await converse(
          order,
          `session-1700000000000-instance${i}`,
          ['Je veux une démo', 'Tables tactiles', `Visiteur ${'ABCDEFGHIJ'[i]}`, 'Passer', `visiteur${i}@exemple.fr`, 'J’accepte'],
          `203.0.113.${i + 1}`,
        );
        return /\*\*([A-HJKMNP-Z2-9]{6})\*\*/.exec(replies.at(-1)!.message)?.[1] ?? JSON.stringify(replies.at(-1));
      }),
    );
    expect(references.filter((reference) => !/^[A-Z0-9]{6}$/.test(reference))).toEqual([]);
    expect(new Set(references).size).toBe(LEADS);

    await expect.poll(() => mail.received.length, { timeout: 30_000 }).toBe(LEADS);
    // Time for a second sending, if one were to happen.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const sent = mail.received.map((message) => /^<lead-([A-Z0-9]{6})@/.exec(message.headers.get('message-id') ?? '')?.[1]);
    expect(sent.sort()).toEqual([...references].sort());
    const notified = sites.flatMap((site) =>
      site
        .logs()
        .filter((entry) => entry.event === 'lead-notified')
        .map((entry) => entry.reference),
    );
    expect(notified.sort()).toEqual([...references].sort());

    const exported = await leadsCommand(['export', '--format', 'json'], { DATABASE_URL: postgres!.url });
    expect(exported.code, exported.stderr).toBe(0);
    const leads = JSON.parse(exported.stdout) as LeadJson[];
    expect(leads.map((lead) => lead.reference).sort()).toEqual([...references].sort());
    expect(leads.every((lead) => lead.notifiedAt !== null && lead.pending.length === 0)).toBe(true);
    // Migrated once, though both started at the same time.
    const migrations = sites.flatMap((site) =>
      site
        .logs()
        .filter((entry) => entry.event === 'leads-ready')
        .map((entry) => entry.migrations),
    );
    // One instance migrated, the other found it done.
    expect(migrations.sort()[0]).toBe(0);
    expect(migrations[1]).toBeGreaterThan(0);
  }, 90_000);
});
