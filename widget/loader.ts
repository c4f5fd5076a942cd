/**
 * /widget/chat-assistant.js: the one script a page needs for the assistant. It adds a
 * <chat-assistant> to the page when there is none, points it at /api/chat on the origin the script
 * came from, and shows the round button at once as a plain-HTML stand-in. The chat itself (React)
 * loads only when the visitor reaches for it (hover, focus, touch, click, openChatbot), when the
 * panel was open in this tab, or two seconds before its invitation is due: a visitor who only reads
 * never pays for it while the page loads. Kept tiny: this is all the assistant adds to a page's
 * critical path.
 */
import { LAUNCHER_LABEL } from '../content/chat-texts.ts';
import { LAUNCHER_LABEL_EN } from '../content/chat-texts-en.ts';
import { pageLanguage } from './page-language.ts';
import { CHAT_READY_EVENT, OPEN_CHAT_EVENT } from './events.ts';
import { adoptStyles, CHAT_ICON_PATH, shellStyles } from './launcher.ts';
import { loadOpen } from './panel-state.ts';

declare const __CHAT_MODULE__: string;

/** The invitation shows 10 s after arrival, unless the element says otherwise. */
const DEFAULT_INVITATION_DELAY = 10_000;
/** Start loading this long before the invitation is due, so it is ready in time. */
const LEAD_TIME = 2_000;

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = script?.src ? new URL(script.src).origin : location.origin;
  let element: HTMLElement | null = null;
  let standIn: HTMLElement | null = null;
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
      standIn?.shadowRoot?.querySelector('button')?.removeAttribute('aria-busy');
      console.error('[chat-assistant] chargement impossible', error);
    }));

  // Reaching for the chat before it is loaded: load it now, then open it.
  const openEarly = () => {
    const target = ensureElement() as HTMLElement & { open?: () => void };
    void load().then(() => target.open?.());
  };
  window.addEventListener(OPEN_CHAT_EVENT, openEarly);
  const start = () => {
    void load().then(() => window.removeEventListener(OPEN_CHAT_EVENT, openEarly));
  };

  // The stand-in: the chat's own launcher markup and styles, without React.
  const showStandIn = () => {
    standIn = document.createElement('chat-assistant-launcher');
    const root = standIn.attachShadow({ mode: 'open' });
    root.innerHTML =
      `<div class="root"><button type="button" class="launcher" aria-expanded="false" aria-label="${pageLanguage(document.querySelector('chat-assistant')) === 'en' ? LAUNCHER_LABEL_EN : LAUNCHER_LABEL}">` +
      `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="${CHAT_ICON_PATH}" fill="none" ` +
      'stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg></button></div>';
    adoptStyles(root, shellStyles);
    const button = root.querySelector('button')!;
    button.addEventListener('click', () => {
      button.setAttribute('aria-busy', 'true');
      openEarly();
    });
    for (const intent of ['pointerenter', 'focus', 'touchstart']) button.addEventListener(intent, start, { once: true, passive: true });
    document.body.append(standIn);
  };

  // Once the chat is mounted, its launcher takes the stand-in's place, and its focus.
  const replaceStandIn = () => {
    if (!standIn) return;
    const hadFocus = document.activeElement === standIn;
    standIn.remove();
    standIn = null;
    if (hadFocus) element?.shadowRoot?.querySelector<HTMLElement>('.launcher')?.focus();
  };

  const invitationDelay = () => {
    const value = Number(element?.getAttribute('invitation-delay') ?? DEFAULT_INVITATION_DELAY);
    return Number.isFinite(value) ? value : DEFAULT_INVITATION_DELAY;
  };
  const whenIdle = (callback: () => void) => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 1000 });
    else setTimeout(callback, 0);
  };
  const loadBeforeInvitation = () => {
    setTimeout(() => whenIdle(start), Math.max(0, invitationDelay() - LEAD_TIME - performance.now()));
  };

  const ready = () => {
    ensureElement().addEventListener(CHAT_READY_EVENT, replaceStandIn, { once: true });
    if (!customElements.get('chat-assistant')) showStandIn();
    if (loadOpen()) start();
    else if (document.readyState === 'complete') loadBeforeInvitation();
    else window.addEventListener('load', loadBeforeInvitation, { once: true });
  };
  if (document.body) ready();
  else document.addEventListener('DOMContentLoaded', ready, { once: true });
})();
