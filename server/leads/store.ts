/**
 * Leads and their outbox. A lead and the notifications it is owed are written in one transaction:
 * confirmed to the visitor only once both are durable, and no notification is ever owed for a lead
 * that was not stored. The visitor's words are stored as text (parameters), never interpreted.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Turn } from '../conversations/record.ts';
import { unansweredIn } from '../conversations/unanswered.ts';
import type { Db, Queryable } from './db.ts';
import { FIELDS, fieldsFrom, LEAD_FIELDS, type LeadColumns, type LeadField, type LeadFields } from './fields.ts';

export type Channel = 'email' | 'webhook';

export interface NewLead extends LeadFields {
  consentAt: Date;
  sessionId: string;
  conversation: { role: string; content: string }[];
  /** Where the conversation started (server/conversations/record.ts); empty when unknown. */
  page?: string;
  referrer?: string;
  utm?: Record<string, string>;
}

export interface Lead extends NewLead {
  id: number;
  reference: string;
  createdAt: Date;
  /** When a second request of the same person last changed it. */
  updatedAt: Date | null;
  notifiedAt: Date | null;
  page: string;
  referrer: string;
  utm: Record<string, string>;
}

/** A field a second request changed: what the team is told with the update. */
export interface Change {
  field: LeadField;
  before: string;
  after: string;
}

/** What a notification tells: a new lead, or a lead updated by a second request of the same person. */
export type LeadEvent = { type: 'created' } | { type: 'updated'; changes: Change[]; delivery: number };

/** An outbox entry due for sending, with its lead. */
export interface Delivery {
  id: number;
  channel: Channel;
  attempts: number;
  lead: Lead;
  event: LeadEvent;
}

/** What storing a request did: a new lead, an earlier lead of the same person updated, or the same request again. */
export type Recorded = { lead: Lead; status: 'created' | 'updated' | 'unchanged' };

/** The outbox at a glance: for /readyz and the metrics. */
export interface OutboxStats {
  /** Deliveries not sent yet. */
  pending: number;
  /** When the oldest of them became owed (its lead stored or updated); null when none is pending. */
  oldestPendingAt: Date | null;
  /** The earliest due time of those not leased by a worker now: long past, no worker is sending. */
  oldestDueAt: Date | null;
}

/** A second request of the same e-mail or phone within this time updates the first lead instead of adding one. */
export const SAME_PERSON_MS = 86_400_000;

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
    ...fieldsFrom((field) => text(lead[field])),
    sessionId: text(lead.sessionId),
    conversation: lead.conversation.map(({ role, content }) => ({ role: text(role), content: text(content) })),
    page: text(lead.page ?? ''),
    referrer: text(lead.referrer ?? ''),
    utm: Object.fromEntries(Object.entries(lead.utm ?? {}).map(([key, value]) => [text(key), text(value)])),
  };
}

