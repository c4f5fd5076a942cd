import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, type AppOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({ ...loadConfig({ NODE_ENV: 'test' }), ...overrides });

/** Log lines collected instead of written to stdout. */
export function memoryLog() {
  const lines: string[] = [];
  const log = (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean));
  return { log, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** The app listening on a free loopback port. */
export async function startServer(options: AppOptions = {}, config = testConfig()) {
  const app = createApp(config, { log: memoryLog().log, ...options });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
