// wrk, the load generator of the bench: a C program (Debian package `wrk`), far cheaper per request
// than a Node one, run in its own process (pinned to its own core with taskset where asked), so that
// the figures measure the server and not the generator. Its results come out as one JSON line
// printed by a Lua `done` hook (REPORT_LUA), not parsed from its human-readable summary.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { readExitedChildrenCpuMs } from './servers.ts';

/** The tools a wrk section needs, with the Debian package of each. */
const TOOLS: Record<string, string> = { wrk: 'wrk', taskset: 'util-linux' };

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Makes sure wrk and taskset are there. As root, installs what is missing with apt-get (and says so);
 * otherwise returns { ok: false, message } saying how to install them.
 */
export function ensureWrk(): { ok: true } | { ok: false; message: string } {
  const missing = () => Object.keys(TOOLS).filter((command) => !onPath(command));
  let absent = missing();
  if (absent.length === 0) return { ok: true };
  const packages = [...new Set(absent.map((command) => TOOLS[command] ?? command))];
  const install = `apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    return { ok: false, message: `${absent.join(' and ')} not found; install with: sudo ${install}` };
  }
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  console.log(`bench: ${absent.join(' and ')} not found; running as root: ${install}`);
  if (!apt(['install', '-y', ...packages])) {
    console.log('bench: apt-get install failed; running: apt-get update, then the install again');
    apt(['update']);
    apt(['install', '-y', ...packages]);
  }
  absent = missing();
  if (absent.length === 0) return { ok: true };
  return { ok: false, message: `${absent.join(' and ')} still not found after "${install}"; install them by hand` };
}

/**
 * Appended to every wrk script: prints the run's figures as one line, `WRK_JSON {…}`. Latencies are
 * in µs. `statuses` counts responses by status, when the script keeps `bench_statuses` (see
 * COUNT_STATUSES_LUA; wrk itself only counts statuses >= 400, as errors.status).
 */
const REPORT_LUA = `
local bench_threads = {}
function setup(thread)
  table.insert(bench_threads, thread)
end
function done(summary, latency, requests)
  local statuses = {}
  for _, thread in ipairs(bench_threads) do
    local counted = thread:get("bench_statuses")
    if counted then
      for status, n in pairs(counted) do statuses[#statuses + 1] = string.format('"%d":%d', status, n) end
    end
  end
  local e = summary.errors
  io.write(string.format('\\nWRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latency_us":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},"statuses":{%s}}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    table.concat(statuses, ",")))
end
`;

/** Counts every response by status (wrk then hands each response to Lua: use it only where the cost does not matter). */
export const COUNT_STATUSES_LUA = `
bench_statuses = {}
function response(status, headers, body)
  bench_statuses[status] = (bench_statuses[status] or 0) + 1
end
`;

export interface WrkOptions {
  seconds: number;
  connections: number;
  threads?: number;
  headers?: Record<string, string>;
  lua?: string;
  cpu?: number | undefined;
  timeoutSeconds?: number;
}

export interface WrkErrors {
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
}

/** The latency percentiles wrk reports: in µs in its report, in ms in the result. */
type Latency = Record<'p50' | 'p90' | 'p99' | 'max' | 'mean', number>;

/** What the result passes on from wrk's report as it is. */
interface WrkCounts {
  requests: number;
  bytes: number;
  errors: WrkErrors;
  /** Responses by status, when the script counts them (COUNT_STATUSES_LUA). */
  statuses: Record<string, number>;
}

export interface WrkResult extends WrkCounts {
  seconds: number;
  rps: number;
  socketErrors: number;
  latency: Latency;
  cpuMs: number;
}

/** The line REPORT_LUA prints, as JSON. */
interface WrkReport extends WrkCounts {
  duration_us: number;
  latency_us: Latency;
}

/**
 * Runs wrk against url. Options: seconds, connections, threads (1), headers ({ name: value }), lua
 * (more script: request/response hooks), cpu (a core: runs under taskset), timeoutSeconds (10).
 * Returns a promise of { requests, seconds, rps, bytes, errors: { connect, read, write, status, timeout },
 * socketErrors, latency: { p50, p90, p99, max, mean } in ms, statuses, cpuMs (wrk's own CPU time) },
 * and, as `child`, the wrk process.
 */
export function runWrk(
  url: string,
  { seconds, connections, threads = 1, headers = {}, lua = '', cpu, timeoutSeconds = 10 }: WrkOptions,
): Promise<WrkResult> & { child: ChildProcess } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(dir, 'bench.lua');
  writeFileSync(script, `${lua}\n${REPORT_LUA}`);
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${Math.max(1, Math.round(seconds))}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '-s',
    script,
    url,
  ];
  const [command, commandArgs] = cpu === undefined ? ['wrk', args] : ['taskset', ['-c', String(cpu), 'wrk', ...args]];
  const cpuBefore = readExitedChildrenCpuMs();
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const result = new Promise<WrkResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
      if (code !== 0 || !line) {
        reject(new Error(`wrk ${args.join(' ')} exited with code ${code}: ${(stderr || stdout).trim().slice(-500)}`));
        return;
      }
      const raw: WrkReport = JSON.parse(line.slice('WRK_JSON '.length));
      const ms = (us: number) => us / 1000;
      const secondsRun = raw.duration_us / 1e6;
      resolve({
        requests: raw.requests,
        seconds: secondsRun,
        rps: raw.requests / secondsRun,
        bytes: raw.bytes,
        errors: raw.errors,
        socketErrors: raw.errors.connect + raw.errors.read + raw.errors.write,
        latency: {
          p50: ms(raw.latency_us.p50),
          p90: ms(raw.latency_us.p90),
          p99: ms(raw.latency_us.p99),
          max: ms(raw.latency_us.max),
          mean: ms(raw.latency_us.mean),
        },
        statuses: raw.statuses,
        cpuMs: readExitedChildrenCpuMs() - cpuBefore,
      });
    });
  });
  return Object.assign(result, { child });
}
