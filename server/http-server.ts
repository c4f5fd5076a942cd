import { createServer, type RequestListener, type Server } from 'node:http';

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

export function createHttpServer(app: RequestListener, limits: ServerLimits = SERVER_LIMITS): Server {
  const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs, headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs }, app);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  return server;
}
