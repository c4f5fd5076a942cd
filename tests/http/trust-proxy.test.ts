/**
 * TRUST_PROXY on the built server with no proxy in front, a client writing a new X-Forwarded-For on
 * each request. This test's client is on loopback, where a proxy on the same machine would be, so
 * `loopback` would rightly trust it: the honest check is a list that does not hold the client's
 * address (the proxy is elsewhere, 10.0.0.0/8). Each post is an empty JSON message, refused (400)
 * after the rate limit has counted it: no conversation, so no database to create.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSite, type SiteProcess } from '../helpers/site-process.ts';
import { freePort } from '../../tools/free-port.ts';

const sites: SiteProcess[] = [];
afterAll(async () => {
  for (const site of sites) await site.stop('SIGKILL');
});

async function site(trustProxy: string): Promise<SiteProcess> {
  const started = await startSite({ PORT: String(await freePort()), TRUST_PROXY: trustProxy, DATA_DIR: mkdtempSync(join(tmpdir(), 'trust-proxy-')) });
  sites.push(started);
  return started;
}

/** 100 posts to the chat, each claiming another client address; their statuses. */
async function rotating(url: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
      body: '{}',
    });
    await res.body?.cancel();
    statuses.push(res.status);
  }
  return statuses;
}

const warned = (site: SiteProcess) => site.logs().filter((entry) => entry.event === 'trust-proxy-hop-count');

describe('TRUST_PROXY without a proxy in front (built server)', () => {
  it('with the proxy’s addresses, ignores the X-Forwarded-For of a client that is not the proxy: the rate limit holds', async () => {
    const listed = await site('10.0.0.0/8');
    const statuses = await rotating(listed.url);
    // 60 a minute per client: the 61st post is refused, whatever address it claims.
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(warned(listed)).toEqual([]);
  });

  it('with a hop count, warns at start that a client reaching the port chooses its address, as it then does', async () => {
    const counted = await site('1');
    await counted.waitForLog((entry) => entry.event === 'trust-proxy-hop-count');
    // All interfaces: IPv6's, or IPv4's where there is no IPv6.
    expect(warned(counted)).toEqual([
      expect.objectContaining({ level: 'warn', address: expect.stringMatching(/^(::|0\.0\.0\.0)$/), message: expect.stringContaining('TRUST_PROXY=loopback') }),
    ]);
    expect((await rotating(counted.url)).filter((status) => status === 429)).toEqual([]);
  });
});
