import type { Db } from './db.ts';

/**
 * The schema, one migration a step, applied in order at start; each runs once (schema_migrations).
 * Never edit one that has shipped: add the next.
 */
const MIGRATIONS: string[] = [
  `CREATE TABLE leads (
     id bigserial PRIMARY KEY,
     reference text NOT NULL UNIQUE,
     created_at timestamptz NOT NULL DEFAULT now(),
     kind text NOT NULL,
     need text NOT NULL DEFAULT '',
     name text NOT NULL,
     company text NOT NULL DEFAULT '',
     email text NOT NULL DEFAULT '',
     phone text NOT NULL DEFAULT '',
     callback_time text NOT NULL DEFAULT '',
     consent_at timestamptz NOT NULL,
     session_id text NOT NULL DEFAULT '',
     conversation jsonb NOT NULL DEFAULT '[]'::jsonb,
     fingerprint text NOT NULL,
     notified_at timestamptz
   );
   CREATE UNIQUE INDEX leads_once ON leads (session_id, fingerprint);
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE INDEX leads_email ON leads (lower(email));
   CREATE INDEX leads_phone ON leads (phone);
   CREATE TABLE outbox (
     id bigserial PRIMARY KEY,
     lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     channel text NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     locked_until timestamptz,
     last_error text,
     sent_at timestamptz,
     UNIQUE (lead_id, channel)
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;`,
  // The conversation kept on the server (server/conversations/), where the lead came from, a lead
  // updated by a second request of the same person (an outbox entry per event), the requests counted
  // for the limits, the proofs of work used once, and the secret the proofs and counts are keyed with.
  `CREATE TABLE conversations (
     session_id text PRIMARY KEY,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     language text NOT NULL DEFAULT 'fr',
     page text NOT NULL DEFAULT '',
     referrer text NOT NULL DEFAULT '',
     utm jsonb NOT NULL DEFAULT '{}'::jsonb,
     turns jsonb NOT NULL DEFAULT '[]'::jsonb,
     state jsonb NOT NULL DEFAULT '{}'::jsonb
   );
   CREATE INDEX conversations_updated_at ON conversations (updated_at);
   ALTER TABLE leads ADD COLUMN page text NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN referrer text NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm jsonb NOT NULL DEFAULT '{}'::jsonb;
   ALTER TABLE leads ADD COLUMN updated_at timestamptz;
   ALTER TABLE leads ADD COLUMN sessions text[] NOT NULL DEFAULT '{}';
   UPDATE leads SET sessions = ARRAY[session_id] WHERE session_id <> '';
   CREATE INDEX leads_sessions ON leads USING gin (sessions);
   ALTER TABLE outbox DROP CONSTRAINT outbox_lead_id_channel_key;
   ALTER TABLE outbox ADD COLUMN event text NOT NULL DEFAULT 'created';
   ALTER TABLE outbox ADD COLUMN changes jsonb NOT NULL DEFAULT '[]'::jsonb;
   CREATE TABLE lead_requests (
     id bigserial PRIMARY KEY,
     at timestamptz NOT NULL DEFAULT now(),
     client text NOT NULL,
     email text NOT NULL DEFAULT '',
     phone text NOT NULL DEFAULT ''
   );
   CREATE INDEX lead_requests_at ON lead_requests (at);
   CREATE TABLE used_proofs (
     signature text PRIMARY KEY,
     expires_at timestamptz NOT NULL
   );
   CREATE TABLE settings (
     name text PRIMARY KEY,
     value text NOT NULL
   );`,
];

/** A number of our own, so that two instances starting together migrate one after the other. */
const MIGRATION_LOCK = 4_815_162_342;

/** Applies the migrations not applied yet; returns how many ran. */
export async function migrate(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    let ran = 0;
    for (const [i, sql] of MIGRATIONS.entries()) {
      const version = i + 1;
      if (done.has(version)) continue;
      for (const statement of sql.split(/;\s*(?:\n|$)/).filter((part) => part.trim())) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      ran++;
    }
    return ran;
  });
}
