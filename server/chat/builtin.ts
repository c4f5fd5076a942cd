/**
 * The built-in assistant's answer to a message, from the conversation's record on the server: the
 * record is read and locked, the lead desk answers from it (never from the history the client
 * sends), and the message, its reply and the desk's state are saved with whatever the desk stored,
 * in one transaction. A message sent again (same messageId) gets the reply it got the first time.
 */
import type { ChatReply, ChatRequest } from '../../protocol/chat.ts';
import { SESSION_ID } from '../../protocol/chat-limits.ts';
import { answerTo, answerTurn, askedTurn, hasMessage, historyOf, originOf, replyOf, withTurns, type Conversation, type Turn } from '../conversations/record.ts';
import { isLanguage } from '../../content/language.ts';
import { detectLanguage } from '../assistant/language.ts';
import type { ConversationStore } from '../conversations/store.ts';
import type { Queryable } from '../leads/db.ts';
import { deskStateOf, emptyDeskState, type LeadDesk } from '../leads/desk.ts';
import { saysNoLanguage } from '../leads/lead-words.ts';

/** Who sent a message, as far as the server can tell. */
export interface Sender {
  /** The client's address (req.ip, behind a trusted proxy its X-Forwarded-For). */
  address: string;
}

/** What answers a chat message when no webhook is configured; the router turns an exception into the fallback reply. */
export type BuiltinAnswer = (request: ChatRequest, sender: Sender) => Promise<ChatReply>;

export interface BuiltinOptions {
  /** The desk of the moment (rebuilt when an article changes in development). */
  desk: () => LeadDesk;
  /** The records' store; rejects when the database cannot be opened. */
  conversations: () => Promise<ConversationStore>;
  /** A lead was stored and its transaction is over: the outbox may send it. */
  onStored: () => void;
  log: (entry: Record<string, unknown>) => void;
}

/** The last reply we gave in a conversation. */
const lastReply = (turns: Turn[]) => [...turns].reverse().find((turn) => turn.role === 'assistant')?.content;

export function builtinAnswer(options: BuiltinOptions): BuiltinAnswer {
  const { log } = options;

  /** A message that has no record (no usable session id, or no database): answered alone, and no request for contact taken. */
  const alone = async (request: ChatRequest, sender: Sender) => {
    const origin = originOf(request.page, request.referrer);
    const language = detectLanguage(request.message, request.language ?? 'fr');
    const { reply } = await options.desk().answer({
      request: { ...request, conversationHistory: [] },
      state: emptyDeskState(),
      previous: undefined,
      sessionId: null,
      origin,
      address: sender.address,
      tx: null,
      language,
    });
    return reply;
  };

  const withRecord = async (record: Conversation, request: ChatRequest, sender: Sender, tx: Queryable | null) => {
    const again = answerTo(record.turns, request.messageId);
    if (again) return { record, result: { reply: replyOf(again), stored: false } };
    // The language of each message, the conversation's deciding where the message does not (the page's, before the first).
    const prior = record.turns.length === 0 ? request.language : undefined;
    // A name, a company or a moment asked for by the desk is answered with data, in no language (« tomorrow matin, genre 10h »);
    // so is, in a few words, the consent to a summary written in the conversation's language (« yes ok pour moi »).
    const step = deskStateOf(record.state).draft?.step;
    const answersData = step === 'name' || step === 'company' || step === 'callbackTime' || step === 'consent';
    const previous = prior ?? (isLanguage(record.language) ? record.language : 'fr');
    // « Oui », "ok", « d'accord, merci »: words any visitor borrows, no choice of a language.
    const language = saysNoLanguage(request.message) ? previous : detectLanguage(request.message, previous, answersData);
    const answer = await options.desk().answer({
      language,
      request: { ...request, conversationHistory: historyOf(record.turns, request.charad) },
      state: deskStateOf(record.state),
      previous: lastReply(record.turns),
      sessionId: record.sessionId,
      origin: record,
      address: sender.address,
      tx,
    });
    const at = new Date().toISOString();
    const asked: Turn[] = hasMessage(record.turns, request.messageId) ? [] : [askedTurn(request, at)];
    const { reply } = answer;
    const answered = answerTurn({ ...reply, quickReplies: reply.quick_replies }, at);
    const turns = withTurns(record.turns, [...asked, answer.unanswered ? { ...answered, unanswered: true as const } : answered]);
    return { record: { ...record, language, turns, state: { ...record.state, desk: answer.state } }, result: { reply, stored: answer.stored === true } };
  };

  return async (request, sender) => {
    if (!SESSION_ID.test(request.sessionId)) return alone(request, sender);
    let store: ConversationStore;
    try {
      store = await options.conversations();
    } catch (error) {
      log({ level: 'error', event: 'conversation-unavailable', message: error instanceof Error ? error.message : String(error) });
      return alone(request, sender);
    }
    const { reply, stored } = await store.update(request.sessionId, originOf(request.page, request.referrer), (record, tx) =>
      withRecord(record, request, sender, tx),
    );
    if (stored) options.onStored();
    return reply;
  };
}
