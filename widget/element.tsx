/**
 * The <chat-assistant> custom element: the React chat made into a web component by r2wc, in an open
 * shadow root that holds its styles. Loaded on demand by loader.ts.
 */
import r2wc from '@r2wc/react-to-web-component';
import { ChatAssistant, CONTROLS, type ChatControls } from './ChatAssistant.tsx';
import { adoptStyles } from './launcher.ts';
import { styles } from './styles.ts';

const Base = r2wc(ChatAssistant, {
  shadow: 'open',
  props: { endpoint: 'string', invitationDelay: 'number' },
});

/** The host API: open(), close(), toggle(), send(text), reset(); calls made before the chat is mounted wait for it. */
export class ChatAssistantElement extends Base {
  private queued: ((controls: ChatControls) => void)[] = [];

  constructor() {
    super();
    if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
  }

  private call(action: (controls: ChatControls) => void) {
    const controls = (this as unknown as Record<symbol, ChatControls | undefined>)[CONTROLS];
    if (controls) {
      action(controls);
      return;
    }
    this.queued.push(action);
    if (this.queued.length === 1) {
      const flush = () => {
        const ready = (this as unknown as Record<symbol, ChatControls | undefined>)[CONTROLS];
        if (!ready) return requestAnimationFrame(flush);
        this.queued.splice(0).forEach((queuedAction) => queuedAction(ready));
      };
      requestAnimationFrame(flush);
    }
  }

  open() {
    this.call((controls) => controls.open());
  }
  close() {
    this.call((controls) => controls.close());
  }
  toggle() {
    this.call((controls) => controls.toggle());
  }
  send(text: string) {
    this.call((controls) => controls.send(String(text)));
  }
  reset() {
    this.call((controls) => controls.reset());
  }
}

if (!customElements.get('chat-assistant')) customElements.define('chat-assistant', ChatAssistantElement);
