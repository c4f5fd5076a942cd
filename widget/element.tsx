/**
 * The <chat-assistant> custom element: the React chat (ChatAssistant.tsx) in an open shadow root that
 * holds its styles, mounted while the element is in the document. Loaded on demand by loader.ts.
 * Written by hand rather than with a generic wrapper: two attributes and five methods are all it
 * needs, and the widget's weight is budgeted.
 */
import { createRoot, type Root } from 'react-dom/client';
import { ChatAssistant } from './ChatAssistant.tsx';
import { pageLanguage } from './page-language.ts';
import type { ChatControls } from './host-api.ts';
import { adoptStyles } from './launcher.ts';
import { styles } from './styles.ts';

/**
 * Attributes: endpoint, invitation-delay (also as the properties endpoint and invitationDelay). Host
 * API: open(), close(), toggle(), send(text), reset(); calls made before the chat has handed over its
 * controls (it does so once mounted, just before chat-ready) wait for them.
 */
export class ChatAssistantElement extends HTMLElement {
  static observedAttributes = ['endpoint', 'invitation-delay', 'lang'];
  private root: Root | null = null;
  private controls: ChatControls | null = null;
  private queued: ((controls: ChatControls) => void)[] = [];

  constructor() {
    super();
    adoptStyles(this.attachShadow({ mode: 'open' }), styles);
  }

  connectedCallback() {
    this.root ??= createRoot(this.shadowRoot!);
    this.render();
  }

  disconnectedCallback() {
    this.root?.unmount();
    this.root = null;
  }

  attributeChangedCallback() {
    this.render();
  }

  get endpoint(): string | undefined {
    return this.getAttribute('endpoint') || undefined;
  }
  set endpoint(value: string) {
    this.setAttribute('endpoint', String(value));
  }
  get invitationDelay(): number | undefined {
    const value = this.getAttribute('invitation-delay');
    return value ? parseFloat(value) : undefined;
  }
  set invitationDelay(value: number) {
    this.setAttribute('invitation-delay', String(value));
  }

  private render() {
    this.root?.render(
      <ChatAssistant
        host={this}
        endpoint={this.endpoint}
        invitationDelay={this.invitationDelay}
        language={pageLanguage(this)}
        onControls={this.takeControls}
      />,
    );
  }

  private takeControls = (controls: ChatControls | null) => {
    this.controls = controls;
    if (controls) this.queued.splice(0).forEach((action) => action(controls));
  };

  private call(action: (controls: ChatControls) => void) {
    if (this.controls) action(this.controls);
    else this.queued.push(action);
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
