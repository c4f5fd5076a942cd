/**
 * A throw-away PostgreSQL server for tests (tools/postgres-cluster.ts, shared with the bench): a new
 * cluster of Debian's in /tmp, fsync off, on a free port of 127.0.0.1. CI installs PostgreSQL
 * (.ci/run) and sets CI: there a missing one is an error, so that no test skips silently.
 */
import { POSTGRES_MISSING, postgresBin, startPostgres as startCluster } from '../../tools/postgres-cluster.ts';

export interface Postgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, superuser). */
  url: string;
  /** Stops the server at once (an outage), keeping its data and port for resume(). */
  pause(): Promise<void>;
  /** Starts it again where it was. */
  resume(): Promise<void>;
  /** Stops the server at once and removes its directory. */
  stop(): Promise<void>;
}

function missing(reason: string): false {
  if (process.env.CI) throw new Error(`PostgreSQL is required on CI: ${reason}`);
  console.warn(`PostgreSQL tests skipped: ${reason}`);
  return false;
}

/**
 * Whether PostgreSQL's binaries are here, for describe.skipIf at collection time: false (and why,
 * printed) when they are not; on CI, throws instead.
 */
export function requirePostgres(): boolean {
  return postgresBin() !== null || missing(POSTGRES_MISSING);
}

/** Starts a new cluster (about a second); null, after saying why, when PostgreSQL is not installed (on CI, throws). */
export async function startPostgres(): Promise<Postgres | null> {
  const { cluster, reason } = await startCluster();
  if (!cluster) missing(reason ?? POSTGRES_MISSING);
  return cluster;
}
