import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useTexts } from '../texts.ts';
import { MAX_MESSAGE } from '../../protocol/chat-limits.ts';

/**
 * Where the visitor writes: Enter sends, Shift+Enter goes to the next line. It waits while an answer
 * is awaited, and takes the focus when it appears and when the answer has come.
 */
export function Composer({ draft, busy, onDraft, onSend }: { draft: string; busy: boolean; onDraft: (text: string) => void; onSend: (text: string) => void }) {
  const texts = useTexts();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSend(draft);
  };
  return (
    <form className="composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-input">
        {texts.inputLabel}
      </label>
      <textarea
        id="chat-input"
        ref={input}
        rows={1}
        maxLength={MAX_MESSAGE}
        placeholder={texts.placeholder}
        value={draft}
        disabled={busy}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && !event.shiftKey && submit(event)}
      />
      <button type="submit" className="send" aria-label={texts.send} disabled={busy || !draft.trim()}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 11.5 21 3l-8.5 18-2-7.5z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
