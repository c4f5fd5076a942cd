/**
 * The leads' back office of one server process: opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL) at start and migrates it, keeps the conversations' records there,
 * sends the outbox with a worker, purges old leads and idle conversations every day, and, with the
 * embedded database, answers `npm run leads` on a Unix socket in DATA_DIR (the only process that may
 * open that directory is this one).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '../../content/brand.ts';
import type { LeadsConfig } from '../config.ts';
import { SqlConversationStore, type ConversationStore } from '../conversations/store.ts';
import { runLeadCommand } from './commands.ts';
import { controlSocketPath, serveControl } from './control.ts';
import { openDb, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import { emailSender } from './notify-email.ts';
import { webhookSender } from './notify-webhook.ts';
import type { Guards } from './desk.ts';
import { LimitKeeper } from './limits.ts';
import { OutboxWorker, type Sender } from './outbox.ts';
import { proofKey, Proofs } from './proof.ts';
import { LeadStore, type Channel } from './store.ts';

export interface Leads {
  /** The store, once open; rejects when it cannot be (the log says why). */
  store(): Promise<LeadStore>;
  /** The conversations' records, in the same database. */
  conversations(): Promise<ConversationStore>;
  /** The proofs of work and the limits, keyed with the instances' shared secret. */
  guards(): Promise<Guards>;
  /** Where each lead is sent. */
  channels: Channel[];
  /** A lead was stored: send it now rather than at the next poll. */
  stored(): void;
  /** Stops the outbox: no new send; those in flight are cut after `graceMs` and go at the next start. */
  stopOutbox(graceMs: number): Promise<void>;
  /** Stops the worker (after its sends in flight), the purge and the socket, and closes the database. */
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;

export interface LeadsOptions {
  config: LeadsConfig;
  publicUrl: string;
  log: (entry: Record<string, unknown>) => void;
  /** The outbox worker's settings (tests make it quick). */
  worker?: Partial<ConstructorParameters<typeof OutboxWorker>[2]>;
  /** The proofs' difficulty (tests make it light). */
  proofMaxNumber?: number;
}

export function startLeads({ config, publicUrl, log, worker: workerOptions, proofMaxNumber }: LeadsOptions): Leads {
  const senders: Partial<Record<Channel, Sender>> = {};
  if (config.smtpUrl && config.notifyTo) senders.email = emailSender({ smtpUrl: config.smtpUrl, to: config.notifyTo, from: config.mailFrom ?? brand.emails.sender, publicUrl, brandName: brand.name });
  if (config.webhookUrl) senders.webhook = webhookSender({ url: config.webhookUrl });
  const channels = Object.keys(senders) as Channel[];
  if (channels.length === 0) {
    log({
      level: 'warn',
      event: 'leads-not-notified',
      message: 'Les demandes sont seulement enregistrées : personne n’en est prévenu. Définissez SMTP_URL et LEADS_NOTIFY_TO, ou LEADS_WEBHOOK_URL.',
    });
  }

  let db: Db | undefined;
  let worker: OutboxWorker | undefined;
  let control: { close(): Promise<void> } | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  let opening: Promise<{ store: LeadStore; conversations: ConversationStore; guards: Guards }> | undefined;

  const open = async () => {
    db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    let migrations: number;
    try {
      migrations = await migrate(db);
    } catch (error) {
      // Closed (and its lock released) so that the next attempt starts clean.
      await db.close().catch(() => {});
      db = undefined;
      throw error;
    }
    const store = new LeadStore(db);
    if (db.kind === 'embedded') await store.releaseLeases();
    worker = new OutboxWorker(store, senders, { log, ...workerOptions });
    worker.start();
    const purge = async () => {
      try {
        const count = await store.purge(config.retentionDays);
        if (count) log({ event: 'leads-purged', count, retentionDays: config.retentionDays });
        const conversations = await store.purgeConversations(config.conversationRetentionDays);
        if (conversations) log({ event: 'conversations-purged', count: conversations, retentionDays: config.conversationRetentionDays });
      } catch (error) {
        log({ level: 'error', event: 'leads-purge-failed', message: error instanceof Error ? error.message : String(error) });
      }
    };
    await purge();
    purgeTimer = setInterval(purge, DAY_MS).unref();
    if (db.kind === 'embedded') control = await serveControl(controlSocketPath(config.dataDir), (args) => runLeadCommand(store, args, { retentionDays: config.retentionDays }));
    const key = await proofKey(db);
    const guards: Guards = { proofs: new Proofs(key, proofMaxNumber), limits: new LimitKeeper(key, { perAddressHour: config.perAddressHour, perContactDay: config.perContactDay }) };
    log({ event: 'leads-ready', database: db.kind, migrations, notify: channels });
    return { store, conversations: new SqlConversationStore(db), guards };
  };
  const opened = () => {
    if (!opening) {
      opening = open();
      opening.catch((error: unknown) => {
        log({ level: 'error', event: 'leads-unavailable', message: error instanceof Error ? error.message : String(error) });
        // The next lead tries again (a database back up, a lock released).
        opening = undefined;
      });
    }
    return opening;
  };

  // A database that may hold leads is opened now: its outbox may owe notifications (a crash, an
  // outage), and `npm run leads` talks to it. An empty DATA_DIR waits for the first message, which
  // spares each start of a new install the embedded database's creation (seconds of CPU, 800 MB).
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (config.databaseUrl || existsSync(join(config.dataDir, 'PG_VERSION'))) void opened().catch(() => {});

  return {
    store: async () => (await opened()).store,
    conversations: async () => (await opened()).conversations,
    guards: async () => (await opened()).guards,
    channels,
    stored: () => worker?.wake(),
    stopOutbox: async (graceMs) => {
      await opening?.catch(() => {});
      await worker?.stop(graceMs);
    },
    async close() {
      await opening?.catch(() => {});
      clearInterval(purgeTimer);
      await worker?.stop();
      await control?.close();
      await db?.close();
    },
  };
}
