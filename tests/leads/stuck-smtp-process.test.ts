/**
 * A stuck SMTP server, with the built server as a process: it holds back no webhook, SIGTERM still
 * ends the process promptly, and the e-mails it owed go once after the restart. On a throw-away
 * PostgreSQL (a second to start, where the embedded database takes half a minute to create), whose
 * leases, unlike the embedded database's, are not freed at start: what the shutdown cut must be due
 * at once all the same.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requirePostgres, startPostgres } from '../helpers/postgres.ts';
import { converse, demoRequest, REFERENCE, startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';
import { startDrippingSmtp, startHook, startSmtp, type Smtp } from '../helpers/smtp.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A visitor asks for a demo; resolves to the lead's reference. */
async function lead(site: SiteProcess, session: string, email: string): Promise<string> {
  const replies = await converse(site.url, `session-1700000000000-${session}`, demoRequest(email));
  const reference = REFERENCE.exec(replies.at(-1)!.message)?.[1];
  expect(reference, replies.at(-1)!.message).toBeDefined();
  return reference!;
}

const notified = (reference: string, channel: string) => (entry: Record<string, unknown>) =>
  entry.event === 'lead-notified' && entry.reference === reference && entry.channel === channel;
const messagesFor = (mail: Smtp, reference: string) => mail.received.filter((message) => message.headers.get('message-id')?.startsWith(`<lead-${reference}@`));

describe.skipIf(!requirePostgres())('an SMTP server that drips one byte every 3 s (built server)', () => {
  it('holds back no webhook; SIGTERM exits 0 within 15 s; after the restart each e-mail goes once', async () => {
    const drip = await startDrippingSmtp(3_000);
    const hook = await startHook(() => 200);
    const mail = await startSmtp();
    const postgres = (await startPostgres())!;
    cleanup.push(drip.close, hook.close, mail.close, postgres.stop);
    const env = {
      PORT: String(await freePort()),
      DATABASE_URL: postgres.url,
      // Not the project's ./data.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leads-stuck-')),
      SMTP_URL: `smtp://127.0.0.1:${drip.port}`,
      LEADS_NOTIFY_TO: 'ventes@exemple.fr',
      MAIL_FROM: 'demandes@ondalys-site.fr',
      LEADS_WEBHOOK_URL: hook.url,
    };
    const first = await startSite(env);
    cleanup.push(() => first.stop('SIGKILL'));

    const a = await lead(first, 'stuckmail1', 'camille@garage.example');
    await first.waitForLog(notified(a, 'webhook'));
    await until(() => drip.open() === 1, 'the first e-mail stuck on the dripping server');
    // Another lead while the first e-mail is stuck: its webhook goes at once, its e-mail on a connection of its own.
    const b = await lead(first, 'stuckmail2', 'dominique@atelier.example');
    await first.waitForLog(notified(b, 'webhook'));
    await until(() => drip.open() === 2, 'the second e-mail stuck beside the first');
    expect(first.logs().filter((entry) => entry.event === 'lead-notified' && entry.channel === 'email')).toEqual([]);

    const signalled = Date.now();
    await first.stop('SIGTERM');
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(first.child.exitCode).toBe(0);
    // The stuck connections were closed, not left to the server.
    await until(() => drip.open() === 0, 'the stuck connections closed', 2_000);
    const cut = first.logs().filter((entry) => entry.event === 'lead-notify-failed' && entry.channel === 'email');
    expect(cut.map((entry) => [entry.reference, entry.message]).sort()).toEqual(
      [a, b].sort().map((reference) => [reference, 'interrupted: the server is stopping']),
    );

    // The SMTP server works again (here: the operator points SMTP_URL at a working one).
    const second = await startSite({ ...env, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
    cleanup.push(() => second.stop('SIGKILL'));
    await second.waitForLog(notified(a, 'email'), 30_000);
    await second.waitForLog(notified(b, 'email'), 30_000);
    // A moment for a duplicate to show, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(messagesFor(mail, a)).toHaveLength(1);
    expect(messagesFor(mail, b)).toHaveLength(1);
    // From MAIL_FROM, under the brand's name.
    for (const message of mail.received) expect(message.headers.get('from')).toMatch(/<demandes@ondalys-site\.fr>$/);
    expect(hook.requests.map((request) => request.headers['idempotency-key']).sort()).toEqual([`lead-${a}`, `lead-${b}`].sort());
    await second.stop();
    expect(second.child.exitCode).toBe(0);
  }, 120_000);
});
