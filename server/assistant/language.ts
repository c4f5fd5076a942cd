import { detectAll } from 'tinyld/light';
import { isLanguage, languageMarkers, LANGUAGES, type Language } from '../../content/language.ts';
import { englishOnlyWords, glossaryEn } from '../../content/assistant-en.ts';
import { tokenize } from './normalize.ts';
import { writtenOut } from './texting.ts';
import { Glossary } from './translate.ts';

/**
 * The language of a visitor's message: the common words only one of the languages uses decide
 * (content/language.ts: « vous », « pour », "you", "the"), as they do where a statistical detector
 * hesitates on a short message (tinyld gives « oui » to English by a hair); a message without any,
 * long enough, is left to tinyld (light model, French and English only); one that says nothing
 * ("ok", "Camille Martin", « écran agence bancaire ») keeps the conversation's language.
 */

/** The detected language must be at least this much likelier than the other to decide alone. */
const MARGIN = 1.5;
/** Below this accuracy, tinyld is guessing (single words, names). */
const MIN_ACCURACY = 0.1;
/** Words a message needs before tinyld's mere guess is taken. */
const MIN_GUESS_WORDS = 4;
/** Letters a message needs before its language is judged. */
const MIN_LETTERS = 4;

const markers = Object.fromEntries(LANGUAGES.map((language) => [language, new Set(languageMarkers[language])])) as Record<Language, Set<string>>;
/**
 * The glossary's English words that French writes otherwise ("price", "touch", "whiteboard",
 * "careers", "dwell time"; not "table" nor "demo") tell English too, half as much as a common word:
 * « digital signage pour un réseau » is French.
 */
const glossary = new Glossary(glossaryEn);
/** English words French never writes ("frankly", "worst"): they tell English as much as a glossary word. */
const englishOnly = new Set(englishOnlyWords);

/** E-mail addresses and web addresses: names, in no language ("camille@garage.example" is not English). */
const ADDRESSES = /\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi;

/** Words of letters an answer giving a name or a company needs before it may change the conversation's language. */
const DATA_ANSWER_WORDS = 6;

/** The words of a message that tell English besides the common ones: the glossary's, and those French never writes. */
function englishTold(text: string, words: string[]): number {
  const glossed = glossary.englishWords(text).filter((word) => !markers.en.has(word));
  return glossed.length + words.filter((word) => englishOnly.has(word) && !glossed.includes(word)).length;
}

/**
 * `answersData`: the message answers our question for a name or a company. Unless it goes on to say
 * more, it is data in any language (« Les Délices de Paris » from an English visitor), not a choice
 * of one: it keeps the conversation's.
 */
export function detectLanguage(message: string, previous: Language, answersData = false): Language {
  const text = message.slice(0, 600).replace(ADDRESSES, ' ');
  const words = tokenize(text);
  // French chat shorthand tells French once written out: « vs faites », « chui ».
  const frenchWords = tokenize(writtenOut(text));
  const marked = (language: Language) => (language === 'fr' ? frenchWords : words).filter((word) => markers[language].has(word)).length;
  const score = (language: Language) => 2 * marked(language) + (language === 'en' ? englishTold(text, words) : 0);
  // Figures (a phone number, « 0041 79 … ») are words of no language.
  const wordCount = words.filter((word) => /\p{L}/u.test(word)).length;
  if (answersData && wordCount < DATA_ANSWER_WORDS) return previous;
  const [fr, en] = [score('fr'), score('en')];
  if (fr !== en) return fr > en ? 'fr' : 'en';
  // No word tells: tinyld decides a message long enough (« table tactile showroom » is anybody's), with a clear lead.
  if (wordCount < MIN_GUESS_WORDS || (text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return previous;
  const [first, second] = detectAll(text, { only: ['fr', 'en'] });
  const clear = first && isLanguage(first.lang) && first.accuracy >= MIN_ACCURACY && (!second || first.accuracy >= MARGIN * second.accuracy);
  return clear ? (first.lang as Language) : previous;
}
