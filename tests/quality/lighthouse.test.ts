import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLighthouse, siteUrls, type LighthouseRow } from '../../tools/lighthouse-runner.ts';
import { startServer } from '../helpers/server.ts';

// Accessibility, best practices and SEO are not timings: every route must score 100. Performance
// is measured by `npm run audit`, not tested.
let server: Awaited<ReturnType<typeof startServer>>;
let rows: LighthouseRow[];

beforeAll(async () => {
  server = await startServer();
  rows = await runLighthouse(await siteUrls(server.url), { categories: ['accessibility', 'best-practices', 'seo'] });
}, 600_000);

afterAll(() => server?.close());

describe('Lighthouse on every route', () => {
  it('audited every page of the sitemap', () => {
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(rows.filter((row) => row.runtimeError)).toEqual([]);
  });

  it.each(['accessibility', 'bestPractices', 'seo'] as const)('scores 100 in %s everywhere', (category) => {
    const below = rows.filter((row) => row[category] !== 100).map((row) => `${row.path}: ${row[category]} (${row.failures.join('; ')})`);
    expect(below).toEqual([]);
  });
});
