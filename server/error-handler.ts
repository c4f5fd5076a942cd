import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from './logger.ts';

/** The last handler: logs what went wrong in a request and answers with the error page (`sendError`, site-pages.ts). */
export function errorHandler(sendError: (req: Request, res: Response, status: number) => void, log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    log({
      level: status >= 500 ? 'error' : 'warn',
      event: 'request-error',
      method: req.method,
      path: req.originalUrl,
      status,
      message: error instanceof Error ? error.message : String(error),
      stack: status >= 500 && error instanceof Error ? error.stack : undefined,
    });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(req, res, status);
  };
}
