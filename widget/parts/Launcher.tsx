import type { Ref } from 'react';
import { useTexts } from '../texts.ts';
import { CHAT_ICON_PATH } from '../launcher.ts';

/** The round button that opens and closes the panel (the loader's stand-in looks the same: launcher.ts). */
export function Launcher({ open, onToggle, ref }: { open: boolean; onToggle: () => void; ref: Ref<HTMLButtonElement> }) {
  const texts = useTexts();
  return (
    <button ref={ref} type="button" className="launcher" aria-expanded={open} aria-label={open ? texts.launcherClose : texts.launcherOpen} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        ) : (
          <path d={CHAT_ICON_PATH} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        )}
      </svg>
    </button>
  );
}
