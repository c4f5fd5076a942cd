// Performance report for the site: `npm run bench` (builds dist/ first), or `node --import tsx scripts/bench.ts`
// on a built tree. Each section is a module of scripts/bench/ and prints its own tables and
// PASS/FAIL lines; this runner runs them in order and prints the summary.
//
// Sections (name: what it measures; target):
// Our server runs as in production in every section: its request log (pino, one JSON line a request)
// and its metrics (METRICS_PORT, every request counted) on; see startOurApp in bench/servers.ts.
//
//   1. GET / throughput (throughput.ts): req/s of GET / with wrk against our server, a bare Express
//      app and a bare node:http server sending the same bytes and headers; each server pinned to one
//      core (taskset), wrk to another; BENCH_ROUNDS alternating rounds, median and spread of each (a
//      measurement during which other processes took > 25 % of either core is taken again, twice at most).
//      Target: ours >= 0.9 x bare Express in CPU per request, the median of BENCH_PAIRS (default 10)
//      pairs of 3 s runs taken in turn (paired.ts; steady on a shared machine, where rounds a
//      server's runs 40 s apart are not); ours / node:http printed; WARN when node:http is not
//      clearly (2 x) faster than Express, i.e. the generator or the machine is the ceiling. nginx
//      (nginx.ts) sends the same page from the static export: target nginx >= 0.9 x node:http.
//   2. home page weight (page-weight.ts): JS and CSS the home page loads in Chromium (tools/chromium.ts),
//      at load, every island hydrated, chat reached for. Target: the page's JS <= 80 KB gzip.
//   3. chat widget weight (widget-weight.ts): the loader (target <= 5 KB gzip) and the whole widget
//      on a partner's page (target <= 80 KB gzip), from the built files.
//   4. load and shutdown (load-and-shutdown.ts): LOAD_SECONDS of mixed load (/, an article, POST
//      /api/chat; wrk with a Lua script, one X-Forwarded-For of 10,000 per request, TRUST_PROXY=loopback),
//      then SIGTERM under load. Targets: 0 errors, timeouts and non-2xx; RSS at the end <= 1.1 x the
//      middle; no request in flight lost on SIGTERM; exit code 0.
//   5. built-in assistant (assistant.ts): answer time over the question sets (French and English) and
//      index build time, in-process. Targets:
//      p99 < 5 ms; >= 90 % of the tuned questions and >= 95 % of the held-out answered right.
//   6. hostile spellings (spellings.ts): SPELLINGS respelt article paths. Targets: none rendered as
//      a page; /healthz p50 < 20 ms while they come in.
//   7. leads store (leads-store.ts): the time to store a lead with its outbox entry, with the
//      embedded database and with a temporary PostgreSQL cluster (fsync on). Target: p99 < 100 ms.
//   8. conversations (conversations.ts): the record's cost per message (read, lock, save), 50
//      conversations at once, embedded and on PostgreSQL. Target: p99 < 20 ms embedded.
//   9. proof of work (proof.ts): the widget solving PROOFS (default 40) of the server's challenges
//      in Chromium with the built proof-worker.js in a Worker, on this CPU and throttled 4x through
//      CDP (which slows the main thread only: the same script there carries the target). Target:
//      p95 < 1 s throttled 4x.
//
// Environment:
//   BENCH_SECONDS  seconds measured per server and round in section 1 (default 10; >= 1)
//   BENCH_ROUNDS   rounds of section 1 (default 3)
//   BENCH_PAIRS    pairs of section 1's paired comparison (default 10)
//   LOAD_SECONDS   duration of the mixed load of section 4 (default 60; >= 1)
//   BENCH_ONLY     run only the sections whose name contains this text (case-insensitive); several,
//                  comma-separated: BENCH_ONLY=throughput,weight
//   SPELLINGS      number of respelt paths in section 6 (default 2000)
//   PROOFS         number of challenges solved in section 9 (default 40)
//
// Sections 1 and 4 need wrk and taskset (Debian: apt-get install wrk); run as root, the bench installs
// what is missing with apt-get, otherwise it says how and the section reports ERROR.
// Exit code: 0 when every section ran, whatever the targets (FAIL lines and the summary say which
// failed); 1 when a section could not run (an ERROR row).
import { benchAssistant } from './bench/assistant.ts';
import { benchConversations } from './bench/conversations.ts';
import { benchLeadsStore } from './bench/leads-store.ts';
import { benchLoadAndShutdown } from './bench/load-and-shutdown.ts';
import { benchPageWeight } from './bench/page-weight.ts';
import { benchProof } from './bench/proof.ts';
import { heading, record, summary, table } from './bench/report.ts';
import { stopAllChildren, stopChildrenOnExit } from './bench/servers.ts';
import { benchHostileSpellings } from './bench/spellings.ts';
import { benchThroughput } from './bench/throughput.ts';
import { benchWidgetWeight } from './bench/widget-weight.ts';

const SECTIONS = [
  { name: 'GET / throughput', run: benchThroughput },
  { name: 'home page weight', run: benchPageWeight },
  { name: 'chat widget weight', run: benchWidgetWeight },
  { name: 'load and shutdown', run: benchLoadAndShutdown },
  { name: 'built-in assistant', run: benchAssistant },
  { name: 'hostile spellings', run: benchHostileSpellings },
  { name: 'leads store', run: benchLeadsStore },
  { name: 'conversations', run: benchConversations },
  { name: 'proof of work', run: benchProof },
];

function selected() {
  const wanted = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const sections = SECTIONS.filter(({ name }) => wanted.length === 0 || wanted.some((part) => name.toLowerCase().includes(part)));
  if (sections.length === 0) throw new Error(`BENCH_ONLY="${process.env.BENCH_ONLY}" names no section (${SECTIONS.map((s) => s.name).join(', ')})`);
  return sections;
}

async function main() {
  const started = Date.now();
  stopChildrenOnExit();
  for (const { name, run } of selected()) {
    try {
      await run();
    } catch (error) {
      console.log(`\nERROR in section "${name}": ${error instanceof Error ? (error.stack ?? error) : error}`);
      record({
        section: name,
        metric: 'section did not complete',
        value: (String(error instanceof Error ? error.message : error).split('\n')[0] ?? '').slice(0, 50),
        status: 'ERROR',
      });
    } finally {
      await stopAllChildren();
    }
  }

  const settings = ['BENCH_SECONDS', 'BENCH_ROUNDS', 'BENCH_PAIRS', 'LOAD_SECONDS', 'BENCH_ONLY', 'SPELLINGS', 'PROOFS']
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`);
  heading(`Summary (${((Date.now() - started) / 1000).toFixed(0)} s, node ${process.version}${settings.length ? `, ${settings.join(' ')}` : ''})`);
  table(
    ['section', 'metric', 'value', 'target', 'result'],
    summary.map((row) => [row.section, row.metric, row.value, row.target, row.status]),
  );
  const failed = summary.filter((row) => ['FAIL', 'ERROR', 'WARN'].includes(row.status));
  console.log();
  if (failed.length === 0) console.log('All targets met.');
  else for (const row of failed) console.log(`${row.status}  ${row.section}: ${row.metric} = ${row.value} (target ${row.target || 'n/a'})`);
  return summary.some((row) => row.status === 'ERROR') ? 1 : 0;
}

main().then(
  async (code) => {
    await stopAllChildren();
    process.exitCode = code;
  },
  async (error) => {
    console.error(error);
    await stopAllChildren();
    process.exitCode = 1;
  },
);
