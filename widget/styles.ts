/**
 * Styles of the shadow root. `:host` resets everything the host page could pass down (its !important
 * wins over the page's, as the inner context), and `.root` starts again from initial values, so a
 * partner's CSS neither changes the assistant nor is changed by it.
 */
export const styles = `
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
.invitation {
  display: flex;
  align-items: flex-start;
  gap: 4px;
  max-width: 280px;
  padding: 12px 8px 12px 16px;
  border-radius: 16px 16px 4px 16px;
  background: var(--surface);
  box-shadow: 0 10px 30px rgb(13 27 42 / 0.2);
  animation: rise 0.3s ease-out;
}
.invitation__text {
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
  font-size: 15px;
}
.invitation__close, .icon-button {
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin: -4px 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 24px;
  line-height: 1;
}
.invitation__close:hover { background: var(--surface-2); }
.panel {
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 32px));
  max-height: min(60vh, calc(var(--vvh, 100vh) - 110px));
  max-height: min(60dvh, calc(var(--vvh, 100dvh) - 110px));
  min-height: 280px;
  overflow: hidden;
  border-radius: 18px;
  background: var(--surface);
  box-shadow: 0 18px 48px rgb(13 27 42 / 0.3);
  animation: rise 0.25s ease-out;
}
.panel__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 12px 14px 18px;
  background: var(--navy);
  color: #fff;
}
.panel__header h2 { margin: 0; font-size: 17px; line-height: 1.3; font-weight: 700; }
.panel__header p { margin: 0; font-size: 13px; color: #c6d3de; }
.panel__header .icon-button { color: #fff; margin: 0; }
.panel__header .icon-button:hover { background: rgb(255 255 255 / 0.14); }
.log {
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px;
  background: var(--surface-2);
}
.message { display: flex; flex-direction: column; margin-bottom: 12px; }
.message--user { align-items: flex-end; }
.bubble {
  max-width: 88%;
  padding: 10px 14px;
  border-radius: 16px 16px 16px 4px;
  background: var(--surface);
  box-shadow: 0 1px 2px rgb(13 27 42 / 0.08);
  overflow-wrap: anywhere;
}
.message--user .bubble { border-radius: 16px 16px 4px 16px; background: var(--navy); color: #fff; }
.message--error .bubble { background: #fbeee7; color: #7a2e0e; }
.bubble p { margin: 0 0 8px; }
.bubble p:last-child { margin-bottom: 0; }
.bubble ul { margin: 0 0 8px; padding-left: 20px; }
.bubble a { color: inherit; text-decoration: underline; }
.buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 10px !important; }
.chat-button {
  display: inline-block;
  padding: 7px 12px;
  border: 2px solid var(--navy);
  border-radius: 999px;
  font-size: 14px;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none !important;
}
.chat-button--primary { border-color: var(--orange); background: var(--orange); color: #fff !important; }
.meta { margin: 3px 4px 0; font-size: 12px; color: var(--muted); }
.typing { margin: 0; font-size: 14px; font-style: italic; color: var(--muted); }
.quick-replies {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 10px 16px 0;
  background: var(--surface-2);
}
.quick-reply {
  padding: 6px 12px;
  border: 2px solid var(--navy);
  border-radius: 999px;
  background: var(--surface);
  font-size: 14px;
  font-weight: 600;
}
.quick-reply:hover { background: var(--navy); color: #fff; }
.composer {
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 12px;
  border-top: 1px solid var(--line);
  background: var(--surface);
}
textarea {
  flex: 1;
  min-height: 44px;
  max-height: 120px;
  padding: 10px 12px;
  border: 2px solid var(--line);
  border-radius: 12px;
  background: var(--surface);
  font-size: 16px;
  line-height: 1.4;
  resize: none;
}
textarea:focus { border-color: var(--navy); outline: none; }
textarea:disabled { background: var(--surface-2); }
.send {
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 12px;
  background: var(--orange);
  color: #fff;
}
.send:disabled { background: #9aa7b3; cursor: not-allowed; }
@keyframes rise { from { opacity: 0; transform: translateY(12px); } }
@media (max-width: 480px) {
  .root { right: 8px; left: 8px; bottom: calc(8px + var(--kb)); }
  .panel { width: 100%; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`;
