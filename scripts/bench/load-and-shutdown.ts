// Section 4: a mixed load (GET /, GET an article, POST /api/chat in turn) for LOAD_SECONDS, then a
// SIGTERM under load. Targets: no error, timeout or non-2xx; memory at the end <= 1.1 x the middle
// of the run; on SIGTERM no request in flight lost and exit code 0.
//
// Our server runs behind a pretend proxy (TRUST_PROXY=loopback) and each request carries its own
// X-Forwarded-For, one of VISITORS addresses in turn, so that no visitor passes the chat's rate
// limit (60 messages a minute). The load is wrk with a Lua script (MIXED_LUA) that builds each
// request; its `response` hook counts every status, so that a 3xx counts as non-2xx too.
import { fmtInt, fmtKB, fmtMs, fmtRatio, heading, record, verdict } from './report.ts';
import { BROWSER_ACCEPT_ENCODING, readSeconds, rss, startOurApp, stopChild } from './servers.ts';
import { COUNT_STATUSES_LUA, ensureWrk, runWrk, type WrkResult } from './wrk.ts';

const SECTION = 'load and shutdown';
const LOAD_CONNECTIONS = 100;
const MEMORY_GROWTH_LIMIT = 1.1;
/** Visitors the load stands for: enough that none of them passes the chat's rate limit. */
const VISITORS = 10_000;
const ARTICLE = '/article/4k-hdr';
const CHAT_BODY = JSON.stringify({
  message: 'Bonjour, je cherche une table tactile pour mon showroom',
  sessionId: 'session-1700000000000-bench0001',
  charad: null,
  conversationHistory: [],
});

const luaString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Three requests in turn; request n comes from visitor n mod VISITORS, 10.0.(v >> 8).(v & 255), as
 * visitors behind a proxy would send them. (3 and VISITORS have no common factor: every visitor
 * sends each of the three kinds.)
 */
const MIXED_LUA = `
local visitors = ${VISITORS}
local counter = 0
local kinds = {
  { "GET", "${'/'}", { ["Accept-Encoding"] = ${luaString(BROWSER_ACCEPT_ENCODING)} }, nil },
  { "GET", "${ARTICLE}", { ["Accept-Encoding"] = ${luaString(BROWSER_ACCEPT_ENCODING)} }, nil },
  { "POST", "/api/chat", { ["Content-Type"] = "application/json" }, ${luaString(CHAT_BODY)} },
}
function request()
  local visitor = counter % visitors
  local kind = kinds[(counter % 3) + 1]
  counter = counter + 1
  local headers = { ["X-Forwarded-For"] = string.format("10.0.%d.%d", math.floor(visitor / 256), visitor % 256) }
  for name, value in pairs(kind[3]) do headers[name] = value end
  return wrk.format(kind[1], kind[2], headers, kind[4])
end
${COUNT_STATUSES_LUA}`;

/** Responses whose status is not 2xx, from the counts of the Lua response hook. */
const non2xxOf = (result: WrkResult) => Object.entries(result.statuses).reduce((t, [status, n]) => t + (status.startsWith('2') ? 0 : n), 0);
const statusList = (result: WrkResult) =>
  Object.entries(result.statuses)
    .map(([status, n]) => `${fmtInt(n)} x ${status}`)
    .join(', ') || 'none';

/** Our app with its JSON request log kept, behind a pretend proxy so each request can carry its own client address. */
const startLoggedApp = () => startOurApp({ env: { TRUST_PROXY: 'loopback' }, logLines: true });

