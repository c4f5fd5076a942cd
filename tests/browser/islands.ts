import type { Page } from 'playwright-core';

/** Islands further down hydrate as they come near: scroll to one and wait until it is live. */
export async function reachIsland(page: Page, island: string): Promise<void> {
  // The island's wrapper is display: contents (no box): scroll to what it wraps.
  await page
    .locator(`[data-island="${island}"] > *`)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForSelector(`[data-island="${island}"][data-hydrated]`, { state: 'attached' });
}
