/**
 * Where conversation records live: the leads' database (PGlite or PostgreSQL, so that several
 * instances share them and a conversation may move between instances from one message to the next),
 * or memory, for an app that has no database (tests, the static export).
 */
import type { Db, Queryable } from '../leads/db.ts';
import { newConversation, type Conversation, type Origin, type Turn } from './record.ts';

export type RecordWork<T> = (record: Conversation, tx: Queryable | null) => Promise<{ record: Conversation; result: T }>;

export interface ConversationStore {
  /**
   * Runs `work` on the record of `sessionId` (a new one with `origin` when there is none), alone:
   * another message of the same conversation waits for it. The record `work` returns is saved, in the
   * same transaction as what `work` wrote with `tx` (a lead, with the database).
   */
  update<T>(sessionId: string, origin: Origin, work: RecordWork<T>): Promise<T>;
  get(sessionId: string): Promise<Conversation | null>;
}

/** JSON for a jsonb column: PostgreSQL cannot hold U+0000, which becomes U+FFFD, as in the leads. */
export const jsonb = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replaceAll('\u0000', '\ufffd') : item));

interface Row {
  session_id: string;
  created_at: Date | string;
  updated_at: Date | string;
  language: string;
  page: string;
  referrer: string;
  utm: Record<string, string> | string;
  turns: Turn[] | string;
  state: Record<string, unknown> | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function recordOf(row: Row): Conversation {
  return {
    sessionId: row.session_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    language: row.language,
    page: row.page,
    referrer: row.referrer,
    utm: parsed(row.utm),
    turns: parsed(row.turns),
    state: parsed(row.state),
  };
}

export class SqlConversationStore implements ConversationStore {
  constructor(private readonly db: Db) {}

  update<T>(sessionId: string, origin: Origin, work: RecordWork<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO conversations (session_id, page, referrer, utm) VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT (session_id) DO NOTHING`, [
        sessionId,
        origin.page,
        origin.referrer,
        jsonb(origin.utm),
      ]);
      // Locked until the transaction ends: two messages of one conversation, on two instances, take turns.
      const [row] = await tx.query<Row>('SELECT * FROM conversations WHERE session_id = $1 FOR UPDATE', [sessionId]);
      const { record, result } = await work(recordOf(row!), tx);
      await tx.query('UPDATE conversations SET updated_at = now(), language = $2, turns = $3::jsonb, state = $4::jsonb WHERE session_id = $1', [
        sessionId,
        record.language,
        jsonb(record.turns),
        jsonb(record.state),
      ]);
      return result;
    });
  }

  async get(sessionId: string): Promise<Conversation | null> {
    const [row] = await this.db.query<Row>('SELECT * FROM conversations WHERE session_id = $1', [sessionId]);
    return row ? recordOf(row) : null;
  }
}

/** Conversations kept in memory by an app without a database: the most recent ones, up to a bound. */
export class MemoryConversationStore implements ConversationStore {
  private readonly records = new Map<string, Conversation>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly capacity = 10_000) {}

  update<T>(sessionId: string, origin: Origin, work: RecordWork<T>): Promise<T> {
    const run = async () => {
      const record = structuredClone(this.records.get(sessionId) ?? newConversation(sessionId, origin));
      const { record: next, result } = await work(record, null);
      this.records.delete(sessionId);
      this.records.set(sessionId, { ...next, updatedAt: new Date() });
      // The least recently used go first.
      for (const oldest of this.records.keys()) {
        if (this.records.size <= this.capacity) break;
        this.records.delete(oldest);
      }
      return result;
    };
    const queued = (this.queues.get(sessionId) ?? Promise.resolve()).then(run, run);
    const settled = queued.catch(() => {});
    this.queues.set(sessionId, settled);
    void settled.then(() => {
      if (this.queues.get(sessionId) === settled) this.queues.delete(sessionId);
    });
    return queued;
  }

  async get(sessionId: string): Promise<Conversation | null> {
    const record = this.records.get(sessionId);
    return record ? structuredClone(record) : null;
  }
}
