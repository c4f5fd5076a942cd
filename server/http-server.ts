import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long a client may take, and how many may connect, chosen rather than left to Node's
 * defaults (60 s for headers, checked every 30 s: a slow-header client held a socket 90 s).
 */
export interface ServerLimits {
  /** A real browser sends its headers at once; a client that trickles them (slowloris) gets 408. */
  headersTimeoutMs: number;
  /** The whole request, body included (32 KB at most for the chat): ample on a poor mobile link. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this; a proxy in front keeps its own pool shorter. */
  keepAliveTimeoutMs: number;
  /** How often the timeouts above are checked. */
  checkEveryMs: number;
  /** Sockets open at once; beyond, new connections are dropped instead of exhausting memory or file descriptors. */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkEveryMs: 1_000,
  maxConnections: 2_000,
};

/** Per server: the responses not finished yet, and whether it is stopping. */
const states = new WeakMap<Server, { responses: Set<ServerResponse>; stopping: boolean }>();

export function createHttpServer(app: RequestListener, limits: ServerLimits = SERVER_LIMITS): Server {
  const state = { responses: new Set<ServerResponse>(), stopping: false };
  const server = createServer(
    { connectionsCheckingInterval: limits.checkEveryMs, headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs },
    (req, res) => {
      if (state.stopping) res.setHeader('Connection', 'close');
      state.responses.add(res);
      res.once('close', () => state.responses.delete(res));
      app(req, res);
    },
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  states.set(server, state);
  return server;
}

/**
 * Stops a server without a client seeing its connection reset: no new connection; every response
 * not started yet, and every request that still comes on an open connection, is answered with
 * `Connection: close`, after which the connection closes; an idle connection closes at its keep-alive
 * timeout, the one the server announced (Keep-Alive: timeout=5). Closing it sooner would race a
 * request the client may be sending on it at that moment: the reset the client would get is what
 * this avoids. `closed` runs once every connection is closed.
 */
export function stopServer(server: Server, closed: () => void): void {
  const state = states.get(server);
  if (state) {
    state.stopping = true;
    for (const res of state.responses) if (!res.headersSent) res.setHeader('Connection', 'close');
  }
  // net.Server's close: http.Server's also closes every idle connection at once (Node ≥ 19).
  NetServer.prototype.close.call(server, () => closed());
}
