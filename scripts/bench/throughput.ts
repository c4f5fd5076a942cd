// Section 1: GET / throughput of our server against a bare Express app and a bare node:http server
// that send the same bytes and headers (bare-express.ts, bare-node.ts, reference.ts), with wrk.
//
// Each server runs under `taskset -c A` and wrk under `taskset -c B` (two different cores), so that
// the generator never takes the server's CPU. ROUNDS alternating rounds (ours, Express, node:http,
// ours, …), each a WARMUP_SECONDS warm-up then BENCH_SECONDS measured; per server the median req/s
// and its spread. The ratios come from the medians of the same run. A measurement during which other
// processes took more than OTHERS_BUSY_LIMIT % of either core is taken again (at most RETRIES times).
// On a shared machine those rounds swing by a third; the paired comparison that follows (paired.ts:
// ours and bare Express in short runs taken in turn, BENCH_PAIRS pairs) carries the target.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmtInt, fmtMs, fmtPct, fmtRatio, fmtUs, heading, median, plural, record, table, verdict } from './report.ts';
import { type Cores, CONNECTIONS, type Measurement, measure, OTHERS_BUSY_LIMIT, othersOf, problemsOf, warmUp } from './measure.ts';
import { exportSite, NGINX, startNginxStatic } from './nginx.ts';
import { pairedComparison } from './paired.ts';
import { allowedCpus, BROWSER_ACCEPT_ENCODING, rawGet, readSeconds, type StartedServer, startOurApp, startServer } from './servers.ts';
import { ensureWrk } from './wrk.ts';

/** What our app sent for GET /, which the comparison servers replay. */
interface Reference {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const SECTION = 'GET / throughput';
const WARMUP_SECONDS = 2;
const EXPRESS_RATIO_TARGET = 0.9;
/** nginx serving the export must keep up with node:http sending the same bytes from memory. */
const NGINX_RATIO_TARGET = 0.9;
const EXPORT_PUBLIC_URL = 'https://www.exemple.fr';
/** Below this, node:http is not clearly faster than Express: the generator or the machine is the ceiling. */
const NODE_OVER_EXPRESS_MIN = 2;
/** A round disturbed by other processes (OTHERS_BUSY_LIMIT) is taken again, this many times at most. */
const RETRIES = 2;
/** Pairs of the paired comparison, and how long each run of a pair lasts. */
const PAIR_SECONDS = 3;
/** Headers each server writes for itself; the comparison servers replay every other header of ours. */
const TRANSPORT_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A whole number >= 1 from the environment variable `name`, or `fallback`. */
function readCount(name: string, fallback: number) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number >= 1 (got "${raw}")`);
  return count;
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

export async function benchThroughput() {
  const seconds = readSeconds('BENCH_SECONDS', 10);
  const rounds = readCount('BENCH_ROUNDS', 3);
  const pairCount = readCount('BENCH_PAIRS', 10);
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
  let paired: Awaited<ReturnType<typeof pairedComparison>> | undefined;
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
        await warmUp(entry.server, WARMUP_SECONDS, cores);
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
    if (first && second) {
      console.log(`paired: ${first.label} and ${second.label} in turn, ${pairCount} pairs of ${PAIR_SECONDS} s runs, which goes first alternating`);
      paired = await pairedComparison({ ...first, label: 'ours' }, { ...second, label: 'bare Express' }, { pairs: pairCount, seconds: PAIR_SECONDS, cores });
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
  // The target rests on the pairs: the rounds, a server's runs 40 s apart, swing with the machine.
  if (!paired) throw new Error('the paired comparison did not run');
  const pairRatios = paired.pairs.map((pair) => pair.ratio);
  const disturbedPairs = paired.pairs.filter((pair) => pair.disturbed).length;
  const pass = paired.ratio >= EXPRESS_RATIO_TARGET;
  console.log(
    `paired, CPU per request bare Express / ours: ${fmtRatio(paired.ratio)} (median of ${paired.pairs.length} pairs, ` +
      `${fmtRatio(Math.min(...pairRatios))}–${fmtRatio(Math.max(...pairRatios))}; the req/s ratio with the core to itself)`,
  );
  console.log(`${verdict(pass)}  target: ours >= ${EXPRESS_RATIO_TARGET} x bare Express (paired: ${fmtRatio(paired.ratio)})`);
  if (vsExpress >= EXPRESS_RATIO_TARGET !== pass) {
    console.log(
      `WARN  the rounds (${fmtRatio(vsExpress)}) and the pairs (${fmtRatio(paired.ratio)}) disagree: the machine's noise is larger than the difference`,
    );
  }
  if (disturbedPairs > paired.pairs.length / 2) {
    console.log(`WARN  other processes were busy during ${disturbedPairs} of the ${paired.pairs.length} pairs: run again on a quiet machine`);
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
  record({
    section: SECTION,
    metric: 'ours / bare Express, paired (CPU/req)',
    value: `${fmtRatio(paired.ratio)} (${fmtRatio(Math.min(...pairRatios))}–${fmtRatio(Math.max(...pairRatios))})`,
    target: `>= ${EXPRESS_RATIO_TARGET}`,
    status: verdict(pass),
  });
  record({ section: SECTION, metric: 'req/s ours / bare Express, rounds in turn', value: fmtRatio(vsExpress) });
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
