// One wrk run against a pinned server, with the CPU each party used meanwhile: what the throughput
// rounds (throughput.ts) and the paired comparison (paired.ts) both take.
import { BROWSER_ACCEPT_ENCODING, readCoreBusyMs, readProcCpuMs, type StartedServer } from './servers.ts';
import { runWrk, type WrkResult } from './wrk.ts';

/** The core the servers run on and the one wrk runs on; neither when this process has a single core. */
export interface Cores {
  server?: number | undefined;
  generator?: number | undefined;
}

/** A wrk run with the CPU each party used meanwhile (% of one core). */
export interface Measurement extends WrkResult {
  cpu: { server: number; generator: number; othersOnServerCore: number; othersOnGeneratorCore: number };
  serverUsPerRequest: number;
}

export const CONNECTIONS = 50;
/** Other processes busier than this on either core during a measurement make it unreliable: it is taken again. */
export const OTHERS_BUSY_LIMIT = 25;

/** Loads `server` for `seconds` without measuring it: JIT and caches warm, heap at its working size. */
export function warmUp(server: StartedServer, seconds: number, cores: Cores): Promise<WrkResult> {
  return runWrk(server.url, { seconds, connections: CONNECTIONS, headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING }, cpu: cores.generator });
}

/** One wrk run against a server, with who used the two cores meanwhile (CPU % of one core). */
export async function measure(server: StartedServer, seconds: number, cores: Cores): Promise<Measurement> {
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

export const problemsOf = (r: Measurement) => r.errors.status + r.errors.timeout + r.socketErrors;
/** The busiest either core was with other processes than the server and wrk. */
export const othersOf = (r: Measurement) => Math.max(r.cpu.othersOnServerCore, r.cpu.othersOnGeneratorCore);
