/**
 * Names of Object.prototype's members ("constructor", "__proto__", "toString"…) typed by a visitor, or
 * written by an editor, are words like any other: the assistant never reads them as keys of a plain
 * object (that gave a function where a string was expected, and an exception).
 */
import { describe, expect, it } from 'vitest';
import { assistantVocabulary } from '../../content/assistant.ts';
import { chatOpeners } from '../../content/chat-openers.ts';
import { createAssistant } from '../../server/assistant/index.ts';
import type { Charad, ChatRequest } from '../../protocol/chat.ts';
import { validateChatRequest } from '../../server/chat/validate.ts';
import { checkFormat } from './conversation.ts';
import { PUBLIC_URL } from '../../tools/assistant/question-set.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';

const assistant = sharedAssistant();

const PROTOTYPE_WORDS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
];

/** A request as the server passes it on: through the same validation as POST /api/chat. */
function request(body: Record<string, unknown>): ChatRequest {
  const checked = validateChatRequest({ sessionId: 'session-1700000000000-proto', ...body });
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** The reply, checked: a French message string, no trace of a function or an object turned into text. */
function answered(body: Record<string, unknown>): string {
  const reply = assistant.answer(request(body));
  checkFormat(reply);
  expect(typeof reply.message).toBe('string');
  expect(reply.message).not.toMatch(/native code|function |\[object Object\]|undefined/);
  for (const text of [...reply.buttons.map((button) => `${button.text} ${button.url}`), ...reply.quick_replies]) {
    expect(text).not.toMatch(/native code|function |\[object Object\]|undefined/);
  }
  return reply.message;
}

const charad = (fields: Partial<Charad>): Charad => ({ id: '', type: '', content: '', category: '', difficulty: '', ...fields });

describe("prototype names in a visitor's message", () => {
  it.each([
    'constructor',
    '__proto__ toString',
    'hasOwnProperty valueOf',
    'toString ?',
    '__proto__',
    'prototype',
    'constructor constructor __proto__',
    'le constructor de la table tactile ?',
  ])('answers %j with a normal reply', (message) => {
    expect(() => answered({ message })).not.toThrow();
  });

  it('reads them in the history too', () => {
    const conversationHistory = PROTOTYPE_WORDS.flatMap((word) => [
      { role: 'user', content: word },
      { role: 'assistant', content: `**${word}**\n${word} ? ${word}` },
    ]);
    expect(() => answered({ message: 'et en 75 pouces ?', conversationHistory })).not.toThrow();
    expect(() => answered({ message: 'oui', conversationHistory })).not.toThrow();
  });
});

describe('prototype names in the charad an opener sends', () => {
  it('answers with a charad whose id is "__proto__", type "constructor", category "toString"', () => {
    const odd = charad({ id: '__proto__', type: 'constructor', content: 'constructor', category: 'toString', difficulty: 'valueOf' });
    for (const message of ['constructor', 'tactile', 'je donne ma langue au chat', '__proto__ toString']) {
      expect(() => answered({ message, charad: odd, conversationHistory: [{ role: 'assistant', content: odd.content, charad: odd }] })).not.toThrow();
    }
  });

  it.each(PROTOTYPE_WORDS)('answers with a charad whose id is %j, as with no charad', (id) => {
    const odd = charad({ id, type: 'charade', content: 'Mon premier est un tact, mon second une île.', category: 'technology', difficulty: 'easy' });
    const history = [{ role: 'assistant', content: odd.content, charad: odd }];
    for (const message of ['tactile', 'pixel', 'bonjour', 'je ne sais pas']) {
      expect(() => answered({ message, charad: odd, conversationHistory: history })).not.toThrow();
      // An unknown opener is no riddle: the reply is the one given without a charad.
      expect(answered({ message, charad: odd, conversationHistory: history })).toBe(answered({ message }));
    }
  });

  it('still judges a guess at a real opener', () => {
    const opener = chatOpeners.find((item) => item.id === 'charade-tactile')!;
    const real = charad(opener);
    expect(answered({ message: 'tactile', charad: real, conversationHistory: [{ role: 'assistant', content: real.content, charad: real }] })).toMatch(/^Bravo/);
  });
});

describe("prototype names in an editor's reply templates", () => {
  it('leaves {constructor}, {__proto__} and {toString} as written, and fills the real placeholders', () => {
    const vocabulary = {
      ...assistantVocabulary,
      replies: { ...assistantVocabulary.replies, unknown: 'Je ne sais pas {constructor} {__proto__} {toString} {valueOf}, appelez le {phone}.' },
    };
    const odd = createAssistant({ articles: [], companyPages: [], vocabulary }, PUBLIC_URL);
    let message = '';
    expect(() => (message = odd.answer(request({ message: 'zzzz qwxv' })).message)).not.toThrow();
    expect(message).not.toMatch(/native code|function |\[object Object\]/);
    expect(message).toContain('{constructor} {__proto__} {toString} {valueOf}');
    expect(message).not.toContain('{phone}');
  });
});
