/**
 * The leads' back office of one server process: opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL) at start and migrates it, keeps the conversations' records there,
 * sends the outbox with a worker, purges old leads and idle conversations every day, and, with the
 * embedded database, answers `npm run leads` on a Unix socket in DATA_DIR (the only process that may
 * open that directory is this one). A database that cannot be opened is tried again on a timer with
 * backoff; ready() tells /readyz whether the store answers and the outbox moves.
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
import { LeadStore, type Channel, type OutboxStats } from './store.ts';
import { errorFields } from '../logger.ts';

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
  /** Whether the store answers and the outbox moves (GET /readyz); never waits more than about READY_DEADLINE_MS. */
  ready(): Promise<Readiness>;
  /** The outbox at a glance, for the metrics; null while the store is not open. */
  outbox(): Promise<OutboxStats | null>;
  /** Stops the worker (after its sends in flight), the purge and the socket, and closes the database. */
  close(): Promise<void>;
}

/** What /readyz answers: ready, or the reason why not, in words an operator can act on. */
export type Readiness =
  | { ready: true; store: 'open' | 'not-opened'; pending?: number }
  | { ready: false; reason: 'store-unavailable' | 'store-unreachable' | 'outbox-stuck'; message: string; code?: string; retryInMs?: number; pending?: number };

/** What anyone else may read of it: whether it is ready and the reason code, not the database's words nor the count owed. */
export function publicReadiness(readiness: Readiness): Pick<Readiness, 'ready'> & { store?: string; reason?: string } {
  return readiness.ready ? { ready: true, store: readiness.store } : { ready: false, reason: readiness.reason };
}

/** /readyz waits this long for the database: a store slower than that is as good as down to a visitor. */
export const READY_DEADLINE_MS = 1_000;

/**
 * A delivery due this long ago that no worker has leased means no worker is sending: a worker
 * polls every 5 s, leases for 60 s, and reschedules a failed send (backoff), so a healthy outbox
 * never holds one due for minutes.
 */
export const OUTBOX_STUCK_MS = 5 * 60_000;

/** The wait before opening the store again after `failures` failures: 1 s, doubling, at most a minute. */
export function openBackoff(failures: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, failures - 1), 60_000);
}

/** `work`, or a rejection naming `what` once `ms` have passed without its answer. */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
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
  /** The wait before opening again after failures; default openBackoff. */
  openBackoff?: (failures: number) => number;
}

