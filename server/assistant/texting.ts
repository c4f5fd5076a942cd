import { ambiguousTexting, letterNamers, textingWords, vousAfter, vousBefore } from '../../content/texting.ts';
import { foldText } from '../fold.ts';

/**
 * French chat shorthand written out (« cb ça coûte » -> « combien ça coûte »), before a French message
 * is read: the lists are content/texting.ts's. Only whole words are rewritten: an e-mail or web
 * address, a word joined to others (« usb-c », « jean.dupont »), a figure, an acronym or a name
 * written with capitals is left as it is.
 */

/** An e-mail or web address (kept whole), or a word with what joins it to a longer one (a hyphen, a point, a digit, « @ », « _ », « / »). */
const PIECE = /\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+|[\p{L}\d]+(?:[-_.@/][\p{L}\d]+)*/gu;
/** A clause ends between two words at one of these signs: « vs » at its end is « vous » (« chez vs ? »). */
const CLAUSE_END = /[,;:.!?…()—–\n]/;
/** A verb after « vs » makes it « vous »: « vs faites », « vs gardez », « passer vs voir ». */
const VERB = /(?:ez|er|ir|oir|re)$/;
/** Longest shorthand: a longer word is never looked up. */
const LONGEST = Math.max(...[...Object.keys(textingWords), ...Object.keys(ambiguousTexting)].map((key) => key.length));

const plainWords = new Map(Object.entries(textingWords));
const letterWords = new Set(letterNamers);
const vousWordsBefore = new Set(vousBefore);
const vousWordsAfter = new Set(vousAfter);

/** One word of the message, with its neighbours in its clause. */
interface Word {
  text: string;
  folded: string;
  start: number;
  end: number;
  /** Letters only: a figure, an address or a joined word is never shorthand. */
  plain: boolean;
  /** The first word of a sentence: a capital there is no name. */
  opens: boolean;
  before?: Word;
  after?: Word;
}

/** The words of a text, each linked to its neighbours within its clause. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(PIECE)) {
    const start = match.index;
    const previous = words.at(-1);
    const between = previous ? text.slice(previous.end, start) : '';
    const word: Word = {
      text: match[0],
      folded: foldText(match[0]),
      start,
      end: start + match[0].length,
      plain: /^\p{L}+$/u.test(match[0]),
      opens: !previous || /[.!?…\n]/.test(between),
    };
    if (previous && !CLAUSE_END.test(between)) {
      word.before = previous;
      previous.after = word;
    }
    words.push(word);
  }
  return words;
}

/** A word written as an acronym (« PR », « DS ») or a name (« Pr Martin », « Ki » inside a sentence), unless the whole message is in capitals. */
function capitalised(word: Word, shouted: boolean): boolean {
  if (shouted) return false;
  return /\p{Lu}/u.test(word.text.slice(1)) || (/^\p{Lu}/u.test(word.text) && !word.opens);
}

/** A figure: « 5 mm », « 20 c ». */
const isFigure = (word: Word | undefined) => word !== undefined && /^\d/.test(word.text);

/**
 * « vs » is « vous » at the edge of its clause, after a preposition, a conjunction or a question word,
 * or before a pronoun or a verb; between two terms, it is "versus" (« HDR vs SDR »).
 */
function isVous(word: Word): boolean {
  const { before, after } = word;
  if (!before || !after) return true;
  return vousWordsBefore.has(before.folded) || vousWordsAfter.has(after.folded) || (after.plain && VERB.test(after.folded));
}

/** What an ambiguous shorthand stands for here, or undefined where it is no shorthand. */
function ambiguousMeaning(word: Word): string | undefined {
  switch (word.folded) {
    case 'vs':
      return isVous(word) ? ambiguousTexting.vs : undefined;
    case 'c':
      // « c’est » is written whole: a « c » before an apostrophe is its own word already.
      return letterWords.has(word.before?.folded ?? '') || isFigure(word.before) ? undefined : ambiguousTexting.c;
    case 'pr':
      // « Pr Martin »: a title before a name.
      return word.text === 'Pr' && word.after && /^\p{Lu}/u.test(word.after.text) ? undefined : ambiguousTexting.pr;
    case 'mm':
      return isFigure(word.before) ? undefined : ambiguousTexting.mm;
    default:
      return undefined;
  }
}

/** The message with its chat shorthand written out; the message itself when it holds none. */
export function writtenOut(text: string): string {
  const shouted = !/\p{Ll}/u.test(text);
  let out = '';
  let at = 0;
  for (const word of wordsOf(text)) {
    if (!word.plain || word.folded.length > LONGEST || capitalised(word, shouted) || /^['’]/.test(text.slice(word.end))) continue;
    const meaning = plainWords.get(word.folded) ?? ambiguousMeaning(word);
    if (meaning === undefined) continue;
    out += text.slice(at, word.start) + meaning;
    at = word.end;
  }
  return at === 0 ? text : out + text.slice(at);
}
