import type { Request, RequestHandler, Response } from 'express';
import { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

type Write = (chunk: string) => void;

/**
 * Collects log lines and writes them in one call per event-loop turn: stdout to a pipe is a
 * synchronous syscall on Linux, and one per request costs throughput under load.
 */
export function batchedWriter(write: Write = (chunk) => process.stdout.write(chunk)): Write & { flush(): void } {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    write(chunk);
  };
  const push = (line: string) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
  return Object.assign(push, { flush });
}

/** An event of the process (start, shutdown, a broken article…) as one JSON line. */
export function logLine(write: Write, entry: Record<string, unknown>): void {
  write(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n');
}

const lengthOf = (chunk: unknown, encoding: unknown) =>
  typeof chunk === 'string' ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk instanceof Uint8Array ? chunk.byteLength : 0;

/** Body bytes sent so far by each response in progress. */
const bodyBytes = new WeakMap<object, { sent: number }>();
/** Response prototypes whose write and end count into bodyBytes. */
const counting = new WeakSet<object>();

/** Node's write and end take (chunk, encoding, callback) and look at their types, not at how many were passed. */
function wrapWriteAndEnd(target: Pick<Response, 'write' | 'end'>): void {
  const { write, end } = target;
  target.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const count = bodyBytes.get(this);
    if (count) count.sent += lengthOf(chunk, encoding);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as Response['write'];
  target.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const count = bodyBytes.get(this);
    if (count && typeof chunk !== 'function') count.sent += lengthOf(chunk, encoding);
    return (end as (...args: unknown[]) => Response).call(this, chunk, encoding, callback);
  } as Response['end'];
}

/**
 * The body bytes a response sends, as they leave: compressed responses have no Content-Length, and
 * the compression middleware, installed after this, writes its output through write and end.
 *
 * Those two are wrapped once, on Express's response prototype (the one just above
 * http.ServerResponse.prototype, shared by every app and sub-app), not on each response: once Express
 * has set a response's prototype, V8 makes a new hidden class for every property added to it, and
 * assigning res.write and res.end on each request took 4 % of the server's CPU on GET / (CPU
 * profile, 2026-11-23). A response without Express underneath gets its own wrappers.
 */
function countBodyBytes(res: Response): { sent: number } {
  const count = { sent: 0 };
  bodyBytes.set(res, count);
  const proto: object = Object.getPrototypeOf(res);
  if (!counting.has(proto)) {
    let shared: object | null = proto;
    while (shared && Object.getPrototypeOf(shared) !== ServerResponse.prototype) shared = Object.getPrototypeOf(shared);
    if (shared) {
      if (!counting.has(shared)) wrapWriteAndEnd(shared as Response);
      counting.add(shared).add(proto);
    } else {
      wrapWriteAndEnd(res);
    }
  }
  return count;
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
 * One JSON line per request, written once the response is over: 'close' comes once, after 'finish'
 * or alone when the client went away. Kept cheap, since it runs on every request.
 */
export function requestLog(write: Write, trustProxy: boolean | number | string): RequestHandler {
  // req.ip parses forwarding headers; without a trusted proxy the socket's address is the answer.
  const clientIp = trustProxy === false ? (req: Request) => req.socket.remoteAddress : (req: Request) => req.ip;
  return (req, res, next) => {
    const start = performance.now();
    const bytes = countBodyBytes(res);
    res.on('close', () => {
      // Built by hand: only the path and the address (from X-Forwarded-For behind a proxy) need escaping.
      const ms = Math.round((performance.now() - start) * 1000) / 1000;
      write(
        `{"time":"${isoNow()}","method":"${req.method}","path":${JSON.stringify(req.originalUrl)},` +
          `"status":${res.statusCode},"ms":${ms},"bytes":${bytes.sent},` +
          `"ip":${JSON.stringify(clientIp(req) ?? '')},"aborted":${!res.writableFinished}}\n`,
      );
    });
    next();
  };
}
