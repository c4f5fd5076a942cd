import { ambiguousTexting, letterNamers, textingWords, vousAfter, vousBefore } from '../../content/texting.ts';
import { foldText } from '../fold.ts';

/**
 * French chat shorthand written out (« cb ça coûte » -> « combien ça coûte »), before a French message
 * is read: the lists are content/texting.ts's. Only whole words are rewritten: an e-mail or web
 * address, a word joined to others (« usb-c », « jean.dupont »), a figure, an acronym or a name
 * written with capitals is left as it is.
 */

/**
 * A web address (kept whole), or a word with what joins it to a longer one (a hyphen, a point, a
 * digit, « @ », « _ », « + », « / »): an e-mail address is one piece, so is « usb-c ».
 */
const PIECE = /(?:https?:\/\/|www\.)\S+|[\p{L}\d]+(?:[-_.@/+][\p{L}\d]+)*/gu;
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

/** The pieces of a message (PIECE), with what is needed to read one of them with its neighbours. */
interface Pieces {
  text: string;
  matches: RegExpExecArray[];
  /** The message is written all in capitals: a capital there makes no acronym nor name. */
  shouted: boolean;
}

/** One word of the message, with its neighbours in its clause. */
interface Word {
  text: string;
  folded: string;
  /** Letters only: a figure, an address or a joined word is never shorthand. */
  plain: boolean;
}

/** A word folded as the lists are (« Réu » -> « reu »); only a word with letters beyond ASCII needs the whole folding. */
function folded(word: string): string {
  const lower = word.toLowerCase();
  return /[^\x00-\x7f]/.test(lower) ? foldText(lower) : lower;
}

const wordOf = (match: RegExpExecArray): Word => ({ text: match[0], folded: folded(match[0]), plain: /^\p{L}+$/u.test(match[0]) });

/** The text between two pieces. */
const between = ({ text, matches }: Pieces, left: number, right: number) => text.slice(matches[left]!.index + matches[left]![0].length, matches[right]!.index);

/** The piece `i + step` (step -1 or 1) when it is in the same clause as piece i. */
function neighbour(pieces: Pieces, i: number, step: -1 | 1): Word | undefined {
  const j = i + step;
  if (j < 0 || j >= pieces.matches.length) return undefined;
  return CLAUSE_END.test(between(pieces, Math.min(i, j), Math.max(i, j))) ? undefined : wordOf(pieces.matches[j]!);
}

/** A word written as an acronym (« PR », « DS ») or a name (« Pr Martin », « Ki » inside a sentence). */
function capitalised(pieces: Pieces, i: number): boolean {
  const word = pieces.matches[i]![0];
  if (pieces.shouted || !/\p{Lu}/u.test(word)) return false;
  const opens = i === 0 || /[.!?…\n]/.test(between(pieces, i - 1, i));
  return /\p{Lu}/u.test(word.slice(1)) || !opens;
}

/** A figure: « 5 mm », « 20 c ». */
const isFigure = (word: Word | undefined) => word !== undefined && /^\d/.test(word.text);

/**
 * « vs » is « vous » at the edge of its clause, after a preposition, a conjunction or a question word,
 * or before a pronoun or a verb; between two terms, it is "versus" (« HDR vs SDR »).
 */
function isVous(before: Word | undefined, after: Word | undefined): boolean {
  if (!before || !after) return true;
  return vousWordsBefore.has(before.folded) || vousWordsAfter.has(after.folded) || (after.plain && VERB.test(after.folded));
}

/** What the ambiguous shorthand of piece i stands for here, or undefined where it is no shorthand. */
function ambiguousMeaning(pieces: Pieces, i: number, word: string): string | undefined {
  const before = () => neighbour(pieces, i, -1);
  const after = () => neighbour(pieces, i, 1);
  switch (word) {
    case 'vs':
      return isVous(before(), after()) ? ambiguousTexting.vs : undefined;
    case 'c': {
      // « c’est » is written whole: a « c » before an apostrophe is its own word already.
      const previous = before();
      return letterWords.has(previous?.folded ?? '') || isFigure(previous) ? undefined : ambiguousTexting.c;
    }
    case 'pr': {
      // « Pr Martin »: a title before a name.
      const next = after();
      return pieces.matches[i]![0] === 'Pr' && next && /^\p{Lu}/u.test(next.text) ? undefined : ambiguousTexting.pr;
    }
    case 'mm':
      return isFigure(before()) ? undefined : ambiguousTexting.mm;
    default:
      return undefined;
  }
}

/** What piece i stands for, when it is shorthand here (no key of the lists is a joined word: « usb-c », an e-mail address). */
function meaningOf(pieces: Pieces, i: number): string | undefined {
  const match = pieces.matches[i]!;
  const word = match[0];
  if (word.length > LONGEST) return undefined;
  const key = folded(word);
  if (!plainWords.has(key) && !Object.hasOwn(ambiguousTexting, key)) return undefined;
  if (capitalised(pieces, i) || /^['’]/.test(pieces.text.slice(match.index + word.length))) return undefined;
  return plainWords.get(key) ?? ambiguousMeaning(pieces, i, key);
}

/** The message with its chat shorthand written out; the message itself when it holds none. */
export function writtenOut(text: string): string {
  const pieces: Pieces = { text, matches: [...text.matchAll(PIECE)], shouted: !/\p{Ll}/u.test(text) };
  let out = '';
  let at = 0;
  pieces.matches.forEach((match, i) => {
    const meaning = meaningOf(pieces, i);
    if (meaning === undefined) return;
    out += text.slice(at, match.index) + meaning;
    at = match.index + match[0].length;
  });
  return at === 0 ? text : out + text.slice(at);
}
