import { describe, expect, it } from 'vitest';
import * as texts from '../../content/chat-texts.ts';
import * as textsEn from '../../content/chat-texts-en.ts';
import { typesetText } from '../../content/typeset.ts';

/** Every string of a value, with where it sits (`chatTexts.invitation`). */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

const strings = stringsOf({ ...texts }, '');
/** A no-break space made visible, so that a failure shows where one is missing. */
const visible = (text: string) => text.replace(/\u00a0/g, '⍽');

describe('the chat widget’s texts (content/chat-texts.ts)', () => {
  it('has texts', () => {
    expect(strings.length).toBeGreaterThan(10);
  });

  it.each(strings)('%s is typeset as French: %j', (_path, text) => {
    expect(visible(text)).toBe(visible(typesetText(text)));
    expect(text).not.toContain("'");
  });
});

describe('the chat widget’s English texts (content/chat-texts-en.ts)', () => {
  const english = stringsOf({ ...textsEn }, '');

  it('has a text for each French one', () => {
    expect(Object.keys(textsEn.chatTextsEn).sort()).toEqual(Object.keys(texts.chatTexts).sort());
    expect(english.length).toBeGreaterThan(10);
  });

  it.each(english)('%s is typeset as English: %j', (_path, text) => {
    expect(visible(text)).not.toMatch(/[\s⍽][:;!?]/);
    expect(text).not.toContain("'");
    expect(text).not.toMatch(/[«»]/);
  });
});
