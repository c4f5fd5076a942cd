import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Express, NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.ts';

const lengthOf = (chunk: unknown, encoding: unknown) =>
  typeof chunk === 'string' ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk instanceof Uint8Array ? chunk.byteLength : 0;

/** Each response in progress: when its request came, and the body bytes sent so far. */
interface InFlight {
  start: number;
  sent: number;
}
const inFlight = new WeakMap<object, InFlight>();
/** Response prototypes whose write and end already count into inFlight. */
const counting = new WeakSet<object>();

/**
 * Makes write and end count the body bytes of the responses in inFlight, as they leave: compressed
 * responses have no Content-Length, and the compression middleware writes its output through them.
 * Done once, on Express's response prototype (shared by every app and sub-app), not on each
 * response: adding properties to a response after Express has set its prototype made V8 build a
 * new hidden class per request, 4 % of the server's CPU on GET / (CPU profile, 2026-11-23).
 * Node's write and end look at their arguments' types, not at how many were passed.
 */
function countBodyBytes(app: Express): void {
  const target = Object.getPrototypeOf(app.response) as Pick<Response, 'write' | 'end'>;
  if (counting.has(target)) return;
  counting.add(target);
  const { write, end } = target;
  target.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const count = inFlight.get(this);
    if (count) count.sent += lengthOf(chunk, encoding);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as Response['write'];
  target.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const count = inFlight.get(this);
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

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * One JSON line per request `app` handles (pino-http), written once the response is over ('finish',
 * or 'close' alone when the client went away), with its request id, also sent back in X-Request-Id.
 * It runs on every request, so it is kept cheap: installed around the app's handler rather than as
 * its first middleware (a router layer per request cost as much as the log line itself: bench,
 * 2026-11-23), and pino-http's own request and response serializers are off (they copy every header).
 * `observe` gets each response's record, whatever LOG_LEVEL lets through (the metrics).
 */
export function logRequests(app: Express, logger: Logger, trustProxy: boolean | number | string, observe?: (req: Request, record: RequestRecord) => void): void {
  // req.ip parses forwarding headers; without a trusted proxy the socket's address is the answer.
  const clientIp = trustProxy === false ? (req: Request) => req.socket.remoteAddress : (req: Request) => req.ip;
  const record = (req: Request, res: Response): RequestRecord => {
    const { start, sent } = inFlight.get(res)!;
    const line: RequestRecord = {
      reqId: req.id as string,
      method: req.method,
      path: req.originalUrl ?? req.url,
      status: res.statusCode,
      ms: Math.round((performance.now() - start) * 1000) / 1000,
      bytes: sent,
      ip: clientIp(req) ?? '',
      aborted: !res.writableFinished,
    };
    observe?.(req, line);
    return line;
  };
  const httpLogger = pinoHttp<Request, Response>({
    logger: logger.pino,
    genReqId: requestId,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res) => record(req, res),
    customErrorObject: (req, res) => record(req, res),
    // No "msg": the fields say it all, as before pino.
    customSuccessMessage: () => undefined as unknown as string,
    customErrorMessage: () => undefined as unknown as string,
  });
  countBodyBytes(app);
  // Express's app is `(req, res, next) => app.handle(req, res, next)` (Express 4 and 5): handle is
  // where every request enters, before the router. It is not in Express's type definitions.
  const entry = app as unknown as { handle: (req: Request, res: Response, next?: NextFunction) => void };
  const handle = entry.handle;
  entry.handle = function (req, res, next) {
    inFlight.set(res, { start: performance.now(), sent: 0 });
    httpLogger(req, res);
    handle.call(this, req, res, next);
  };
}
