/**
 * What the widget sends with a message (widget/chat-request.ts): the messages the server answered
 * as history, never a failed one; the message's id, the page and the referrer; and the solution of
 * the proof of work the last answer asked for (solved here on the main thread: Node has no Worker,
 * which is proof.ts's fallback where a page's CSP forbids one).
 */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProofChallenge } from '../../protocol/chat.ts';
import { MAX_PAGE_URL } from '../../protocol/chat-limits.ts';
import { requestFor } from '../../widget/chat-request.ts';
import { answeredMessages, proofAsked, settled, type StoredMessage } from '../../widget/stored-message.ts';

const HMAC_KEY = 'clé de test';

beforeEach(() => {
  vi.stubGlobal('location', { href: 'https://www.exemple.fr/solutions/tables-tactiles?utm_source=lettre' });
  vi.stubGlobal('document', { referrer: 'https://www.moteur.fr/recherche?q=table+tactile' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

let time = 0;
const user = (content: string, fields: Partial<StoredMessage> = {}): StoredMessage => ({ id: `u${++time}`, role: 'user', content, time, ...fields });
const assistant = (content: string, fields: Partial<StoredMessage> = {}): StoredMessage => ({ id: `a${++time}`, role: 'assistant', content, time, ...fields });

async function challenge(): Promise<ProofChallenge> {
  const made = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000 });
  return { ...made, algorithm: 'SHA-256', maxnumber: made.maxnumber ?? 2000 };
}

describe('the history a message carries', () => {
  it('holds only the messages the server answered: no failed message, no error, no message still awaited', async () => {
    const conversation = [
      assistant('Mon premier…'),
      user('Un écran ?'),
      assistant('Bravo !'),
      user('Vos prix ?', { failed: true }),
      assistant('Désolé, une erreur s’est produite.', { error: true }),
      user('Une démo ?', { pending: true }),
    ];
    const question = user('Vos délais ?', { pending: true });
    const request = await requestFor(question, [...conversation, question], 'session-1-abcdefghijklmnopqrstuv', null, 'fr');
    expect(request.message).toBe('Vos délais ?');
    expect(request.language).toBe('fr');
    expect(request.conversationHistory.map(({ role, content }) => `${role}: ${content}`)).toEqual([
      'assistant: Mon premier…',
      'user: Un écran ?',
      'assistant: Bravo !',
    ]);
    expect(request.messageId).toBe(question.id);
    expect(request.page).toBe('https://www.exemple.fr/solutions/tables-tactiles?utm_source=lettre');
    expect(request.referrer).toBe('https://www.moteur.fr/recherche?q=table+tactile');
    expect(request.proof).toBeUndefined();
  });

  it('marks a message answered or failed once its call has ended', () => {
    const question = user('Bonjour', { pending: true });
    expect(settled(question, false)).toEqual({ id: question.id, role: 'user', content: 'Bonjour', time: question.time });
    expect(settled(question, true)).toEqual({ id: question.id, role: 'user', content: 'Bonjour', time: question.time, failed: true });
    expect(answeredMessages([settled(question, false), settled(question, true)])).toEqual([settled(question, false)]);
  });

  it(`cuts the page and the referrer to ${MAX_PAGE_URL} characters, and leaves out an empty referrer`, async () => {
    vi.stubGlobal('location', { href: `https://www.exemple.fr/?q=${'a'.repeat(5000)}` });
    vi.stubGlobal('document', { referrer: '' });
    const question = user('Bonjour');
    const request = await requestFor(question, [question], 'session-1-abcdefghijklmnopqrstuv', null, 'en');
    expect(request.page).toHaveLength(MAX_PAGE_URL);
    expect(request).not.toHaveProperty('referrer');
    expect(request.language).toBe('en');
  });
});

describe('the proof of work', () => {
  it('is the one the last answer asks for, and only until a message has answered it', async () => {
    const asked = await challenge();
    const summary = assistant('Je récapitule… Vous êtes d’accord ?', { proof: asked });
    expect(proofAsked([user('Une démo'), summary])).toEqual(asked);
    // Still asked while the answer to it is awaited or failed: a message sent again carries it again.
    expect(proofAsked([summary, user('Oui', { pending: true })])).toEqual(asked);
    expect(proofAsked([summary, user('Oui', { failed: true }), assistant('Désolé', { error: true })])).toEqual(asked);
    expect(proofAsked([summary, user('Oui'), assistant('C’est noté.')])).toBeUndefined();
  });

  it('is solved and sent with the next message as ALTCHA’s payload, which the server verifies', async () => {
    const asked = await challenge();
    const conversation = [user('Je veux une démo'), assistant('Je récapitule… Vous êtes d’accord ?', { proof: asked })];
    const question = user('Oui', { pending: true });
    const request = await requestFor(question, [...conversation, question], 'session-1-abcdefghijklmnopqrstuv', null, 'fr');
    expect(request.proof).toMatch(/^[A-Za-z0-9+/=]+$/);
    const payload = JSON.parse(Buffer.from(request.proof!, 'base64').toString()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['algorithm', 'challenge', 'number', 'salt', 'signature']);
    expect(await verifySolution(request.proof!, HMAC_KEY)).toBe(true);
    expect(await verifySolution(request.proof!, 'une autre clé')).toBe(false);
  });
});
