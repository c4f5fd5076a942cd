import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { CHAT_READY_EVENT } from '../protocol/embed-events.ts';

/** What the element's open(), close(), toggle(), send(text) and reset() call (element.tsx). */
export interface ChatControls {
  open(): void;
  close(): void;
  toggle(): void;
  send(text: string): void;
  reset(): void;
}

/** Dispatches one of the element's events (chat-ready, chat-open, chat-close, chat-message) out of its shadow root. */
export function emit(host: HTMLElement, type: string, detail?: unknown): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Hands the element the chat's controls (again when they change, null when the chat unmounts), then
 * dispatches chat-ready: the host API works from the moment that event is heard.
 */
export function useHostApi(
  host: HTMLElement,
  onControls: ((controls: ChatControls | null) => void) | undefined,
  setOpen: Dispatch<SetStateAction<boolean>>,
  send: (text: string) => void,
  reset: () => void,
): void {
  useEffect(() => {
    onControls?.({
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen((open) => !open),
      send: (text) => {
        setOpen(true);
        send(text);
      },
      reset,
    });
  }, [onControls, setOpen, send, reset]);
  // After the effect above, in the same commit.
  useEffect(() => {
    emit(host, CHAT_READY_EVENT);
    return () => onControls?.(null);
  }, [host, onControls]);
}
