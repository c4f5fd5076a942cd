import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  contentAssistant,
  contentChat,
  failuresOf,
  heldOut,
  heldOut3,
  problemsOf,
  PUBLIC_URL,
  questions,
} from '../../tools/assistant/question-set.ts';

/**
 * Every question of the sets, one conversation each, through the lead desk: seconds, more on a busy
 * machine, hence a file of its own out of the quick unit loop (tests/leads/desk.test.ts has the rest).
 */
describe('a request taken in the conversation', () => {
  const assistant = contentAssistant();

  it('answers the question sets as well as the assistant alone: a request it takes still shows what was asked', async () => {
    const chat = contentChat(PUBLIC_URL, assistant);
    for (const set of [questions, heldOut, heldOut3]) {
      let right = 0;
      for (const question of set) if (problemsOf(question, await askInConversation(question, chat)).length === 0) right++;
      // A question the desk takes as a request (« un devis pour… ») may lose its page: one in fifty at most.
      const alone = set.length - failuresOf(assistant, set).length;
      expect(right).toBeGreaterThanOrEqual(Math.floor(alone * 0.98));
    }
  }, 90_000);
});
