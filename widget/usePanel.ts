import { useEffect, useRef, useState, type RefObject } from 'react';
import { OPEN_CHAT_EVENT } from '../protocol/embed-events.ts';
import { emit } from './host-api.ts';
import { loadOpen, saveOpen } from './panel-state.ts';

/**
 * Whether the panel is open: remembered for this tab, reflected as the host's `open` attribute,
 * announced by chat-open and chat-close, opened by the window's openChatbot event. Closing gives the
 * focus back to the launcher (the composer takes it on opening).
 */
export function usePanel(host: HTMLElement, launcher: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(loadOpen);
  const firstRender = useRef(true);

  useEffect(() => {
    saveOpen(open);
    host.toggleAttribute('open', open);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    emit(host, open ? 'chat-open' : 'chat-close');
    if (!open) launcher.current?.focus();
  }, [open, host, launcher]);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  return [open, setOpen] as const;
}
