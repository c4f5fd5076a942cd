/**
 * Prometheus metrics (prom-client), served on METRICS_PORT at 127.0.0.1 only: they tell the traffic
 * and the leads' business to whoever can reach that port. Counted from the two places that already
 * see everything: each request's log record (request-log.ts) and each log event (logger.ts), so
 * that no module has calls sprinkled through it; the outbox is read from the store at each scrape.
 */
import { createServer, type Server } from 'node:http';
import type { Request } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric, type MetricValue } from 'prom-client';
import type { LogEntry } from './logger.ts';
import type { OutboxStats } from './leads/store.ts';
import type { RequestRecord } from './request-log.ts';

/** Directories served as files: their paths are many, their label one each. */
const FILE_MOUNTS = ['/assets', '/widget', '/images/built'];

/**
 * The route a request took, as a label of bounded cardinality: the pattern it matched
 * (/article/:id), never the raw path, which any client chooses.
 */
export function routeOf(req: Request, status: number): string {
  if (req.route && typeof req.route.path === 'string') {
    const route = `${req.baseUrl ?? ''}${req.route.path}`;
    return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  }
  if (status === 404) return '(unmatched)';
  if (status >= 300 && status < 400) return '(redirect)';
  const path = req.path;
  return FILE_MOUNTS.find((mount) => path.startsWith(`${mount}/`)) ?? '(static)';
}

/** How a POST /api/chat ended, by its status. */
function chatReplyKind(status: number, webhook: boolean): string {
  if (status === 200) return webhook ? 'webhook' : 'builtin';
  if (status === 429) return 'rate-limited';
  if (status === 503) return 'busy';
  if (status === 502 || status === 504) return 'webhook-failed';
  return status >= 500 ? 'error' : 'refused';
}

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WEBHOOK_SECONDS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60];

/** One route's requests: by status, and their durations as a histogram (counts per bucket, not cumulative). */
interface RouteTally {
  method: string;
  route: string;
  statuses: Map<number, number>;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * Every response counted as it ends, by method, route and status, with its duration: a few array
 * operations per request, the Prometheus text made only when scraped. Counting through prom-client's
 * Counter and Histogram, whose every call checks and hashes its labels, cost 6 % of GET /'s CPU
 * (head to head with bare Express, 2026-11-25). Exposed as the two metrics of the same names.
 */
class RequestTally {
  private readonly routes = new Map<string, Map<string, RouteTally>>();

  record(method: string, route: string, status: number, seconds: number): void {
    let byRoute = this.routes.get(method);
    if (!byRoute) {
      byRoute = new Map();
      this.routes.set(method, byRoute);
    }
    let tally = byRoute.get(route);
    if (!tally) {
      tally = { method, route, statuses: new Map(), buckets: new Float64Array(SECONDS.length + 1), sum: 0, count: 0 };
      byRoute.set(route, tally);
    }
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < SECONDS.length && seconds > SECONDS[bucket]!) bucket++;
    tally.buckets[bucket]! += 1;
    tally.sum += seconds;
    tally.count += 1;
  }

  private all(): RouteTally[] {
    return [...this.routes.values()].flatMap((byRoute) => [...byRoute.values()]);
  }

  /** http_requests_total and http_request_duration_seconds, for the registry. */
  register(registry: Registry): void {
    // A metric as the registry reads one: its name, and what get() gives when scraped.
    const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => MetricValue<string>[]) =>
      registry.registerMetric({ name, get: async () => ({ name, help, type, aggregator: 'sum', values: values() }) } as unknown as Metric);
    metric('http_requests_total', 'HTTP requests answered, by method, route pattern and status.', 'counter', () =>
      this.all().flatMap(({ method, route, statuses }) => [...statuses].map(([status, value]) => ({ labels: { method, route, status }, value }))),
    );
    const name = 'http_request_duration_seconds';
    metric(name, 'Time from a request to the end of its response.', 'histogram', () =>
      this.all().flatMap(({ method, route, buckets, sum, count }) => {
        let cumulative = 0;
        const bounds = [...SECONDS.map(String), '+Inf'].map((le, i) => {
          cumulative += buckets[i]!;
          return { labels: { le, method, route }, value: cumulative, metricName: `${name}_bucket` };
        });
        return [
          ...bounds,
          { labels: { method, route }, value: sum, metricName: `${name}_sum` },
          { labels: { method, route }, value: count, metricName: `${name}_count` },
        ];
      }),
    );
  }
}

