import type { ChatOpenerAnswer } from '../../content/types.ts';
import { tokenize, withinOneEdit } from './normalize.ts';

/** How a guess at the opening charade, anecdote or challenge compares with its expected answers. */
export type Verdict = 'right' | 'close';

/** Relative gap under which a figure counts as close ("72 %" for 73 %). */
const CLOSE_FIGURE = 0.1;

const tokensOf = (text: string) => tokenize(text.replace(/pour\s*cent|pourcent/gi, '%'));

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // A typo in a long word ("pixle", "camra"), never in a figure.
  return a.length >= 5 && b.length >= 5 && !/\d/.test(a + b) && withinOneEdit(a, b);
}

/** Whether the words of `phrase` appear in `words`, one after the other. */
function contains(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, k) => sameWord(words[i + k]!, word))) return true;
  }
  return false;
}

const figuresOf = (words: string[]) => words.filter((word) => /^\d+(?:\.\d+)?$/.test(word)).map(Number);

/**
 * Judges a guess: right when it holds an expected answer, close when it holds a near one (listed,
 * or a figure within 10 % of the expected one), null otherwise (wrong, or no guess at all).
 */
export function judgeGuess(message: string, answer: ChatOpenerAnswer): Verdict | null {
  const words = tokensOf(message);
  if (words.length === 0) return null;
  // The longest phrase found decides: "sous pixel" is close even though it holds "pixel".
  let verdict: Verdict | null = null;
  let longest = 0;
  for (const [kind, phrases] of [
    ['right', answer.answers],
    ['close', answer.close],
  ] as const) {
    for (const phrase of phrases.map(tokensOf)) {
      if (phrase.length > longest && contains(words, phrase)) {
        verdict = kind;
        longest = phrase.length;
      }
    }
  }
  if (verdict) return verdict;
  const expected = answer.answers
    .map(tokensOf)
    .filter((phrase) => phrase.length > 0 && /^\d/.test(phrase[0]!))
    .map((phrase) => Number(phrase[0]));
  const given = figuresOf(words);
  if (expected.length && given.some((figure) => expected.some((target) => target > 0 && Math.abs(figure - target) / target <= CLOSE_FIGURE))) {
    return 'close';
  }
  return null;
}
