/**
 * The leads' database: PGlite (PostgreSQL compiled to WebAssembly, in DATA_DIR) by default, or a
 * PostgreSQL server when DATABASE_URL is set, which several instances then share. Both speak the same
 * SQL with $1 parameters: the visitor's words are only ever values, never SQL.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { gzipped, tarDirectory } from './backup-archive.ts';
import { CONTROL_SOCKET } from './control.ts';

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

/** `restore`: a backup (archiveHeldDatabase) to create the embedded database from, in an empty DATA_DIR. */
export async function openDb({ databaseUrl, dataDir, restore }: { databaseUrl: string | null; dataDir: string; restore?: Buffer }): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openEmbedded(dataDir, restore);
}

/** PGlite is single-process: two processes on one directory corrupt it. This file says who has it. */
const LOCK_FILE = '.lock';
/** The leads are personal data: DATA_DIR and everything in it for the server's user alone. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
/** Directories this process holds: a lock naming our own pid is stale unless listed here (a container's pid 1, restarted). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of the live process that holds the embedded database in `dataDir` (a running server), or null. */
export function embeddedHolder(dataDir: string): number | null {
  const file = resolve(dataDir, LOCK_FILE);
  const pid = lockPid(file);
  if (pid === null || (pid === process.pid && !held.has(file))) return null;
  return isAlive(pid) ? pid : null;
}

/** Takes DATA_DIR/.lock for this process, replacing a stale one; returns its release. */
function lockDataDir(dataDir: string): () => void {
  const file = resolve(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE });
      held.add(file);
      return () => {
        held.delete(file);
        if (lockPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = embeddedHolder(dataDir);
      // A second attempt that finds it taken lost a race with another process replacing the same stale lock.
      if (holder !== null || attempt > 0) {
        throw new Error(
          `Le dossier de données ${dataDir} est déjà utilisé par un autre processus${holder === null ? '' : ` (pid ${holder})`} : ` +
            `la base intégrée (PGlite) ne s'ouvre que dans un seul processus à la fois. ` +
            `Pour plusieurs instances, utilisez une base PostgreSQL partagée (DATABASE_URL). ` +
            `Si aucun serveur ne tourne, supprimez ${file}.`,
        );
      }
      // Stale (its process is gone). Not atomic: two processes starting at the same instant over a
      // stale lock could both pass, a window accepted for what is a single-server setup.
      rmSync(file, { force: true });
    }
  }
}

/** Tightens `path` and what it holds to the server's user alone (an install from before had 0755 and 0666). */
function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR) chmodSync(path, PRIVATE_DIR);
    for (const name of readdirSync(path)) tighten(join(path, name));
  } else if (stat.isFile() && (stat.mode & 0o777) !== PRIVATE_FILE) {
    chmodSync(path, PRIVATE_FILE);
  }
}

/** The embedded databases this process has open, by directory: what `npm run leads -- backup` reads. */
const embedded = new Map<string, () => Promise<Buffer>>();

/**
 * A consistent copy (tar.gz) of the embedded database this process holds: the server's, or the
 * command's own once it has opened DATA_DIR. Null when this process holds none.
 */
export async function archiveHeldDatabase(): Promise<Buffer | null> {
  const [archive, ...others] = [...embedded.values()];
  if (others.length) throw new Error('plusieurs bases intégrées ouvertes dans ce processus');
  return archive ? archive() : null;
}

async function openEmbedded(dataDir: string, restore?: Buffer): Promise<Db> {
  const { PGlite: Embedded } = await import('@electric-sql/pglite');
  // DATA_DIR closed to others before anything is written in it; what it holds is tightened once open.
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dataDir, PRIVATE_DIR);
  const unlock = lockDataDir(dataDir);
  // Folders PGlite makes get 0700 from the umask (not settable in a worker thread); its files keep
  // the modes it gives them (0666 from initdb, whatever the umask), hence the chmod once it is open.
  const umask = isMainThread ? process.umask(0o077) : null;
  let db: PGlite;
  try {
    db = await Embedded.create(dataDir, restore ? { loadDataDir: new Blob([new Uint8Array(restore)], { type: 'application/gzip' }) } : {});
    tighten(dataDir);
  } catch (error) {
    unlock();
    throw error;
  } finally {
    if (umask !== null) process.umask(umask);
  }
  const key = resolve(dataDir);
  embedded.set(key, async () => {
    // Written out first, so that the copy needs little replay when restored.
    await db.query('CHECKPOINT');
    // While both of PGlite's locks are held no statement runs and no transaction is open: the files
    // are a state the database was in. PGlite's own dumpDataDir cannot be used: it fails on the
    // control socket that lives in DATA_DIR.
    const tar = await db._runExclusiveTransaction(() => db._runExclusiveQuery(async () => tarDirectory(dataDir, [LOCK_FILE, CONTROL_SOCKET])));
    return gzipped(tar);
  });
  const run = (runner: { query: typeof db.query }): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await runner.query<Row>(sql, params)).rows;
    },
  });
  return {
    kind: 'embedded',
    ...run(db),
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    async close() {
      embedded.delete(key);
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // A client that loses its server must not bring the process down: the next query reconnects. The
  // pool hears an idle client's error; one checked out (a transaction, the outbox's) emits its own,
  // which nobody would hear (node-postgres #2439): each client gets a listener for its whole life.
  // The query under way fails with the error all the same.
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  pool.on('remove', (client) => client.removeListener('error', ignore));
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
