/** The reply when the built-in assistant failed on a message: texts of content/assistant.ts, typeset. */
import { describe, expect, it } from 'vitest';
import { assistantVocabulary } from '../../content/assistant.ts';
import { failureReply, failureReply as fallbackReply } from '../../server/assistant/failure.ts';
import { typographyFaults } from '../helpers/crawl.ts';
import { checkFormat, MAILTO, TEL } from './conversation.ts';
import { PUBLIC_URL } from '../../tools/assistant/question-set.ts';

describe('the reply when the assistant failed', () => {
  const reply = failureReply(PUBLIC_URL);

  it('is the one server/chat/builtin.ts sends', () => {
    expect(reply).toEqual(fallbackReply(PUBLIC_URL));
  });

  it('apologises and leads to a human: phone first, then e-mail and two solution pages', () => {
    checkFormat(reply);
    expect(reply.message).toMatch(/toutes mes excuses/);
    expect(reply.buttons.map((button) => button.url)).toEqual([TEL, MAILTO, ...assistantVocabulary.links.failure.map((path) => `${PUBLIC_URL}${path}`)]);
    expect(reply.quick_replies).toEqual([assistantVocabulary.quickReplies.demo, assistantVocabulary.quickReplies.price]);
  });

  it('is in correct French typography', () => {
    const text = [reply.message, ...reply.buttons.map((button) => button.text), ...reply.quick_replies].join('\n');
    expect(typographyFaults(text)).toEqual([]);
  });
});
