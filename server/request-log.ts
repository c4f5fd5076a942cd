import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from './logger.ts';

const lengthOf = (chunk: unknown, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : chunk instanceof Uint8Array
      ? chunk.byteLength
      : 0;

/** Each response in progress: when its request came, the body bytes sent so far, its request id, what logs it. */
interface InFlight {
  start: number;
  sent: number;
  id: string;
  /** The app's log of a response, called once at its 'close'. */
  done: ((this: Response) => void) | null;
}
/**
 * Kept on the response under a symbol, set before Express swaps its prototype: a WeakMap cost 1.5 %
 * more of GET /'s CPU (its entries are weak references the collector must trace; head to head, 2026-11-27).
 */
const IN_FLIGHT = Symbol('in-flight');
type Tracked = { [IN_FLIGHT]?: InFlight };
const inFlight = (res: object) => (res as Tracked)[IN_FLIGHT];
/** Response prototypes whose writeHead, write and end already serve inFlight. */
const counting = new WeakSet<object>();

/**
 * Makes writeHead send each response's request id, and write and end count the body bytes of the
 * responses in inFlight as they leave: compressed responses have no Content-Length, and the
 * compression middleware writes its output through them.
 * Done once, on Express's response prototype (shared by every app and sub-app), not on each
 * response: adding properties to a response after Express has set its prototype made V8 build a
 * new hidden class per request, 4 % of the server's CPU on GET / (CPU profile, 2026-11-23).
 * Node's write and end look at their arguments' types, not at how many were passed.
 */
function instrumentResponses(app: Express): void {
  const target = Object.getPrototypeOf(app.response) as Pick<Response, 'write' | 'end' | 'emit'>;
  if (counting.has(target)) return;
  counting.add(target);
  const { write, end, emit } = target;
  const writeHead = (target as unknown as { writeHead: (...args: unknown[]) => Response }).writeHead;
  // X-Request-Id goes in with the other headers. setHeader before a writeHead given its headers
  // would take Node off its fast path (each header of the cached page's list set one by one): the
  // page cache's GET / cost a third more CPU that way (head to head with bare Express, 2026-11-25).
  (target as unknown as { writeHead: (...args: unknown[]) => Response }).writeHead = function (this: Response, ...args: unknown[]) {
    const id = inFlight(this)?.id;
    const last = args.length > 1 ? args[args.length - 1] : undefined;
    if (id === undefined) return writeHead.apply(this, args);
    if (Array.isArray(last) && !Array.isArray(last[0]) && !Object.isFrozen(last)) {
      // A flat list (the page cache's, shared by every response of a page): lent the pair for the
      // call, which reads it at once, rather than copied (GC was the largest cost left per request).
      last.push('X-Request-Id', id);
      try {
        return writeHead.apply(this, args);
      } finally {
        last.length -= 2;
      }
    }
    if (Array.isArray(last)) args[args.length - 1] = Array.isArray(last[0]) ? [...last, ['X-Request-Id', id]] : [...last, 'X-Request-Id', id];
    else if (last && typeof last === 'object') args[args.length - 1] = { ...last, 'X-Request-Id': id };
    else this.setHeader('X-Request-Id', id);
    return writeHead.apply(this, args);
  };
  // 'close' comes once per response, after 'finish' or alone when the client went away. Seen here
  // rather than by a listener added to each response: _addListener was 1.6 % of GET /'s CPU.
  target.emit = function (this: Response, event: string | symbol) {
    if (event === 'close') {
      const count = inFlight(this);
      const done = count?.done;
      if (done) {
        count.done = null;
        done.call(this);
      }
    }
    // biome-ignore lint/complexity/noArguments: passed on as they came, no array made per event
    return emit.apply(this, arguments as unknown as Parameters<Response['emit']>);
  } as Response['emit'];
  target.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const count = inFlight(this);
    if (count) count.sent += lengthOf(chunk, encoding);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as Response['write'];
  target.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const count = inFlight(this);
    if (count && typeof chunk !== 'function') count.sent += lengthOf(chunk, encoding);
    return (end as (...args: unknown[]) => Response).call(this, chunk, encoding, callback);
  } as Response['end'];
}

/** What a request's log line says; metrics read the same. */
export interface RequestRecord {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  ip: string;
  aborted: boolean;
}

/** An X-Request-Id from a proxy or a client is kept when it is a plain token (a UUID, nginx's $request_id), else replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Ids made here: this process's random prefix and a counter, unique across instances and restarts
 * like a UUID, at a twentieth of its cost (randomUUID was 1 µs of each request: profile, 2026-11-25).
 */
const ID_PREFIX = `${randomBytes(9).toString('base64url')}-`;
let lastId = 0;

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : ID_PREFIX + (++lastId).toString(36);
}

/**
 * One JSON line per request `app` handles, written by the process's logger (`line`) once the
 * response is over ('close' comes once, after 'finish' or alone when the client went away), with its
 * request id, also sent back in X-Request-Id. It runs on every request, so it is kept cheap:
 * installed around the app's handler rather than as its first middleware (a router layer per
 * request cost as much as the log line itself: bench, 2026-11-23), and no listener per response.
 * `observe` gets each response's record, whatever LOG_LEVEL lets through (the metrics).
 *
 * pino-http is not used: with its own line off (its two listeners and closures per response cost 8 %
 * of GET /'s CPU), all it still did on each request was a child logger and four properties added to
 * req and res, which nothing read: 4 % of GET /'s CPU (head to head, 2026-11-27).
 */
export function logRequests(
  app: Express,
  logger: Logger,
  trustProxy: boolean | number | string,
  observe?: (req: Request, record: RequestRecord) => void,
): void {
  // req.ip parses forwarding headers; without a trusted proxy the socket's address is the answer.
  const clientIp = trustProxy === false ? (req: Request) => req.socket.remoteAddress : (req: Request) => req.ip;
  function logResponse(this: Response) {
    const { start, sent, id } = inFlight(this)!;
    const req = this.req;
    const record: RequestRecord = {
      reqId: id,
      method: req.method,
      path: req.originalUrl ?? req.url,
      status: this.statusCode,
      ms: Math.round((performance.now() - start) * 1000) / 1000,
      bytes: sent,
      ip: clientIp(req) ?? '',
      aborted: !this.writableFinished,
    };
    observe?.(req, record);
    logger.line(record.status >= 500 ? 'error' : 'info', record);
  }
  instrumentResponses(app);
  // Express's app is `(req, res, next) => app.handle(req, res, next)` (Express 4 and 5): handle is
  // where every request enters, before the router. It is not in Express's type definitions.
  const entry = app as unknown as { handle: (req: Request, res: Response, next?: NextFunction) => void };
  const handle = entry.handle;
  entry.handle = function (req, res, next) {
    (res as Tracked)[IN_FLIGHT] = { start: performance.now(), sent: 0, id: requestId(req), done: logResponse };
    handle.call(this, req, res, next);
  };
}
