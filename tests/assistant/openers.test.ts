import { describe, expect, it } from 'vitest';
import { assistantVocabulary } from '../../content/assistant.ts';
import { chatOpenerAnswers } from '../../content/chat-opener-answers.ts';
import { chatOpeners } from '../../content/chat-openers.ts';
import { judgeGuess } from '../../server/assistant/openers.ts';
import { checkFormat, converse, page, plain, urls } from './conversation.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';

const assistant = sharedAssistant();
const answerOf = (id: string) => chatOpenerAnswers[id]!;
const guess = (opener: string, ...messages: string[]) => {
  const reply = converse(assistant, messages, opener);
  checkFormat(reply);
  return reply;
};
const quick = assistantVocabulary.quickReplies;
/** The explanation, which gives the answer away, as the message holds it. */
const explanationOf = (id: string) =>
  answerOf(id)
    .explanation.replace(/\u00a0/g, ' ')
    .replace(/’/g, "'");

describe('every built-in opener has its expected answers server-side', () => {
  it.each(chatOpeners.map((opener) => opener.id))('%s', (id) => {
    const answer = answerOf(id);
    expect(answer.answers.length).toBeGreaterThan(0);
    expect(answer.solutionPath).toMatch(/^\/solutions\/[a-z-]+$/);
  });
});

describe('judgeGuess', () => {
  it.each(Object.entries(chatOpenerAnswers).flatMap(([id, answer]) => answer.answers.map((text) => [id, text])))('%s: "%s" is right', (id, text) => {
    expect(judgeGuess(text, answerOf(id))).toBe('right');
  });

  it.each(Object.entries(chatOpenerAnswers).flatMap(([id, answer]) => answer.close.map((text) => [id, text])))('%s: "%s" is close', (id, text) => {
    expect(judgeGuess(text, answerOf(id))).toBe('close');
  });

  it.each([
    ['charade-tactile', 'Tactile !'],
    ['charade-tactile', "je pense que c'est TACTILE, non ?"],
    ['charade-tactile', 'tactil'],
    ['charade-pixel', 'Pixle'],
    ['charade-camera', 'une camra'],
    ['charade-camera', 'Caméra'],
    ['charade-ecran', "l'écran"],
    ['charade-immersion', "L'immersion"],
    ['anecdote-impression', 'Plus de la moitié !'],
    ['anecdote-reunions', 'Je dirais 73%'],
    ['anecdote-reunions', '73 pour cent'],
    ['anecdote-showroom', '35 min'],
    ['challenge-table-tactile', 'dix'],
    ['challenge-distance-ecran', '2,5 m'],
    ['challenge-distance-ecran', '2m50'],
  ])('%s: "%s" is right, whatever its case, accents, typos and surroundings', (id, text) => {
    expect(judgeGuess(text, answerOf(id))).toBe('right');
  });

  it.each([
    ['anecdote-reunions', '71 %'],
    ['anecdote-memorisation', '88%'],
    ['anecdote-showroom', '33 minutes'],
    ['challenge-assistant-ia', '11 heures'],
  ])('%s: "%s", a figure within 10 %, is close', (id, text) => {
    expect(judgeGuess(text, answerOf(id))).toBe('close');
  });

  it.each([
    ['charade-tactile', 'souris'],
    ['charade-pixel', 'clavier'],
    ['anecdote-reunions', '30 %'],
    ['anecdote-impression', 'moins'],
    ['challenge-table-tactile', '20'],
    ['challenge-table-tactile', '100'],
    ['challenge-distance-ecran', '10 m'],
  ])('%s: "%s" is wrong', (id, text) => {
    expect(judgeGuess(text, answerOf(id))).toBeNull();
  });
});

describe('a guess at the opener, in the conversation', () => {
  it.each(Object.entries(chatOpenerAnswers))('%s: the right answer is congratulated and leads to its solution', (id, answer) => {
    const reply = guess(id, answer.answers[0]!);
    expect(plain(reply)).toMatch(/^Bravo, c'est exactement ça !/);
    expect(plain(reply)).toContain(explanationOf(id));
    expect(urls(reply)[0]).toBe(page(answer.solutionPath));
  });

  it('a close guess gets a second try, without the answer', () => {
    const reply = guess('anecdote-reunions', 'je dirais 70 %');
    expect(plain(reply)).toBe('Presque ! Vous brûlez. Une autre idée ?');
    expect(reply.quick_replies).toEqual([quick.giveUp]);
    expect(plain(reply)).not.toContain('73');
  });

  it('the second try is judged too: right, close or wrong', () => {
    expect(plain(guess('anecdote-reunions', '70 %', '73 %'))).toMatch(/^Bravo/);
    const close = guess('anecdote-reunions', '70 %', '72');
    expect(plain(close)).toMatch(/^Vous n'étiez pas loin !/);
    expect(urls(close)[0]).toBe(page('/solutions/collaboration'));
    expect(plain(guess('anecdote-reunions', '70 %', '40'))).toMatch(/^Pas tout à fait !/);
  });

  it('a wrong guess gets the answer, kindly, and the solution', () => {
    const reply = guess('challenge-table-tactile', '20 personnes');
    expect(plain(reply)).toMatch(/^Pas tout à fait ! Jusqu'à 10 personnes/);
    expect(urls(reply)[0]).toBe(page('/solutions/tables-tactiles'));
  });

  it('giving up gets the answer', () => {
    for (const message of ['je donne ma langue au chat', 'aucune idée', 'Je ne sais pas', quick.giveUp]) {
      const reply = guess('charade-camera', message);
      expect(plain(reply)).toMatch(/^La réponse : K \+ mai \+ rat = caméra/);
      expect(urls(reply)[0]).toBe(page('/solutions/collaboration'));
    }
  });

  it('a question or a request after the opener is answered as such', () => {
    const question = guess('charade-tactile', 'quelles tailles pour les tables tactiles ?');
    expect(plain(question)).not.toMatch(/Bravo|Pas tout à fait/);
    expect(urls(question)[0]).toContain('/solutions/tables-tactiles');
    const demo = guess('charade-immersion', 'je veux une démo du casque VR');
    expect(plain(demo)).toMatch(/démonstration est gratuite/);
    const price = guess('anecdote-showroom', 'combien coûtent vos tables ?');
    expect(plain(price)).toMatch(/devis détaillé sous 48 h/);
  });

  it('a greeting first: the opener still waits for its answer', () => {
    const hello = guess('charade-pixel', 'Bonjour !');
    expect(plain(hello)).toMatch(/Une idée pour l'énigme/);
    expect(plain(guess('charade-pixel', 'Bonjour !', 'pixel'))).toMatch(/^Bravo/);
  });

  it('once answered, the opener is over: a later short message is not a guess', () => {
    const reply = guess('charade-tactile', 'tactile', 'et en 75 pouces ?');
    expect(plain(reply)).not.toMatch(/Bravo|Pas tout à fait/);
  });

  it('an opener the server does not know, or none, is no problem', () => {
    const request = {
      message: 'tactile',
      sessionId: 's',
      charad: { id: 'inconnu', type: 'charade', content: 'Devinez', category: 'experience', difficulty: 'easy' },
      conversationHistory: [{ role: 'assistant' as const, content: 'Devinez', charad: null }],
    };
    checkFormat(assistant.answer(request));
    checkFormat(assistant.answer({ ...request, charad: null, conversationHistory: [] }));
  });
});
