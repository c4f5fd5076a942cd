/**
 * Whether the panel is open, per tab (sessionStorage): a reload or another page of the site opens it
 * again. Read by the loader, so kept apart from the conversation's store.
 */
import { KEY_PREFIX, read, write } from './browser-storage.ts';

const OPEN_KEY = `${KEY_PREFIX}open`;

export function loadOpen(): boolean {
  return read('sessionStorage', OPEN_KEY) === true;
}

export function saveOpen(open: boolean): void {
  write('sessionStorage', OPEN_KEY, open);
}
