import { createRequire } from 'node:module';
import englishDictionary from 'dictionary-en';
import { englishTexting, glossaryFrenchToo } from '../../content/assistant-en.ts';
import { STOPWORDS, tokenize } from './normalize.ts';

/**
 * An English (or mixed) question made searchable in our French pages: each English word or phrase of
 * the glossary (content/assistant-en.ts) replaced by the French words the pages use, the longest
 * phrase first; English function words dropped; every other word (a French word, a brand, a
 * number) kept as written. The reply is never translated: it quotes the pages as they are.
 */

const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;

/** English function words (stopwords-iso), left out of the search; words the glossary translates are translated first. */
export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(stopwordsIso.en!.flatMap(tokenize));

/** French function words (stopwords-iso): « car », « ai » are no English words in a French message. */
const FRENCH_STOPWORDS: ReadonlySet<string> = new Set(stopwordsIso.fr!.flatMap(tokenize));

/**
 * English words (Hunspell's en_US dictionary, their stems): a word of them is no typo, though one
 * letter from a glossary word ("stuck" is no "stock", "stuff" no "staff"). Read at the first word
 * that might be a typo (about 40 ms), not at every start.
 */
let englishWords: ReadonlySet<string> | undefined;
function isEnglishWord(word: string): boolean {
  englishWords ??= new Set(
    new TextDecoder()
      .decode(englishDictionary.dic)
      .split('\n')
      .slice(1)
      .map((line) => line.split('/')[0]!.toLowerCase()),
  );
  return englishWords.has(word);
}

/** Glossary words French writes too: in a French message, they are French. */
const FRENCH_TOO: ReadonlySet<string> = new Set(glossaryFrenchToo.flatMap(tokenize));

/** Longest glossary phrase, in words. */
const MAX_PHRASE = 5;

/**
 * British and American spellings of one word ("colour", "color"; "centre", "center"; "personalise",
 * "personalize"): the glossary is written once, visitors write either. Short words are left alone
 * ("hour", "tour", "four" are no "-or" words).
 */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/^(\w{3,})our(s?)$/, '$1or$2'],
  [/^(\w{3,})or(s?)$/, '$1our$2'],
  [/^(\w{2,})tre(s?)$/, '$1ter$2'],
  [/^(\w{2,})ter(s?)$/, '$1tre$2'],
  [/^(\w{3,})is(e|es|ed|ing|ation|ations)$/, '$1iz$2'],
  [/^(\w{3,})iz(e|es|ed|ing|ation|ations)$/, '$1is$2'],
  [/^(\w{2,})ys(e|es|ed|ing)$/, '$1yz$2'],
  [/^(\w{2,})yz(e|es|ed|ing)$/, '$1ys$2'],
];

/** The phrase as the other spelling writes it, if it differs. */
function otherSpelling(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => SPELLINGS.reduce((out, [pattern, other]) => (out === word ? word.replace(pattern, other) : out), word))
    .join(' ');
}

/** A word French writes too: a function word, or one of `glossaryFrenchToo` under any of its forms. */
function isFrench(word: string): boolean {
  return STOPWORDS.has(word) || FRENCH_STOPWORDS.has(word) || baseForms(word).some((form) => FRENCH_TOO.has(form));
}

