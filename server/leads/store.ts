/**
 * Leads and their outbox. A lead and the notifications it is owed are written in one transaction:
 * confirmed to the visitor only once both are durable, and no notification is ever owed for a lead
 * that was not stored. The visitor's words are stored as text (parameters), never interpreted.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db, Queryable } from './db.ts';

export type LeadKind = 'demo' | 'audit' | 'trial' | 'callback' | 'quote';
export type Channel = 'email' | 'webhook';

export interface NewLead {
  kind: LeadKind;
  /** What it is about: a solution, or the visitor's words. */
  need: string;
  name: string;
  company: string;
  email: string;
  /** E.164 when it could be read, else as written. */
  phone: string;
  callbackTime: string;
  consentAt: Date;
  sessionId: string;
  conversation: { role: string; content: string }[];
}

export interface Lead extends NewLead {
  id: number;
  reference: string;
  createdAt: Date;
  notifiedAt: Date | null;
}

/** An outbox entry due for sending, with its lead. */
export interface Delivery {
  id: number;
  channel: Channel;
  attempts: number;
  lead: Lead;
}

/** Letters and digits a visitor cannot confuse when reading the reference aloud (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 6;

export function newReference(): string {
  return Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
}

/** PostgreSQL's text (and jsonb) cannot hold U+0000: a visitor who types one gets U+FFFD in its place, and the rest kept. */
const text = (value: string) => value.replaceAll('\u0000', '\ufffd');

function storable(lead: NewLead): NewLead {
  return {
    ...lead,
    need: text(lead.need),
    name: text(lead.name),
    company: text(lead.company),
    email: text(lead.email),
    phone: text(lead.phone),
    callbackTime: text(lead.callbackTime),
    sessionId: text(lead.sessionId),
    conversation: lead.conversation.map(({ role, content }) => ({ role: text(role), content: text(content) })),
  };
}

