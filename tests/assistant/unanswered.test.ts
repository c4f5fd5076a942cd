import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand.ts';
import { builtinAnswer } from '../../server/chat/builtin.ts';
import { MemoryConversationStore } from '../../server/conversations/store.ts';
import { groupQuestions, masked, unansweredIn } from '../../server/conversations/unanswered.ts';
import { LeadDesk } from '../../server/leads/desk.ts';
import { ExchangeReplies } from '../../server/leads/exchange-replies.ts';
import { processKey, Proofs } from '../../server/leads/proof.ts';
import { newSessionId } from '../../tools/assistant/question-set.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';

describe('the questions the built-in assistant could not answer', () => {
  it('are marked in the conversation record, and only they', async () => {
    const assistant = sharedAssistant();
    const desk = new LeadDesk({
      assistant,
      store: () => Promise.reject(new Error('no store')),
      guards: async () => ({ proofs: new Proofs(processKey()), limits: null }),
      channels: [],
      replies: new ExchangeReplies(brand, 'https://www.exemple.fr', 1095, assistant.trials),
      log: () => {},
    });
    const conversations = new MemoryConversationStore();
    const answer = builtinAnswer({ desk: () => desk, conversations: async () => conversations, onStored: () => {}, log: () => {} });
    const sessionId = newSessionId();
    for (const message of [
      'Quelles tailles pour les tables tactiles ?',
      'Combien pèse une table tactile de 75 pouces ?',
      'Which VR headset brand do you use?',
    ]) {
      await answer({ message, sessionId, charad: null, conversationHistory: [] }, { address: '192.0.2.1' });
    }
    const record = await conversations.get(sessionId);
    expect(unansweredIn(record!.turns).map((item) => item.question)).toEqual([
      'Combien pèse une table tactile de 75 pouces ?',
      'Which VR headset brand do you use?',
    ]);
    expect(record!.language).toBe('en');
  });

  it('are grouped by their words, and their contact details masked', () => {
    const groups = groupQuestions([
      { question: 'Vous livrez en Suisse ?', at: '2026-11-20T10:00:00Z' },
      { question: 'vous livrez en suisse', at: '2026-11-21T10:00:00Z' },
      { question: 'Un écran pour moi : paul@exemple.fr, +41 22 123 45 67', at: '2026-11-22T10:00:00Z' },
    ]);
    expect(groups.map(({ question, count }) => [question, count])).toEqual([
      ['vous livrez en suisse', 2],
      ['Un écran pour moi : [e-mail], [téléphone]', 1],
    ]);
    expect(masked('appelez le 06.12.34.56.78\u202e')).toBe('appelez le [téléphone]');
  });
});
