// Shared by the comparison servers: loads the reference response captured from our app.
// The file (path in argv[2] or BENCH_REFERENCE) is JSON: { headers: { name: value }, body: base64 }.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';

export function loadReference(): { headers: Record<string, string>; body: Buffer } {
  const file = process.argv[2] || process.env.BENCH_REFERENCE;
  if (!file) throw new Error('usage: node --import tsx <server>.ts <reference.json>  (PORT in env)');
  const { headers, body }: { headers: Record<string, string>; body: string } = JSON.parse(readFileSync(file, 'utf8'));
  const bytes = Buffer.from(body, 'base64');
  return { headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes };
}

export function portFromEnv(): number {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be set (got ${process.env.PORT})`);
  return port;
}

/** Exit cleanly on SIGTERM/SIGINT, like our server does. */
export function closeOnSignals(server: Server): void {
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
