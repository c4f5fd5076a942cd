import type { ReactNode } from 'react';
import { useTexts } from '../texts.ts';
import { CloseButton } from './CloseButton.tsx';

/** The chat's dialog: its title, a button that starts a new conversation, a close button, and what it holds; Escape closes it. */
export function Panel({ onClose, onNewConversation, children }: { onClose: () => void; onNewConversation: () => void; children: ReactNode }) {
  const texts = useTexts();
  return (
    <div className="panel" role="dialog" aria-labelledby="chat-title" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="panel__header">
        <div>
          <h2 id="chat-title">{texts.title}</h2>
          <p>{texts.subtitle}</p>
        </div>
        <div className="panel__actions">
          <button type="button" className="icon-button" aria-label={texts.newConversation} title={texts.newConversation} onClick={onNewConversation}>
            {/* A pencil on a page: write anew. */}
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M11 4H5v15h15v-6M17.5 3.5l3 3L12 15H9v-3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <CloseButton className="icon-button" label={texts.panelClose} onClick={onClose} />
        </div>
      </div>
      {children}
    </div>
  );
}
