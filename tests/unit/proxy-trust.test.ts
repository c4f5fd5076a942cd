import { describe, expect, it } from 'vitest';
import { hopCountExposed } from '../../server/proxy-trust.ts';

describe('the warning of TRUST_PROXY as a hop count', () => {
  it('is given when clients can reach the server without the proxy: every interface, or a public one', () => {
    for (const address of ['::', '0.0.0.0', '192.0.2.10', '2001:db8::1', '::ffff:192.0.2.10']) expect(hopCountExposed(1, address), address).toBe(true);
  });

  it('is not given on loopback only, nor for the proxies’ addresses or no proxy', () => {
    for (const address of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) expect(hopCountExposed(1, address), address).toBe(false);
    expect(hopCountExposed('loopback', '::')).toBe(false);
    expect(hopCountExposed('10.0.0.0/8', '0.0.0.0')).toBe(false);
    expect(hopCountExposed(false, '::')).toBe(false);
  });
});
