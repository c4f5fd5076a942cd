import { shellStyles } from './launcher.ts';

/** Styles of the chat's shadow root: the shell (launcher.ts), then the invitation and the panel. */
export const styles = `
${shellStyles}
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
  .panel { width: 100%; }
}
`;
