/**
 * What the widget sends with a message (widget/chat-request.ts): the messages the server answered
 * as history, never a failed one; the message's id, the page and the referrer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_URL } from '../../protocol/chat.ts';
import { requestFor } from '../../widget/chat-request.ts';
import { answeredMessages, settled, type StoredMessage } from '../../widget/stored-message.ts';

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
    const request = await requestFor(question, [...conversation, question], 'session-1-abcdefghijklmnopqrstuv', null);
    expect(request.message).toBe('Vos délais ?');
    expect(request.conversationHistory.map(({ role, content }) => `${role}: ${content}`)).toEqual(['assistant: Mon premier…', 'user: Un écran ?', 'assistant: Bravo !']);
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
    const request = await requestFor(question, [question], 'session-1-abcdefghijklmnopqrstuv', null);
    expect(request.page).toHaveLength(MAX_PAGE_URL);
    expect(request).not.toHaveProperty('referrer');
  });
});

