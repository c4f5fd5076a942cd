import type { Express } from 'express';
import { publicReadiness, type Leads } from './leads/service.ts';
import { isLocalCaller } from './proxy-trust.ts';

/** GET /healthz (alive, for a supervisor) and /readyz (ready, for a load balancer): docs/operations.md, "Observing". */
export function serveHealth(app: Express, leads: Leads | undefined): void {
  // Alive: the process answers, whatever its database does (a restart would not bring that back).
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  // Ready: the leads' store answers and its outbox moves; else 503 and why (server/leads/service.ts).
  // The reason code is public; the database's own words (its host and port) and the count of
  // notifications owed only go to a caller on this machine itself, not through a proxy.
  app.get('/readyz', async (req, res) => {
    const readiness = leads ? await leads.ready() : ({ ready: true, store: 'not-opened' } as const);
    res.setHeader('Cache-Control', 'no-store');
    res.status(readiness.ready ? 200 : 503).json(isLocalCaller(req) ? readiness : publicReadiness(readiness));
  });
}
