import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function launchBrowser(): Promise<Browser>;
