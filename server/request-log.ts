import type { RequestHandler } from 'express';

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

/** One JSON line per request, written when the response has been sent (or the client went away). */
export function requestLog(write: Write): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          bytes: Number(res.getHeader('content-length') ?? 0),
          ip: req.ip,
          aborted: !res.writableFinished,
        }) + '\n',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
