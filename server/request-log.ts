import type { Express, NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';

type Write = (chunk: string) => void;

/**
 * Collects log lines and writes them in one call per event-loop turn: stdout to a pipe is a
 * synchronous syscall on Linux, and one per request costs throughput under load.
 */
export function batchedWriter(write: Write = (chunk) => process.stdout.write(chunk)): Write & { flush(): void } {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    write(chunk);
  };
  const push = (line: string) => {
    if (pending === '') setImmediate(flush);
    pending += line;
  };
  return Object.assign(push, { flush });
}

/** An event of the process (start, shutdown, a broken article…) as one JSON line. */
export function logLine(write: Write, entry: Record<string, unknown>): void {
  write(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n');
}

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

let isoSecond = NaN;
let isoPrefix = '';
/** new Date().toISOString() (about 1 µs here): the part down to the second is worked out once a second. */
function isoNow(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = now - second * 1000;
  return `${isoPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/**
 * One JSON line per request `app` handles, written once the response is over: 'close' comes once,
 * after 'finish' or alone when the client went away. It runs on every request, so it is kept cheap:
 * installed around the app's handler rather than as its first middleware (a router layer per request
 * cost as much as the log line itself: bench, 2026-11-23), one listener function for all responses,
 * the line built by hand.
 */
export function logRequests(app: Express, write: Write, trustProxy: boolean | number | string): void {
  // req.ip parses forwarding headers; without a trusted proxy the socket's address is the answer.
  const clientIp = trustProxy === false ? (req: Request) => req.socket.remoteAddress : (req: Request) => req.ip;
  function logResponse(this: Response) {
    const { start, sent } = inFlight.get(this)!;
    const req = this.req;
    const ms = Math.round((performance.now() - start) * 1000) / 1000;
    // Only the path and the address (from X-Forwarded-For behind a proxy) need escaping.
    write(
      `{"time":"${isoNow()}","method":"${req.method}","path":${JSON.stringify(req.originalUrl ?? req.url)},` +
        `"status":${this.statusCode},"ms":${ms},"bytes":${sent},` +
        `"ip":${JSON.stringify(clientIp(req) ?? '')},"aborted":${!this.writableFinished}}\n`,
    );
  }
  countBodyBytes(app);
  // Express's app is `(req, res, next) => app.handle(req, res, next)` (Express 4 and 5): handle is
  // where every request enters, before the router. It is not in Express's type definitions.
  const entry = app as unknown as { handle: (req: Request, res: Response, next?: NextFunction) => void };
  const handle = entry.handle;
  entry.handle = function (req, res, next) {
    inFlight.set(res, { start: performance.now(), sent: 0 });
    res.on('close', logResponse);
    handle.call(this, req, res, next);
  };
}
