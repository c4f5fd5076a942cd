/**
 * Sends the outbox: the notifications written with each lead. Each pass leases due deliveries
 * (another instance skips them), sends them and records the outcome; a failure is tried again later,
 * with backoff, while the server or the network is down. Logs name the lead by its reference only,
 * never by the visitor's details.
 */
import type { Channel, Delivery, Lead, LeadEvent, LeadStore } from './store.ts';

/** Sends a lead's notification: a new lead, or one updated by a second request (its changes). */
export type Sender = (lead: Lead, event: LeadEvent) => Promise<void>;

export interface OutboxOptions {
  log: (entry: Record<string, unknown>) => void;
  /** How often due deliveries are looked for (retries, other instances' leads); default 5 s. */
  pollMs?: number;
  /** How long a claimed delivery is ours; longer than a send can take (the senders time out first). Default 60 s. */
  leaseMs?: number;
  /** Deliveries claimed by one pass; default 10. */
  batch?: number;
  /** The wait after `attempts` tries have failed (1 after the first); default `defaultBackoff`. */
  backoff?: (attempts: number) => number;
}

/** 5 s, doubling, at most 15 min, ±20 % so that instances and leads do not retry in step. */
export function defaultBackoff(attempts: number): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'unknown error';

export class OutboxWorker {
  private readonly log: OutboxOptions['log'];
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly backoff: (attempts: number) => number;
  private timer: NodeJS.Timeout | undefined;
  /** The pass in flight and those queued behind it: one at a time. */
  private tail: Promise<unknown> = Promise.resolve();
  /** A woken pass is queued and not started yet: another wake adds nothing. */
  private queued = false;
  private stopped = false;

  constructor(
    private readonly store: LeadStore,
    private readonly senders: Partial<Record<Channel, Sender>>,
    options: OutboxOptions,
  ) {
    this.log = options.log;
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batch = options.batch ?? 10;
    this.backoff = options.backoff ?? defaultBackoff;
  }

  /** Polls every pollMs, and runs a pass at once (what a previous run left undelivered). */
  start(): void {
    if (this.stopped || this.timer) return;
    // Unref'd: the worker alone does not keep the process alive.
    this.timer = setInterval(() => this.wake(), this.pollMs).unref();
    this.wake();
  }

  /** Runs a pass soon: after the one in flight if any, and only one however many wakes come meanwhile. */
  wake(): void {
    if (this.stopped || this.queued) return;
    this.queued = true;
    void this.exclusive(async () => {
      // From here a wake means something new since this pass began: it queues one more.
      this.queued = false;
      if (this.stopped) return 0;
      const { claimed, sent } = await this.pass();
      // A full batch that went through may have left more due behind it: no need to wait for the poll.
      if (claimed === this.batch && sent > 0) this.wake();
      return sent;
    });
  }

  /** No new pass; resolves once the pass in flight (and any queued) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.tail;
  }

  /** One pass, after the one in flight; resolves to the number of deliveries sent. */
  runOnce(): Promise<number> {
    return this.exclusive(async () => (await this.pass()).sent);
  }

  private exclusive(work: () => Promise<number>): Promise<number> {
    const run = this.tail.then(work).catch((error: unknown) => {
      this.log({ level: 'error', event: 'outbox-failed', message: messageOf(error) });
      return 0;
    });
    this.tail = run;
    return run;
  }

  private async pass(): Promise<{ claimed: number; sent: number }> {
    const deliveries = await this.store.claim(this.batch, this.leaseMs);
    // In parallel: every delivery of the batch must be done within the one lease taken for all.
    const results = await Promise.all(deliveries.map((delivery) => this.deliver(delivery)));
    return { claimed: deliveries.length, sent: results.filter(Boolean).length };
  }

  private async deliver(delivery: Delivery): Promise<boolean> {
    const { channel, lead } = delivery;
    const attempts = delivery.attempts + 1;
    const send = this.senders[channel];
    try {
      // Kept, not dropped: the channel may be configured again and the lead is owed its notification.
      if (!send) throw new Error(`no sender configured for the ${channel} channel`);
      await send(lead, delivery.event);
    } catch (error) {
      const message = messageOf(error);
      this.log({ level: 'warn', event: 'lead-notify-failed', reference: lead.reference, channel, attempts, message });
      await this.record(delivery, () => this.store.failed(delivery, message, new Date(Date.now() + this.backoff(attempts))));
      return false;
    }
    // Sent: if this cannot be recorded, the lease runs out and it is sent again (same Message-ID / Idempotency-Key).
    if (!(await this.record(delivery, () => this.store.sent(delivery)))) return false;
    this.log({ event: 'lead-notified', reference: lead.reference, channel, attempts });
    return true;
  }

  /** Writes an outcome; false (logged) when the database does not take it. */
  private async record(delivery: Delivery, write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      this.log({ level: 'error', event: 'outbox-failed', reference: delivery.lead.reference, channel: delivery.channel, message: messageOf(error) });
      return false;
    }
  }
}
