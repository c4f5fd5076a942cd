/**
 * The lead desk as the operator runs it: the built server as a process, a real SMTP server, the
 * embedded database in a temporary DATA_DIR, and `npm run leads` (dist/leads.js).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { converse, demoRequest, exportedLeads, REFERENCE, startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';
import { startSmtp, type Smtp } from '../helpers/smtp.ts';

const TEAM = 'ventes@exemple.fr';
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

async function site(env: Record<string, string> & { PORT: string }): Promise<SiteProcess> {
  const started = await startSite(env);
  cleanup.push(() => started.stop('SIGKILL'));
  return started;
}

async function smtp(port = 0, options: { onConnectDelayMs?: number } = {}): Promise<Smtp> {
  const server = await startSmtp(port, options);
  cleanup.push(() => server.close());
  return server;
}

const messagesFor = (mail: Smtp, reference: string) => mail.received.filter((message) => message.headers.get('message-id')?.startsWith(`<lead-${reference}@`));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('leads that are never lost (built server, real SMTP server)', () => {
  it.concurrent('keeps a lead confirmed just before a SIGKILL, and e-mails it once after the restart', async () => {
    // A slow SMTP server: its greeting waits, so the e-mail is still on its way when the server dies.
    const mail = await smtp(0, { onConnectDelayMs: 1500 });
    const env = {
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leads-kill-')),
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEADS_NOTIFY_TO: TEAM,
    };
    const first = await site(env);
    const replies = await converse(first.url, 'session-1700000000000-killtest0', demoRequest('camille@garage.example'));
    const reference = REFERENCE.exec(replies.at(-1)!.message)?.[1];
    expect(reference, replies.at(-1)!.message).toBeDefined();
    await first.stop('SIGKILL');
    expect(messagesFor(mail, reference!)).toHaveLength(0);

    // The lead was written before it was confirmed: the operator sees it, not sent yet.
    const leads = await exportedLeads({ DATA_DIR: env.DATA_DIR });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ reference, kind: 'demo', name: 'Camille Martin', email: 'camille@garage.example', notifiedAt: null, pending: ['email'] });

    const second = await site(env);
    await second.waitForLog((entry) => entry.event === 'lead-notified' && entry.reference === reference, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(messagesFor(mail, reference!)).toHaveLength(1);
    expect(messagesFor(mail, reference!)[0]!.text).toContain('Camille Martin');
    const after = await exportedLeads({ DATA_DIR: env.DATA_DIR });
    expect(after[0]!.notifiedAt).not.toBeNull();
    expect(after[0]!.pending).toEqual([]);
    await second.stop();
  }, 90_000);

  it.concurrent('e-mails a lead taken while the SMTP server refused connections for a minute, once it is back, exactly once', async () => {
    const smtpPort = await freePort();
    const env = {
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leads-outage-')),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: TEAM,
    };
    const running = await site(env);
    const downSince = Date.now();
    const replies = await converse(running.url, 'session-1700000000000-outage000', demoRequest('dominique@atelier.example'));
    const reference = REFERENCE.exec(replies.at(-1)!.message)?.[1];
    expect(reference).toBeDefined();
    await running.waitForLog((entry) => entry.event === 'lead-notify-failed' && entry.reference === reference);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 60_000 - (Date.now() - downSince))));
    const failures = running.logs().filter((entry) => entry.event === 'lead-notify-failed' && entry.reference === reference);
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.every((entry) => String(entry.message).includes('ECONNREFUSED'))).toBe(true);

    const mail = await smtp(smtpPort);
    await running.waitForLog((entry) => entry.event === 'lead-notified' && entry.reference === reference, 60_000);
    await until(() => messagesFor(mail, reference!).length > 0, 5000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(messagesFor(mail, reference!)).toHaveLength(1);
    await running.stop();
  }, 150_000);
});
