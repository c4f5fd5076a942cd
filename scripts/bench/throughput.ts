// Section 1: GET / throughput of our server against a bare Express app and a bare node:http server
// that send the same bytes and headers (bare-express.ts, bare-node.ts, reference.ts), with wrk.
//
// Each server runs under `taskset -c A` and wrk under `taskset -c B` (two different cores), so that
// the generator never takes the server's CPU. ROUNDS alternating rounds (ours, Express, node:http,
// ours, …), each a WARMUP_SECONDS warm-up then BENCH_SECONDS measured; per server the median req/s
// and its spread. The ratios come from the medians of the same run. A measurement during which other
// processes took more than OTHERS_BUSY_LIMIT % of either core is taken again (at most RETRIES times).
// On a shared machine those rounds swing by a third; the head-to-head that follows (head-to-head.ts:
// ours and bare Express at the same time on one core) gives the CPU per request of both under the
// same conditions, the steadier figure for the target.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmtInt, fmtMs, fmtPct, fmtRatio, fmtUs, heading, median, plural, record, table, verdict } from './report.ts';
import {
  allowedCpus,
  BROWSER_ACCEPT_ENCODING,
  rawGet,
  readCoreBusyMs,
  readProcCpuMs,
  readSeconds,
  type StartedServer,
  startOurApp,
  startServer,
} from './servers.ts';
import { headToHead } from './head-to-head.ts';
import { exportSite, NGINX, startNginxStatic } from './nginx.ts';
import { ensureWrk, runWrk, type WrkResult } from './wrk.ts';

/** What our app sent for GET /, which the comparison servers replay. */
interface Reference {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The core the servers run on and the one wrk runs on; neither when this process has a single core. */
interface Cores {
  server?: number | undefined;
  generator?: number | undefined;
}

/** A wrk run with the CPU each party used meanwhile (% of one core). */
interface Measurement extends WrkResult {
  cpu: { server: number; generator: number; othersOnServerCore: number; othersOnGeneratorCore: number };
  serverUsPerRequest: number;
}

const SECTION = 'GET / throughput';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const EXPRESS_RATIO_TARGET = 0.9;
/** nginx serving the export must keep up with node:http sending the same bytes from memory. */
const NGINX_RATIO_TARGET = 0.9;
const EXPORT_PUBLIC_URL = 'https://www.exemple.fr';
/** Below this, node:http is not clearly faster than Express: the generator or the machine is the ceiling. */
const NODE_OVER_EXPRESS_MIN = 2;
/** Other processes busier than this on either core during a measurement make it unreliable: it is taken again, up to RETRIES times. */
const OTHERS_BUSY_LIMIT = 25;
const RETRIES = 2;
/** Headers each server writes for itself; the comparison servers replay every other header of ours. */
const TRANSPORT_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

function readRounds() {
  const raw = process.env.BENCH_ROUNDS;
  if (raw === undefined || raw === '') return 3;
  const rounds = Number(raw);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`BENCH_ROUNDS must be a whole number >= 1 (got "${raw}")`);
  return rounds;
}

/**
 * Captures what our app sends for GET / (body and headers, security headers included) into `file`,
 * for the comparison servers to send the same response.
 */
