/** The round button and the shadow-root shell around it, shared by the chat and by the loader's stand-in (they must look the same). */
export { default as shellStyles } from './shell.css?inline';

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