export async function benchLoadAndShutdown() {
  const seconds = readSeconds('LOAD_SECONDS', 60);
  heading(`4. Load (${seconds} s, ${LOAD_CONNECTIONS} connections, wrk: /, an article, POST /api/chat) and SIGTERM under load`);
  const tools = ensureWrk();
  if (!tools.ok) {
    console.log(`ERROR ${tools.message}; section skipped`);
    record({ section: SECTION, metric: 'wrk', value: 'missing', target: 'installed', status: 'ERROR' });
    return;
  }
  const server = await startLoggedApp();
  const samples: { at: number; rss: number }[] = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rss(server.child.pid) }), 1000);
  let result: WrkResult;
  try {
    result = await runWrk(server.url, { seconds, connections: LOAD_CONNECTIONS, lua: MIXED_LUA, timeoutSeconds: 10 });
  } finally {
    clearInterval(sampler);
  }
  const middle = samples[Math.floor(samples.length / 2)]?.rss ?? 0;
  const end = samples.at(-1)?.rss ?? 0;
  const growth = middle ? end / middle : NaN;
  await stopChild(server.child);
  const non2xx = non2xxOf(result);
  const errorsPass = result.socketErrors === 0 && result.errors.timeout === 0 && non2xx === 0;
  const memoryPass = growth <= MEMORY_GROWTH_LIMIT;
  console.log(
    `requests ${fmtInt(result.requests)} (${fmtInt(result.rps)}/s), p99 ${fmtMs(result.latency.p99)}, ` +
      `socket errors ${result.socketErrors}, timeouts ${result.errors.timeout}, non-2xx ${non2xx} (statuses: ${statusList(result)})`,
  );
  console.log(`memory (RSS): middle ${fmtKB(middle)}, end ${fmtKB(end)}, end/middle ${fmtRatio(growth)}`);
  console.log(`${verdict(errorsPass)}  target: zero errors, timeouts and non-2xx`);
  console.log(`${verdict(memoryPass)}  target: memory at the end <= ${MEMORY_GROWTH_LIMIT} x the middle of the run`);
  record({ section: SECTION, metric: `requests in ${seconds} s (req/s)`, value: `${fmtInt(result.requests)} (${fmtInt(result.rps)})` });
  record({ section: SECTION, metric: 'p99 latency under load', value: fmtMs(result.latency.p99) });
  record({
    section: SECTION,
    metric: 'errors + timeouts + non-2xx',
    value: String(result.socketErrors + result.errors.timeout + non2xx),
    target: '0',
    status: verdict(errorsPass),
  });
  record({ section: SECTION, metric: 'memory end / middle (RSS)', value: fmtRatio(growth), target: `<= ${MEMORY_GROWTH_LIMIT}`, status: verdict(memoryPass) });

  // SIGTERM in the middle of a load: every request the server had received must get its whole answer.
  const draining = await startLoggedApp();
  const run = runWrk(draining.url, { seconds: 6, connections: 50, lua: MIXED_LUA, timeoutSeconds: 10 });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const signalledAt = Date.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    draining.child.once('exit', (code) => resolve({ code, ms: Date.now() - signalledAt })),
  );
  draining.child.kill('SIGTERM');
  const [drained, exit] = await Promise.all([run, exited]);
  // The request log's lines (pino): a request's method, status and whether it was cut.
  const entries = draining.lines.flatMap((line): { method?: string; status?: number; aborted?: boolean }[] => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
  const handled = entries.filter((entry) => entry.method);
  const lost = handled.filter((entry) => entry.aborted || (entry.status ?? 0) >= 500);
  const shutdownPass = lost.length === 0 && exit.code === 0;
  console.log(
    `\nSIGTERM after 3 s of load: the server answered ${fmtInt(handled.length)} requests, ${lost.length} cut or failed, exited with code ${exit.code} ${exit.ms} ms after the signal`,
  );
  console.log(`INFO  the load generator then saw ${drained.socketErrors} refused or closed connections (new requests after the server stopped accepting)`);
  console.log(`${verdict(shutdownPass)}  target: no request in flight lost, exit code 0`);
  record({ section: SECTION, metric: 'requests in flight lost on SIGTERM', value: String(lost.length), target: '0', status: verdict(lost.length === 0) });
  record({ section: SECTION, metric: 'exit code after SIGTERM', value: String(exit.code), target: '0', status: verdict(exit.code === 0) });
}
