/**
 * /widget/chat-assistant.js: the one script a page needs for the assistant. It adds a
 * <chat-assistant> to the page when there is none and points it at /api/chat on the origin the
 * script came from, then loads the chat itself only once the page is idle, or at once when the
 * visitor reaches for it (openChatbot). Kept tiny: this is all the assistant adds to a page's
 * critical path.
 */
declare const __CHAT_MODULE__: string;

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = script?.src ? new URL(script.src).origin : location.origin;
  let element: HTMLElement | null = null;
  let loading: Promise<unknown> | null = null;

  const ensureElement = () => {
    element ??= document.querySelector('chat-assistant');
    if (!element) {
      element = document.createElement('chat-assistant');
      document.body.append(element);
    }
    if (!element.hasAttribute('endpoint')) element.setAttribute('endpoint', `${origin}/api/chat`);
    return element;
  };

  const load = () =>
    (loading ??= import(/* @vite-ignore */ new URL(__CHAT_MODULE__, origin).href).catch((error: unknown) => {
      loading = null;
      console.error('[chat-assistant] chargement impossible', error);
    }));

  // Reaching for the chat before it is loaded: load it now, then open it.
  const openEarly = () => {
    const target = ensureElement() as HTMLElement & { open?: () => void };
    void load().then(() => target.open?.());
  };
  window.addEventListener('openChatbot', openEarly);
  const start = () => {
    ensureElement();
    void load().then(() => window.removeEventListener('openChatbot', openEarly));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };

  const ready = () => {
    ensureElement();
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };
  if (document.body) ready();
  else document.addEventListener('DOMContentLoaded', ready, { once: true });
})();
