import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { batchedWriter, logLine } from './request-log.ts';

/** Requests still running this long after SIGTERM are cut so the process can exit. */
const SHUTDOWN_GRACE_MS = 10_000;

function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const log = batchedWriter();
  const server = createServer(createApp(config, { log }));
  server.listen(config.port, () => {
    logLine(log, { event: 'listening', port: config.port, url: config.publicUrl });
  });

  const shutdown = (signal: string) => {
    logLine(log, { event: 'shutdown', signal });
    // close() stops accepting, closes idle keep-alive sockets and waits for requests in flight.
    server.close(() => {
      log.flush();
      process.exit(0);
    });
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

start();
