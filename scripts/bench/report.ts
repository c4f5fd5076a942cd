// What every bench section prints: headings, aligned tables, formatted numbers, and the rows of the
// final summary (record); scripts/bench.ts prints the summary.

export const KB = 1024;

/** '' for a row that shows no result at all. */
export type Status = 'PASS' | 'FAIL' | 'INFO' | 'WARN' | 'ERROR' | '';
/** A row of the final summary. */
export interface SummaryRow {
  section: string;
  metric: string;
  value: string;
  target: string;
  status: Status;
}

/** Rows of the final summary. */
export const summary: SummaryRow[] = [];

/** A summary row; no target and INFO unless given. */
export function record(row: Omit<SummaryRow, 'target' | 'status'> & Partial<Pick<SummaryRow, 'target' | 'status'>>): void {
  summary.push({ target: '', status: 'INFO', ...row });
}

export const fmtInt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
/** Milliseconds: whole ones as they are, others with 1 or 2 decimals. */
export const fmtMs = (n: number) => (!Number.isFinite(n) ? 'n/a' : Number.isInteger(n) ? `${n} ms` : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
export const fmtPct = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}%` : 'n/a');
export const fmtKB = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const fmtRatio = (r: number) => (Number.isFinite(r) ? r.toFixed(2) : 'n/a');
export const fmtUs = (us: number) => (Number.isFinite(us) ? `${Math.round(us)} µs` : 'n/a');
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function verdict(ok: boolean): Status {
  return ok ? 'PASS' : 'FAIL';
}

/** The value at rank p (0..1) of an ascending list. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export function heading(title: string): void {
  console.log(`\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}`);
}

/** Prints rows (arrays of cells) as an aligned table; numbers-looking cells are right-aligned. */
export function table(header: string[], rows: (string | number)[][]): void {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0)));
  const numeric = (cell: string) => /^[\d.,\s%x/–-]+(ms|µs|KB|B|MB\/s)?$/.test(cell) && /\d/.test(cell);
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric(cell) && i > 0 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(all[0] ?? []));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of all.slice(1)) console.log(line(row));
}
