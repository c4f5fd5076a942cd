/**
 * The leads' database: PGlite (PostgreSQL compiled to WebAssembly, in DATA_DIR) by default, or a
 * PostgreSQL server when DATABASE_URL is set, which several instances then share. Both speak the same
 * SQL with $1 parameters: the visitor's words are only ever values, never SQL.
 */
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';

/** What runs a statement: the database, or a transaction of it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: all of it is written, or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** "embedded" (PGlite in DATA_DIR) or "postgresql" (DATABASE_URL). */
  readonly kind: 'embedded' | 'postgresql';
}

export async function openDb({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openEmbedded(dataDir);
}

async function openEmbedded(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const run = (runner: { query: typeof db.query }): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await runner.query<Row>(sql, params)).rows;
    },
  });
  return {
    kind: 'embedded',
    ...run(db),
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // An idle client that loses its server must not bring the process down: the next query reconnects.
  pool.on('error', () => {});
  const run = (runner: { query: Pool['query'] }): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await runner.query(sql, params)).rows as Row[];
    },
  });
  return {
    kind: 'postgresql',
    ...run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(run(client as unknown as { query: Pool['query'] }));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
