import { useCallback, useEffect, useRef, useState } from 'react';
import { chatOpeners } from '../content/chat-openers.ts';
import { chatTexts } from '../content/chat-texts.ts';
import { postMessage } from '../protocol/chat-client.ts';
import { buildRequest, charadOf, ChatError } from '../protocol/chat.ts';
import { emit } from './host-api.ts';
import { appendMessages, loadMessages, loadSession, newMessageId, onOtherTab, resetSession, type ChatSession, type StoredMessage } from './store.ts';

const OPENER_IDS = chatOpeners.map((opener) => opener.id);

const charadOfSession = (session: ChatSession) => charadOf(chatOpeners.find((opener) => opener.id === session.openerId));

/** The stored conversation, or a new one that starts with the session's opening item. */
function conversationOf(session: ChatSession): StoredMessage[] {
  const stored = loadMessages(session.id);
  if (stored.length > 0) return stored;
  const opener = charadOfSession(session);
  if (!opener) return [];
  return appendMessages(session, [{ id: `opener-${session.id}`, role: 'assistant', content: opener.content, time: Date.now() }]);
}

export interface Conversation {
  messages: StoredMessage[];
  /** An answer is awaited: the typing line shows (until a streamed answer starts), the composer waits. */
  typing: boolean;
  /** A streamed answer's text so far, shown as it grows; null when none is arriving. */
  partial: string | null;
  /** What the visitor is writing; cleared when a message is sent. */
  draft: string;
  setDraft(text: string): void;
  /** Sends a message (not an empty one, nor while an answer is awaited); never rejects. */
  send(text: string): Promise<void>;
  /** A new session, with a new opening item. */
  reset(): void;
}

/**
 * The conversation: the session and its messages, kept in the browser by store.ts and in step with
 * the other tabs; sending a message and showing its answer, or the generic error. Each message is
 * announced on the host as chat-message.
 */
export function useConversation(endpoint: string, host: HTMLElement): Conversation {
  const [session, setSession] = useState(() => loadSession(OPENER_IDS));
  const [messages, setMessages] = useState(() => conversationOf(session));
  const [typing, setTyping] = useState(false);
  const [partial, setPartial] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const pending = useRef(false);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending.current) return;
      pending.current = true;
      const history = messages.filter((item) => !item.error).map(({ role, content }) => ({ role, content }));
      const userMessage: StoredMessage = { id: newMessageId(), role: 'user', content: message, time: Date.now() };
      setMessages((current) => appendMessages(session, [userMessage], current));
      setDraft('');
      setTyping(true);
      emit(host, 'chat-message', { role: 'user', content: message });
      let reply: StoredMessage;
      try {
        const answer = await postMessage(endpoint, buildRequest(message, session.id, charadOfSession(session), history), setPartial);
        reply = { id: newMessageId(), role: 'assistant', content: answer.message, time: Date.now(), buttons: answer.buttons, quickReplies: answer.quickReplies };
      } catch (error) {
        console.error('[chat-assistant]', error instanceof ChatError ? error.message : error);
        reply = { id: newMessageId(), role: 'assistant', content: chatTexts.genericError, time: Date.now(), error: true };
      }
      // A streamed answer ends as one stored message, like any other.
      setPartial(null);
      setMessages((current) => appendMessages(session, [reply], current));
      emit(host, 'chat-message', { role: 'assistant', content: reply.content });
      pending.current = false;
      setTyping(false);
    },
    [endpoint, host, messages, session],
  );

  const reload = useCallback((next: ChatSession) => {
    setSession(next);
    setMessages(conversationOf(next));
  }, []);
  const reset = useCallback(() => reload(resetSession(OPENER_IDS)), [reload]);

  // Another tab of the site wrote to the conversation, or reset it. Tabs run in separate processes and
  // may each write before seeing the other's write, so the same session is merged, never replaced.
  useEffect(
    () =>
      onOtherTab(() => {
        const next = loadSession(OPENER_IDS);
        if (next.id === session.id) setMessages((current) => appendMessages(session, [], current));
        else reload(next);
      }),
    [reload, session],
  );

  return { messages, typing, partial, draft, setDraft, send, reset };
}
