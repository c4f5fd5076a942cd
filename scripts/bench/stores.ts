// What the two database sections share: each store measured in turn (the embedded database in a
// temporary DATA_DIR, then PostgreSQL in a temporary cluster with its durable defaults: fsync on),
// and a row of times with its p99 target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../../tools/postgres-cluster.ts';
import { percentile, record, verdict } from './report.ts';

/** A store to measure: its label, and where it is (a database URL, or the embedded one's DATA_DIR). */
type Measure = (store: string, databaseUrl: string | null, dataDir: string, embedded: boolean) => Promise<void>;

/** Measures the embedded database, then PostgreSQL when a cluster can start (else says why not). */
export async function onEachStore(section: string, prefix: string, measure: Measure): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    await measure('embedded (PGlite in DATA_DIR)', null, join(dir, 'data'), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const { cluster, reason } = await startPostgres({ durable: true });
  if (!cluster) {
    console.log(`PostgreSQL not measured: ${reason}`);
    record({ section, metric: 'PostgreSQL', value: 'not measured', target: reason });
    return;
  }
  try {
    await measure('PostgreSQL (local, fsync on)', cluster.url, '', false);
  } finally {
    await cluster.stop();
  }
}

/** The table's row of sorted times (p50, p99, max, verdict) and its summary row; no verdict without a target. */
export function timesRow(section: string, label: string, times: number[], target: number | null): string[] {
  const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)];
  const status = target === null ? '' : verdict(p99 < target);
  record({
    section,
    metric: `${label}: p50 / p99`,
    value: `${p50.toFixed(2)} / ${p99.toFixed(2)} ms`,
    target: target === null ? '' : `p99 < ${target} ms`,
    status,
  });
  return [label, `${p50.toFixed(2)} ms`, `${p99.toFixed(2)} ms`, `${(times.at(-1) ?? Number.NaN).toFixed(2)} ms`, status || 'n/a'];
}