/** What makes two requests the same one: everything the visitor gave, not the moment nor the conversation. */
function fingerprintOf(lead: NewLead): string {
  const fields = [lead.kind, lead.need, lead.name, lead.company, lead.email, lead.phone, lead.callbackTime];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

interface LeadRow {
  id: string | number;
  reference: string;
  created_at: Date | string;
  kind: LeadKind;
  need: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  callback_time: string;
  consent_at: Date | string;
  session_id: string;
  conversation: { role: string; content: string }[] | string;
  notified_at: Date | string | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function leadOf(row: LeadRow): Lead {
  return {
    id: Number(row.id),
    reference: row.reference,
    createdAt: date(row.created_at),
    kind: row.kind,
    need: row.need,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    callbackTime: row.callback_time,
    consentAt: date(row.consent_at),
    sessionId: row.session_id,
    conversation: typeof row.conversation === 'string' ? JSON.parse(row.conversation) : row.conversation,
    notifiedAt: row.notified_at === null ? null : date(row.notified_at),
  };
}

export class LeadStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores a lead and the notifications it is owed, in one transaction; returns it with its reference.
   * The same request sent again by the same session (a consent repeated after a lost answer) is the
   * same lead: it is returned as it was, with no new notification.
   */
  async add(given: NewLead, channels: Channel[]): Promise<Lead> {
    const lead = storable(given);
    return this.db.transaction(async (tx) => {
      const fingerprint = fingerprintOf(lead);
      const { row, created } = await this.insert(tx, lead, fingerprint);
      if (created) for (const channel of channels) await tx.query('INSERT INTO outbox (lead_id, channel) VALUES ($1, $2)', [row.id, channel]);
      return row;
    });
  }

  private async insert(tx: Queryable, lead: NewLead, fingerprint: string): Promise<{ row: Lead; created: boolean }> {
    for (;;) {
      const rows = await tx.query<LeadRow>(
        `INSERT INTO leads (reference, kind, need, name, company, email, phone, callback_time, consent_at, session_id, conversation, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)
         ON CONFLICT DO NOTHING RETURNING *`,
        [newReference(), lead.kind, lead.need, lead.name, lead.company, lead.email, lead.phone, lead.callbackTime, lead.consentAt.toISOString(), lead.sessionId, JSON.stringify(lead.conversation), fingerprint],
      );
      if (rows[0]) return { row: leadOf(rows[0]), created: true };
      const same = await tx.query<LeadRow>('SELECT * FROM leads WHERE session_id = $1 AND fingerprint = $2', [lead.sessionId, fingerprint]);
      if (same[0]) return { row: leadOf(same[0]), created: false };
      // Otherwise the reference drawn was taken (rare): draw another.
    }
  }

  /** Leads, newest first; from `since` (inclusive) when given. */
  async list({ since, limit }: { since?: Date; limit?: number } = {}): Promise<Lead[]> {
    const rows = await this.db.query<LeadRow>('SELECT * FROM leads WHERE created_at >= $1 ORDER BY created_at DESC, id DESC LIMIT $2', [
      (since ?? new Date(0)).toISOString(),
      limit ?? 1_000_000,
    ]);
    return rows.map(leadOf);
  }

  /** Notifications not sent yet, by lead: what the export shows as pending. */
  async pending(): Promise<Map<number, Channel[]>> {
    const rows = await this.db.query<{ lead_id: string | number; channel: Channel }>('SELECT lead_id, channel FROM outbox WHERE sent_at IS NULL ORDER BY id');
    const pending = new Map<number, Channel[]>();
    for (const row of rows) pending.set(Number(row.lead_id), [...(pending.get(Number(row.lead_id)) ?? []), row.channel]);
    return pending;
  }

  /** The right to erasure: every lead with this e-mail or phone, and their outbox entries; returns how many. */
  async erase(contact: { email?: string; phone?: string }): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM leads WHERE ($1 <> '' AND lower(email) = lower($1)) OR ($2 <> '' AND phone = $2) RETURNING id`,
      [contact.email ?? '', contact.phone ?? ''],
    );
    return rows.length;
  }

  /** Deletes the leads older than `days` days; returns how many. */
  async purge(days: number, now = new Date()): Promise<number> {
    const rows = await this.db.query('DELETE FROM leads WHERE created_at < $1 RETURNING id', [new Date(now.getTime() - days * 86_400_000).toISOString()]);
    return rows.length;
  }

  /**
   * Takes up to `limit` due deliveries and leases them for `leaseMs`: another instance skips them
   * (FOR UPDATE SKIP LOCKED, then the lease), so that each is sent once.
   */
  async claim(limit: number, leaseMs: number, now = new Date()): Promise<Delivery[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<LeadRow & { outbox_id: string | number; channel: Channel; attempts: number }>(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE outbox o SET locked_until = $3 FROM due, leads l
         WHERE o.id = due.id AND l.id = o.lead_id
         RETURNING o.id AS outbox_id, o.channel, o.attempts, l.*`,
        [now.toISOString(), limit, new Date(now.getTime() + leaseMs).toISOString()],
      );
      return rows.map((row) => ({ id: Number(row.outbox_id), channel: row.channel, attempts: row.attempts, lead: leadOf(row) }));
    });
  }

  /**
   * Frees every lease: for the embedded database at start, whose only process is this one, so that a
   * send cut by a crash is tried again at once rather than when its lease ends.
   */
  async releaseLeases(): Promise<number> {
    return (await this.db.query('UPDATE outbox SET locked_until = NULL WHERE sent_at IS NULL AND locked_until IS NOT NULL RETURNING id')).length;
  }

  /** A delivery went through; the lead is notified once all its deliveries have. */
  async sent(delivery: Delivery, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE outbox SET sent_at = $2, locked_until = NULL, attempts = attempts + 1, last_error = NULL WHERE id = $1', [delivery.id, now.toISOString()]);
      await tx.query(
        'UPDATE leads SET notified_at = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM outbox WHERE lead_id = $1 AND sent_at IS NULL)',
        [delivery.lead.id, now.toISOString()],
      );
    });
  }

  /** A delivery failed: tried again at `retryAt`. */
  async failed(delivery: Delivery, error: string, retryAt: Date): Promise<void> {
    await this.db.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3, locked_until = NULL WHERE id = $1', [
      delivery.id,
      error.slice(0, 1000),
      retryAt.toISOString(),
    ]);
  }
}