export function startLeads({ config, publicUrl, log, worker: workerOptions, proofMaxNumber, openBackoff: backoff = openBackoff }: LeadsOptions): Leads {
  const senders: Partial<Record<Channel, Sender>> = {};
  if (config.smtpUrl && config.notifyTo)
    senders.email = emailSender({
      smtpUrl: config.smtpUrl,
      to: config.notifyTo,
      from: config.mailFrom ?? brand.emails.sender,
      publicUrl,
      brandName: brand.name,
    });
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
  type Opened = { store: LeadStore; conversations: ConversationStore; guards: Guards };
  let opening: Promise<Opened> | undefined;

  const open = async () => {
    const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    db = database;
    try {
      const migrations = await migrate(database);
      const store = new LeadStore(database);
      if (database.kind === 'embedded') await store.releaseLeases();
      worker = new OutboxWorker(store, senders, { log, ...workerOptions });
      worker.start();
      const purge = async () => {
        try {
          const count = await store.purge(config.retentionDays);
          if (count) log({ event: 'leads-purged', count, retentionDays: config.retentionDays });
          const conversations = await store.purgeConversations(config.conversationRetentionDays);
          if (conversations) log({ event: 'conversations-purged', count: conversations, retentionDays: config.conversationRetentionDays });
        } catch (error) {
          log({ level: 'error', event: 'leads-purge-failed', ...errorFields(error) });
        }
      };
      await purge();
      purgeTimer = setInterval(purge, DAY_MS).unref();
      if (database.kind === 'embedded')
        control = await serveControl(controlSocketPath(config.dataDir), (args) => runLeadCommand(store, args, { retentionDays: config.retentionDays }));
      const key = await proofKey(database);
      const guards: Guards = {
        proofs: new Proofs(key, proofMaxNumber),
        limits: new LimitKeeper(key, { perAddressHour: config.perAddressHour, perContactDay: config.perContactDay }),
      };
      log({ event: 'leads-ready', database: database.kind, migrations, notify: channels });
      return { store, conversations: new SqlConversationStore(database), guards };
    } catch (error) {
      // Everything this attempt started is stopped, and the database closed (its lock released),
      // so that the next attempt starts clean.
      clearInterval(purgeTimer);
      await worker?.stop();
      await control?.close().catch(() => {});
      await database.close().catch(() => {});
      [db, worker, control] = [undefined, undefined, undefined];
      throw error;
    }
  };
  /** The last attempt's failure, while the store is not open: why, and when the next attempt comes. */
  let failure: { message: string; code?: string; failures: number; retryAt: number } | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  /**
   * Opens the store; on a failure, tries again on a timer with backoff (a database back up, a lock
   * released), not at each request: an attempt can cost seconds of CPU (the embedded database) or
   * wait for a server that does not answer, and visitors and probes would pay for it.
   */
  const attempt = (): Promise<Opened> => {
    // Whatever was thrown (PGlite can throw objects that are not Errors), callers get an Error whose message reads.
    const current = open().catch((error: unknown) => {
      throw error instanceof Error && error.message ? error : Object.assign(new Error(errorFields(error).message), errorFields(error));
    });
    opening = current;
    current.then(
      () => {
        failure = undefined;
      },
      (error: unknown) => {
        const fields = errorFields(error);
        const failures = (failure?.failures ?? 0) + 1;
        const retryInMs = backoff(failures);
        // Said once, and again when the reason changes: a line a minute while the database is down would bury the rest.
        const again = failure?.message === fields.message && failure.code === fields.code;
        log({ level: again ? 'debug' : 'error', event: 'leads-unavailable', ...fields, failures, retryInMs });
        failure = { ...fields, failures, retryAt: Date.now() + retryInMs };
        opening = undefined;
        if (!closed) retryTimer = setTimeout(() => void attempt().catch(() => {}), retryInMs).unref();
      },
    );
    return current;
  };
  const opened = (): Promise<Opened> => {
    if (opening) return opening;
    // Failed, and the timer tries again: this request gets the reason at once.
    if (failure) return Promise.reject(Object.assign(new Error(`leads database unavailable: ${failure.message}`), failure.code ? { code: failure.code } : {}));
    return attempt();
  };
  const unavailable = (): Readiness => ({
    ready: false,
    reason: 'store-unavailable',
    message: failure?.message ?? 'the leads database is opening',
    ...(failure?.code ? { code: failure.code } : {}),
    ...(failure ? { retryInMs: Math.max(0, failure.retryAt - Date.now()) } : {}),
  });
  /** The store, if it opens within the deadline. */
  const openStore = async (current: Promise<Opened>) => (await withDeadline(current, READY_DEADLINE_MS, 'opening the leads database')).store;
  const stats = (store: LeadStore) => withDeadline(store.outboxStats(), READY_DEADLINE_MS, 'the leads database');
  const check = async (): Promise<Readiness> => {
    // Not open and not failed: an empty DATA_DIR, whose embedded database the first lead creates (below).
    if (!opening) return failure ? unavailable() : { ready: true, store: 'not-opened' };
    let store: LeadStore;
    let outbox: OutboxStats;
    try {
      store = await openStore(opening);
    } catch {
      return unavailable();
    }
    try {
      // The readiness query is the outbox's: it answers both questions.
      outbox = await stats(store);
    } catch (error) {
      return { ready: false, reason: 'store-unreachable', ...errorFields(error) };
    }
    const overdueMs = outbox.oldestDueAt ? Date.now() - outbox.oldestDueAt.getTime() : 0;
    if (overdueMs > OUTBOX_STUCK_MS) {
      return {
        ready: false,
        reason: 'outbox-stuck',
        message: `a notification has been due for ${Math.round(overdueMs / 60_000)} min and no worker is sending it`,
        pending: outbox.pending,
      };
    }
    return { ready: true, store: 'open', pending: outbox.pending };
  };
  /** One check at a time: probes that come while one runs share its answer, and never pile up queries on a slow database. */
  let checking: Promise<Readiness> | undefined;

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
    ready: () => (checking ??= check().finally(() => (checking = undefined))),
    outbox: async () => (opening ? stats(await openStore(opening)) : null),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await opening?.catch(() => {});
      clearInterval(purgeTimer);
      await worker?.stop();
      await control?.close();
      await db?.close();
    },
  };
}
