import type { ReactNode } from 'react';
import { chatTexts } from '../../content/chat-texts.ts';
import { CloseButton } from './CloseButton.tsx';

/** The chat's dialog: its title, a close button, and what it holds; Escape closes it. */
export function Panel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <div className="panel" role="dialog" aria-labelledby="chat-title" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="panel__header">
        <div>
          <h2 id="chat-title">{chatTexts.title}</h2>
          <p>{chatTexts.subtitle}</p>
        </div>
        <CloseButton className="icon-button" label={chatTexts.panelClose} onClick={onClose} />
      </div>
      {children}
    </div>
  );
}
