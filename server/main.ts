import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { batchedWriter } from './request-log.ts';

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
    log(JSON.stringify({ time: new Date().toISOString(), event: 'listening', port: config.port, url: config.publicUrl }) + '\n');
  });

  const shutdown = (signal: string) => {
    log(JSON.stringify({ time: new Date().toISOString(), event: 'shutdown', signal }) + '\n');
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