async function referenceFrom(ours: StartedServer, file: string): Promise<Reference> {
  const response = await rawGet(ours.url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  if (response.status !== 200) throw new Error(`our app answered GET / with ${response.status}`);
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  writeFileSync(file, JSON.stringify({ headers, body: response.body.toString('base64') }));
  console.log(
    `reference response: ${response.body.length} bytes (${response.headers['content-encoding'] ?? 'identity'}), ` +
      `${plural(Object.keys(headers).length, 'header')} replayed by the comparison servers: ${Object.keys(headers).join(', ')}`,
  );
  return { headers, body: response.body };
}

/** nginx sends headers of its own (ETag, Last-Modified): the same body, as compressed, is what must match. */
async function checkSameBody(server: StartedServer, reference: Reference): Promise<void> {
  const response = await rawGet(server.url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const same =
    response.status === 200 && response.body.equals(reference.body) && response.headers['content-encoding'] === reference.headers['content-encoding'];
  if (!same) throw new Error(`${server.name} does not send the same bytes as our app`);
}

async function checkSameResponse(server: StartedServer, reference: Reference): Promise<void> {
  const response = await rawGet(server.url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const same =
    response.status === 200 &&
    response.body.equals(reference.body) &&
    Object.entries(reference.headers).every(([name, value]) => String(response.headers[name]) === String(value));
  if (!same) throw new Error(`${server.name} does not send the same bytes and headers as our app`);
}

/** One wrk run against a server, with who used the two cores meanwhile (CPU % of one core). */
async function measure(server: StartedServer, seconds: number, cores: Cores): Promise<Measurement> {
  const start = performance.now();
  const server0 = readProcCpuMs(server.child.pid);
  const busy0 = readCoreBusyMs();
  const result = await runWrk(server.url, {
    seconds,
    connections: CONNECTIONS,
    headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
    cpu: cores.generator,
  });
  const wall = performance.now() - start;
  const serverMs = readProcCpuMs(server.child.pid) - server0;
  const busy1 = readCoreBusyMs();
  const busy = (core: number | undefined) => (core === undefined ? NaN : (((busy1[core] ?? NaN) - (busy0[core] ?? NaN)) / wall) * 100);
  const cpu = {
    server: (serverMs / wall) * 100,
    generator: (result.cpuMs / wall) * 100,
    // What else ran on each core: its busy time less the server's (or wrk's).
    othersOnServerCore: Math.max(0, busy(cores.server) - (serverMs / wall) * 100),
    othersOnGeneratorCore: Math.max(0, busy(cores.generator) - (result.cpuMs / wall) * 100),
  };
  return { ...result, cpu, serverUsPerRequest: (serverMs * 1000) / result.requests };
}

const problemsOf = (r: Measurement) => r.errors.status + r.errors.timeout + r.socketErrors;
const othersOf = (r: Measurement) => Math.max(r.cpu.othersOnServerCore, r.cpu.othersOnGeneratorCore);

export async function benchThroughput() {
  const seconds = readSeconds('BENCH_SECONDS', 10);
  const rounds = readRounds();
  const cpus = allowedCpus();
  const pinned = cpus.length >= 2;
  const cores: Cores = pinned ? { server: cpus[0], generator: cpus[1] } : {};
  heading(
    `1. GET / throughput (wrk) — ${rounds} rounds of ${WARMUP_SECONDS} s warm-up + ${seconds} s per server, ` +
      `${CONNECTIONS} connections, 1 thread, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
  );
  const tools = ensureWrk();
  if (!tools.ok) {
    console.log(`ERROR ${tools.message}; section skipped`);
    record({ section: SECTION, metric: 'wrk and taskset', value: 'missing', target: 'installed', status: 'ERROR' });
    return;
  }
  if (pinned) console.log(`servers on core ${cores.server} (taskset -c ${cores.server}), wrk on core ${cores.generator} (taskset -c ${cores.generator})`);
  else {
    console.log(`WARN  this process may use only core(s) ${cpus.join(',') || '?'}: servers and wrk share them, the ratios are blurred`);
    record({ section: SECTION, metric: 'server and wrk on separate cores', value: 'no', target: '2 cores', status: 'WARN' });
  }

  const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
  const referenceFile = join(tmp, 'reference.json');
  const servers: { label: string; server: StartedServer; runs: Measurement[] }[] = [];
  let headToHeadResult: Awaited<ReturnType<typeof headToHead>> | undefined;
  try {
    // The same public URL for our app and the export, so that nginx sends the very page ours does.
    const ours = await startOurApp({ cpu: cores.server, env: { PUBLIC_URL: EXPORT_PUBLIC_URL } });
    servers.push({ label: 'ours (dist/server.js)', server: ours, runs: [] });
    const reference = await referenceFrom(ours, referenceFile);
    for (const [label, name, file] of [
      ['bare Express 5', 'bare Express', 'scripts/bench/bare-express.ts'],
      ['node:http', 'node:http', 'scripts/bench/bare-node.ts'],
    ] as const) {
      // TypeScript, run through tsx's loader: its cost is at start only, before any measurement.
      const server = await startServer(name, ['--import', 'tsx', file, referenceFile], { cpu: cores.server });
      await checkSameResponse(server, reference);
      servers.push({ label, server, runs: [] });
    }
    if (NGINX) {
      await exportSite(join(tmp, 'static'), EXPORT_PUBLIC_URL);
      const nginx = await startNginxStatic({ staticRoot: join(tmp, 'static'), runtimeDir: join(tmp, 'nginx'), cpu: cores.server });
      servers.push({ label: 'nginx (static export)', server: nginx, runs: [] });
      await checkSameBody(nginx, reference);
    } else {
      console.log('WARN  nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static): not measured');
      record({ section: SECTION, metric: 'nginx (static export)', value: 'not installed', status: 'WARN' });
    }

    for (let round = 1; round <= rounds; round++) {
      for (const entry of servers) {
        await runWrk(entry.server.url, {
          seconds: WARMUP_SECONDS,
          connections: CONNECTIONS,
          headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
          cpu: cores.generator,
        });
        for (let attempt = 0; ; attempt++) {
          const run = await measure(entry.server, seconds, cores);
          const disturbed = othersOf(run) > OTHERS_BUSY_LIMIT;
          const again = disturbed && attempt < RETRIES;
          console.log(
            `round ${round}, ${entry.label.padEnd(21)} ${fmtInt(run.rps).padStart(7)} req/s, p99 ${fmtMs(run.latency.p99)}, ` +
              `server ${fmtUs(run.serverUsPerRequest)} CPU/req (CPU: server ${fmtPct(run.cpu.server)}, wrk ${fmtPct(run.cpu.generator)}, ` +
              `others ${fmtPct(run.cpu.othersOnServerCore)} on the server's core, ${fmtPct(run.cpu.othersOnGeneratorCore)} on wrk's)` +
              (problemsOf(run) ? `  ${run.errors.status} status >= 400, ${run.errors.timeout} timeouts, ${run.socketErrors} socket errors` : '') +
              (again ? '  -> other processes busy: measured again' : ''),
          );
          if (!again) {
            entry.runs.push(run);
            break;
          }
        }
      }
      // Same bytes at the end of each round too: a server that broke under load would look fast.
      for (const { server } of servers.slice(1)) await (server.name === 'nginx' ? checkSameBody : checkSameResponse)(server, reference);
    }
    const [first, second] = servers;
    if (pinned && first && second) {
      console.log(
        `head to head: ours and bare Express at the same time on core ${cores.server}, each with its own wrk on core ${cores.generator}, ${rounds} × ${seconds} s`,
      );
      headToHeadResult = await headToHead(first.server, second.server, {
        seconds,
        runs: rounds,
        connections: CONNECTIONS,
        generatorCore: cores.generator,
      });
      for (const [i, run] of headToHeadResult.runs.entries()) {
        console.log(`head to head ${i + 1}: CPU per request ours ${fmtUs(run.usA)}, bare Express ${fmtUs(run.usB)}: Express / ours ${fmtRatio(run.ratio)}`);
      }
    }
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
    rmSync(tmp, { recursive: true, force: true });
  }

  const stats = servers.map(({ label, runs }) => {
    const rps = runs.map((run) => run.rps);
    return {
      label,
      runs,
      rps: median(rps),
      min: Math.min(...rps),
      max: Math.max(...rps),
      p99: median(runs.map((run) => run.latency.p99)),
      usPerRequest: median(runs.map((run) => run.serverUsPerRequest)),
      bytesPerResponse: runs.reduce((t, run) => t + run.bytes, 0) / runs.reduce((t, run) => t + run.requests, 0),
      problems: runs.reduce((t, run) => t + problemsOf(run), 0),
      serverCpu: median(runs.map((run) => run.cpu.server)),
      generatorCpu: median(runs.map((run) => run.cpu.generator)),
    };
  });
  console.log();
  table(
    ['server', 'req/s median', 'min–max', 'p99 (median)', 'server CPU/req', 'bytes/response', 'errors', 'CPU server', 'CPU wrk'],
    stats.map((s) => [
      s.label,
      fmtInt(s.rps),
      `${fmtInt(s.min)}–${fmtInt(s.max)}`,
      fmtMs(s.p99),
      fmtUs(s.usPerRequest),
      fmtInt(s.bytesPerResponse),
      String(s.problems),
      fmtPct(s.serverCpu),
      fmtPct(s.generatorCpu),
    ]),
  );
  console.log('(CPU = % of one core, medians over the rounds; bytes/response = what wrk read, headers included.)');

  const [ours, express, node, nginx] = stats;
  if (!ours || !express || !node) throw new Error('our app, bare Express and node:http were not all measured');
  const vsExpress = ours.rps / express.rps;
  const vsNode = ours.rps / node.rps;
  const nodeOverExpress = node.rps / express.rps;
  const perRound = ours.runs.map((run, i) => fmtRatio(run.rps / (express.runs[i]?.rps ?? NaN))).join(', ');
  console.log();
  console.log(`ratio req/s ours / bare Express: ${fmtRatio(vsExpress)} (medians; round by round: ${perRound})`);
  console.log(`ratio req/s ours / node:http:    ${fmtRatio(vsNode)}`);
  console.log(`server CPU per request: ours ${fmtUs(ours.usPerRequest)}, bare Express ${fmtUs(express.usPerRequest)}, node:http ${fmtUs(node.usPerRequest)}`);
  // The target rests on the head-to-head when it ran: the rounds, one after the other, swing with the machine.
  const steady = headToHeadResult?.ratio;
  const judged = steady ?? vsExpress;
  const pass = judged >= EXPRESS_RATIO_TARGET;
  if (steady !== undefined) {
    console.log(
      `head to head, CPU per request bare Express / ours: ${fmtRatio(steady)} (median of ${headToHeadResult?.runs.length}: the req/s ratio each would reach with the core to itself)`,
    );
  }
  console.log(
    `${verdict(pass)}  target: ours >= ${EXPRESS_RATIO_TARGET} x bare Express (${steady !== undefined ? 'head to head' : 'req/s medians'}: ${fmtRatio(judged)})`,
  );
  if (steady !== undefined && vsExpress >= EXPRESS_RATIO_TARGET !== pass) {
    console.log(
      `WARN  the rounds one after the other (${fmtRatio(vsExpress)}) and the head to head (${fmtRatio(steady)}) disagree: the machine's noise is larger than the difference`,
    );
  }

  if (nginx) {
    const nginxPass = nginx.rps / node.rps >= NGINX_RATIO_TARGET;
    console.log(`ratio req/s nginx (export) / node:http: ${fmtRatio(nginx.rps / node.rps)}; nginx / ours: ${fmtRatio(nginx.rps / ours.rps)}`);
    console.log(`${verdict(nginxPass)}  target: nginx >= ${NGINX_RATIO_TARGET} x node:http req/s (got ${fmtRatio(nginx.rps / node.rps)})`);
    record({
      section: SECTION,
      metric: 'req/s nginx (export) / node:http',
      value: fmtRatio(nginx.rps / node.rps),
      target: `>= ${NGINX_RATIO_TARGET}`,
      status: verdict(nginxPass),
    });
    record({ section: SECTION, metric: 'req/s nginx (export) / ours', value: fmtRatio(nginx.rps / ours.rps) });
  }
  for (const s of stats) {
    record({ section: SECTION, metric: `req/s, ${s.label} (median, min–max)`, value: `${fmtInt(s.rps)} (${fmtInt(s.min)}–${fmtInt(s.max)})` });
    record({ section: SECTION, metric: `p99 latency, ${s.label}`, value: fmtMs(s.p99) });
  }
  if (steady !== undefined) {
    record({
      section: SECTION,
      metric: 'ours / bare Express, head to head (CPU/req)',
      value: fmtRatio(steady),
      target: `>= ${EXPRESS_RATIO_TARGET}`,
      status: verdict(pass),
    });
    record({ section: SECTION, metric: 'req/s ours / bare Express, rounds in turn', value: fmtRatio(vsExpress) });
  } else {
    record({ section: SECTION, metric: 'req/s ours / bare Express', value: fmtRatio(vsExpress), target: `>= ${EXPRESS_RATIO_TARGET}`, status: verdict(pass) });
  }
  record({ section: SECTION, metric: 'req/s ours / node:http', value: fmtRatio(vsNode) });
  record({ section: SECTION, metric: 'server CPU/req ours / bare Express', value: fmtRatio(ours.usPerRequest / express.usPerRequest) });

  const failing = stats.filter((s) => s.problems > 0);
  if (failing.length) {
    console.log(`FAIL  errors under load (status >= 400, timeouts, socket errors): ${failing.map((s) => `${s.label} ${s.problems}`).join(', ')}`);
    record({ section: SECTION, metric: 'errors under load', value: failing.map((s) => `${s.label}: ${s.problems}`).join(', '), target: '0', status: 'FAIL' });
  }
  if (nodeOverExpress < NODE_OVER_EXPRESS_MIN) {
    console.log(
      `WARN  node:http is only ${fmtRatio(nodeOverExpress)} x bare Express (expected well above ${NODE_OVER_EXPRESS_MIN}): ` +
        'the load generator or the machine is the ceiling, the ratios do not measure the servers',
    );
    record({
      section: SECTION,
      metric: 'node:http / bare Express (generator not the ceiling)',
      value: fmtRatio(nodeOverExpress),
      target: `>= ${NODE_OVER_EXPRESS_MIN}`,
      status: 'WARN',
    });
  }
  const saturated = stats.filter((s) => s.generatorCpu > 90 && s.serverCpu < 90);
  if (saturated.length) {
    console.log(`WARN  wrk saturated its core while the server had spare CPU for ${saturated.map((s) => s.label).join(', ')}: that figure is a floor`);
  }
  const busiest = Math.max(...stats.flatMap((s) => s.runs.map(othersOf)));
  if (busiest > OTHERS_BUSY_LIMIT) {
    console.log(
      `WARN  other processes took up to ${fmtPct(busiest)} of a measured core in the figures kept: the machine is shared, they are noisy (run again on a quiet machine)`,
    );
    record({
      section: SECTION,
      metric: 'other processes on the measured cores',
      value: `up to ${fmtPct(busiest)}`,
      target: `<= ${OTHERS_BUSY_LIMIT}%`,
      status: 'WARN',
    });
  }
}
