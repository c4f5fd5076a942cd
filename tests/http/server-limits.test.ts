import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createHttpServer, SERVER_LIMITS } from '../../server/http-server.ts';
import { memoryLog, testConfig } from '../helpers/server.ts';

const app = createApp(testConfig(), { log: memoryLog().log });

async function listening(limits = SERVER_LIMITS) {
  const server = createHttpServer(app, limits);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A client that sends its headers one byte at a time, as a slowloris attack does; resolves when cut. */
function slowloris(port: number, everyMs: number): Promise<{ seconds: number; response: string }> {
  const socket: Socket = connect(port, '127.0.0.1');
  const start = Date.now();
  let response = '';
  socket.on('data', (chunk) => (response += chunk));
  socket.on('error', () => undefined);
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  const timer = setInterval(() => socket.writable && socket.write('X'), everyMs);
  return new Promise((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - start) / 1000, response });
    }),
  );
}

describe('the HTTP server limits', () => {
  it('are chosen, not left to Node: headers within 10 s, checked every second', () => {
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(SERVER_LIMITS.checkEveryMs).toBeLessThanOrEqual(1_000);
    expect(SERVER_LIMITS.requestTimeoutMs).toBeGreaterThanOrEqual(SERVER_LIMITS.headersTimeoutMs);
    expect(SERVER_LIMITS.maxConnections).toBeGreaterThan(100);
  });

  it('cuts a client that trickles its headers with 408', async () => {
    const server = await listening({ ...SERVER_LIMITS, headersTimeoutMs: 600, checkEveryMs: 100 });
    try {
      const { seconds, response } = await slowloris(server.port, 100);
      expect(seconds).toBeLessThan(2);
      expect(response).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });

  it('drops connections beyond its cap, and serves again once they close', async () => {
    const server = await listening({ ...SERVER_LIMITS, maxConnections: 3 });
    try {
      const held = await Promise.all(
        [1, 2, 3].map(async () => {
          const socket = connect(server.port, '127.0.0.1');
          await once(socket, 'connect');
          return socket;
        }),
      );
      // Let the server count them before the fourth arrives.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const extra = connect(server.port, '127.0.0.1');
      extra.on('error', () => undefined);
      extra.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      let answered = '';
      extra.on('data', (chunk) => (answered += chunk));
      await once(extra, 'close');
      expect(answered).toBe('');
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
