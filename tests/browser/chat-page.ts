/** Reading and driving the <chat-assistant> of a page, for the browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const chatElement = (page: Page) => page.locator('chat-assistant');
export const isOpen = (page: Page) => chatElement(page).evaluate((element) => element.hasAttribute('open'));
/** Waits for the panel to open: the chat's bundle is fetched on the first opening, seconds on a busy machine. */
export const whenOpen = (page: Page) => expect.poll(() => isOpen(page), { timeout: 10_000 }).toBe(true);
/** The text of every message shown, oldest first. */
export const bubbles = (page: Page) => page.locator('chat-assistant .message .bubble').allTextContents();

/** Types a message and sends it with Enter; does not wait for the answer. */
export async function say(page: Page, text: string) {
  await page.locator('chat-assistant textarea').fill(text);
  await page.locator('chat-assistant textarea').press('Enter');
}
