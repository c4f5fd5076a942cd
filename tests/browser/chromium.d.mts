import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export function launchBrowser(): Promise<Browser>;
