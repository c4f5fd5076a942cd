/**
 * How many requests for contact are stored: per client address an hour, and per e-mail or phone a
 * day (LEADS_PER_ADDRESS_HOUR, LEADS_PER_CONTACT_DAY). Counted in the database, so that every
 * instance sees the same counts; the address and the contact are kept only as keyed hashes, and only
 * for a day (the daily purge).
 */
import { createHmac } from 'node:crypto';
import type { Queryable } from './db.ts';

export interface LeadLimits {
  perAddressHour: number;
  perContactDay: number;
}

export const DEFAULT_LIMITS: LeadLimits = { perAddressHour: 5, perContactDay: 3 };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Requester {
  address: string;
  email: string;
  phone: string;
}

export class LimitKeeper {
  constructor(
    private readonly key: string,
    private readonly limits: LeadLimits,
  ) {}

  private hash(kind: string, value: string): string {
    return value ? createHmac('sha256', this.key).update(`${kind}:${value}`).digest('base64url').slice(0, 32) : '';
  }

  private keys(who: Requester) {
    return { client: this.hash('address', who.address), email: this.hash('email', who.email.toLowerCase()), phone: this.hash('phone', who.phone) };
  }

  /** The limit a new request of `who` would pass, or null when it may be stored. */
  async exceeded(tx: Queryable, who: Requester, now = Date.now()): Promise<'address' | 'contact' | null> {
    const { client, email, phone } = this.keys(who);
    // Two instances counting for one address at once take turns, so that neither passes the limit.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [client]);
    const [counts] = await tx.query<{ address: string | number; contact: string | number }>(
      `SELECT count(*) FILTER (WHERE client = $1 AND at >= $2) AS address,
              count(*) FILTER (WHERE at >= $3 AND (($4 <> '' AND email = $4) OR ($5 <> '' AND phone = $5))) AS contact
       FROM lead_requests WHERE at >= $3`,
      [client, new Date(now - HOUR_MS).toISOString(), new Date(now - DAY_MS).toISOString(), email, phone],
    );
    if (Number(counts?.address ?? 0) >= this.limits.perAddressHour) return 'address';
    if (Number(counts?.contact ?? 0) >= this.limits.perContactDay) return 'contact';
    return null;
  }

  /** Counts a request that was stored. */
  async count(tx: Queryable, who: Requester, now = Date.now()): Promise<void> {
    const { client, email, phone } = this.keys(who);
    await tx.query('INSERT INTO lead_requests (at, client, email, phone) VALUES ($1, $2, $3, $4)', [new Date(now).toISOString(), client, email, phone]);
  }
}
