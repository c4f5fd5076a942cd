// Section 9: how long the chat takes to solve the proof of work the server asks for before it stores
// a lead, in Chromium, the way the widget does it (widget/proof.ts): the built
// dist/public/widget/proof-worker.js, fetched once, started as a Worker from a blob: URL for each
// challenge, terminated once it has answered. PROOFS challenges (default 40) made by the server's own
// code (Proofs.challenge of server/leads/proof.ts: altcha-lib/v1's createChallenge, maxnumber
// PROOF_MAX_NUMBER), each solution checked as the server checks it (Proofs.check). The page and the
// worker come from a small http server on loopback. Each challenge is solved on this machine's CPU,
// then with Chromium's CPU throttled 4x through CDP (Emulation.setCPUThrottlingRate, Lighthouse's
// stand-in for a mid-range phone). Chromium's throttle slows the page's main thread only (it refuses
// a worker target: "only supported for pages"), so the same built script is also run on the main
// thread, with and without the throttle: that run is the one Chromium throttles, and carries the
// target (the hashing itself runs on WebCrypto's own thread, which the throttle does not slow; the
// table prints the slowdown per hash each run really got). Target: p95 < 1 s with the 4x throttle. A Worker that fails, or answers an error,
// fails the section: nothing falls back to the main thread.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tools/chromium.ts';
import { fmtInt, fmtMs, heading, percentile, record, table, verdict } from './report.ts';
import { HOST, ROOT } from './servers.ts';
import type { ProofChallenge } from '../../protocol/chat.ts';

/** A solution found in the page, with the time it took. */
interface Solved {
  solution: string;
  ms: number;
}

// Defined by PAGE's script, called in the page through page.evaluate.
declare function solveInWorker(challenge: ProofChallenge): Promise<Solved>;
declare function solveOnMainThread(challenge: ProofChallenge): Promise<Solved>;
declare function startWorker(): Promise<number>;

const P95_TARGET_MS = 1000;
const THROTTLE = 4;
const WARM_UP = 2;
const SOLVE_TIMEOUT_MS = 60_000;
/** Workers started with nothing to do, for the start-up time alone. */
const STARTUPS = 10;
const WORKER_FILE = join(ROOT, 'dist', 'public', 'widget', 'proof-worker.js');
const WORKER_PATH = '/widget/proof-worker.js';

function readProofs() {
  const raw = process.env.PROOFS ?? '';
  if (raw === '') return 40;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`PROOFS must be an integer >= 1 (got "${raw}")`);
  return value;
}

/**
 * The page: solveInWorker is widget/proof.ts's inWorker (script fetched once, a Worker from a blob:
 * URL per challenge, its error event or error answer a failure); solveOnMainThread runs the same
 * fetched script on the main thread, its addEventListener and postMessage given by the page.
 */
const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>proof of work bench</title>
<script>
let script;
const workerScript = () => (script ??= fetch('${WORKER_PATH}').then((response) => {
  if (!response.ok) throw new Error('GET ${WORKER_PATH}: HTTP ' + response.status);
  return response.text();
}));
const answered = (resolve, reject, timer) => (data) => {
  clearTimeout(timer);
  if ('error' in data) reject(new Error('the proof worker answered an error: ' + data.error));
  else if (!data.solution) reject(new Error('the proof worker found no solution'));
  else resolve(data.solution);
};
const late = (reject, where) => setTimeout(() => reject(new Error('no answer ' + where + ' within ${SOLVE_TIMEOUT_MS} ms')), ${SOLVE_TIMEOUT_MS});

async function solveInWorker(challenge) {
  const source = await workerScript();
  const start = performance.now();
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  let worker;
  try {
    worker = new Worker(url);
    const solution = await new Promise((resolve, reject) => {
      const answer = answered(resolve, reject, late(reject, 'from the Worker'));
      worker.onmessage = ({ data }) => answer(data);
      worker.onerror = (event) => {
        event.preventDefault();
        answer({ error: event.message || 'the Worker did not start' });
      };
      worker.onmessageerror = () => answer({ error: 'its answer could not be read' });
      worker.postMessage(challenge);
    });
    return { solution, ms: performance.now() - start };
  } finally {
    worker?.terminate();
    URL.revokeObjectURL(url);
  }
}

async function solveOnMainThread(challenge) {
  const source = await workerScript();
  const start = performance.now();
  const solution = await new Promise((resolve, reject) => {
    const answer = answered(resolve, reject, late(reject, 'on the main thread'));
    let listener = null;
    new Function('addEventListener', 'postMessage', source)((type, fn) => { if (type === 'message') listener = fn; }, answer);
    if (!listener) throw new Error('${WORKER_PATH} listens to no message event');
    listener({ data: challenge });
  });
  return { solution, ms: performance.now() - start };
}

