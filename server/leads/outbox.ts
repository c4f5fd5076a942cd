/**
 * Sends the outbox: the notifications written with each lead. Each channel (e-mail, webhook) is a lane
 * of its own that leases its due deliveries (another instance skips them) and sends several at once,
 * so that a stuck SMTP server holds back no webhook, and one slow lead no other. Every delivery has a
 * deadline for the whole send; a failure is tried again later, with backoff, while the server or the
 * network is down. Logs name the lead by its reference only, never by the visitor's details.
 */
import type { Channel, Delivery, Lead, LeadEvent, LeadStore } from './store.ts';

/**
 * Sends a lead's notification: a new lead, or one updated by a second request (its changes). It
 * should stop and close its connection when `signal` aborts (the deadline, a shutdown); the worker
 * gives up on it then anyway.
 */
export type Sender = (lead: Lead, event: LeadEvent, signal: AbortSignal) => Promise<void>;

export interface OutboxOptions {
  log: (entry: Record<string, unknown>) => void;
  /** How often due deliveries are looked for (retries, other instances' leads); default 5 s. */
  pollMs?: number;
  /**
   * The whole of one delivery: connection, greeting, message and answer; default 60 s. Per-phase
   * timeouts are not enough: a server that sends a byte every few seconds never trips them.
   */
  deadlineMs?: number;
  /** How long a claimed delivery is ours; longer than its deadline plus recording it. Default deadline + 30 s. */
  leaseMs?: number;
  /** Deliveries of one channel in flight at once; default 5. */
  perChannel?: number;
  /** The wait after `attempts` tries have failed (1 after the first); default `defaultBackoff`. */
  backoff?: (attempts: number) => number;
}

/** 5 s, doubling, at most 15 min, ±20 % so that instances and leads do not retry in step. */
export function defaultBackoff(attempts: number): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const CHANNELS: Channel[] = ['email', 'webhook'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'unknown error';

/** Rejects when `signal` aborts, with its reason. */
const abortion = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

export class OutboxWorker {
  private readonly log: OutboxOptions['log'];
  private readonly pollMs: number;
  private readonly deadlineMs: number;
  private readonly leaseMs: number;
  private readonly perChannel: number;
  private readonly backoff: (attempts: number) => number;
  private timer: NodeJS.Timeout | undefined;
  /** The pass in flight and those queued behind it: one at a time (a pass only claims and starts). */
  private tail: Promise<unknown> = Promise.resolve();
  /** A woken pass is queued and not started yet: another wake adds nothing. */
  private queued = false;
  private stopped = false;
  /** The deliveries being sent, by channel. */
  private readonly inFlight = new Map<Channel, Set<Promise<boolean>>>(CHANNELS.map((channel) => [channel, new Set()]));
  /** Aborts every delivery in flight: the shutdown's time is up. */
  private readonly halt = new AbortController();

  constructor(
    private readonly store: LeadStore,
    private readonly senders: Partial<Record<Channel, Sender>>,
    options: OutboxOptions,
  ) {
    this.log = options.log;
    this.pollMs = options.pollMs ?? 5_000;
    this.deadlineMs = options.deadlineMs ?? 60_000;
    this.leaseMs = options.leaseMs ?? this.deadlineMs + 30_000;
    this.perChannel = options.perChannel ?? 5;
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
      if (this.stopped) return [];
      return this.pass();
    });
  }

  /**
   * No new pass; resolves once the deliveries in flight have finished, or, after `graceMs`, once
   * they have been cut: those are recorded as not sent, due at once, and go at the next start.
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const cut = Number.isFinite(graceMs) ? setTimeout(() => this.halt.abort(new Error('interrupted: the server is stopping')), graceMs) : undefined;
    await this.tail;
    await Promise.all([...this.inFlight.values()].flatMap((deliveries) => [...deliveries]));
    clearTimeout(cut);
  }

  /** One pass, after the one in flight; resolves, once they are done, to the number of deliveries it sent. */
  async runOnce(): Promise<number> {
    const started = await this.exclusive(() => this.pass());
    return (await Promise.all(started)).filter(Boolean).length;
  }

  private exclusive(work: () => Promise<Promise<boolean>[]>): Promise<Promise<boolean>[]> {
    const run = this.tail.then(work).catch((error: unknown) => {
      this.log({ level: 'error', event: 'outbox-failed', message: messageOf(error) });
      return [];
    });
    this.tail = run;
    return run;
  }

  /** Claims, for each channel, what its free places allow, and starts sending it; resolves to those sends. */
  private async pass(): Promise<Promise<boolean>[]> {
    const started: Promise<boolean>[] = [];
    for (const channel of CHANNELS) {
      const lane = this.inFlight.get(channel)!;
      const free = this.perChannel - lane.size;
      if (free <= 0) continue;
      const deliveries = await this.store.claim(free, this.leaseMs, new Date(), channel);
      for (const delivery of deliveries) {
        const sending = this.deliver(delivery).finally(() => {
          lane.delete(sending);
          // The lane was full: more may be due behind it, no need to wait for the poll.
          if (deliveries.length === free) this.wake();
        });
        lane.add(sending);
        started.push(sending);
      }
    }
    return started;
  }

  private async deliver(delivery: Delivery): Promise<boolean> {
    const { channel, lead } = delivery;
    const attempts = delivery.attempts + 1;
    const send = this.senders[channel];
    const deadline = AbortSignal.timeout(this.deadlineMs);
    const signal = AbortSignal.any([deadline, this.halt.signal]);
    try {
      // Kept, not dropped: the channel may be configured again and the lead is owed its notification.
      if (!send) throw new Error(`no sender configured for the ${channel} channel`);
      // Raced with the signal: a sender that does not stop at once is let go all the same.
      await Promise.race([send(lead, delivery.event, signal), abortion(signal)]);
    } catch (error) {
      const interrupted = this.halt.signal.aborted;
      const message = deadline.aborted ? `not sent within ${this.deadlineMs} ms` : interrupted ? messageOf(this.halt.signal.reason) : messageOf(error);
      this.log({ level: 'warn', event: 'lead-notify-failed', reference: lead.reference, channel, attempts, message });
      // Cut by a shutdown, not the receiver's fault: due again at once, for the next start.
      const retryAt = new Date(Date.now() + (interrupted ? 0 : this.backoff(attempts)));
      await this.record(delivery, () => this.store.failed(delivery, message, retryAt));
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
