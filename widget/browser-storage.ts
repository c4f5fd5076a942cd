/** JSON in the browser's storage, which can be missing or refuse writes (private browsing, full quota): the chat then lives in memory. */

/** Every key the assistant writes starts with it. */
export const KEY_PREFIX = 'chat-assistant:';

export type StorageKind = 'localStorage' | 'sessionStorage';

export function storage(kind: StorageKind): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The value stored at `key`, unchecked (the caller checks it), or null when there is none or it is not JSON. */
export function read(kind: StorageKind, key: string): unknown {
  try {
    const raw = storage(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function write(kind: StorageKind, key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Not persisted: the conversation goes on in memory.
  }
}
