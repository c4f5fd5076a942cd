/**
 * SIGTERM with clients on keep-alive connections and no proxy in front (built server): every
 * request is answered, none is reset. The clients behave as HTTP says: they keep their connection
 * until a response says `Connection: close`; they never retry.
 */
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';

let site: SiteProcess | undefined;
afterAll(() => site?.stop('SIGKILL'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  answered: number;
  /** Requests after the first that went on a new connection: a keep-alive client has none. */
  newConnections: number;
  /** Errors (a reset, a connection closed without an answer, a refused connection) and statuses other than 200. */
  failures: string[];
  /** The server said `Connection: close`: the client stopped. */
  toldToClose: boolean;
  done: Promise<void>;
}

/** One client, one keep-alive connection: a request every `thinkMs` until told to close or failed. */
function client(url: string, thinkMs: number): Client {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const state: Omit<Client, 'done'> = { answered: 0, newConnections: 0, failures: [], toldToClose: false };
  const once = () =>
    new Promise<void>((resolve) => {
      const req = request(`${url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) state.answered++;
          else state.failures.push(`HTTP ${res.statusCode}`);
          if (res.headers.connection === 'close') state.toldToClose = true;
          resolve();
        });
      });
      req.on('socket', () => {
        if (state.answered > 0 && !req.reusedSocket) state.newConnections++;
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        state.failures.push(error.code ?? error.message);
        resolve();
      });
      req.end();
    });
  const done = (async () => {
    while (!state.toldToClose && state.failures.length === 0) {
      await once();
      if (thinkMs) await sleep(thinkMs);
    }
    agent.destroy();
  })();
  return Object.assign(state, { done });
}

describe('SIGTERM without a proxy in front (built server)', () => {
  it('answers every request of 200 keep-alive clients that keep asking through the shutdown, resets none, exits 0', async () => {
    site = await startSite({ PORT: String(await freePort()), DATA_DIR: mkdtempSync(join(tmpdir(), 'shutdown-data-')) });
    // Most ask again at once; some pause a second between requests, so they are idle when SIGTERM comes.
    const clients = Array.from({ length: 200 }, (_, i) => client(site!.url, i % 20 === 0 ? 1_000 : 0));
    const end = Date.now() + 20_000;
    while (clients.some((one) => one.answered < 2)) {
      if (Date.now() > end) throw new Error('the clients did not all get going');
      await sleep(50);
    }

    await site.stop('SIGTERM');
    await Promise.all(clients.map((one) => one.done));

    expect(site.child.exitCode).toBe(0);
    expect(clients.flatMap((one) => one.failures)).toEqual([]);
    expect(clients.every((one) => one.toldToClose)).toBe(true);
    // Keep-alive clients indeed: each kept its one connection.
    expect(clients.reduce((sum, one) => sum + one.newConnections, 0)).toBe(0);
    expect(clients.reduce((sum, one) => sum + one.answered, 0)).toBeGreaterThan(400);
  }, 60_000);
});