/** Milliseconds to start a Worker from a blob: URL and hear from it: what each challenge pays before its first hash. */
async function startWorker() {
  const start = performance.now();
  const url = URL.createObjectURL(new Blob(['postMessage(0)'], { type: 'text/javascript' }));
  const worker = new Worker(url);
  try {
    await new Promise((resolve, reject) => {
      worker.onmessage = resolve;
      worker.onerror = () => reject(new Error('a Worker from a blob: URL did not start'));
    });
    return performance.now() - start;
  } finally {
    worker.terminate();
    URL.revokeObjectURL(url);
  }
}
</script>
`;

/** Serves the page and the built worker on loopback; anything else is a 404. */
async function startPageServer(): Promise<{ url: string; requested: string[]; stop(): Promise<void> }> {
  const worker = readFileSync(WORKER_FILE);
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    const [status, type, body]: [number, string, string | Buffer] =
      path === '/'
        ? [200, 'text/html; charset=utf-8', PAGE]
        : path === WORKER_PATH
          ? [200, 'text/javascript; charset=utf-8', worker]
          : [404, 'text/plain', 'not found'];
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, HOST, resolve));
  // Listening on a TCP address: an AddressInfo, never a pipe's name.
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}/`,
    requested,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const RUNS: { key: string; label: string; where: 'worker' | 'main'; rate: number }[] = [
  { key: 'worker-1', label: 'Worker (as the widget), this CPU', where: 'worker', rate: 1 },
  { key: 'main-1', label: 'same script on the main thread, this CPU', where: 'main', rate: 1 },
  { key: 'worker-4', label: `Worker (as the widget), CDP ${THROTTLE}x throttle`, where: 'worker', rate: THROTTLE },
  { key: 'main-4', label: `same script on the main thread, CDP ${THROTTLE}x throttle`, where: 'main', rate: THROTTLE },
];

