import { stem, tokenize, withinOneEdit } from './normalize.ts';

/** A message as the matchers read it: its words, normalised, and their stems (stopwords kept). */
export interface Words {
  tokens: string[];
  stems: string[];
}

export function wordsOf(text: string): Words {
  const tokens = tokenize(text);
  return { tokens, stems: tokens.map(stem) };
}

export interface Span<T> {
  value: T;
  /** First and past-the-last word of the match. */
  start: number;
  end: number;
}

interface Phrase<T> {
  value: T;
  stems: string[];
}

/**
 * Finds phrases (word lists of content/assistant.ts) in a message, word by word on stems. A word of
 * the message that is no known word (a typo) may differ from the phrase's by one letter, when both
 * are long enough for that to be safe.
 */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();
  private readonly phrases: Phrase<T>[] = [];

  constructor(
    entries: Iterable<readonly [T, string]>,
    private readonly isKnown: (stem: string) => boolean,
  ) {
    for (const [value, text] of entries) {
      const stems = tokenize(text).map(stem);
      if (stems.length === 0) continue;
      const phrase = { value, stems };
      this.phrases.push(phrase);
      const list = this.byFirst.get(stems[0]!) ?? [];
      list.push(phrase);
      this.byFirst.set(stems[0]!, list);
    }
  }

  /** Every stem of every phrase, for the lexicon of known words. */
  stems(): string[] {
    return this.phrases.flatMap((phrase) => phrase.stems);
  }

  private same(word: string, phraseWord: string): boolean {
    if (word === phraseWord) return true;
    if (word.length < 5 || phraseWord.length < 4 || /\d/.test(word) || this.isKnown(word)) return false;
    return withinOneEdit(word, phraseWord);
  }

  /** Every match, longest first at each position. */
  spans(words: Words): Span<T>[] {
    const found: Span<T>[] = [];
    const { stems } = words;
    for (let i = 0; i < stems.length; i++) {
      const word = stems[i]!;
      const exact = this.byFirst.get(word) ?? [];
      const candidates = word.length >= 5 && !this.isKnown(word) ? this.phrases.filter((phrase) => this.same(word, phrase.stems[0]!)) : exact;
      for (const phrase of candidates) {
        const n = phrase.stems.length;
        if (i + n > stems.length) continue;
        let ok = true;
        for (let k = 1; k < n && ok; k++) ok = this.same(stems[i + k]!, phrase.stems[k]!);
        if (ok) found.push({ value: phrase.value, start: i, end: i + n });
      }
    }
    return found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  }

  /** The values found, in the order of their first appearance. */
  values(words: Words): T[] {
    return [...new Set(this.spans(words).map((span) => span.value))];
  }

  has(words: Words): boolean {
    return this.spans(words).length > 0;
  }
}

/** The words of the message covered by any of the spans. */
export function covered(words: Words, spans: Span<unknown>[]): boolean[] {
  const cover = words.stems.map(() => false);
  for (const span of spans) for (let i = span.start; i < span.end; i++) cover[i] = true;
  return cover;
}
