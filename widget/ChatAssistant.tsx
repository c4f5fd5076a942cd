import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BRAND_NAME } from '../content/brand-name.ts';
import { chatOpeners } from '../content/chat-openers.ts';
import { buildRequest, ChatError, GENERIC_ERROR, postMessage, type Charad } from './protocol.ts';
import { CHAT_READY_EVENT, OPEN_CHAT_EVENT } from './events.ts';
import { CHAT_ICON_PATH, LAUNCHER_LABEL } from './launcher.ts';
import { RichText } from './RichText.tsx';
import {
  appendMessages,
  loadMessages,
  loadOpen,
  loadSession,
  newMessageId,
  onOtherTab,
  resetSession,
  saveOpen,
  type ChatSession,
  type StoredMessage,
} from './store.ts';

/** Where the element keeps the controls its host API calls (see element.tsx). */
export const CONTROLS = Symbol.for('chat-assistant.controls');

export interface ChatControls {
  open(): void;
  close(): void;
  toggle(): void;
  send(text: string): void;
  reset(): void;
}

export interface ChatAssistantProps {
  /** URL the messages are posted to. */
  endpoint?: string;
  /** Milliseconds before the invitation bubble shows (SPEC.md: 10 s). */
  invitationDelay?: number;
  /** The shadow root, given by r2wc. */
  container?: ShadowRoot | HTMLElement;
}

const OPENER_IDS = chatOpeners.map((opener) => opener.id);
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

function charadOf(session: ChatSession): Charad | null {
  const opener = chatOpeners.find((item) => item.id === session.openerId);
  return opener ? { id: opener.id, type: opener.type, content: opener.content, category: opener.category, difficulty: opener.difficulty } : null;
}

/** The stored conversation, or a new one that starts with the session's opening item. */
function conversationOf(session: ChatSession): StoredMessage[] {
  const stored = loadMessages(session.id);
  if (stored.length > 0) return stored;
  const opener = charadOf(session);
  if (!opener) return [];
  return appendMessages(session.id, [{ id: `opener-${session.id}`, role: 'assistant', content: opener.content, time: Date.now() }]);
}

