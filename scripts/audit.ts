// `npm run audit`: Lighthouse 12 (mobile, simulated throttling) on every page of the site, in Debian's
// Chromium, AUDIT_RUNS times (default 3, in rounds over all pages). Prints, per route, the median of
// the runs for the performance score, LCP, TBT and bytes, the worst for CLS and for the categories
// that are not timings, and checks them against the targets of the quality issue. Exits 1 when
// accessibility, best practices or SEO is under 100 somewhere.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tools/free-port.ts';
import { type LighthouseRow, runLighthouse, siteUrls } from '../tools/lighthouse-runner.ts';

const TARGETS = { accessibility: 100, bestPractices: 100, seo: 100, performance: 98, cls: 0, lcpMs: 1500 };

const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS) || 3);

const measured = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
const median = (values: (number | null)[]): number | null => {
  const known = measured(values).sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)] ?? null;
};
const worst = (values: (number | null)[]): number | null => {
  const known = measured(values);
  return known.length < values.length ? null : Math.min(...known);
};

/** One row for a route from its runs: medians for timings and sizes, the worst for the rest. */
function combine(runs: LighthouseRow[]): Omit<LighthouseRow, 'url'> {
  const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'bytes' | 'jsBytes') => runs.map((run) => run[key]);
  const cls = of('cls');
  return {
    path: runs[0]?.path ?? '',
    performance: median(of('performance')),
    accessibility: worst(of('accessibility')),
    bestPractices: worst(of('bestPractices')),
    seo: worst(of('seo')),
    lcpMs: median(of('lcpMs')),
    cls: measured(cls).length < cls.length ? null : Math.max(...measured(cls)),
    tbtMs: median(of('tbtMs')),
    bytes: median(of('bytes')),
    jsBytes: median(of('jsBytes')),
    failures: [...new Set(runs.flatMap((run) => run.failures))],
    runtimeError: runs.find((run) => run.runtimeError)?.runtimeError ?? null,
  };
}

const port = await freePort();
const server = spawn(process.execPath, ['dist/server.js'], {
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'audit-data-')) },
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) break;
    if (i > 100) throw new Error('le serveur ne répond pas');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const urls = await siteUrls(origin);
  console.log(`Lighthouse 12, mobile, ${urls.length} pages, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`);
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'bytes', 'JS bytes'];
  const widths = [38, 5, 5, 5, 5, 8, 7, 7, 9, 9];
  const line = (cells: (string | number)[]) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join(' ');
  console.log(line(header));
  const kb = (bytes: number | null) => (bytes === null ? '?' : `${(bytes / 1024).toFixed(0)} KB`);
  const fixed = (value: number | null, digits: number, unit = '') => (value === null ? '?' : `${value.toFixed(digits)}${unit}`);
  const runs = await runLighthouse(Array.from({ length: RUNS }, () => urls).flat(), { onResult: () => process.stderr.write('.') });
  process.stderr.write('\n');
  const rows = urls.map((url) => combine(runs.filter((run) => run.url === url)));
  for (const row of rows) {
    console.log(
      line([
        row.path,
        row.performance ?? '?',
        row.accessibility ?? '?',
        row.bestPractices ?? '?',
        row.seo ?? '?',
        fixed(row.lcpMs && row.lcpMs / 1000, 2, ' s'),
        fixed(row.cls, 3),
        fixed(row.tbtMs, 0, ' ms'),
        kb(row.bytes),
        kb(row.jsBytes),
      ]),
    );
  }
  const misses: string[] = [];
  for (const row of rows) {
    // A score Lighthouse could not give (null) misses its target.
    for (const key of ['accessibility', 'bestPractices', 'seo'] as const)
      if ((row[key] ?? 0) < TARGETS[key]) misses.push(`FAIL  ${row.path}: ${key} ${row[key]} (${row.failures.join('; ')})`);
    if ((row.performance ?? 0) < TARGETS.performance) misses.push(`WARN  ${row.path}: performance ${row.performance} < ${TARGETS.performance}`);
    if (row.lcpMs !== null && row.lcpMs >= TARGETS.lcpMs) misses.push(`WARN  ${row.path}: LCP ${(row.lcpMs / 1000).toFixed(2)} s >= 1.5 s`);
    if (row.cls !== null && row.cls > TARGETS.cls) misses.push(`WARN  ${row.path}: CLS ${row.cls.toFixed(4)} > 0`);
    if (row.runtimeError) misses.push(`FAIL  ${row.path}: ${row.runtimeError}`);
  }
  console.log(misses.length ? `\n${misses.join('\n')}` : '\nEvery route meets every target.');
  process.exitCode = misses.some((miss) => miss.startsWith('FAIL')) ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
