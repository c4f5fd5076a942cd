import { stem, tokenize, withinOneEdit } from './normalize.ts';

/** A message as the matchers read it: its words, normalised, and their stems (stopwords kept). */
export interface Words {
  tokens: string[];
  stems: string[];
  /** No word is taken for a typo: an English "paper" is no « payer » of the French lists. */
  exact?: boolean;
}

export function wordsOf(text: string, exact = false): Words {
  const tokens = tokenize(text);
  return { tokens, stems: tokens.map(stem), ...(exact ? { exact } : {}) };
}

export interface Span<T> {
  value: T;
  /** First and past-the-last word of the match. */
  start: number;
  end: number;
}

/** Words of a message in which a typo is looked for. */
const TYPO_WORDS = 40;
/** Shortest word of a phrase that a typo may stand for. */
const MIN_TYPO_TARGET = 4;

/** `word`, then `word` less each of its letters in turn. */
function deletionsOf(word: string): string[] {
  const keys = [word];
  for (let i = 0; i < word.length; i++) keys.push(word.slice(0, i) + word.slice(i + 1));
  return keys;
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
  /**
   * Phrases by their first word and by that word less any one letter, for typos: a word one edit away
   * from a phrase's shares one of these keys with it (itself, or less one letter), so that a typo is
   * looked up, not compared with every phrase.
   */
  private readonly byDeletion = new Map<string, Phrase<T>[]>();
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
      if (stems[0]!.length >= MIN_TYPO_TARGET) {
        for (const key of new Set(deletionsOf(stems[0]!))) {
          const list = this.byDeletion.get(key);
          if (list) list.push(phrase);
          else this.byDeletion.set(key, [phrase]);
        }
      }
    }
  }

  /** Every stem of every phrase, for the lexicon of known words. */
  stems(): string[] {
    return this.phrases.flatMap((phrase) => phrase.stems);
  }

  /** Whether a word of the message may be a typo: long enough, no figure, and no word we know. */
  private mayBeTypo(word: string): boolean {
    return word.length >= 5 && !/\d/.test(word) && !this.isKnown(word);
  }

  private static same(word: string, typo: boolean, phraseWord: string): boolean {
    return word === phraseWord || (typo && phraseWord.length >= MIN_TYPO_TARGET && withinOneEdit(word, phraseWord));
  }

  /** Every match, longest first at each position. */
  spans(words: Words): Span<T>[] {
    const found: Span<T>[] = [];
    const { stems } = words;
    // Typos are looked for in the first words only: a question is short, a pasted text is no question.
    const typos = stems.map((word, i) => !words.exact && i < TYPO_WORDS && this.mayBeTypo(word));
    for (let i = 0; i < stems.length; i++) {
      const word = stems[i]!;
      const candidates = typos[i] ? this.nearFirst(word) : (this.byFirst.get(word) ?? []);
      for (const phrase of candidates) {
        const n = phrase.stems.length;
        if (i + n > stems.length) continue;
        let ok = true;
        for (let k = 1; k < n && ok; k++) ok = PhraseIndex.same(stems[i + k]!, typos[i + k]!, phrase.stems[k]!);
        if (ok) found.push({ value: phrase.value, start: i, end: i + n });
      }
    }
    return found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  }

  /** The phrases whose first word is `typo`, or one edit away from it. */
  private nearFirst(typo: string): Phrase<T>[] {
    const near = new Set<Phrase<T>>();
    for (const key of deletionsOf(typo)) {
      for (const phrase of this.byDeletion.get(key) ?? []) if (PhraseIndex.same(typo, true, phrase.stems[0]!)) near.add(phrase);
    }
    return [...near];
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
