import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ROOT } from '../../server/paths.ts';
import { freePort } from '../../tools/free-port.ts';
import { ARTICLES, CANONICAL, spellings } from '../helpers/spellings.ts';

// These run the built server (npm test builds it first), as an operator would.
const SERVER = join(ROOT, 'dist', 'server.js');

function run(env: Record<string, string>): ChildProcess & { output: () => string; stdout: () => string; stderr: () => string } {
  if (!existsSync(SERVER)) throw new Error('dist/server.js absent : lancez « npm run build »');
  // Each process its own (empty) leads directory: the default ./data is the operator's.
  const dataDir = mkdtempSync(join(tmpdir(), 'process-data-'));
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir, ...env } });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    stderr += chunk;
  });
  return Object.assign(child, { output: () => output, stdout: () => stdout, stderr: () => stderr });
}

/** The bytes of a response's body as they came over the wire (compressed), without decoding them. */
function rawBodyLength(port: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: Number(port), path, headers }, (res) => {
      let length = 0;
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => resolve(length));
    }).on('error', reject);
  });
}

/** Waits for `condition`; on a timeout or an early exit of `child`, fails with what the process printed. */
async function waitFor(condition: () => boolean, what: string, child?: ReturnType<typeof run>, timeout = 20_000) {
  const start = Date.now();
  while (!condition()) {
    const output = child ? ` ; le processus a écrit : ${child.output() || '(rien)'}` : '';
    if (child && child.exitCode !== null) throw new Error(`Processus terminé (${child.exitCode}) avant : ${what}${output}`);
    if (Date.now() - start > timeout) throw new Error(`Délai dépassé : ${what}${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The built server on a free port, once it says it listens (killed if it never does). */
async function listening(env: Record<string, string> = {}) {
  const port = String(await freePort());
  const child = run({ PORT: port, ...env });
  try {
    await waitFor(() => child.output().includes('"listening"'), 'démarrage', child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { port, child };
}

describe('the server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const child = run({ PORT: 'quatre-vingt' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(child.output()).toContain('PORT');
  });

  it('exits 1 with one JSON line naming the port when the port is taken', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const child = run({ PORT: String((taken.address() as AddressInfo).port) });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(child.stderr()).toBe('');
      const entries = child
        .stdout()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.find((entry) => entry.event === 'listen-failed')).toMatchObject({ level: 'error', code: 'EADDRINUSE' });
    } finally {
      taken.close();
    }
  });

  it('serves in production with example values, and says once at start what is left before opening', async () => {
    const { port, child } = await listening();
    try {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const entries = child
        .stdout()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { event?: string; level?: string; items?: string[] });
      const warnings = entries.filter((entry) => entry.event === 'go-live');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe('warn');
      expect(warnings[0]!.items).toEqual(
        expect.arrayContaining([expect.stringMatching(/^content\/brand\.ts, emails\.contact : /), expect.stringMatching(/^PUBLIC_URL : /)]),
      );
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('on SIGTERM stops accepting, finishes the request in flight and exits 0', async () => {
    const { port, child } = await listening();

    // A request whose headers are not finished yet is in flight when SIGTERM arrives.
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGTERM');
    await waitFor(() => child.output().includes('"shutdown"'), 'arrêt', child);

    // New connections are refused while the request in flight completes.
    const refused = connect(Number(port), '127.0.0.1');
    const [error] = await once(refused, 'error');
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');

    socket.write('Connection: close\r\n\r\n');
    const [code] = await once(child, 'exit');
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('{"status":"ok"}');
    expect(code).toBe(0);
  });

  // 4,000 requests one after the other, then a SIGTERM that waits for the keep-alive connection to
  // idle out (5 s): 9 s alone, over 20 s beside another test file on two cores.
  it('keeps its memory flat while a client asks for thousands of spellings of its pages', async () => {
    const { port, child } = await listening();
    try {
      const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
      const ask = async (paths: string[]) => {
        for (const path of paths)
          await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'br' } }).then((res) => res.arrayBuffer());
      };
      // The first 2,000 let the heap reach its working size; the next 2,000, all new spellings of real
      // articles, must not grow it by what caching them would cost: each was once a cached page of
      // about 75 KB (+147 MB for 2,000). V8 sizing its heap on a busy machine moves RSS by up to ~25 MB.
      await ask([...CANONICAL, ...spellings(2000)]);
      const settled = rssMb();
      await ask(spellings(2000, { seed: 100_000, paths: ARTICLES, upperCase: false }));
      expect(rssMb() - settled).toBeLessThan(35);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 60_000);

  it('cuts a client that trickles its headers (slowloris) within its headers timeout', async () => {
    const { port, child } = await listening();
    try {
      const socket = connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      const start = Date.now();
      let response = '';
      socket.on('data', (chunk) => (response += chunk));
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
      const trickle = setInterval(() => socket.writable && socket.write('X'), 500);
      await once(socket, 'close');
      clearInterval(trickle);
      expect((Date.now() - start) / 1000).toBeLessThan(12.5);
      expect(response).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 30_000);

  it('on SIGTERM answers a webhook call still waiting, at the webhook timeout, with a log line', async () => {
    const hanging = createServer(() => undefined);
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    const { port, child } = await listening({
      CHAT_WEBHOOK_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`,
      CHAT_WEBHOOK_TIMEOUT_MS: '1500',
    });
    try {
      const answer = fetch(`http://127.0.0.1:${port}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Bonjour' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      const res = await answer;
      expect(res.status).toBe(504);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await res.json()).error).toContain('trop de temps');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(child.output()).toContain('"event":"chat-webhook-failed"');
      expect(child.output()).toMatch(/"path":"\/api\/chat","status":504/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      hanging.closeAllConnections();
      hanging.close();
    }
  });

  it('writes only JSON lines, one per request with the bytes it sent, whatever the client sends', async () => {
    const { port, child } = await listening();
    try {
      const sent: Record<string, number> = {};
      for (const path of ['/rss.xml', '/sitemap.xml', '/robots.txt', '/', '/article/4k-hdr']) {
        sent[path] = await rawBodyLength(port, path, { 'Accept-Encoding': 'gzip' });
      }
      // A forwarded address while no proxy is trusted, then odd ones: once made express-rate-limit print a stack.
      for (const forwarded of ['203.0.113.9', 'garbage', '1.2.3.4, "x"\n']) {
        await fetch(`http://127.0.0.1:${port}/api/chat`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded.trim() },
          body: JSON.stringify({ message: 'Bonjour' }),
        });
      }
      child.kill('SIGTERM');
      await once(child, 'exit');
      const lines = child.stdout().split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(child.stderr()).toBe('');
      for (const [path, length] of Object.entries(sent)) {
        expect(length, path).toBeGreaterThan(0);
        expect(entries.find((entry) => entry.path === path)?.bytes, path).toBe(length);
      }
      expect(entries.filter((entry) => entry.path === '/api/chat' && entry.status === 200)).toHaveLength(3);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('serves with `npm run dev`, as the README says', async () => {
    const port = String(await freePort());
    // Its own process group, so that npm and the server it starts stop together.
    const child = spawn('npm', ['run', '--silent', 'dev'], {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, PORT: port, NODE_ENV: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'process-data-')) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await waitFor(() => output.includes('"listening"'), 'démarrage de npm run dev', undefined, 30_000);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('La technologie au service de');
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await once(child, 'exit');
    }
  }, 30_000);
});
