import { BRAND_NAME } from '../content/brand-name.ts';

/**
 * The round button and the shadow-root shell around it, shared by the chat and by the stand-in the
 * loader shows until the chat is loaded (the two must look the same). `:host` resets everything the
 * host page could pass down (its !important wins over the page's, as the inner context), and `.root`
 * starts again from initial values, so a partner's CSS neither changes the assistant nor is changed
 * by it.
 */
export const shellStyles = `
:host {
  all: initial !important;
  display: block !important;
  position: fixed !important;
  inset: auto 0 0 auto !important;
  z-index: 2147483000 !important;
  width: 0 !important;
  height: 0 !important;
  overflow: visible !important;
  visibility: visible !important;
  opacity: 1 !important;
  transform: none !important;
}
.root {
  all: initial;
  --navy: #0d1b2a;
  --blue: #72b0cc;
  --orange: #9c4418;
  --green: #3b6e2a;
  --surface: #ffffff;
  --surface-2: #f4f8fa;
  --line: #dde5ec;
  --muted: #4a5a6a;
  --kb: 0px;
  position: fixed;
  right: 16px;
  bottom: calc(16px + var(--kb));
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: var(--navy);
  text-align: left;
  direction: ltr;
  pointer-events: none;
}
.root > * { pointer-events: auto; }
*, *::before, *::after { box-sizing: border-box; }
button, textarea { font: inherit; color: inherit; }
button { cursor: pointer; }
:focus-visible { outline: 3px solid #cf6e3f; outline-offset: 2px; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.launcher {
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: var(--orange);
  color: #fff;
  box-shadow: 0 10px 28px rgb(13 27 42 / 0.35);
  transition: transform 0.2s;
}
.launcher:hover { transform: scale(1.06); }
@media (max-width: 480px) {
  .root { right: 8px; left: 8px; bottom: calc(8px + var(--kb)); }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`;

/** The launcher's name while the panel is closed. */
export const LAUNCHER_LABEL = `Discuter avec l’assistant ${BRAND_NAME}`;

/** The speech-bubble icon of the closed launcher (SVG path, 24 × 24). */
export const CHAT_ICON_PATH = 'M4 5h16v11H9l-5 4z';

/** Puts a stylesheet in a shadow root: a constructed one, which no CSP counts as an inline style; a <style> in older browsers. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
