// Performance report for the site: `npm run bench` (builds dist/ first).
//
// Sections, each a separate async function run in order by main():
//   1. benchHomeThroughput: GET / under load (autocannon, 50 connections) against our app, a bare
//      Express app and a minimal node:http server that send the same bytes and headers.
//      Target: ours >= 0.9 x bare Express (req/s).
//   2. benchHomeAssets: JS and CSS loaded by the home page in Chromium, gzip -9 sizes.
//      Target: JS <= 80 KB gzip.
//   3. benchWidgetWeight, 4. benchLoadAndShutdown, 5. benchAssistant (see each).
//   6. benchHostileSpellings (bench/spellings.mjs): 2,000 respelt article paths; none may be
//      rendered as a page, /healthz p50 stays under 20 ms. SPELLINGS sets the count.
// Each server runs in its own child process so the load generator does not share its event loop.
// Env: BENCH_SECONDS (measure duration per server, default 10).
// The report always exits 0 when targets fail (FAIL lines say so); it exits 1 only when a section
// could not run at all.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tools/chromium.mjs';
import { benchSpellings } from './bench/spellings.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const KB = 1024;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const BENCH_SECONDS = readSeconds(process.env.BENCH_SECONDS, 10);
const EXPRESS_RATIO_TARGET = 0.9;
const JS_GZIP_BUDGET = 80 * KB;
/** The headers the comparison servers copy from our response (plus content-length). */
const COPIED_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

function readSeconds(raw, fallback) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`BENCH_SECONDS must be a number >= 1 (got "${raw}")`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Report helpers

/** Rows of the final summary: { section, metric, value, target, status: 'PASS'|'FAIL'|'INFO'|'ERROR' }. */
const summary = [];
function record(row) {
  summary.push({ target: '', status: 'INFO', ...row });
}