export async function benchProof() {
  const count = readProofs();
  if (!existsSync(WORKER_FILE)) throw new Error(`${WORKER_FILE} is missing: run npm run build first`);
  const { Proofs, PROOF_MAX_NUMBER, processKey } = await import('../../server/leads/proof.ts');
  heading(`9. Proof of work — solving the server's challenge in Chromium (${count} challenges, maxnumber ${fmtInt(PROOF_MAX_NUMBER)}, ${WORKER_PATH})`);
  const key = processKey();
  const issuer = new Proofs(key);
  const challenges = [];
  for (let i = 0; i < WARM_UP + count; i++) {
    const sessionId = `session-${Date.now()}-${randomBytes(16).toString('hex').slice(0, 22)}`;
    challenges.push({ sessionId, challenge: await issuer.challenge(sessionId) });
  }
  if (challenges.some(({ challenge }) => challenge.maxnumber !== PROOF_MAX_NUMBER)) throw new Error('a challenge does not carry PROOF_MAX_NUMBER');

  const server = await startPageServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const workersStarted: string[] = [];
    page.on('worker', (worker) => workersStarted.push(worker.url()));
    const response = await page.goto(server.url);
    if (response?.status() !== 200) throw new Error(`Chromium got ${response?.status()} for the bench page`);
    const cdp = await page.context().newCDPSession(page);
    let rate = 1;
    const throttle = async (wanted: number) => {
      if (wanted !== rate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: wanted });
      rate = wanted;
    };

    // Each solution is checked as the server would check it; one Proofs per run, as each run uses each proof once.
    const checkers = new Map(RUNS.map((run) => [run.key, new Proofs(key)]));
    const results = new Map(RUNS.map((run): [string, { ms: number; hashes: number }[]] => [run.key, []]));
    const found = <T>(map: Map<string, T>, key: string): T => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`no run ${key}`);
      return value;
    };
    let workerSolves = 0;
    // Challenge by challenge, each run in turn: every run solves the same challenges (the same numbers
    // to find), and a slower moment of this shared machine falls on all four alike.
    for (const [index, { sessionId, challenge }] of challenges.entries()) {
      for (const run of RUNS) {
        await throttle(run.rate);
        let solved: Solved;
        try {
          solved = await page.evaluate(([where, proof]) => (where === 'worker' ? solveInWorker(proof) : solveOnMainThread(proof)), [
            run.where,
            challenge,
          ] as const);
        } catch (error) {
          throw new Error(
            `${run.where === 'worker' ? 'the proof Worker' : 'the proof script on the main thread'} failed in Chromium (${WORKER_PATH}, built from widget/proof-worker.ts): ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
          );
        }
        if (run.where === 'worker') workerSolves++;
        const check = await found(checkers, run.key).check(solved.solution, sessionId, null);
        if (check !== 'ok') throw new Error(`${run.label}: the server would refuse the solution of challenge ${index + 1} (${check})`);
        const { number }: { number: number } = JSON.parse(Buffer.from(solved.solution, 'base64').toString('utf8'));
        if (index >= WARM_UP) found(results, run.key).push({ ms: solved.ms, hashes: number + 1 });
      }
    }
    await throttle(1);
    const startups: number[] = [];
    for (let i = 0; i < STARTUPS; i++) startups.push(await page.evaluate(() => startWorker()));
    startups.sort((a, b) => a - b);
    if (workersStarted.length !== workerSolves + STARTUPS || !workersStarted.every((url) => url.startsWith('blob:'))) {
      throw new Error(`expected ${workerSolves + STARTUPS} Workers from blob: URLs, Chromium reported ${workersStarted.length}`);
    }
    const fetches = server.requested.filter((path) => path === WORKER_PATH).length;
    if (fetches !== 1) throw new Error(`${WORKER_PATH} was fetched ${fetches} times (the page fetches it once)`);

    const stats = new Map(
      RUNS.map((run) => {
        const list = found(results, run.key);
        const times = list.map((r) => r.ms).sort((a, b) => a - b);
        const hashes = list.reduce((sum, r) => sum + r.hashes, 0);
        return [
          run.key,
          {
            times,
            p50: percentile(times, 0.5),
            p95: percentile(times, 0.95),
            max: times.at(-1) ?? NaN,
            usPerHash: (times.reduce((a, b) => a + b, 0) * 1000) / hashes,
            meanHashes: hashes / list.length,
          },
        ];
      }),
    );
    // How much slower the 4x throttle made each place, per hash. Chromium throttles the main thread
    // alone (the Worker is slowed only by sharing the cores), so the target is the main thread's run.
    const statsOf = (key: string) => found(stats, key);
    const slowdown = (where: string) => statsOf(`${where}-${THROTTLE}`).usPerHash / statsOf(`${where}-1`).usPerHash;
    const targetOf = (run: (typeof RUNS)[number]) => (run.rate !== 1 && run.where === 'main' ? P95_TARGET_MS : null);

    const rows = RUNS.map((run) => {
      const s = statsOf(run.key);
      const target = targetOf(run);
      return [
        run.label,
        fmtMs(s.p50),
        fmtMs(s.p95),
        fmtMs(s.max),
        `${s.usPerHash.toFixed(1)} µs`,
        run.rate === 1 ? '' : `x${slowdown(run.where).toFixed(2)}`,
        target === null ? 'n/a' : verdict(s.p95 < target),
      ];
    });
    table(['run', 'median', 'p95', 'max', 'per hash', 'vs this CPU', 'p95 < 1 s'], rows);
    const meanHashes = statsOf('worker-1').meanHashes;
    const worker1 = statsOf('worker-1');
    const main4 = statsOf(`main-${THROTTLE}`);
    console.log(
      `\nINFO  hashes tried (SHA-256, solution number + 1): mean ${fmtInt(meanHashes)} per challenge, maxnumber ${fmtInt(PROOF_MAX_NUMBER)}; every solution accepted by Proofs.check`,
    );
    console.log(
      `INFO  times from the Worker's creation (blob: URL) to its answer, ${fmtInt(workerSolves)} Workers (${WARM_UP} challenges of warm-up not counted); ${WORKER_PATH} fetched once; ` +
        `of which starting a Worker, this CPU: median ${fmtMs(percentile(startups, 0.5))} (${STARTUPS} empty Workers)`,
    );
    console.log(
      `NOTE  the CDP throttle slowed the main thread x${slowdown('main').toFixed(2)} per hash and the Worker x${slowdown('worker').toFixed(2)}: Chromium throttles the page's main thread only ` +
        `(and not the thread that hashes for crypto.subtle), so the ${THROTTLE}x target is the same script's on the throttled main thread`,
    );
    console.log(
      `INFO  a CPU ${THROTTLE}x slower in every thread would take about ${THROTTLE} x this CPU's Worker times: p95 ${fmtMs(THROTTLE * worker1.p95)}, median ${fmtMs(THROTTLE * worker1.p50)}`,
    );
    console.log(
      `INFO  machine: ${availableParallelism()} cores, load average ${(loadavg()[0] ?? NaN).toFixed(1)} over the last minute (this section included); others' work slows every row alike`,
    );
    console.log(
      `${verdict(main4.p95 < P95_TARGET_MS)}  target: p95 < ${fmtMs(P95_TARGET_MS)} with the CPU throttled ${THROTTLE}x (got ${fmtMs(main4.p95)}, median ${fmtMs(main4.p50)})`,
    );

    const section = 'proof of work';
    for (const run of RUNS) {
      const s = statsOf(run.key);
      const target = targetOf(run);
      const note = run.rate !== 1 && target === null ? 'n/a: CDP throttles the main thread only' : '';
      record({
        section,
        metric: `${run.label}: median / p95`,
        value: `${fmtMs(s.p50)} / ${fmtMs(s.p95)}`,
        target: target === null ? note : `p95 < ${fmtMs(target)}`,
        ...(target === null ? {} : { status: verdict(s.p95 < target) }),
      });
    }
    record({ section, metric: 'mean hashes tried per challenge', value: fmtInt(meanHashes), target: `maxnumber ${fmtInt(PROOF_MAX_NUMBER)}` });
    record({ section, metric: `Worker p95 x ${THROTTLE} (every thread ${THROTTLE}x slower)`, value: fmtMs(THROTTLE * worker1.p95) });
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}
