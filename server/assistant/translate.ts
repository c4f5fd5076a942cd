import { createRequire } from 'node:module';
import { tokenize } from './normalize.ts';

/**
 * An English (or mixed) question made searchable in our French pages: each English word or phrase of
 * the glossary (content/assistant-en.ts) replaced by the French words the pages use, the longest
 * phrase first; English function words dropped; every other word (a French word, a brand, a
 * number) kept as written. The reply is never translated: it quotes the pages as they are.
 */

/** English function words (stopwords-iso), left out of the search; words the glossary translates are translated first. */
export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(
  (createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>).en!.flatMap(tokenize),
);

/** Longest glossary phrase, in words. */
const MAX_PHRASE = 5;

export class Glossary {
  private readonly phrases = new Map<string, string>();

  constructor(pairs: readonly (readonly [english: string, french: string])[]) {
    for (const [english, french] of pairs) {
      const key = tokenize(english).join(' ');
      if (key && !this.phrases.has(key)) this.phrases.set(key, tokenize(french).join(' '));
    }
  }

  /**
   * The message with its English words in French, for the search; a word the glossary lacks is kept
   * unless an English function word. (Dropping also the words our pages do not use was measured: 5
   * questions fewer right on the tuned set; they still weigh as words we do not know.)
   */
  toFrench(message: string): string {
    const tokens = tokenize(message);
    const out: string[] = [];
    for (let i = 0; i < tokens.length; ) {
      let matched = false;
      for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !matched; n--) {
        const phrase = tokens.slice(i, i + n).join(' ');
        const french = this.phrases.get(phrase) ?? (n === 1 && phrase.endsWith('s') ? this.phrases.get(phrase.slice(0, -1)) : undefined);
        if (french === undefined) continue;
        if (french) out.push(french);
        i += n;
        matched = true;
      }
      if (matched) continue;
      if (!ENGLISH_STOPWORDS.has(tokens[i]!)) out.push(tokens[i]!);
      i++;
    }
    return out.join(' ');
  }
}
