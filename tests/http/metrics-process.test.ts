/**
 * The metrics of the built server as Prometheus scrapes them: METRICS_PORT, 127.0.0.1 only, the
 * Prometheus text format, counters that move with a page view and a chat message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port.ts';
import { parsePrometheus, sampleValue } from '../helpers/prometheus.ts';
import { chatClient, startSite, type SiteProcess } from '../helpers/site-process.ts';

/** This machine's first address that is not loopback: where a neighbour would reach it. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
// CI machines have one: there, not finding it is a failure, not a skip.
if (!outward && process.env.CI) throw new Error('no non-loopback IPv4 address to check that the metrics are not served there');
if (!outward) console.warn('metrics-process.test.ts: no non-loopback address here, the check that metrics are loopback-only is skipped');

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the metrics of the built server (METRICS_PORT)', () => {
  let site: SiteProcess;
  let metricsPort: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'metrics-process-'));
  beforeAll(async () => {
    metricsPort = await freePort();
    site = await startSite({ PORT: String(await freePort()), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir });
  }, 30_000);
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(await res.text());
  };

  it('serves Prometheus text whose counters move with a page view and a chat message', async () => {
    await site.waitForLog((entry) => entry.event === 'metrics-listening');
    const before = (await scrape()).samples;
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    // A session id too short to be kept: answered without a record, so without creating the
    // embedded database (seconds of CPU) in this test.
    expect((await chatClient('metrics').say(site.url, 'Bonjour')).status).toBe(200);
    const { samples, types } = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sampleValue(samples, name, labels) - sampleValue(before, name, labels);
    expect(moved('http_requests_total', { method: 'GET', route: '/', status: '200' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { method: 'GET', route: '/' })).toBe(1);
    expect(moved('chat_replies_total', { kind: 'builtin' })).toBe(1);
    expect(types.get('http_requests_total')).toBe('counter');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    for (const name of [
      'chat_webhook_duration_seconds',
      'chat_webhook_failures_total',
      'leads_stored_total',
      'lead_proofs_refused_total',
      'outbox_pending',
      'outbox_oldest_pending_age_seconds',
      'outbox_delivery_failures_total',
      'process_resident_memory_bytes',
    ]) {
      expect(types.has(name), name).toBe(true);
    }
    // No store opened yet (an empty DATA_DIR): nothing owed.
    expect(sampleValue(samples, 'outbox_pending')).toBe(0);
  });

  it('is not on the site port', async () => {
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404);
  });

  it.skipIf(!outward)('does not answer on an address other than loopback, where the site does', async () => {
    expect(await accepts(outward!, Number(new URL(site.url).port))).toBe(true);
    expect(await accepts(outward!, metricsPort)).toBe(false);
    expect(await accepts('127.0.0.1', metricsPort)).toBe(true);
  });
});
