import type { Request, RequestHandler, Response } from 'express';

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

/**
 * The body bytes a response sends, as they leave: compressed responses have no Content-Length, and
 * the compression middleware, installed after this, writes its output through these two methods.
 */
function countBodyBytes(res: Response): { sent: number } {
  const count = { sent: 0 };
  const { write, end } = res;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    count.sent += lengthOf(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') count.sent += lengthOf(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  return count;
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
        `{"time":"${new Date().toISOString()}","method":"${req.method}","path":${JSON.stringify(req.originalUrl)},` +
          `"status":${res.statusCode},"ms":${ms},"bytes":${bytes.sent},` +
          `"ip":${JSON.stringify(clientIp(req) ?? '')},"aborted":${!res.writableFinished}}\n`,
      );
    });
    next();
  };
}
