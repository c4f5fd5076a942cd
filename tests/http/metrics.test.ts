/**
 * The Prometheus metrics as a scrape reads them: requests by route pattern (never the raw path)
 * and status, their latency, chat replies by kind, the chat webhook's latency and failures, and the
 * counts the log's events carry (leads stored, proofs refused, deliveries failed).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { Metrics } from '../../server/metrics.ts';
import { parsePrometheus, sampleValue } from '../helpers/prometheus.ts';
import { testConfig } from '../helpers/server.ts';

const message = (text = 'Bonjour') => ({ message: text, sessionId: 'session-1700000000000-metrics01', charad: null, conversationHistory: [] });

async function scrape(metrics: Metrics) {
  return parsePrometheus(await metrics.registry.metrics()).samples;
}

describe('the metrics of the site', () => {
  const metrics = new Metrics();
  const logger = createLogger({ write: () => {} });
  const app = createApp(testConfig(), { logger, metrics });

  it('counts requests by the route they matched, with their status and latency', async () => {
    await request(app).get('/');
    await request(app).get('/article/4k-hdr');
    await request(app).get('/article/nexiste-pas');
    for (let i = 0; i < 3; i++) await request(app).get(`/au-hasard-${i}`);
    await request(app).get('/Blog');
    await request(app).get('/robots.txt');
    const samples = await scrape(metrics);
    expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/', status: '200' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '/article/:id', status: '200' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '/article/:id', status: '404' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '(unmatched)', status: '404' })).toBe(3);
    expect(sampleValue(samples, 'http_requests_total', { route: '(redirect)', status: '301' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '/robots.txt' })).toBe(1);
    // The path a client chose is never a label: the labels stay few whatever it asks for.
    const routes = new Set(samples.filter((sample) => sample.name === 'http_requests_total').map((sample) => sample.labels.route));
    expect([...routes].filter((route) => route?.includes('hasard') || route?.includes('4k-hdr'))).toEqual([]);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { route: '/' })).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { route: '/', le: '+Inf' })).toBe(1);
    expect(sampleValue(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts chat replies by kind', async () => {
    await request(app).post('/api/chat').send(message());
    await request(app).post('/api/chat').send({ nothing: true });
    const samples = await scrape(metrics);
    expect(sampleValue(samples, 'chat_replies_total', { kind: 'builtin' })).toBe(1);
    expect(sampleValue(samples, 'chat_replies_total', { kind: 'refused' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { method: 'POST', route: '/api/chat', status: '200' })).toBe(1);
  });

  it('counts what the log tells: leads stored, proofs refused, deliveries failed', async () => {
    logger({ level: 'info', event: 'lead-stored', reference: 'ABC234', kind: 'demo' });
    logger({ level: 'info', event: 'lead-updated', reference: 'ABC234', kind: 'demo' });
    logger({ level: 'warn', event: 'lead-proof-refused', reason: 'reused' });
    logger({ level: 'warn', event: 'lead-notify-failed', reference: 'ABC234', channel: 'email', attempts: 1, message: 'ECONNREFUSED' });
    const samples = await scrape(metrics);
    expect(sampleValue(samples, 'leads_stored_total', { status: 'created' })).toBe(1);
    expect(sampleValue(samples, 'leads_stored_total', { status: 'updated' })).toBe(1);
    expect(sampleValue(samples, 'lead_proofs_refused_total', { reason: 'reused' })).toBe(1);
    expect(sampleValue(samples, 'outbox_delivery_failures_total', { channel: 'email' })).toBe(1);
    // No store in this app: nothing is owed.
    expect(sampleValue(samples, 'outbox_pending')).toBe(0);
  });

  it('reads the outbox from the store at each scrape, and says NaN when the store does not answer', async () => {
    let answer: () => Promise<{ pending: number; oldestPendingAt: Date | null; oldestDueAt: Date | null }> = async () => ({
      pending: 2,
      oldestPendingAt: new Date(Date.now() - 90_000),
      oldestDueAt: null,
    });
    const withStore = new Metrics({ outbox: () => answer() });
    let samples = await scrape(withStore);
    expect(sampleValue(samples, 'outbox_pending')).toBe(2);
    expect(sampleValue(samples, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    answer = () => Promise.reject(new Error('connect ECONNREFUSED'));
    samples = await scrape(withStore);
    expect(sampleValue(samples, 'outbox_pending')).toBeNaN();
  });
});

describe('the chat webhook in the metrics', () => {
  let webhook: Server;
  let url: string;
  beforeAll(async () => {
    webhook = createServer((req, res) => {
      req.resume();
      if (req.url === '/fails') res.writeHead(500).end('panne');
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"output":"ok"}');
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => webhook.close(resolve)));

  it('times its answers and counts its failures', async () => {
    const metrics = new Metrics({ webhook: true });
    const answering = createApp(testConfig({ chatWebhookUrl: `${url}/answers` }), { log: () => {}, metrics });
    const failing = createApp(testConfig({ chatWebhookUrl: `${url}/fails` }), { log: () => {}, metrics });
    await request(answering).post('/api/chat').send(message());
    expect((await request(failing).post('/api/chat').send(message('Encore'))).status).toBe(502);
    const samples = await scrape(metrics);
    expect(sampleValue(samples, 'chat_webhook_duration_seconds_count', { outcome: 'answered' })).toBe(1);
    expect(sampleValue(samples, 'chat_webhook_duration_seconds_count', { outcome: 'failed' })).toBe(1);
    expect(sampleValue(samples, 'chat_webhook_failures_total', { status: '502' })).toBe(1);
    expect(sampleValue(samples, 'chat_replies_total', { kind: 'webhook' })).toBe(1);
    expect(sampleValue(samples, 'chat_replies_total', { kind: 'webhook-failed' })).toBe(1);
  });
});