const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
// autocannon's latencies are whole milliseconds except averages.
const fmtMs = (n) => (Number.isInteger(n) ? `${n} ms` : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
const fmtPct = (n) => (Number.isFinite(n) ? `${Math.round(n)}%` : 'n/a');
const fmtKB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const fmtRatio = (r) => r.toFixed(2);

function heading(title) {
  console.log(`\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}`);
}

/** Prints rows (arrays of cells) as an aligned table; numbers-looking cells are right-aligned. */
function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const numeric = (cell) => /^[\d.,\s%x/-]+(ms|KB|B|MB\/s)?$/.test(cell) && /\d/.test(cell);
  const line = (row) =>
    row.map((cell, i) => (numeric(cell) && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of all.slice(1)) console.log(line(row));
}

const fmtUs = (us) => (Number.isFinite(us) ? `${Math.round(us)} µs` : 'n/a');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

// ---------------------------------------------------------------------------------------------
// Child processes (servers)

const children = new Set();

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves once something accepts TCP connections on HOST:port; rejects if the child dies first. */
async function waitForPort(port, child, name, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${name} exited (code ${child.exitCode}, signal ${child.signalCode}) before listening${child.stderrTail()}`);
    const connected = await new Promise((resolve) => {
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

/** Starts `node <args>` with PORT set, waits until it accepts connections. */
async function startServer(name, args, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.stderrTail = () => (stderr.trim() ? `\n--- ${name} stderr ---\n${stderr.trim()}` : '');
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  await waitForPort(port, child, name);
  return { name, port, url: `http://${HOST}:${port}/`, child, stop: () => stopChild(child) };
}

/** SIGTERM, then SIGKILL if the process is still there after graceMs. */
function stopChild(child, graceMs = 5000) {
  if (exited(child)) {
    children.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

// Last resort (uncaught error, process.exit): never leave a server behind.
process.on('exit', () => {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal} received, stopping servers`);
    stopAllChildren().finally(() => process.exit(130));
  });
}

function startOurApp() {
  return startServer('our app', ['dist/server.js'], { NODE_ENV: 'production' });
}

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux /proc): who used the cores during a measurement. The machine may be shared;
// when other processes take CPU, or the load generator saturates its core, the ratios are blurred.

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

function readProcCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND; // utime + stime
  } catch {
    return NaN;
  }
}

function readMachineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Starts counting; the returned function gives CPU % of one core for the server, this process and the rest. */
function cpuMeter(serverPid) {
  const t0 = performance.now();
  const server0 = readProcCpuMs(serverPid);
  const self0 = process.cpuUsage();
  const busy0 = readMachineBusyMs();
  return () => {
    const wall = performance.now() - t0;
    const serverMs = readProcCpuMs(serverPid) - server0;
    const server = (serverMs / wall) * 100;
    const selfUsage = process.cpuUsage(self0);
    const generator = ((selfUsage.user + selfUsage.system) / 1000 / wall) * 100;
    const machine = ((readMachineBusyMs() - busy0) / wall) * 100;
    return { server, serverMs, generator, others: Math.max(0, machine - server - generator) };
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

/** GET with node:http so the body stays exactly as sent (no decompression). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}

/** Server CPU time per completed request, in µs. */
function cpuPerRequest(result, cpu) {
  return (cpu.serverMs * 1000) / result.requests.total;
}

/** Runs autocannon against url; returns its result (requests.average = req/s, latency.p99 in ms). */
function load(url, seconds) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
}

// ---------------------------------------------------------------------------------------------
// Section 1: GET / throughput, ours vs bare Express vs node:http

async function benchHomeThroughput() {
  heading(`1. GET / throughput — ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${BENCH_SECONDS} s per server, accept-encoding: ${BROWSER_ACCEPT_ENCODING}`);
  const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
  const referenceFile = join(tmp, 'reference.json');
  const results = [];
  let reference;
  try {
    const servers = [
      { label: 'ours (dist/server.js)', start: startOurApp },
      { label: 'bare Express 5', start: () => startServer('bare Express', ['scripts/bench/bare-express.mjs', referenceFile]) },
      { label: 'node:http', start: () => startServer('node:http', ['scripts/bench/bare-node.mjs', referenceFile]) },
    ];
    for (const { label, start } of servers) {
      const server = await start();
      try {
        const response = await rawGet(server.url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
        if (!reference) {
          // Our app goes first: capture what it sent, for the comparison servers to replay.
          if (response.status !== 200) throw new Error(`our app answered GET / with ${response.status}`);
          const headers = Object.fromEntries(COPIED_HEADERS.filter((h) => response.headers[h] !== undefined).map((h) => [h, response.headers[h]]));
          reference = { headers, body: response.body };
          writeFileSync(referenceFile, JSON.stringify({ headers, body: response.body.toString('base64') }));
          console.log(
            `reference response: ${response.body.length} bytes, ` +
              COPIED_HEADERS.map((h) => `${h}: ${response.headers[h] ?? '(none)'}`).join(', '),
          );
          const transport = new Set([...COPIED_HEADERS, 'content-length', 'date', 'connection', 'keep-alive']);
          const extra = Object.entries(response.headers).filter(([h]) => !transport.has(h));
          console.log(
            `the comparison servers replay those; ours also sends ${plural(extra.length, 'other header')} ` +
              `(${extra.reduce((t, [h, v]) => t + h.length + String(v).length + 4, 0)} bytes: ${extra.map(([h]) => h).join(', ')})`,
          );
        } else {
          const same =
            response.status === 200 &&
            response.body.equals(reference.body) &&
            COPIED_HEADERS.every((h) => response.headers[h] === reference.headers[h]);
          if (!same) throw new Error(`${label} does not send the same bytes and headers as our app`);
        }
        await load(server.url, WARMUP_SECONDS);
        const meter = cpuMeter(server.child.pid);
        const result = await load(server.url, BENCH_SECONDS);
        const cpu = meter();
        const problems = result.errors + result.timeouts + result.non2xx;
        if (problems > 0) {
          console.log(`FAIL ${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`);
        }
        results.push({ label, result, cpu });
        console.log(
          `measured ${label}: ${fmtInt(result.requests.average)} req/s, p99 ${fmtMs(result.latency.p99)} ` +
            `(CPU: server ${fmtPct(cpu.server)}, autocannon ${fmtPct(cpu.generator)}, other processes ${fmtPct(cpu.others)})`,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  console.log();
  table(
    ['server', 'req/s', 'p50', 'p99', 'max', 'MB/s', 'requests', 'errors', 'non-2xx', 'CPU server', 'CPU autocannon', 'CPU others', 'server CPU/req'],
    results.map(({ label, result: r, cpu }) => [
      label,
      fmtInt(r.requests.average),
      fmtMs(r.latency.p50),
      fmtMs(r.latency.p99),
      fmtMs(r.latency.max),
      `${(r.throughput.average / 1e6).toFixed(1)} MB/s`,
      fmtInt(r.requests.total),
      String(r.errors + r.timeouts),
      String(r.non2xx),
      fmtPct(cpu.server),
      fmtPct(cpu.generator),
      fmtPct(cpu.others),
      fmtUs(cpuPerRequest(r, cpu)),
    ]),
  );
  console.log(
    `(CPU = % of one core during the measured period; this machine has ${availableParallelism()}. ` +
      'Server CPU per request is the least sensitive to other load on the machine.)',
  );
  const noisy = results.filter(({ cpu }) => cpu.others > 25);
  if (noisy.length) {
    console.log(`WARN  other processes used > 25% of a core while measuring ${noisy.map((r) => r.label).join(', ')}: ratios are unreliable, run again on a quiet machine`);
  }
  const generatorBound = results.filter(({ cpu }) => cpu.generator > 90 && cpu.server < 85);
  if (generatorBound.length) {
    console.log(`NOTE  autocannon saturated its core while the server had spare CPU for ${generatorBound.map((r) => r.label).join(', ')}: that figure is a floor`);
  }

  const [ours, bareExpress, bareNode] = results.map(({ result }) => result);
  const vsExpress = ours.requests.average / bareExpress.requests.average;
  const vsNode = ours.requests.average / bareNode.requests.average;
  const [oursCpu, expressCpu] = results.map(({ result, cpu }) => cpuPerRequest(result, cpu));
  const pass = vsExpress >= EXPRESS_RATIO_TARGET;
  console.log();
  console.log(`ratio req/s ours / bare Express: ${fmtRatio(vsExpress)}`);
  console.log(`ratio req/s ours / node:http:    ${fmtRatio(vsNode)}`);
  console.log(`server CPU per request: ours ${fmtUs(oursCpu)}, bare Express ${fmtUs(expressCpu)} (ours uses ${fmtRatio(oursCpu / expressCpu)} x)`);
  console.log(`${verdict(pass)}  target: ours >= ${EXPRESS_RATIO_TARGET} x bare Express req/s (got ${fmtRatio(vsExpress)})`);

  const section = 'GET / load';
  for (const { label, result } of results) {
    record({ section, metric: `req/s, ${label}`, value: fmtInt(result.requests.average) });
    record({ section, metric: `p99 latency, ${label}`, value: fmtMs(result.latency.p99) });
  }
  record({ section, metric: 'req/s ours / bare Express', value: fmtRatio(vsExpress), target: `>= ${EXPRESS_RATIO_TARGET}`, status: verdict(pass) });
  record({ section, metric: 'req/s ours / node:http', value: fmtRatio(vsNode) });
  record({ section, metric: 'server CPU/req ours / bare Express', value: fmtRatio(oursCpu / expressCpu) });
  if (noisy.length) record({ section, metric: 'other processes busy during measure', value: noisy.map(({ cpu }) => fmtPct(cpu.others)).join(', '), status: 'WARN' });
}

// ---------------------------------------------------------------------------------------------
// Section 2: JS and CSS loaded by the home page in Chromium

async function benchHomeAssets() {
  heading('2. Home page weight in Chromium — JS and CSS (gzip -9 of the decoded bodies)');
  const server = await startOurApp();
  let browser;
  try {
    // The HTML as a browser-like client gets it from our server (precompressed, not decoded).
    const html = await rawGet(server.url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });

    browser = await launchBrowser();
    const page = await browser.newPage();
    const origin = new URL(server.url).origin;
    // Three moments: the page loaded; the visitor scrolled to the bottom (every island hydrated);
    // the visitor reached for the chat (its stand-in button hovered).
    const responses = [];
    let moment = 'load';
    page.on('response', (response) => responses.push({ response, moment }));
    const documentResponse = await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    if (!documentResponse || documentResponse.status() !== 200) throw new Error(`Chromium got ${documentResponse?.status()} for /`);
    moment = 'scroll';
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    moment = 'chat';
    await page.evaluate(() => document.querySelector('chat-assistant-launcher')?.shadowRoot?.querySelector('button')?.dispatchEvent(new Event('pointerenter')));
    await page.locator('chat-assistant .launcher').waitFor();
    await page.waitForTimeout(500);

    const files = { script: [], stylesheet: [] };
    const seen = new Set();
    for (const { response, moment: when } of responses) {
      const type = response.request().resourceType();
      if (!(type in files) || seen.has(response.url())) continue;
      if (new URL(response.url()).origin !== origin) continue;
      seen.add(response.url());
      const body = await response.body();
      const sizes = await response.request().sizes().catch(() => null);
      const encoding = (await response.allHeaders())['content-encoding'] ?? 'none';
      files[type].push({
        path: new URL(response.url()).pathname,
        status: response.status(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes ? sizes.responseBodySize : NaN,
        encoding,
        when,
      });
    }
    const docHeaders = await documentResponse.allHeaders();
    const docSizes = await documentResponse.request().sizes().catch(() => null);
    const docBody = await documentResponse.body();

    const totals = {};
    for (const [type, list] of Object.entries(files)) {
      list.sort((a, b) => b.gzip - a.gzip);
      totals[type] = list.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, transferred: t.transferred + f.transferred }), { raw: 0, gzip: 0, transferred: 0 });
      const label = type === 'script' ? 'JavaScript' : 'CSS';
      console.log(`\n${label} (${plural(list.length, 'file')}, same origin):`);
      table(
        ['file', 'loaded', 'status', 'decoded', 'gzip -9', 'sent', 'encoding'],
        [
          ...list.map((f) => [f.path, f.when, String(f.status), fmtKB(f.raw), fmtKB(f.gzip), fmtKB(f.transferred), f.encoding]),
          [`total ${label}`, '', '', fmtKB(totals[type].raw), fmtKB(totals[type].gzip), fmtKB(totals[type].transferred), ''],
        ],
      );
    }
    const jsAt = (when) => files.script.filter((f) => f.when === when).reduce((t, f) => t + f.gzip, 0);
    const [loadJs, scrollJs, chatJs] = [jsAt('load'), jsAt('scroll'), jsAt('chat')];
    const pageJs = loadJs + scrollJs;
    const jsPass = pageJs <= JS_GZIP_BUDGET;
    console.log();
    console.log(`${verdict(jsPass)}  target: the page's JS <= ${fmtKB(JS_GZIP_BUDGET)} gzip (got ${fmtKB(pageJs)} = ${pageJs} bytes, every island hydrated)`);
    console.log(`INFO  of which ${fmtKB(loadJs)} at load (React and the islands come as the visitor scrolls to them)`);
    console.log(`INFO  the chat, loaded when the visitor reaches for it (or 2 s before its invitation), adds ${fmtKB(chatJs)} gzip`);
    // The page's own stylesheet is inlined (base.css + home.css); stylesheet files would be counted too.
    const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(docBody.toString('utf8'))?.[1] ?? '';
    const cssGzip = gzipSync(inlineCss, { level: 9 }).length + totals.stylesheet.gzip;
    console.log(`INFO  CSS: ${fmtKB(cssGzip)} gzip (inlined in the page${files.stylesheet.length ? ` and ${plural(files.stylesheet.length, 'file')}` : ''})`);
    const uncompressed = [...files.script, ...files.stylesheet].filter((f) => f.encoding === 'none');
    if (uncompressed.length) {
      const wire = uncompressed.reduce((t, f) => t + f.transferred, 0);
      const gz = uncompressed.reduce((t, f) => t + f.gzip, 0);
      console.log(`NOTE  ${plural(uncompressed.length, 'JS/CSS file')} sent without content-encoding: ${fmtKB(wire)} on the wire where gzip would be ${fmtKB(gz)}`);
    }
    console.log(
      `INFO  HTML document: ${html.body.length} bytes (${fmtKB(html.body.length)}) ${html.headers['content-encoding'] ?? 'uncompressed'} ` +
        `for accept-encoding "${BROWSER_ACCEPT_ENCODING}", ${fmtKB(docBody.length)} decoded; ` +
        `Chromium received ${docSizes ? `${docSizes.responseBodySize} bytes` : '?'} (content-encoding: ${docHeaders['content-encoding'] ?? 'none'})`,
    );

    const section = 'home page weight';
    record({ section, metric: 'page JS gzip at load', value: fmtKB(loadJs) });
    record({ section, metric: 'page JS gzip, every island hydrated', value: fmtKB(pageJs), target: `<= ${fmtKB(JS_GZIP_BUDGET)}`, status: verdict(jsPass) });
    record({ section, metric: 'chat JS added when reached for, gzip', value: fmtKB(chatJs) });
    record({ section, metric: 'CSS gzip (inlined)', value: fmtKB(cssGzip) });
    record({ section, metric: `HTML transferred (${html.headers['content-encoding'] ?? 'identity'})`, value: fmtKB(html.body.length) });
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}

function readManifest() {
  return JSON.parse(readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8'));
}

/** gzip -9 size of a built file, by its URL path. */
const gzipOf = (path) => gzipSync(readFileSync(join(ROOT, 'dist', 'public', path)), { level: 9 }).length;

const CHAT_CRITICAL_BUDGET = 5 * KB;
const CHAT_TOTAL_BUDGET = 80 * KB;

/** What the assistant weighs: on every page before idle (the loader), and in all on a partner's page. */
async function benchWidgetWeight() {
  heading('3. Chat assistant weight (gzip -9 of the built files)');
  const manifest = readManifest();
  const loader = gzipOf('/widget/chat-assistant.js');
  const moduleFiles = [manifest.element.file, ...manifest.element.imports];
  const rows = [['/widget/chat-assistant.js (loader, critical path)', fmtKB(loader)], ...moduleFiles.map((file) => [file, fmtKB(gzipOf(file))])];
  const total = loader + moduleFiles.reduce((sum, file) => sum + gzipOf(file), 0);
  table(['file', 'gzip -9'], rows);
  const criticalPass = loader <= CHAT_CRITICAL_BUDGET;
  const totalPass = total <= CHAT_TOTAL_BUDGET;
  console.log(`\n${verdict(criticalPass)}  target: critical path <= ${fmtKB(CHAT_CRITICAL_BUDGET)} (got ${fmtKB(loader)})`);
  console.log(`${verdict(totalPass)}  target: whole widget on a partner's page <= ${fmtKB(CHAT_TOTAL_BUDGET)} (got ${fmtKB(total)}); for scale: n8n chat 609 KB, Typebot 196 KB, Botpress 252 KB`);
  const section = 'chat widget weight';
  record({ section, metric: 'critical path (loader), gzip', value: fmtKB(loader), target: `<= ${fmtKB(CHAT_CRITICAL_BUDGET)}`, status: verdict(criticalPass) });
  record({ section, metric: 'whole widget (partner page), gzip', value: fmtKB(total), target: `<= ${fmtKB(CHAT_TOTAL_BUDGET)}`, status: verdict(totalPass) });
  record({ section, metric: 'on our pages, beyond the shared React', value: fmtKB(gzipOf(manifest.element.file)) });
}


// ---------------------------------------------------------------------------------------------
// Load and shutdown: a mixed load on /, an article and POST /api/chat, then a SIGTERM under load.

const LOAD_SECONDS = readSeconds(process.env.LOAD_SECONDS, 60);
const LOAD_CONNECTIONS = 100;
const MEMORY_GROWTH_LIMIT = 1.1;

/** The server's resident memory, in bytes, read from /proc. */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Our app with its JSON request log captured, behind a pretend proxy so each request can carry its own client address. */
async function startLoggedApp() {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stderrTail = () => '';
  child.once('exit', () => children.delete(child));
  const lines = [];
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop();
    lines.push(...parts);
  });
  await waitForPort(port, child, 'ours (logged)');
  return { port, url: `http://${HOST}:${port}`, child, lines };
}

let clientNumber = 0;
const CHAT_BODY = JSON.stringify({ message: 'Bonjour, je cherche une table tactile pour mon showroom', sessionId: 'session-1700000000000-bench0001', charad: null, conversationHistory: [] });
/** Visitors the load stands for: enough that none of them passes the chat's rate limit. */
const VISITORS = 10_000;
/** Three requests in turn, each from one of VISITORS client addresses, as visitors behind a proxy would send them. */
function mixedRequests() {
  const forwarded = (req) => {
    const visitor = clientNumber++ % VISITORS;
    return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.0.${visitor >> 8}.${visitor & 255}` } };
  };
  return [
    { method: 'GET', path: '/', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING }, setupRequest: forwarded },
    { method: 'GET', path: '/article/4k-hdr', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING }, setupRequest: forwarded },
    { method: 'POST', path: '/api/chat', headers: { 'content-type': 'application/json' }, body: CHAT_BODY, setupRequest: forwarded },
  ];
}

async function benchLoadAndShutdown() {
  heading(`4. Load (${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections: /, an article, POST /api/chat) and SIGTERM under load`);
  const section = 'load and shutdown';
  const server = await startLoggedApp();
  const samples = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rss(server.child.pid) }), 1000);
  let result;
  try {
    result = await autocannon({ url: server.url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, requests: mixedRequests(), timeout: 10 });
  } finally {
    clearInterval(sampler);
  }
  const middle = samples[Math.floor(samples.length / 2)]?.rss ?? 0;
  const end = samples.at(-1)?.rss ?? 0;
  const growth = middle ? end / middle : NaN;
  await stopChild(server.child);
  const errorsPass = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  const memoryPass = growth <= MEMORY_GROWTH_LIMIT;
  console.log(`requests ${fmtInt(result.requests.total)} (${fmtInt(result.requests.average)}/s), p99 ${fmtMs(result.latency.p99)}, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  console.log(`memory (RSS): middle ${fmtKB(middle)}, end ${fmtKB(end)}, end/middle ${fmtRatio(growth)}`);
  console.log(`${verdict(errorsPass)}  target: zero errors, timeouts and non-2xx`);
  console.log(`${verdict(memoryPass)}  target: memory at the end <= ${MEMORY_GROWTH_LIMIT} x the middle of the run`);
  record({ section, metric: `requests in ${LOAD_SECONDS} s (req/s)`, value: `${fmtInt(result.requests.total)} (${fmtInt(result.requests.average)})` });
  record({ section, metric: 'p99 latency under load', value: fmtMs(result.latency.p99) });
  record({ section, metric: 'errors + timeouts + non-2xx', value: String(result.errors + result.timeouts + result.non2xx), target: '0', status: verdict(errorsPass) });
  record({ section, metric: 'memory end / middle (RSS)', value: fmtRatio(growth), target: `<= ${MEMORY_GROWTH_LIMIT}`, status: verdict(memoryPass) });

  // SIGTERM in the middle of a load: every request the server had received must get its whole answer.
  const draining = await startLoggedApp();
  const run = autocannon({ url: draining.url, connections: 50, duration: 6, requests: mixedRequests(), timeout: 10 });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const signalledAt = Date.now();
  draining.child.kill('SIGTERM');
  const [drained, exit] = await Promise.all([run, new Promise((resolve) => draining.child.once('exit', (code) => resolve({ code, ms: Date.now() - signalledAt })))]);
  const entries = draining.lines.flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
  const handled = entries.filter((entry) => entry.method);
  const lost = handled.filter((entry) => entry.aborted || entry.status >= 500);
  const shutdownPass = lost.length === 0 && exit.code === 0;
  console.log(`\nSIGTERM after 3 s of load: the server answered ${fmtInt(handled.length)} requests, ${lost.length} cut or failed, exited with code ${exit.code} ${exit.ms} ms after the signal`);
  console.log(`INFO  the load generator then saw ${drained.errors} refused or closed connections (new requests after the server stopped accepting)`);
  console.log(`${verdict(shutdownPass)}  target: no request in flight lost, exit code 0`);
  record({ section, metric: 'requests in flight lost on SIGTERM', value: String(lost.length), target: '0', status: verdict(lost.length === 0) });
  record({ section, metric: 'exit code after SIGTERM', value: String(exit.code), target: '0', status: verdict(exit.code === 0) });
}

// ---------------------------------------------------------------------------------------------
// Built-in assistant: answer time over the question set, in-process, and the share answered right.

const ASSISTANT_P99_TARGET_MS = 5;
const ASSISTANT_SCORE_TARGET = 0.9;
const ASSISTANT_ROUNDS = 50;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/**
 * Calls the assistant's answer function directly (no HTTP) on each question of
 * tests/assistant/questions.json, ASSISTANT_ROUNDS times after a warm-up. A question's time is the
 * median of its rounds, so that a pause of the machine does not count as the assistant's; p50 and p99
 * are taken over the questions. The p99 of every single call is reported too.
 */
async function benchAssistant() {
  heading('5. Built-in assistant — answer time over the question set (in-process), share answered right');
  const section = 'built-in assistant';
  const { build } = await import('esbuild');
  const { mkdirSync } = await import('node:fs');
  const { pathToFileURL } = await import('node:url');
  // Bundled next to dist/server.js, so that its packages and the content folder resolve as the server's do.
  const out = join(ROOT, 'dist', `.bench-assistant-${process.pid}.mjs`);
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  try {
    await build({ entryPoints: [join(ROOT, 'tests/assistant/question-set.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
    const set = await import(pathToFileURL(out).href);
    const started = performance.now();
    const assistant = set.contentAssistant();
    const buildMs = performance.now() - started;
    const requests = set.questions.map((question) => set.requestOf(question, assistant.answer));
    const wrong = set.questions.filter((question, i) => set.problemsOf(question, assistant.answer(requests[i])).length > 0);
    for (let round = 0; round < 5; round++) for (const request of requests) assistant.answer(request);
    const times = requests.map(() => []);
    for (let round = 0; round < ASSISTANT_ROUNDS; round++) {
      requests.forEach((request, i) => {
        const start = process.hrtime.bigint();
        assistant.answer(request);
        times[i].push(Number(process.hrtime.bigint() - start) / 1e6);
      });
    }
    const medians = times.map((list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]).sort((a, b) => a - b);
    const calls = times.flat().sort((a, b) => a - b);
    const p50 = percentile(medians, 0.5);
    const p99 = percentile(medians, 0.99);
    const score = (set.questions.length - wrong.length) / set.questions.length;
    const fmt = (ms) => `${ms.toFixed(3)} ms`;
    const slowest = times
      .map((list, i) => ({ name: set.nameOf(set.questions[i]), median: [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] }))
      .sort((a, b) => b.median - a.median)
      .slice(0, 3);
    console.log(`${set.questions.length} questions, ${ASSISTANT_ROUNDS} rounds after 5 of warm-up; index built in ${buildMs.toFixed(0)} ms (${assistant.size} documents)`);
    table(
      ['measure', 'value'],
      [
        ['p50 (per question, median of its rounds)', fmt(p50)],
        ['p99 (per question, median of its rounds)', fmt(p99)],
        ['slowest question', fmt(medians.at(-1))],
        [`p99 of all ${calls.length} calls`, fmt(percentile(calls, 0.99))],
        ['max of all calls', fmt(calls.at(-1))],
      ],
    );
    console.log(`slowest: ${slowest.map((item) => `${item.name} (${fmt(item.median)})`).join('; ')}`);
    for (const question of wrong) console.log(`WRONG ${set.nameOf(question)}: ${set.problemsOf(question, assistant.answer(set.requestOf(question, assistant.answer))).join('; ')}`);
    const timePass = p99 < ASSISTANT_P99_TARGET_MS;
    const scorePass = score >= ASSISTANT_SCORE_TARGET;
    console.log(`\n${verdict(timePass)}  target: p99 < ${ASSISTANT_P99_TARGET_MS} ms (got ${fmt(p99)})`);
    console.log(`${verdict(scorePass)}  target: >= ${ASSISTANT_SCORE_TARGET * 100}% answered right (got ${set.questions.length - wrong.length}/${set.questions.length})`);
    record({ section, metric: 'answer time p50', value: fmt(p50) });
    record({ section, metric: 'answer time p99', value: fmt(p99), target: `< ${ASSISTANT_P99_TARGET_MS} ms`, status: verdict(timePass) });
    record({ section, metric: 'p99 of all calls (machine pauses included)', value: fmt(percentile(calls, 0.99)) });
    record({ section, metric: 'question set answered right', value: `${set.questions.length - wrong.length}/${set.questions.length} (${fmtPct(score * 100)})`, target: `>= ${ASSISTANT_SCORE_TARGET * 100}%`, status: verdict(scorePass) });
    record({ section, metric: 'index build at start', value: `${buildMs.toFixed(0)} ms` });
  } finally {
    rmSync(out, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------

/** Sections in order; add new measurements here (chat answer times, widget bytes...). */
const SECTIONS = [
  { name: 'GET / load', run: benchHomeThroughput },
  { name: 'home page weight', run: benchHomeAssets },
  { name: 'chat widget weight', run: benchWidgetWeight },
  { name: 'load and shutdown', run: benchLoadAndShutdown },
  { name: 'built-in assistant', run: benchAssistant },
  { name: 'hostile spellings', run: benchHostileSpellings },
];

/** 2,000 spellings of the articles' paths: memory and /healthz latency while they come in. */
async function benchHostileSpellings() {
  heading('Hostile spellings: 2,000 respelt article paths (/ARTICLE/X, %-escapes, trailing slash)');
  const result = await benchSpellings({ port: await freePort() });
  table(
    ['what', 'value'],
    [
      ['answers', Object.entries(result.statuses).map(([status, count]) => `${count} x ${status}`).join(', ')],
      ['duration', `${result.seconds.toFixed(1)} s`],
      ['RSS before / peak / after', `${result.rssBeforeMb.toFixed(0)} / ${result.rssPeakMb.toFixed(0)} / ${result.rssAfterMb.toFixed(0)} MB`],
      ['/healthz p50 idle / during', `${fmtMs(result.healthzIdleP50Ms)} / ${fmtMs(result.healthzP50Ms)}`],
    ],
  );
  const rendered = result.statuses['200'] ?? 0;
  record({ section: 'hostile spellings', metric: 'spellings rendered as pages', value: String(rendered), target: '0', status: verdict(rendered === 0) });
  record({ section: 'hostile spellings', metric: '/healthz p50 during', value: fmtMs(result.healthzP50Ms), target: '< 20 ms', status: verdict(result.healthzP50Ms < 20) });
}

async function main() {
  const started = Date.now();
  let failedToRun = false;
  // BENCH_ONLY="weight" runs only the sections whose name contains it.
  for (const { name, run } of SECTIONS.filter((section) => section.name.includes(process.env.BENCH_ONLY ?? ''))) {
    try {
      await run();
    } catch (error) {
      failedToRun = true;
      console.log(`\nERROR in section "${name}": ${error?.stack ?? error}`);
      record({ section: name, metric: 'section did not complete', value: String(error?.message ?? error).split('\n')[0].slice(0, 50), status: 'ERROR' });
    } finally {
      await stopAllChildren();
    }
  }

  heading(`Summary (${((Date.now() - started) / 1000).toFixed(0)} s, node ${process.version}, BENCH_SECONDS=${BENCH_SECONDS})`);
  table(
    ['section', 'metric', 'value', 'target', 'result'],
    summary.map((row) => [row.section, row.metric, row.value, row.target, row.status]),
  );
  const failed = summary.filter((row) => ['FAIL', 'ERROR', 'WARN'].includes(row.status));
  console.log();
  if (failed.length === 0) console.log('All targets met.');
  else for (const row of failed) console.log(`${row.status}  ${row.section}: ${row.metric} = ${row.value} (target ${row.target || 'n/a'})`);
  return failedToRun ? 1 : 0;
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
