import { useRef } from 'react';
import { useHostApi, type ChatControls } from './host-api.ts';
import { Composer } from './parts/Composer.tsx';
import { Invitation } from './parts/Invitation.tsx';
import { Launcher } from './parts/Launcher.tsx';
import { MessageList } from './parts/MessageList.tsx';
import { Panel } from './parts/Panel.tsx';
import { QuickReplies } from './parts/QuickReplies.tsx';
import { useConversation } from './useConversation.ts';
import { useKeyboardInset } from './useKeyboardInset.ts';
import { usePanel } from './usePanel.ts';
import { TextsContext, WIDGET_TEXTS } from './texts.ts';
import type { Language } from '../content/language.ts';

export interface ChatAssistantProps {
  /** The <chat-assistant> element: its events are dispatched on it, its `open` attribute set. */
  host: HTMLElement;
  /** URL the messages are posted to. */
  endpoint?: string;
  /** Milliseconds before the invitation bubble shows (10 s by default). */
  invitationDelay?: number;
  /** The language of the widget's own words (page-language.ts); the replies follow the visitor's. */
  language?: Language;
  /** Receives the controls of the element's host API once mounted, null when unmounted. */
  onControls?: (controls: ChatControls | null) => void;
}

/** The chat: the invitation, the panel (messages, suggested answers, composer) and the launcher, around one conversation. */
export function ChatAssistant({ host, endpoint = '/api/chat', invitationDelay = 10_000, language = 'fr', onControls }: ChatAssistantProps) {
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = usePanel(host, launcher);
  const texts = WIDGET_TEXTS[language];
  const { messages, typing, partial, draft, setDraft, send, reset } = useConversation(endpoint, host, texts);
  useHostApi(host, onControls, setOpen, send, reset);
  useKeyboardInset(root);

  const last = messages.at(-1);
  const quickReplies = !typing && last?.role === 'assistant' ? (last.quickReplies ?? []) : [];
  return (
    <TextsContext value={texts}>
      <div className="root" ref={root}>
        <Invitation delay={invitationDelay} panelOpen={open} onOpen={() => setOpen(true)} />
        {open && (
          <Panel onClose={() => setOpen(false)} onNewConversation={reset}>
            <MessageList messages={messages} typing={typing} partial={partial} />
            <QuickReplies
              replies={quickReplies}
              onPick={(reply) => {
                setDraft(reply);
                void send(reply);
              }}
            />
            <Composer draft={draft} busy={typing} onDraft={setDraft} onSend={send} />
          </Panel>
        )}
        <Launcher ref={launcher} open={open} onToggle={() => setOpen((value) => !value)} />
      </div>
    </TextsContext>
  );
}
