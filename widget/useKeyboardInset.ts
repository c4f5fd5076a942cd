import { useEffect, type RefObject } from 'react';

/** On a phone, keeps the panel above the on-screen keyboard: the visual viewport shrinks when it opens (--kb, --vvh of chat.css). */
export function useKeyboardInset(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = root.current;
    if (!viewport || !element) return;
    const update = () => {
      const keyboard = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      element.style.setProperty('--kb', `${Math.round(keyboard)}px`);
      element.style.setProperty('--vvh', `${Math.round(viewport.height)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [root]);
}