export interface MetricsOptions {
  /** The outbox's figures, read at each scrape; null while the store is not open. */
  outbox?: () => Promise<OutboxStats | null>;
  /** Whether /api/chat forwards to a webhook (else the built-in assistant answers). */
  webhook?: boolean;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestTally();
  private readonly chatReplies: Counter<'kind'>;
  private readonly webhookSeconds: Histogram<'outcome'>;
  private readonly webhookFailures: Counter<'status'>;
  private readonly leadsStored: Counter<'status'>;
  private readonly proofsRefused: Counter<'reason'>;
  private readonly deliveryFailures: Counter<'channel'>;
  private readonly webhook: boolean;

  constructor({ outbox, webhook = false }: MetricsOptions = {}) {
    const registers = [this.registry];
    this.webhook = webhook;
    collectDefaultMetrics({ register: this.registry });
    this.requests.register(this.registry);
    const counter = <L extends string>(name: string, help: string, label: L) => new Counter<L>({ name, help, labelNames: [label], registers });
    this.chatReplies = counter(
      'chat_replies_total',
      'POST /api/chat answers, by kind (builtin, webhook, refused, rate-limited, busy, webhook-failed, error).',
      'kind',
    );
    this.webhookSeconds = new Histogram({
      name: 'chat_webhook_duration_seconds',
      help: 'Time the chat webhook took to answer (or to fail).',
      labelNames: ['outcome'],
      buckets: WEBHOOK_SECONDS,
      registers,
    });
    this.webhookFailures = counter(
      'chat_webhook_failures_total',
      'Chat webhook calls that failed, by the status given to the visitor (502 unreachable or invalid, 504 too slow).',
      'status',
    );
    this.leadsStored = counter(
      'leads_stored_total',
      'Requests for contact stored: a new lead (created) or a second request of the same person (updated).',
      'status',
    );
    this.proofsRefused = counter('lead_proofs_refused_total', 'Consents refused for a missing, wrong or reused proof of work.', 'reason');
    this.deliveryFailures = counter('outbox_delivery_failures_total', 'Notifications of a lead that failed (tried again later), by channel.', 'channel');
    // Read from the store when scraped: several instances share one PostgreSQL outbox, and what it
    // owes is the database's answer, not this process's count. NaN: the store did not answer.
    // One query per scrape for both gauges: a scrape starts every collect in the same turn.
    let read: Promise<OutboxStats | null | undefined> | undefined;
    const readOutbox = () => {
      if (!read) {
        read = (outbox?.() ?? Promise.resolve(null)).catch(() => undefined);
        queueMicrotask(() => (read = undefined));
      }
      return read;
    };
    const outboxGauge = (name: string, help: string, figure: (stats: OutboxStats | null) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const stats = await readOutbox();
          this.set(stats === undefined ? NaN : figure(stats));
        },
      });
    outboxGauge('outbox_pending', 'Notifications not sent yet.', (stats) => stats?.pending ?? 0);
    outboxGauge('outbox_oldest_pending_age_seconds', 'How long the oldest notification not sent yet has been owed; 0 when none is.', (stats) =>
      stats?.oldestPendingAt ? Math.max(0, (Date.now() - stats.oldestPendingAt.getTime()) / 1000) : 0,
    );
  }

  /** A response is over (request-log.ts). */
  readonly request = (req: Request, record: RequestRecord): void => {
    const route = routeOf(req, record.status);
    this.requests.record(record.method, route, record.status, record.ms / 1000);
    if (route === '/api/chat' && record.method === 'POST') this.chatReplies.inc({ kind: chatReplyKind(record.status, this.webhook) });
  };

  /** A log event (logger.ts): the ones that are also a count. */
  readonly event = (entry: LogEntry): void => {
    switch (entry.event) {
      case 'lead-stored':
      case 'lead-updated':
        this.leadsStored.inc({ status: entry.event === 'lead-stored' ? 'created' : 'updated' });
        break;
      case 'lead-proof-refused':
        this.proofsRefused.inc({ reason: String(entry.reason) });
        break;
      case 'lead-notify-failed':
        this.deliveryFailures.inc({ channel: String(entry.channel) });
        break;
      case 'chat-webhook-answered':
        this.webhookSeconds.observe({ outcome: 'answered' }, Number(entry.ms) / 1000);
        break;
      case 'chat-webhook-failed':
        this.webhookFailures.inc({ status: String(entry.status) });
        if (typeof entry.ms === 'number') this.webhookSeconds.observe({ outcome: 'failed' }, entry.ms / 1000);
        break;
    }
  };
}

/** GET /metrics on 127.0.0.1:`port` only; resolves once listening, rejects when it cannot (a port taken). */
export function serveMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
