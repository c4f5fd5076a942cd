import type { ChatOpenerAnswer } from '../../../content/types.ts';
import type { ChatRequest } from '../../../protocol/chat.ts';
import { tokenize } from '../normalize.ts';
import { judgeGuess } from '../openers.ts';
import { MAX_HISTORY_READ, type PendingOpener, type Turn } from '../turn.ts';
import type { Parts, Step } from './step.ts';

/**
 * The opener guess: the widget opens with a charade, an anecdote or a challenge; while it waits for
 * an answer, a short message is judged as a guess (content/chat-opener-answers.ts) unless it asks
 * something else.
 */

/** A near answer is a guess in up to 12 words ("je dirais le sous-pixel, non ?"); longer, a message that holds the word. */
const CLOSE_GUESS_WORDS = 12;
/** "Je ne sais pas, dites-moi la réponse" gives up in up to 10 words; longer, it goes on to ask something. */
const GIVE_UP_WORDS = 10;
/** Up to 6 words that are no question, intent nor subject of ours are a wrong guess ("un écran géant"); longer, a message. */
const GUESS_WORDS = 6;
/** Up to 3 words naming a subject of ours are a wrong guess too ("la table tactile"); longer, a question on it. */
const GUESS_WORDS_WITH_TOPIC = 3;

export function openerStep(
  { vocabulary, repliesIn, read }: Parts,
  openerAnswers: Record<string, ChatOpenerAnswer>,
): { pending: (request: ChatRequest, lastAssistant: string | undefined) => PendingOpener | null; step: Step } {
  // By id from the visitor's charad: a Map, so that "constructor" or "__proto__" finds nothing.
  const answers = new Map(Object.entries(openerAnswers));
  const retryWords = tokenize(vocabulary.replies.opener.retry).join(' ');
  const reminderWords = tokenize(vocabulary.replies.greetingWithOpener).join(' ');
  const texts = vocabulary.replies.opener;
  const quick = vocabulary.quickReplies;
  // The riddles are French: so are their answers.
  const replies = repliesIn.fr;

  /** The opening item still waiting for an answer, if the previous reply was it (or asked for another try). */
  function pending(request: ChatRequest, lastAssistant: string | undefined): PendingOpener | null {
    const charad = request.charad ?? request.conversationHistory.find((entry) => entry.charad)?.charad ?? null;
    const answer = charad ? answers.get(charad.id) : undefined;
    if (!charad || !answer) return null;
    if (lastAssistant === undefined) return request.conversationHistory.some((entry) => entry.role === 'user') ? null : { answer, retry: false };
    const last = tokenize(lastAssistant).join(' ');
    if (last === tokenize(charad.content.slice(0, MAX_HISTORY_READ)).join(' ') || last === reminderWords) return { answer, retry: false };
    if (last.endsWith(retryWords)) return { answer, retry: true };
    return null;
  }

  /**
   * « Aucune idée. En fait, vous faites des murs LED ? »: a sentence beside the guess or the giving up
   * that neither guesses nor gives up, in more than a few words, asks something else.
   */
  const asksElse = (message: string, answer: ChatOpenerAnswer, language: Turn['language']) => {
    // « no idea. actually… »: a sentence may start with a small letter in a chat.
    const sentences = message.split(/(?<=[.!?…])\s+/).filter(Boolean);
    return (
      sentences.length > 1 &&
      sentences.some((sentence) => tokenize(sentence).length > GUESS_WORDS && judgeGuess(sentence, answer) === null && !read(sentence, language).giveUp)
    );
  };

  const step: Step = ({ pending, analysis, message, language }) => {
    if (!pending || analysis.intents.length > 0) return null;
    const { answer, retry } = pending;
    if (asksElse(message, answer, language)) return null;
    const explanation = { explanation: answer.explanation };
    const next = [quick.demo, quick.trial, quick.solutions];
    const steer = () => [replies.page(answer.solutionPath, undefined, 'primary'), replies.call('secondary')];
    const words = analysis.words.tokens.length;
    // "Quelles tailles pour les tables tactiles ?" holds the answer to a charade, but asks something else.
    if (analysis.asks && analysis.topics.length && analysis.rest.length) return null;
    const verdict = judgeGuess(message, answer);
    if (verdict === 'right') return replies.reply(replies.fill(texts.right, explanation), steer(), next);
    if (verdict === 'close' && words <= CLOSE_GUESS_WORDS) {
      if (retry) return replies.reply(replies.fill(texts.closeAgain, explanation), steer(), next);
      return replies.reply(`${texts.close} ${texts.retry}`, [], [quick.giveUp]);
    }
    if (analysis.giveUp && words <= GIVE_UP_WORDS) return replies.reply(replies.fill(texts.reveal, explanation), steer(), next);
    // A question, or a subject of ours, is answered as such; anything else short is a wrong guess.
    if (analysis.question || analysis.intents.length || words > GUESS_WORDS || (analysis.topics.length && words > GUESS_WORDS_WITH_TOPIC)) return null;
    return replies.reply(replies.fill(texts.wrong, explanation), steer(), next);
  };

  return { pending, step };
}
