import type { ChatOpenerAnswer } from '../../content/types.ts';
import { type ChatReply, MAX_MESSAGE, type ChatRequest } from '../../protocol/chat.ts';
import type { Language } from '../../content/language.ts';
import type { Analysis } from './intents.ts';
import type { Replies } from './replies.ts';

/**
 * One message of a visitor as every step sees it: read once (its words, subjects and intents), with
 * the earlier messages it may lean on.
 */
export interface Turn {
  /** The part of the message that is read. */
  message: string;
  /** The language the reply is written in (the visitor's, language.ts). */
  language: Language;
  /** The replies in that language. */
  replies: Replies;
  analysis: Analysis;
  /** The visitor's earlier messages, most recent first (CONTEXT_MESSAGES at most). */
  context: Analysis[];
  /** Our previous reply, as read. */
  lastAssistant: string | undefined;
  /** The opening riddle, when it still waits for an answer. */
  pending: PendingOpener | null;
  /** Subjects under discussion: those of the message, then those of the earlier messages. */
  topics: string[];
  /** "Bonjour !", or "Bonsoir !" to who said bonsoir. */
  hello: string;
  /** The reply, after the hello when the message starts with a greeting ("Bonjour, vos tarifs ?"). */
  greet(reply: ChatReply): ChatReply;
}

/** The opening charade, anecdote or challenge still waiting for the visitor's answer. */
export interface PendingOpener {
  answer: ChatOpenerAnswer;
  /** The visitor was close, and we asked for another try. */
  retry: boolean;
}

/**
 * Longest message read, about 100 words: a question with its circumstances (the longest of the
 * question set has 78 characters); beyond, it is pasted text, whose words add time and no meaning.
 */
export const MAX_READ = 600;
/** Longest part of an earlier message (ours, or an opener's text) read: no more than a visitor's message may hold. */
export const MAX_HISTORY_READ = MAX_MESSAGE;
/**
 * Earlier messages of the visitor read for context: a follow-up leans on the previous question, or on
 * the one before when the previous was itself a follow-up ("et en 75 pouces ?", then "et le prix ?").
 */
const CONTEXT_MESSAGES = 2;

/** What a turn is read with: steps/step.ts's Parts has them (not imported: steps import this module). */
interface Reading {
  /** A message read in its language (steps/step.ts). */
  read: (text: string, language: Language) => Analysis;
  repliesIn: Record<Language, Replies>;
}

/** Reads a request: the message, the visitor's earlier messages and our previous reply. */
export function readTurn(
  { read: readIn, repliesIn }: Reading,
  request: ChatRequest,
  pendingOf: (request: ChatRequest, lastAssistant: string | undefined) => PendingOpener | null,
  language: Language,
): Turn {
  const replies = repliesIn[language];
  // An English message is searched in French (translate.ts); a French one as it is.
  const read = (text: string) => readIn(text, language);
  const message = request.message.slice(0, MAX_READ);
  const analysis = read(message);
  const history = request.conversationHistory;
  const lastAssistant = [...history]
    .reverse()
    .find((entry) => entry.role === 'assistant')
    ?.content.slice(0, MAX_HISTORY_READ);
  const context = history
    .filter((entry) => entry.role === 'user')
    .slice(-CONTEXT_MESSAGES)
    .reverse()
    .map((entry) => read(entry.content.slice(0, MAX_READ)));
  const hello = replies.hello(analysis.words.tokens.includes('bonsoir'));
  return {
    message,
    language,
    replies,
    analysis,
    context,
    lastAssistant,
    pending: pendingOf(request, lastAssistant),
    topics: [...new Set([...analysis.topics, ...context.flatMap((earlier) => earlier.topics)])],
    hello,
    greet(reply) {
      if (analysis.greets) reply.message = `${hello}${reply.message.startsWith('**') ? '\n\n' : ' '}${reply.message}`;
      return reply;
    },
  };
}
