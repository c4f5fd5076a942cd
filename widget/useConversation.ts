import { useCallback, useEffect, useRef, useState } from 'react';
import { chatOpeners } from '../content/chat-openers.ts';
import { postMessage } from '../protocol/chat-client.ts';
import { charadOf, ChatError } from '../protocol/chat.ts';
import { requestFor } from './chat-request.ts';
import { emit } from './host-api.ts';
import { solveProof } from './proof.ts';
import { proofAsked, replyId, settled } from './stored-message.ts';
import type { WidgetTexts } from './texts.ts';
import { appendMessages, loadMessages, loadSession, newMessageId, onOtherTab, resetSession, type ChatSession, type StoredMessage } from './store.ts';

const OPENER_IDS = chatOpeners.map((opener) => opener.id);

/** The session's opening riddle, unless the page's language greets with a welcome instead (the riddles are French word games). */
const charadOfSession = (session: ChatSession, texts: WidgetTexts) =>
  texts.welcome === null ? charadOf(chatOpeners.find((opener) => opener.id === session.openerId)) : null;

/** The stored conversation, or a new one that starts with the session's opening item, or the welcome. */
function conversationOf(session: ChatSession, texts: WidgetTexts): StoredMessage[] {
  const stored = loadMessages(session.id);
  if (stored.length > 0) return stored;
  const first = texts.welcome ?? charadOfSession(session, texts)?.content;
  if (!first) return [];
  return appendMessages(session, [{ id: `opener-${session.id}`, role: 'assistant', content: first, time: Date.now() }]);
}

/** The visitor's last message when it still awaits its answer (the page was left or reloaded meanwhile). */
function unanswered(messages: StoredMessage[]): StoredMessage | undefined {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  return last?.pending ? last : undefined;
}

/** Messages sent again since the page loaded: each once, so that a message that keeps failing never loops. */
const resent = new Set<string>();

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
  /** A new session, with a new opening item; the old conversation leaves the device. */
  reset(): void;
}

/**
 * The conversation: the session and its messages, kept in the browser by store.ts and in step with
 * the other tabs; sending a message (stored at once as pending, sent again once after a reload) and
 * showing its answer, or the generic error. Each message is announced on the host as chat-message.
 */
export function useConversation(endpoint: string, host: HTMLElement, texts: WidgetTexts): Conversation {
  const [session, setSession] = useState(() => loadSession(OPENER_IDS));
  const [messages, setMessages] = useState(() => conversationOf(session, texts));
  const [typing, setTyping] = useState(false);
  const [partial, setPartial] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  // One message at a time.
  const awaiting = useRef(false);
  // An answer that comes once the session has changed (a reset, here or in another tab) is dropped.
  const current = useRef(session.id);

  /** Posts a stored, pending message and stores its answer (or the error) with the message marked answered (or failed). */
  const deliver = useCallback(
    async (question: StoredMessage, conversation: StoredMessage[]) => {
      awaiting.current = true;
      setTyping(true);
      let answer: StoredMessage;
      let failed = false;
      const stillHere = () => current.current === session.id;
      try {
        const request = await requestFor(question, conversation, session.id, charadOfSession(session, texts), texts.language);
        const reply = await postMessage(endpoint, request, (text) => stillHere() && setPartial(text));
        answer = {
          id: replyId(question.id),
          role: 'assistant',
          content: reply.message || texts.unprocessed,
          time: Date.now(),
          buttons: reply.buttons,
          quickReplies: reply.quickReplies,
          proof: reply.proof,
        };
      } catch (error) {
        console.error('[chat-assistant]', error instanceof ChatError ? error.message : error);
        answer = { id: replyId(question.id), role: 'assistant', content: texts.genericError, time: Date.now(), error: true };
        failed = true;
      }
      if (!stillHere()) return;
      // A streamed answer ends as one stored message, like any other.
      setPartial(null);
      setMessages((shown) => appendMessages(session, [settled(question, failed), answer], shown));
      emit(host, 'chat-message', { role: 'assistant', content: answer.content });
      awaiting.current = false;
      setTyping(false);
    },
    [endpoint, host, session, texts],
  );

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || awaiting.current) return;
      const question: StoredMessage = { id: newMessageId(), role: 'user', content, time: Date.now(), pending: true };
      setMessages((shown) => appendMessages(session, [question], shown));
      setDraft('');
      emit(host, 'chat-message', { role: 'user', content });
      await deliver(question, messages);
    },
    [deliver, host, messages, session],
  );

  // Loaded with the last message still unanswered (the page was reloaded while it was awaited): shown
  // as it was, and sent again with its id, which the server answers once. On load only: a message
  // another tab is sending arrives pending too.
  const loading = useRef(true);
  useEffect(() => {
    if (!loading.current) return;
    loading.current = false;
    const question = unanswered(messages);
    if (!question || resent.has(question.id)) return;
    resent.add(question.id);
    void deliver(question, messages);
  }, [deliver, messages]);

  // The last answer asks for a proof of work: solving starts now, and the next message waits for it.
  useEffect(() => {
    const challenge = proofAsked(messages);
    if (challenge) void solveProof(challenge);
  }, [messages]);

  const reload = useCallback(
    (next: ChatSession) => {
      current.current = next.id;
      awaiting.current = false;
      setSession(next);
      setMessages(conversationOf(next, texts));
      setTyping(false);
      setPartial(null);
    },
    [texts],
  );
  const reset = useCallback(() => reload(resetSession(OPENER_IDS)), [reload]);

  // Another tab of the site wrote to the conversation, or reset it. Tabs run in separate processes and
  // may each write before seeing the other's write, so the same session is merged, never replaced.
  useEffect(
    () =>
      onOtherTab(() => {
        const next = loadSession(OPENER_IDS);
        if (next.id === session.id) setMessages((shown) => appendMessages(session, [], shown));
        else reload(next);
      }),
    [reload, session],
  );

  return { messages, typing, partial, draft, setDraft, send, reset };
}
