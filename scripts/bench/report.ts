// What every bench section prints: headings, aligned tables, formatted numbers, and the rows of the
// final summary (record); scripts/bench.ts prints the summary.

export const KB = 1024;

/** Rows of the final summary: { section, metric, value, target, status: 'PASS'|'FAIL'|'INFO'|'WARN'|'ERROR' }. */
export const summary = [];

export function record(row) {
  summary.push({ target: '', status: 'INFO', ...row });
}

export const fmtInt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
/** Milliseconds: whole ones as they are, others with 1 or 2 decimals. */
export const fmtMs = (n) => (!Number.isFinite(n) ? 'n/a' : Number.isInteger(n) ? `${n} ms` : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
export const fmtPct = (n) => (Number.isFinite(n) ? `${Math.round(n)}%` : 'n/a');
export const fmtKB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const fmtRatio = (r) => (Number.isFinite(r) ? r.toFixed(2) : 'n/a');
export const fmtUs = (us) => (Number.isFinite(us) ? `${Math.round(us)} µs` : 'n/a');
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

/** The value at rank p (0..1) of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export function heading(title) {
  console.log(`\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}`);
}

/** Prints rows (arrays of cells) as an aligned table; numbers-looking cells are right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const numeric = (cell) => /^[\d.,\s%x/–-]+(ms|µs|KB|B|MB\/s)?$/.test(cell) && /\d/.test(cell);
  const line = (row) =>
    row
      .map((cell, i) => (numeric(cell) && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of all.slice(1)) console.log(line(row));
}
