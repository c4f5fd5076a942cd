// Child processes of the bench (the servers it measures) and what it reads about them from Linux's
// /proc: CPU time, resident memory, the cores this process may use. Every child started here is
// stopped by stopAllChildren(), which the runner calls after each section and on exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tools/free-port.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1';
/** What a browser sends; every section asks for / with it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** A duration in seconds from the environment (>= 1), or the default. */
export function readSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${name} must be a number >= 1 (got "${raw}")`);
  return value;
}

/** A child of the bench, with the end of what it wrote on stderr (for the error that says it died). */
export type BenchChild = ChildProcess & { stderrTail(): string };

const children = new Set<ChildProcess>();

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once something accepts TCP connections on HOST:port; rejects if the child dies first. */
async function waitForPort(port: number, child: BenchChild, name: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${name} exited (code ${child.exitCode}, signal ${child.signalCode}) before listening${child.stderrTail()}`);
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: HOST, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not accept connections on ${HOST}:${port} within ${timeoutMs} ms${child.stderrTail()}`);
}

/**
 * Starts `command args`, listening on `port`, and waits until it accepts connections.
 * Options: env (the whole environment); cpu (a core number: the process runs under `taskset -c cpu`);
 * logLines (keep its stdout as an array of lines, for the JSON request log; otherwise stdout is discarded).
 */
export interface StartedServer {
  name: string;
  port: number;
  url: string;
  child: BenchChild;
  /** Its stdout's lines, when asked for (logLines). */
  lines: string[];
  stop(): Promise<void>;
}

export interface ProcessOptions {
  env?: NodeJS.ProcessEnv;
  cpu?: number | undefined;
  logLines?: boolean;
}

export async function startProcess(
  name: string,
  command: string,
  args: string[],
  { port, env = process.env, cpu, logLines = false }: ProcessOptions & { port: number },
): Promise<StartedServer> {
  const [file, fileArgs] = cpu === undefined ? [command, args] : ['taskset', ['-c', String(cpu), command, ...args]];
  const spawned = spawn(file, fileArgs, { cwd: ROOT, env, stdio: ['ignore', logLines ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  const child: BenchChild = Object.assign(spawned, { stderrTail: () => (stderr.trim() ? `\n--- ${name} stderr ---\n${stderr.trim()}` : '') });
  children.add(child);
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  const lines: string[] = [];
  if (logLines) {
    let rest = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  await waitForPort(port, child, name);
  return { name, port, url: `http://${HOST}:${port}/`, child, lines, stop: () => stopChild(child) };
}

/** Starts `node <args>` with PORT set (see startProcess for cpu and logLines). */
export async function startServer(name: string, args: string[], { env = {}, cpu, logLines = false }: ProcessOptions = {}): Promise<StartedServer> {
  const port = await freePort();
  const environment = { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')), ...process.env, ...env, PORT: String(port) };
  return startProcess(name, process.execPath, args, { port, env: environment, cpu, logLines });
}

/**
 * Our built server (dist/server.js) in production mode, with its metrics on (METRICS_PORT) as an
 * operator runs it: every request counted, the registry ready to be scraped.
 */
export async function startOurApp(options: ProcessOptions = {}): Promise<StartedServer> {
  const metricsPort = await freePort();
  return startServer('our app', ['dist/server.js'], { ...options, env: { NODE_ENV: 'production', METRICS_PORT: String(metricsPort), ...options.env } });
}

/** SIGTERM, then SIGKILL if the process is still there after graceMs. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (exited(child)) {
    children.delete(child);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Never leave a server behind: on exit, and on SIGINT/SIGTERM of the bench itself. */
export function stopChildrenOnExit(): void {
  process.on('exit', () => {
    for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal} received, stopping servers`);
      void stopAllChildren().finally(() => process.exit(130));
    });
  }
}

/** GET with node:http so the body stays exactly as sent (no decompression). */
export interface RawResponse {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawGet(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// /proc

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** The process's CPU time (user + system), in ms. */
export function readProcCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** CPU time of this process's children that have exited and been waited for (cutime + cstime), in ms. */
export function readExitedChildrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Busy time (everything but idle and iowait) of each core, in ms: { 0: ms, 1: ms, … }. */
export function readCoreBusyMs(): Record<number, number> {
  const busy: Record<number, number> = {};
  try {
    for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
      const match = /^cpu(\d+)\s+(.*)$/.exec(line);
      if (!match) continue;
      const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (match[2] ?? '').trim().split(/\s+/).map(Number);
      busy[Number(match[1])] = ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
    }
  } catch {
    // not Linux: no per-core figures
  }
  return busy;
}

/** The cores this process may run on (its affinity), e.g. [0, 1]. */
export function allowedCpus(): number[] {
  try {
    const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    return list.split(',').flatMap((part) => {
      const [from = 0, to = from] = part.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
  } catch {
    return [];
  }
}

/** The server's resident memory, in bytes. */
export function rss(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
