import { useEffect, useRef } from 'react';
import { useTexts } from '../texts.ts';
import { RichText } from '../RichText.tsx';
import type { StoredMessage } from '../store.ts';

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** One message: its text, its buttons (a link outside opens a new tab), who wrote it and when. */
function Message({ message }: { message: StoredMessage }) {
  const texts = useTexts();
  return (
    <div className={`message message--${message.role}${message.error ? ' message--error' : ''}`}>
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
        <span className="visually-hidden">{message.role === 'user' ? texts.you : texts.assistant}, </span>
        <time dateTime={new Date(message.time).toISOString()}>{timeFormat.format(message.time)}</time>
      </p>
    </div>
  );
}

/**
 * The conversation, read out as it grows, then the typing line while an answer is awaited, or a
 * streamed answer as it arrives (busy for screen readers, which read it once it is whole); kept
 * scrolled to the end.
 */
export function MessageList({ messages, typing, partial }: { messages: StoredMessage[]; typing: boolean; partial: string | null }) {
  const texts = useTexts();
  const log = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message, typing dot or streamed piece scrolls the log to its end
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages, typing, partial]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take the focus for keyboard users to scroll it (axe: scrollable-region-focusable)
    <div className="log" role="log" aria-live="polite" aria-busy={partial !== null} aria-label={texts.log} ref={log} tabIndex={0}>
      {messages.map((message) => (
        <Message key={message.id} message={message} />
      ))}
      {partial !== null ? (
        <Message message={{ id: '', role: 'assistant', content: partial, time: Date.now() }} />
      ) : (
        typing && <p className="typing">{texts.typing}</p>
      )}
    </div>
  );
}
