// Ours against bare Express in short runs taken in turn, paired: A then B, B then A, … Each server
// has its core to itself while measured, as in production; a pair's two runs are seconds apart, so
// what drifts on a shared machine (a neighbour, steal time, the clock) hits both alike and cancels
// in the pair's ratio, and the median over the pairs ignores the pairs a burst hit anyway. CPU per
// request is compared, not req/s: time stolen by the hypervisor is not the process's CPU time.
//
// It replaces running the two at the same time on one core (until 2026-11-27): there each server
// was interrupted by the other every few milliseconds, and their ratio moved from 0.80 to 0.94 from
// one start of the servers to the next, a measure of how two processes share a core's caches
// rather than of either server's cost.
import { fmtPct, fmtRatio, fmtUs, median } from './report.ts';
import { type Cores, type Measurement, measure, OTHERS_BUSY_LIMIT, othersOf, warmUp } from './measure.ts';
import type { StartedServer } from './servers.ts';

/** A pair disturbed by other processes is taken again, this many times at most. */
const RETRIES = 2;

export interface Pair {
  a: Measurement;
  b: Measurement;
  /** b's CPU per request over a's: above 1 when `a` costs less per request. */
  ratio: number;
  /** Other processes were busy during it even after the retries. */
  disturbed: boolean;
}

/** `pairs` pairs of `seconds`-long runs of `a` and `b` (pinned servers), alternating which goes first. */
export async function pairedComparison(
  a: { label: string; server: StartedServer },
  b: { label: string; server: StartedServer },
  { pairs, seconds, cores }: { pairs: number; seconds: number; cores: Cores },
): Promise<{ pairs: Pair[]; ratio: number }> {
  await warmUp(a.server, 2, cores);
  await warmUp(b.server, 2, cores);
  const results: Pair[] = [];
  for (let i = 0; i < pairs; i++) {
    for (let attempt = 0; ; attempt++) {
      const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
      const runFirst = await measure(first.server, seconds, cores);
      const runSecond = await measure(second.server, seconds, cores);
      const [ra, rb] = first === a ? [runFirst, runSecond] : [runSecond, runFirst];
      const busiest = Math.max(othersOf(ra), othersOf(rb));
      const disturbed = busiest > OTHERS_BUSY_LIMIT;
      const again = disturbed && attempt < RETRIES;
      console.log(
        `pair ${i + 1} (${first.label} first): CPU per request ${a.label} ${fmtUs(ra.serverUsPerRequest)}, ${b.label} ${fmtUs(rb.serverUsPerRequest)}: ` +
          `${fmtRatio(rb.serverUsPerRequest / ra.serverUsPerRequest)}` +
          (disturbed ? `  (others took up to ${fmtPct(busiest)} of a core${again ? ': taken again' : ''})` : ''),
      );
      if (!again) {
        results.push({ a: ra, b: rb, ratio: rb.serverUsPerRequest / ra.serverUsPerRequest, disturbed });
        break;
      }
    }
  }
  return { pairs: results, ratio: median(results.map((pair) => pair.ratio)) };
}
