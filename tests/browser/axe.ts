import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeRun = (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;

/**
 * axe-core's violations on a page (or within the elements `include` selects), as "rule [targets]" lines. The page's context needs bypassCSP:
 * axe is injected as a script, which our CSP forbids.
 */
export async function axeViolations(page: Page, include?: string[][]): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const result = await axe.run(within ? { include: within } : document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id} ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`);
  }, include ?? null);
}