/** What makes two requests the same one: everything the visitor gave, not the moment nor the conversation. */
function fingerprintOf(lead: NewLead): string {
  const fields = FIELDS.map((field) => lead[field]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

interface LeadRow extends LeadColumns {
  id: string | number;
  reference: string;
  created_at: Date | string;
  consent_at: Date | string;
  session_id: string;
  conversation: { role: string; content: string }[] | string;
  notified_at: Date | string | null;
  updated_at: Date | string | null;
  page: string;
  referrer: string;
  utm: Record<string, string> | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function leadOf(row: LeadRow): Lead {
  return {
    id: Number(row.id),
    reference: row.reference,
    createdAt: date(row.created_at),
    ...fieldsFrom((field) => row[LEAD_FIELDS[field].column]),
    consentAt: date(row.consent_at),
    sessionId: row.session_id,
    conversation: json(row.conversation),
    notifiedAt: row.notified_at === null ? null : date(row.notified_at),
    updatedAt: row.updated_at === null ? null : date(row.updated_at),
    page: row.page,
    referrer: row.referrer,
    utm: json(row.utm),
  };
}

/** The fields of `after` that differ from `before`. */
function changesOf(before: Lead, after: NewLead): Change[] {
  return FIELDS.flatMap((field) => (before[field] === after[field] ? [] : [{ field, before: before[field], after: after[field] }]));
}

/** The fields' columns, in FIELDS' order: a query gives their values last, after its own. */
const COLUMNS = FIELDS.map((field) => LEAD_FIELDS[field].column);

/** Runs `work` in `tx` when given (the caller's transaction), else in a transaction of its own. */
const within = <T>(db: Db, tx: Queryable | undefined, work: (tx: Queryable) => Promise<T>) => (tx ? work(tx) : db.transaction(work));

export class LeadStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores a lead and the notifications it is owed, in one transaction; returns it with its reference.
   * The same request sent again by the same session (a consent repeated after a lost answer) is the
   * same lead: it is returned as it was, with no new notification.
   */
  async add(given: NewLead, channels: Channel[], tx?: Queryable): Promise<Lead> {
    return (await this.record(given, channels, tx)).lead;
  }

  /**
   * Stores a request with the notifications it is owed, in `tx` or a transaction of its own. The
   * same request sent again by the same session changes nothing; a request of the same person (the
   * same e-mail or phone) within SAME_PERSON_MS updates that person's lead, and the team is told
   * once, with what changed.
   */
  async record(given: NewLead, channels: Channel[], tx?: Queryable): Promise<Recorded> {
    const lead = storable(given);
    const fingerprint = fingerprintOf(lead);
    return within(this.db, tx, async (tx) => {
      const [same] = await tx.query<LeadRow>('SELECT * FROM leads WHERE session_id = $1 AND fingerprint = $2', [lead.sessionId, fingerprint]);
      if (same) return { lead: leadOf(same), status: 'unchanged' };
      const [earlier] = await tx.query<LeadRow>(
        `SELECT * FROM leads WHERE created_at >= $1 AND (($2 <> '' AND lower(email) = lower($2)) OR ($3 <> '' AND phone = $3))
         ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [new Date(lead.consentAt.getTime() - SAME_PERSON_MS).toISOString(), lead.email, lead.phone],
      );
      if (earlier) return this.update(tx, leadOf(earlier), lead, channels);
      const { row, created } = await this.insert(tx, lead, fingerprint);
      // Stored by another instance at this very instant: owed once, by that one.
      if (!created) return { lead: row, status: 'unchanged' };
      for (const channel of channels) await tx.query('INSERT INTO outbox (lead_id, channel) VALUES ($1, $2)', [row.id, channel]);
      return { lead: row, status: 'created' };
    });
  }

  /**
   * The lead keeps its first session's fingerprint (the same request again from that session is
   * found by it) and remembers every session that fed it, so that erasing it erases their conversations.
   */
  private async update(tx: Queryable, before: Lead, lead: NewLead, channels: Channel[]): Promise<Recorded> {
    // Fields the second request left empty keep what the first gave.
    const merged: NewLead = {
      ...lead,
      company: lead.company || before.company,
      email: lead.email || before.email,
      phone: lead.phone || before.phone,
      callbackTime: lead.callbackTime || before.callbackTime,
    };
    const changes = changesOf(before, merged);
    if (changes.length === 0) return { lead: before, status: 'unchanged' };
    const [row] = await tx.query<LeadRow>(
      `UPDATE leads SET updated_at = $2, conversation = conversation || $3::jsonb,
         sessions = CASE WHEN $4 = ANY(sessions) THEN sessions ELSE array_append(sessions, $4) END,
         ${COLUMNS.map((column, i) => `${column} = $${5 + i}`).join(', ')}
       WHERE id = $1 RETURNING *`,
      [before.id, merged.consentAt.toISOString(), JSON.stringify(merged.conversation), lead.sessionId, ...FIELDS.map((field) => merged[field])],
    );
    for (const channel of channels) {
      await tx.query(`INSERT INTO outbox (lead_id, channel, event, changes) VALUES ($1, $2, 'updated', $3::jsonb)`, [
        before.id,
        channel,
        JSON.stringify(changes),
      ]);
    }
    return { lead: leadOf(row!), status: 'updated' };
  }

  private async insert(tx: Queryable, lead: NewLead, fingerprint: string): Promise<{ row: Lead; created: boolean }> {
    for (;;) {
      const rows = await tx.query<LeadRow>(
        `INSERT INTO leads (reference, consent_at, session_id, conversation, fingerprint, page, referrer, utm, sessions, ${COLUMNS.join(', ')})
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::jsonb, ARRAY[$3], ${COLUMNS.map((_, i) => `$${9 + i}`).join(', ')})
         ON CONFLICT DO NOTHING RETURNING *`,
        [
          newReference(),
          lead.consentAt.toISOString(),
          lead.sessionId,
          JSON.stringify(lead.conversation),
          fingerprint,
          lead.page,
          lead.referrer,
          JSON.stringify(lead.utm),
          ...FIELDS.map((field) => lead[field]),
        ],
      );
      if (rows[0]) return { row: leadOf(rows[0]), created: true };
      // The same request stored by another instance at this instant (leads_once), or the reference
      // drawn was taken (rare): then draw another.
      const [same] = await tx.query<LeadRow>('SELECT * FROM leads WHERE session_id = $1 AND fingerprint = $2', [lead.sessionId, fingerprint]);
      if (same) return { row: leadOf(same), created: false };
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
  /** The questions of the conversations written since `since` that the built-in assistant could not answer. */
  async unanswered(since?: Date): Promise<{ question: string; at: string }[]> {
    const rows = await this.db.query<{ turns: Turn[] | string }>('SELECT turns FROM conversations WHERE updated_at >= $1', [since ?? new Date(0)]);
    return rows.flatMap((row) => unansweredIn(typeof row.turns === 'string' ? (JSON.parse(row.turns) as Turn[]) : row.turns, since));
  }

  async pending(): Promise<Map<number, Channel[]>> {
    const rows = await this.db.query<{ lead_id: string | number; channel: Channel }>('SELECT lead_id, channel FROM outbox WHERE sent_at IS NULL ORDER BY id');
    const pending = new Map<number, Channel[]>();
    for (const row of rows) pending.set(Number(row.lead_id), [...(pending.get(Number(row.lead_id)) ?? []), row.channel]);
    return pending;
  }

  /** The right to erasure: every lead with this e-mail or phone, and their outbox entries; returns how many. */
  async erase(contact: { email?: string; phone?: string }): Promise<number> {
    return this.deleteLeads(`($1 <> '' AND lower(email) = lower($1)) OR ($2 <> '' AND phone = $2)`, [contact.email ?? '', contact.phone ?? '']);
  }

  /** Deletes the leads older than `days` days; returns how many. */
  async purge(days: number, now = new Date()): Promise<number> {
    return this.deleteLeads('created_at < $1', [new Date(now.getTime() - days * 86_400_000).toISOString()]);
  }

  /** Deletes the leads `where` selects, with their outbox entries and the conversations they came from. */
  private deleteLeads(where: string, params: unknown[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ session_id: string; sessions: string[] }>(`DELETE FROM leads WHERE ${where} RETURNING session_id, sessions`, params);
      const sessions = [...new Set(rows.flatMap((row) => [row.session_id, ...(row.sessions ?? [])]).filter(Boolean))];
      if (sessions.length) await tx.query('DELETE FROM conversations WHERE session_id = ANY($1::text[])', [sessions]);
      return rows.length;
    });
  }

  /**
   * Deletes the conversations that led to no lead and were left for `days` days, and what the limits
   * and proofs no longer need; returns how many conversations.
   */
  async purgeConversations(days: number, now = new Date()): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM lead_requests WHERE at < $1', [new Date(now.getTime() - SAME_PERSON_MS).toISOString()]);
      await tx.query('DELETE FROM used_proofs WHERE expires_at < $1', [now.toISOString()]);
      const rows = await tx.query(
        'DELETE FROM conversations c WHERE updated_at < $1 AND NOT EXISTS (SELECT 1 FROM leads l WHERE c.session_id = ANY(l.sessions)) RETURNING session_id',
        [new Date(now.getTime() - days * 86_400_000).toISOString()],
      );
      return rows.length;
    });
  }

  /**
   * Takes up to `limit` due deliveries and leases them for `leaseMs`: another instance skips them
   * (FOR UPDATE SKIP LOCKED, then the lease), so that each is sent once. Given a channel, only its
   * deliveries: each channel's lane of the outbox claims its own.
   */
  async claim(limit: number, leaseMs: number, now = new Date(), channel?: Channel): Promise<Delivery[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<LeadRow & { outbox_id: string | number; channel: Channel; attempts: number; event: string; changes: Change[] | string }>(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)${channel ? ' AND channel = $4' : ''}
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE outbox o SET locked_until = $3 FROM due, leads l
         WHERE o.id = due.id AND l.id = o.lead_id
         RETURNING o.id AS outbox_id, o.channel, o.attempts, o.event, o.changes, l.*`,
        [now.toISOString(), limit, new Date(now.getTime() + leaseMs).toISOString(), ...(channel ? [channel] : [])],
      );
      return rows.map((row) => {
        const id = Number(row.outbox_id);
        const event: LeadEvent = row.event === 'updated' ? { type: 'updated', changes: json(row.changes), delivery: id } : { type: 'created' };
        return { id, channel: row.channel, attempts: row.attempts, lead: leadOf(row), event };
      });
    });
  }

  /**
   * Frees every lease: for the embedded database at start, whose only process is this one, so that a
   * send cut by a crash is tried again at once rather than when its lease ends.
   */
  async releaseLeases(): Promise<number> {
    return (await this.db.query('UPDATE outbox SET locked_until = NULL WHERE sent_at IS NULL AND locked_until IS NOT NULL RETURNING id')).length;
  }

  /** What the outbox owes, in one query (the partial index outbox_due holds only the unsent). */
  async outboxStats(now = new Date()): Promise<OutboxStats> {
    const [row] = await this.db.query<{ pending: string | number; oldest: Date | string | null; oldest_due: Date | string | null }>(
      `SELECT count(*) AS pending,
         min(CASE WHEN o.event = 'updated' THEN coalesce(l.updated_at, l.created_at) ELSE l.created_at END) AS oldest,
         min(o.next_attempt_at) FILTER (WHERE o.locked_until IS NULL OR o.locked_until <= $1) AS oldest_due
       FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.sent_at IS NULL`,
      [now.toISOString()],
    );
    return {
      pending: Number(row?.pending ?? 0),
      oldestPendingAt: row?.oldest ? date(row.oldest) : null,
      oldestDueAt: row?.oldest_due ? date(row.oldest_due) : null,
    };
  }

  /** A delivery went through; the lead is notified once all its deliveries have. */
  async sent(delivery: Delivery, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE outbox SET sent_at = $2, locked_until = NULL, attempts = attempts + 1, last_error = NULL WHERE id = $1', [
        delivery.id,
        now.toISOString(),
      ]);
      await tx.query('UPDATE leads SET notified_at = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM outbox WHERE lead_id = $1 AND sent_at IS NULL)', [
        delivery.lead.id,
        now.toISOString(),
      ]);
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