/**
 * The forms a glossary word may take in a question, its own first: "installing", "installed" ->
 * "install"; "activities" -> "activity"; "scheduled" -> "schedule"; "planning" -> "plan".
 */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.length < 4) return forms;
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  for (const ending of ['ing', 'ed']) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue;
    const stem = word.slice(0, -ending.length);
    forms.push(stem, `${stem}e`);
    if (stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Shortest word of a visitor's corrected to a glossary word one typo away ("screan", "tabel"): shorter ones are too often other words. */
const MIN_TYPO_LENGTH = 5;

/** One letter added, dropped, changed, or two neighbours swapped: "screns", "screan", "tabel" for "screens", "screen", "table". */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [restA, restB] = [a.slice(i + 1), b.slice(i + 1)];
  if (a.length === b.length) return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class Glossary {
  private readonly phrases = new Map<string, string>();
  /** The glossary's words, by their first letter, for the typos of an English message. */
  private readonly words = new Map<string, string[]>();
  /** The same words, to tell one at once. */
  private readonly known = new Set<string>();
  /** The French words of the glossary: in a mixed message, « délai » is no typo of "delay". */
  private readonly french = new Set<string>();

  constructor(pairs: readonly (readonly [english: string, french: string])[]) {
    for (const [english, french] of pairs) {
      const key = tokenize(english).join(' ');
      const value = tokenize(french).join(' ');
      if (key && !this.phrases.has(key)) this.phrases.set(key, value);
    }
    // After every written phrase, so that a written one always wins over a spelling variant.
    for (const [key, value] of [...this.phrases]) {
      const other = otherSpelling(key);
      if (!this.phrases.has(other)) this.phrases.set(other, value);
    }
    for (const key of this.phrases.keys()) for (const word of key.split(' ')) if (word.length >= MIN_TYPO_LENGTH - 1) this.known.add(word);
    for (const word of this.known) this.words.set(word[0]!, [...(this.words.get(word[0]!) ?? []), word]);
    for (const value of this.phrases.values()) for (const word of value.split(' ')) this.french.add(word);
  }

  /** Whether a word is one of the glossary's, under one of its forms. */
  private knows(token: string): boolean {
    return baseForms(token).some((form) => this.known.has(form));
  }

  /**
   * `token` or, when the glossary lacks it, the word of the glossary one typo from it or from one of
   * its forms ("colaborative", "screns", "tabel"), if exactly one is; its first letter is kept.
   */
  private spelled(token: string): string {
    if (token.length < MIN_TYPO_LENGTH || ENGLISH_STOPWORDS.has(token) || isFrench(token) || this.knows(token)) return token;
    if (this.french.has(token) || baseForms(token).some(isEnglishWord)) return token;
    // The word as written first ("screns": "screens"), then as a plural ("scrrens": "screen").
    for (const form of baseForms(token).slice(0, 2)) {
      const found = (this.words.get(form[0]!) ?? []).filter((word) => oneTypoApart(form, word));
      if (found.length === 1) return found[0]!;
      if (found.length > 1) return token;
    }
    return token;
  }

  /** The French of one word, under any of its forms. */
  private word(token: string): string | undefined {
    for (const form of baseForms(token)) {
      const french = this.phrases.get(form);
      if (french !== undefined) return french;
    }
    return undefined;
  }

  /**
   * The message cut into phrases the glossary knows (the longest first, with their French) and, in
   * between, single words it does not know (with undefined). `accepts` may refuse a phrase.
   */
  /** `typos`: an English message's shorthand and typos are read as the words they stand for. */
  private *spans(written: string[], accepts: (words: string[]) => boolean, typos = false): Generator<[words: string[], french: string | undefined]> {
    const tokens = typos
      ? written.flatMap((token) => (Object.hasOwn(englishTexting, token) ? englishTexting[token]!.split(' ') : [this.spelled(token)]))
      : written;
    for (let i = 0; i < tokens.length; ) {
      let n = Math.min(MAX_PHRASE, tokens.length - i);
      let french: string | undefined;
      for (; n >= 1; n--) {
        const words = tokens.slice(i, i + n);
        french = n === 1 ? this.word(words[0]!) : this.phrases.get(words.join(' '));
        if (french !== undefined && accepts(words)) break;
        french = undefined;
      }
      n = Math.max(n, 1);
      yield [tokens.slice(i, i + n), french];
      i += n;
    }
  }

  /**
   * The message with its English words in French, for the search; a word the glossary lacks is kept
   * unless an English function word. (Dropping also the words our pages do not use was measured: 5
   * questions fewer right on the tuned set; they still weigh as words we do not know.)
   */
  toFrench(message: string): string {
    const out: string[] = [];
    // An English message's typos ("colaborative screns") are read as the glossary's words; a French one's never are.
    for (const [words, french] of this.spans(tokenize(message), () => true, true)) {
      if (french !== undefined) {
        if (french) out.push(french);
      } else if (!ENGLISH_STOPWORDS.has(words[0]!)) out.push(words[0]!);
    }
    return out.join(' ');
  }

  /**
   * A French message's English words in French (« le pricing du touch table »), or undefined when it
   * has none. A phrase all of whose words French writes too (a French function word, or one of
   * `glossaryFrenchToo`: « tour », « test », « chat ») stays as written; so does every word the
   * glossary lacks.
   */
  englishInFrench(message: string): string | undefined {
    const out: string[] = [];
    let translated = false;
    for (const [words, value] of this.spans(tokenize(message), (words) => !words.every(isFrench))) {
      const written = words.join(' ');
      translated ||= value !== undefined && value !== written;
      out.push(value ?? written);
    }
    return translated ? out.join(' ') : undefined;
  }

  /**
   * The words of the message only English writes: words of a glossary phrase, under any of their
   * forms ("careers", "dwell time", "legal notice"), that its French does not repeat ("table" of
   * "touch table" is French too) and that are no French words (« car », « tour »).
   */
  englishWords(message: string): string[] {
    const found: string[] = [];
    for (const [words, value] of this.spans(tokenize(message), () => true)) {
      if (value === undefined) continue;
      const french = new Set(value.split(' '));
      found.push(...words.filter((word) => !french.has(word) && !isFrench(word)));
    }
    return found;
  }
}
