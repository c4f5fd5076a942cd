/**
 * The proof of work asked before a lead is stored (ALTCHA, altcha-lib's v1 format): the summary's
 * reply carries a challenge, the widget solves it in a Web Worker while the visitor reads, and the
 * consent carries the solution. Each proof is tied to its conversation, expires after
 * PROOF_TTL_MS and is taken once (a replay is refused). A visitor never sees it; a script that fakes
 * conversations pays for each one, and the limits (limits.ts) stop it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { ProofChallenge } from '../../protocol/chat.ts';
import type { Db, Queryable } from './db.ts';

/** How long a challenge may be solved and used. */
export const PROOF_TTL_MS = 10 * 60_000;
/**
 * The largest number a challenge hides: about 5,000 SHA-256 on average, well under a second on a
 * mid-range phone (npm run bench measures it in Chromium).
 */
export const PROOF_MAX_NUMBER = 10_000;

export type ProofCheck = 'ok' | 'missing' | 'invalid' | 'replayed';

/** The conversation a proof belongs to, as its challenge names it: a keyed hash, not the id. */
const sessionTag = (key: string, sessionId: string) => createHmac('sha256', key).update(`proof:${sessionId}`).digest('base64url').slice(0, 22);

export class Proofs {
  /** Proofs taken, when there is no database (an app without leads): this process only. */
  private readonly used = new Map<string, number>();

  constructor(
    /** The HMAC key: shared by every instance through the database (proofKey). */
    private readonly key: string,
    private readonly maxNumber = PROOF_MAX_NUMBER,
  ) {}

  async challenge(sessionId: string, now = Date.now()): Promise<ProofChallenge> {
    const made = await createChallenge({
      hmacKey: this.key,
      maxnumber: this.maxNumber,
      expires: new Date(now + PROOF_TTL_MS),
      params: { s: sessionTag(this.key, sessionId) },
    });
    return { algorithm: 'SHA-256', challenge: made.challenge, maxnumber: this.maxNumber, salt: made.salt, signature: made.signature };
  }

  /** Checks a solution sent with a message of `sessionId`, and takes it (in `tx`, so that it is taken only if the lead is stored). */
  async check(payload: string | undefined, sessionId: string, tx: Queryable | null, now = Date.now()): Promise<ProofCheck> {
    if (!payload) return 'missing';
    let params: Record<string, string>;
    let signature: string;
    try {
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown; algorithm?: unknown };
      if (typeof decoded?.signature !== 'string' || decoded.algorithm !== 'SHA-256') return 'invalid';
      signature = decoded.signature;
      params = extractParams(payload);
    } catch {
      return 'invalid';
    }
    if (params.s !== sessionTag(this.key, sessionId)) return 'invalid';
    if (!(await verifySolution(payload, this.key, true))) return 'invalid';
    const expires = new Date(Number(params.expires) * 1000);
    if (!tx) {
      for (const [used, until] of this.used) if (until < now) this.used.delete(used);
      if (this.used.has(signature)) return 'replayed';
      this.used.set(signature, expires.getTime());
      return 'ok';
    }
    const taken = await tx.query('INSERT INTO used_proofs (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature', [
      signature,
      expires.toISOString(),
    ]);
    return taken.length ? 'ok' : 'replayed';
  }
}

/** The instances' shared secret, made by the first one to need it and kept in the database. */
export async function proofKey(db: Db): Promise<string> {
  await db.query(`INSERT INTO settings (name, value) VALUES ('proof-key', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM settings WHERE name = 'proof-key'`);
  return row!.value;
}

/** A key for an app without a database: its proofs hold in this process only. */
export const processKey = () => randomBytes(32).toString('hex');
