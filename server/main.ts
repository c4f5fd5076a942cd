import { createApp } from './app.ts';
import type { DevChannel } from './dev-reload.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createHttpServer, stopServer } from './http-server.ts';
import { hopCountExposed } from './proxy-trust.ts';
import { startLeads } from './leads/service.ts';
import { createLogger } from './logger.ts';
import { Metrics, serveMetrics } from './metrics.ts';
import { goLiveItems, goLiveLine } from './go-live.ts';

/**
 * After SIGTERM, requests still running this long after the webhook's own timeout are cut so the
 * process can exit. The slowest request is a webhook call, which ends (with an answer and a log
 * line) at its timeout: the margin lets it do so, so SIGTERM never cuts a visitor off unanswered.
 */
const SHUTDOWN_MARGIN_MS = 5_000;

function start() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const log = createLogger({ level: config.logLevel });
  if (config.chatAllowedOrigins === null) {
    log({
      level: 'warn',
      event: 'chat-any-origin',
      message: 'CHAT_ALLOWED_ORIGINS=* : n’importe quelle page peut appeler /api/chat. Listez plutôt les origines des sites partenaires.',
    });
  }
  // It still serves (the default install must run), but says at once what is left before opening.
  const goLive = config.env === 'production' ? goLiveItems(config, process.env) : [];
  if (goLive.length) {
    log({
      level: 'warn',
      event: 'go-live',
      message: `${goLive.length} point(s) à régler avant d’ouvrir le site au public (npm run check)`,
      items: goLive.map(goLiveLine),
    });
  }
  const leads = startLeads({ config: config.leads, publicUrl: config.publicUrl, log });
  const metrics = config.metricsPort === null ? undefined : new Metrics({ outbox: () => leads.outbox(), webhook: config.chatWebhookUrl !== null });
  const app = createApp(config, { logger: log, leads, metrics });
  if (metrics && config.metricsPort !== null) {
    const port = config.metricsPort;
    serveMetrics(metrics, port).then(
      () => log({ event: 'metrics-listening', url: `http://127.0.0.1:${port}/metrics` }),
      (error: NodeJS.ErrnoException) => {
        log({ level: 'error', event: 'listen-failed', port, code: error.code, message: error.message });
        log.flush();
        process.exit(1);
      },
    );
  }
  const server = createHttpServer(app);
  // Under `npm run dev` (scripts/dev.ts), the runner says when a rebuild failed; the tabs show it.
  const dev = app.locals.dev as DevChannel | undefined;
  if (dev) {
    process.on('message', (message: { type?: string; message?: string }) => {
      if (message?.type === 'build-failed') dev.buildFailed(String(message.message));
    });
  }
  // A port already taken (or not allowed) is an operator's mistake: one clear line, not a stack.
  const listenFailed = (error: NodeJS.ErrnoException) => {
    log({ level: 'error', event: 'listen-failed', port: config.port, code: error.code, message: error.message });
    log.flush();
    process.exit(1);
  };
  server.once('error', listenFailed);
  server.listen(config.port, () => {
    server.off('error', listenFailed);
    log({ event: 'listening', port: config.port, url: config.publicUrl });
    const address = server.address();
    if (typeof address === 'object' && address && hopCountExposed(config.trustProxy, address.address)) {
      log({
        level: 'warn',
        event: 'trust-proxy-hop-count',
        address: address.address,
        message: `TRUST_PROXY=${config.trustProxy} while listening on ${address.address}: a client reaching this port directly chooses its own address in X-Forwarded-For. Give the proxy's address instead (TRUST_PROXY=loopback, a list, CIDR).`,
      });
    }
  });

  const shutdown = (signal: string) => {
    log({ event: 'shutdown', signal });
    // The tabs' event streams would hold close() until its deadline: they reconnect to the next server.
    dev?.close();
    // At once, beside the requests: sends still in flight at SHUTDOWN_TIMEOUT are cut and go after the restart.
    const outboxStopped = leads
      .stopOutbox(config.shutdownTimeoutMs)
      .catch((error: unknown) => log({ level: 'error', event: 'outbox-stop-failed', message: String(error) }));
    const cut = setTimeout(() => server.closeAllConnections(), Math.max(config.shutdownTimeoutMs, config.chatWebhookTimeoutMs + SHUTDOWN_MARGIN_MS)).unref();
    stopServer(server, async () => {
      clearTimeout(cut);
      await outboxStopped;
      await leads.close().catch((error: unknown) => log({ level: 'error', event: 'leads-close-failed', message: String(error) }));
      log.flush();
      process.exit(0);
    });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

start();
