import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';
import type { Config } from './config.ts';

/** Whether other machines can reach a server listening on `address`: all interfaces, or any but loopback. */
export function reachableFromOutside(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  if (ip === '::1') return false;
  return !(isIPv4(ip) && ip.startsWith('127.'));
}

/**
 * TRUST_PROXY as a hop count on a server clients can reach without the proxy: the last address of
 * X-Forwarded-For is taken whoever sent it, so a client that writes its own (a new one on each
 * request) escapes the chat's rate limit and writes what it likes in the logs. The proxy's address
 * (`loopback`, a list, CIDR) trusts the header only when the proxy sent it.
 */
export function hopCountExposed(trustProxy: Config['trustProxy'], listening: string): boolean {
  return typeof trustProxy === 'number' && trustProxy > 0 && reachableFromOutside(listening);
}

/**
 * A request made on this machine itself (an operator's curl, a deploy script), not relayed by a
 * proxy: its socket comes from loopback and it carries no forwarding header. Through nginx the
 * socket is loopback too, but nginx always sets X-Forwarded-For (deploy/nginx.conf).
 */
export function isLocalCaller(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress;
  if (address === undefined || reachableFromOutside(address)) return false;
  const { headers } = req;
  return headers['x-forwarded-for'] === undefined && headers.forwarded === undefined && headers['x-real-ip'] === undefined;
}