function emit(host: Element | undefined, type: string, detail?: unknown) {
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

export function ChatAssistant({ endpoint = '/api/chat', invitationDelay = 10_000, container }: ChatAssistantProps) {
  const host = container instanceof ShadowRoot ? container.host : container;
  const [session, setSession] = useState(() => loadSession(OPENER_IDS));
  const [messages, setMessages] = useState(() => conversationOf(session));
  const [open, setOpen] = useState(loadOpen);
  const [loading, setLoading] = useState(false);
  const [draft, setDraft] = useState('');
  const [invitation, setInvitation] = useState<'waiting' | 'shown' | 'dismissed'>('waiting');
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const pending = useRef(false);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending.current) return;
      pending.current = true;
      const history = messages.filter((item) => !item.error).map(({ role, content }) => ({ role, content }));
      const userMessage: StoredMessage = { id: newMessageId(), role: 'user', content: message, time: Date.now() };
      setMessages((current) => appendMessages(session.id, [userMessage], current));
      setDraft('');
      setLoading(true);
      emit(host, 'chat-message', { role: 'user', content: message });
      let reply: StoredMessage;
      try {
        const answer = await postMessage(endpoint, buildRequest(message, session.id, charadOf(session), history));
        reply = { id: newMessageId(), role: 'assistant', content: answer.message, time: Date.now(), buttons: answer.buttons, quickReplies: answer.quickReplies };
      } catch (error) {
        console.error('[chat-assistant]', error instanceof ChatError ? error.message : error);
        reply = { id: newMessageId(), role: 'assistant', content: GENERIC_ERROR, time: Date.now(), error: true };
      }
      setMessages((current) => appendMessages(session.id, [reply], current));
      emit(host, 'chat-message', { role: 'assistant', content: reply.content });
      pending.current = false;
      setLoading(false);
    },
    [endpoint, host, messages, session],
  );

  const reset = useCallback(() => {
    const next = resetSession(OPENER_IDS);
    setSession(next);
    setMessages(conversationOf(next));
  }, []);

  // The host API of the element: open(), close(), toggle(), send(text), reset().
  useEffect(() => {
    if (!host) return;
    const controls: ChatControls = {
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen((value) => !value),
      send: (text) => {
        setOpen(true);
        void send(text);
      },
      reset,
    };
    (host as unknown as Record<symbol, ChatControls>)[CONTROLS] = controls;
  }, [host, send, reset]);
  // Once, after the effect above has set the controls: the host API works from now on.
  useEffect(() => emit(host, CHAT_READY_EVENT), [host]);

  // Open state: remembered for this tab, reflected as the `open` attribute, announced by events,
  // and focus moves into the panel and back to the launcher.
  useEffect(() => {
    saveOpen(open);
    host?.toggleAttribute('open', open);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    emit(host, open ? 'chat-open' : 'chat-close');
    if (open) input.current?.focus();
    else launcher.current?.focus();
  }, [open, host]);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (open || invitation !== 'waiting') return;
    // Counted from the visitor's arrival on the page, however late the chat was loaded.
    const timer = setTimeout(() => setInvitation('shown'), Math.max(0, invitationDelay - performance.now()));
    return () => clearTimeout(timer);
  }, [open, invitation, invitationDelay]);

  useEffect(() => {
    if (open && invitation === 'shown') setInvitation('dismissed');
  }, [open, invitation]);

  // Another tab of the site wrote to the conversation (or reset it).
  useEffect(
    () =>
      onOtherTab(() => {
        const next = loadSession(OPENER_IDS);
        setSession(next);
        setMessages(conversationOf(next));
      }),
    [],
  );

  // On a phone, keep the panel above the on-screen keyboard: the visual viewport shrinks when it opens.
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
  }, []);

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages, loading, open]);

  useEffect(() => {
    if (!loading && open) input.current?.focus();
  }, [loading, open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send(draft);
    }
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  const last = messages.at(-1);
  return (
    <div className="root" ref={root}>
      {invitation === 'shown' && !open && (
        <div className="invitation" role="status">
          <button type="button" className="invitation__text" onClick={() => setOpen(true)}>
            Une question sur nos solutions ? Notre assistant vous répond tout de suite.
          </button>
          <button type="button" className="invitation__close" aria-label="Fermer l’invitation" onClick={() => setInvitation('dismissed')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {open && (
        <div className="panel" role="dialog" aria-labelledby="chat-title" onKeyDown={onPanelKey}>
          <div className="panel__header">
            <div>
              <h2 id="chat-title">Assistant {BRAND_NAME}</h2>
              <p>Réponse immédiate, 24 h/24</p>
            </div>
            <button type="button" className="icon-button" aria-label="Fermer la conversation" onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="log" role="log" aria-live="polite" aria-label="Conversation" ref={log} tabIndex={0}>
            {messages.map((message) => (
              <div key={message.id} className={`message message--${message.role}${message.error ? ' message--error' : ''}`}>
                <div className="bubble">
                  <RichText text={message.content} />
                  {message.buttons && message.buttons.length > 0 && (
                    <p className="buttons">
                      {message.buttons.map((button) => {
                        const external = /^https?:/i.test(button.url);
                        return (
                          <a
                            key={button.url + button.text}
                            className={`chat-button chat-button--${button.type}`}
                            href={button.url}
                            target={external ? '_blank' : undefined}
                            rel={external ? 'noopener noreferrer' : undefined}
                          >
                            {button.text}
                          </a>
                        );
                      })}
                    </p>
                  )}
                </div>
                <p className="meta">
                  <span className="visually-hidden">{message.role === 'user' ? 'Vous' : 'Assistant'}, </span>
                  <time dateTime={new Date(message.time).toISOString()}>{timeFormat.format(message.time)}</time>
                </p>
              </div>
            ))}
            {loading && <p className="typing">En train d’écrire…</p>}
          </div>
          {!loading && last?.role === 'assistant' && last.quickReplies && last.quickReplies.length > 0 && (
            <div className="quick-replies" role="group" aria-label="Réponses suggérées">
              {last.quickReplies.map((reply) => (
                <button
                  key={reply}
                  type="button"
                  className="quick-reply"
                  onClick={() => {
                    setDraft(reply);
                    void send(reply);
                  }}
                >
                  {reply}
                </button>
              ))}
            </div>
          )}
          <form className="composer" onSubmit={onSubmit}>
            <label className="visually-hidden" htmlFor="chat-input">
              Votre message
            </label>
            <textarea
              id="chat-input"
              ref={input}
              rows={1}
              maxLength={2000}
              placeholder="Écrivez votre message…"
              value={draft}
              disabled={loading}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onInputKey}
            />
            <button type="submit" className="send" aria-label="Envoyer" disabled={loading || !draft.trim()}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M3 11.5 21 3l-8.5 18-2-7.5z" fill="currentColor" />
              </svg>
            </button>
          </form>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        className="launcher"
        aria-expanded={open}
        aria-label={open ? 'Fermer l’assistant' : LAUNCHER_LABEL}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          ) : (
            <path d={CHAT_ICON_PATH} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          )}
        </svg>
      </button>
    </div>
  );
}
