// Two servers measured at the same time on the same core, each loaded by its own wrk on the other
// core: whatever else the machine does (a neighbour on a shared VM, steal time, a slower clock) hits
// both alike, so the ratio of their CPU per request holds where figures taken one after the other
// swing by 30 % from one round to the next. It answers "how much more does ours cost per request",
// not "how many requests a second": each server gets about half the core.
import { BROWSER_ACCEPT_ENCODING, readProcCpuMs, type StartedServer } from './servers.ts';
import { median } from './report.ts';
import { runWrk } from './wrk.ts';

/**
 * `runs` measurements of `seconds` each (after one warm-up); for each, both servers' CPU per request
 * (µs) and `b`'s over `a`'s: above 1 when `a` costs less per request. `a` and `b` are started
 * servers ({ url, child }) pinned to one core; `generatorCore` is where both wrk run.
 */
export async function headToHead(
  a: StartedServer,
  b: StartedServer,
  { seconds, runs, connections, generatorCore }: { seconds: number; runs: number; connections: number; generatorCore: number | undefined },
): Promise<{ runs: { usA: number; usB: number; ratio: number }[]; ratio: number }> {
  const load = (server: StartedServer, duration: number) =>
    runWrk(server.url, { seconds: duration, connections, headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING }, cpu: generatorCore });
  await Promise.all([load(a, 2), load(b, 2)]);
  const results: { usA: number; usB: number; ratio: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const [beforeA, beforeB] = [readProcCpuMs(a.child.pid), readProcCpuMs(b.child.pid)];
    const [ra, rb] = await Promise.all([load(a, seconds), load(b, seconds)]);
    const usA = ((readProcCpuMs(a.child.pid) - beforeA) * 1000) / ra.requests;
    const usB = ((readProcCpuMs(b.child.pid) - beforeB) * 1000) / rb.requests;
    results.push({ usA, usB, ratio: usB / usA });
  }
  return { runs: results, ratio: median(results.map((r) => r.ratio)) };
}
