import { useEffect, useState } from 'react';
import { useTexts } from '../texts.ts';
import { CloseButton } from './CloseButton.tsx';

/**
 * The bubble that invites the visitor to chat, `delay` ms after the arrival on the page (however late
 * the chat was loaded), unless the panel is open. Gone for good once closed or once the panel opened.
 */
export function Invitation({ delay, panelOpen, onOpen }: { delay: number; panelOpen: boolean; onOpen: () => void }) {
  const texts = useTexts();
  const [state, setState] = useState<'waiting' | 'shown' | 'dismissed'>('waiting');

  useEffect(() => {
    if (panelOpen || state !== 'waiting') return;
    const timer = setTimeout(() => setState('shown'), Math.max(0, delay - performance.now()));
    return () => clearTimeout(timer);
  }, [panelOpen, state, delay]);

  useEffect(() => {
    if (panelOpen && state === 'shown') setState('dismissed');
  }, [panelOpen, state]);

  if (state !== 'shown' || panelOpen) return null;
  return (
    <div className="invitation" role="status">
      <button type="button" className="invitation__text" onClick={onOpen}>
        {texts.invitation}
      </button>
      <CloseButton className="invitation__close" label={texts.invitationClose} onClick={() => setState('dismissed')} />
    </div>
  );
}
