/**
 * The <chat-assistant> custom element, loaded on demand by loader.ts (until then the page has the
 * loader's stand-in button, and the loader calls open() once this module has defined the element).
 * Built with r2wc, as the design has it: what any React chat in a custom element needs (attributes to
 * props, the open shadow root, mounting while in the document and unmounting out of it) is the
 * library's, for about 1 KB gzip, and this module adds only what is the chat's own, by extending the
 * class r2wc returns: the shadow root's styles, and the host API (open(), close(), toggle(), send(text),
 * reset()), whose calls made before the chat has mounted wait for it and then run in order. Its events
 * (chat-ready, chat-open, chat-close, chat-message) are dispatched by the chat on its host (host-api.ts).
 */
import r2wc from '@r2wc/react-to-web-component';
import { ChatAssistant } from './ChatAssistant.tsx';
import type { ChatControls } from './host-api.ts';
import { adoptStyles } from './launcher.ts';
import { pageLanguage } from './page-language.ts';
import { styles } from './styles.ts';

/** The element's attributes, as r2wc hands them to the chat: endpoint, invitation-delay and lang. */
interface ChatElementProps {
  /** r2wc's container: the element's shadow root. */
  container: ShadowRoot;
  endpoint?: string;
  invitationDelay?: number;
  /** Read through pageLanguage(), which falls back on the page's lang; a prop so that a change renders again. */
  lang?: string;
}

/** The chat inside the element: the host, its language and its hand-over of controls come from the element itself. */
function ChatInElement({ container, endpoint, invitationDelay }: ChatElementProps) {
  const host = container.host as ChatAssistantElement;
  return <ChatAssistant host={host} endpoint={endpoint} invitationDelay={invitationDelay} language={pageLanguage(host)} onControls={host.takeControls} />;
}

/** The attributes r2wc observes, by their props' names (invitationDelay is invitation-delay), and how it reads them. */
const ATTRIBUTE_PROPS = { endpoint: 'string', invitationDelay: 'number', lang: 'string' } as const;
type AttributeProp = keyof typeof ATTRIBUTE_PROPS;

/**
 * r2wc's own state, by the registered symbols it keys it with, touched for two things it does
 * otherwise than the element always did (below): it mounts the chat on an attribute set before the
 * element is ever in the document, and it ignores an attribute taken off.
 */
const PROPS: unique symbol = Symbol.for('r2wc.props');
const RENDER: unique symbol = Symbol.for('r2wc.render');
const CONNECTED: unique symbol = Symbol.for('r2wc.connected');

type R2wcElement = HTMLElement & {
  container: ShadowRoot;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  [PROPS]?: Partial<Record<AttributeProp, unknown>>;
  [RENDER](): void;
  [CONNECTED]: boolean;
};

const ChatElementBase = r2wc(ChatInElement, { shadow: 'open', props: ATTRIBUTE_PROPS }) as new () => R2wcElement;

export class ChatAssistantElement extends ChatElementBase {
  private controls: ChatControls | null = null;
  private queued: ((controls: ChatControls) => void)[] = [];

  constructor() {
    super();
    adoptStyles(this.container, styles);
    // No chat in an element made by script until it is added to the page (r2wc starts as if it were).
    this[CONNECTED] = this.isConnected;
  }

  /** r2wc keeps the last value of an attribute taken off or emptied: the chat goes back to its default instead. */
  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value);
    const prop = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as AttributeProp;
    const props = this[PROPS];
    if (value || props?.[prop] === undefined) return;
    delete props[prop];
    this[RENDER]();
  }

  /** Given by the chat once mounted (just before chat-ready), null when it unmounts. */
  readonly takeControls = (controls: ChatControls | null) => {
    this.controls = controls;
    if (controls) for (const action of this.queued.splice(0)) action(controls);
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

// r2wc gives each prop an accessor: lang keeps HTML's own ('' when absent), whose setter still reaches r2wc through the attribute.
const htmlLang = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'lang');
if (htmlLang) Object.defineProperty(ChatAssistantElement.prototype, 'lang', htmlLang);

if (!customElements.get('chat-assistant')) customElements.define('chat-assistant', ChatAssistantElement);
