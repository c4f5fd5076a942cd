// Hostile spellings of our pages (/Blog, /article/x/, /article/%65crans-tactiles…) against the built
// server: what they cost in memory and in /healthz latency. Run alone with
// `node --import tsx scripts/bench/spellings.ts [checkout]` (after `npm run build`) or as a section of `npm run bench`.
// Env: SPELLINGS (how many distinct spellings, default 2000).
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { fmtMs, heading, record, table, verdict } from './report.ts';
import { freePort } from '../../tools/free-port.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
const CONCURRENCY = 8;
const PROBE_EVERY_MS = 25;

/** A seeded generator, so that every run asks for the same spellings. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` distinct spellings of the articles' paths, of the kind that each cost a rendering and a
 * cache entry before the page cache was keyed by canonical path: letters of the id as %-escapes,
 * a trailing slash, and every other one in upper case (routing is case-sensitive now).
 */
export function spellingsOf(paths: string[], count: number, seed = 42): string[] {
  const articles = paths.filter((path) => path.startsWith('/article/'));
  const next = random(seed);
  const result = new Set<string>();
  while (result.size < count) {
    const path = articles[Math.floor(next() * articles.length)] ?? '';
    const idStart = path.lastIndexOf('/') + 1;
    let spelt = path.slice(0, idStart);
    for (const char of path.slice(idStart)) spelt += /[a-z]/.test(char) && next() < 0.3 ? `%${char.charCodeAt(0).toString(16)}` : char;
    if (next() < 0.3) spelt += '/';
    if (result.size % 2) spelt = spelt.toUpperCase();
    if (spelt !== path) result.add(spelt);
  }
  return [...result];
}

function rssKb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

function get(port: number, path: string, agent: http.Agent | undefined): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    http
      .get({ host: HOST, port, path, agent, headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
      })
      .on('error', () => resolve({ status: 0, ms: performance.now() - start }));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function startServer(port: number, root: string): Promise<ChildProcessByStdio<null, Readable, null>> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('"listening"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout.resume();
  return child;
}

export async function benchSpellings({
  port = 3900 + Math.floor(Math.random() * 1000),
  count = Number(process.env.SPELLINGS || 2000),
  root = ROOT,
}: {
  port?: number;
  count?: number;
  root?: string;
} = {}) {
  const child = await startServer(port, root);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const sitemap = await new Promise<string>((resolve) =>
      http.get({ host: HOST, port, path: '/sitemap.xml' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
      }),
    );
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '').filter((path) => path.length > 1);
    // Warm: every canonical page once, so the baseline holds the pages a real visitor fills the cache with.
    for (const path of ['/', ...paths]) await get(port, path, agent);
    const probe = async () => (await get(port, '/healthz', undefined)).ms;
    const idle: number[] = [];
    for (let i = 0; i < 40; i++) idle.push(await probe());
    const before = rssKb(child.pid);

    const spellings = spellingsOf(paths, count);
    const statuses = new Map<number, number>();
    const probes: number[] = [];
    let peak = before;
    let done = false;
    const prober = (async () => {
      while (!done) {
        probes.push(await probe());
        peak = Math.max(peak, rssKb(child.pid));
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    let index = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (index < spellings.length) {
          const { status } = await get(port, spellings[index++] ?? '/', agent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await prober;
    const after = rssKb(child.pid);
    agent.destroy();
    return {
      count: spellings.length,
      seconds,
      statuses: Object.fromEntries(statuses),
      rssBeforeMb: before / 1024,
      rssPeakMb: peak / 1024,
      rssAfterMb: after / 1024,
      healthzIdleP50Ms: median(idle),
      healthzP50Ms: median(probes),
      probes: probes.length,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Section 6 of `npm run bench`: the figures above as a table and two summary rows. */
export async function benchHostileSpellings() {
  heading('6. Hostile spellings: 2,000 respelt article paths (/ARTICLE/X, %-escapes, trailing slash)');
  const result = await benchSpellings({ port: await freePort() });
  table(
    ['what', 'value'],
    [
      [
        'answers',
        Object.entries(result.statuses)
          .map(([status, count]) => `${count} x ${status}`)
          .join(', '),
      ],
      ['duration', `${result.seconds.toFixed(1)} s`],
      ['RSS before / peak / after', `${result.rssBeforeMb.toFixed(0)} / ${result.rssPeakMb.toFixed(0)} / ${result.rssAfterMb.toFixed(0)} MB`],
      ['/healthz p50 idle / during', `${fmtMs(result.healthzIdleP50Ms)} / ${fmtMs(result.healthzP50Ms)}`],
    ],
  );
  const rendered = result.statuses['200'] ?? 0;
  record({ section: 'hostile spellings', metric: 'spellings rendered as pages', value: String(rendered), target: '0', status: verdict(rendered === 0) });
  record({
    section: 'hostile spellings',
    metric: '/healthz p50 during',
    value: fmtMs(result.healthzP50Ms),
    target: '< 20 ms',
    status: verdict(result.healthzP50Ms < 20),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // An optional argument names another checkout to measure (its dist/ built), to compare before and after.
  const result = await benchSpellings({ root: process.argv[2] ?? ROOT });
  console.log(JSON.stringify(result, null, 2));
}
