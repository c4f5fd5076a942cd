/**
 * French text to comparable terms: lower case, no accents, apostrophes and hyphens as spaces, then a
 * light stemmer (plural, and one common suffix: -ment, -tion, -eur, -ique…). The same functions
 * process our content and the visitor's messages, so both sides meet on the same stems.
 */

import { createRequire } from 'node:module';
import { foldText } from '../fold.ts';

/** Lower case, accents removed, ligatures spelt out, decimal commas as points ("2,5" -> "2.5"). */
export function normalize(text: string): string {
  return foldText(text).replace(/(\d)[,.](\d)/g, '$1.$2');
}

/**
 * Caches of word folding and stemming: our content repeats its words, visitors mostly use the same.
 * Visitors may also send unique made-up words by the thousand, so each cache is bounded three ways:
 * only words of a real length are kept, and so many entries and so many bytes at most, the oldest
 * dropped first.
 */
/** Longest word cached: our content's longest is 18 letters ("intracommunautaire"), French's 25 ("anticonstitutionnellement"). */
export const MAX_CACHED_WORD = 30;
/** Letters of a token that are read: a longer one is no word of anyone's, its first letters keep it apart. */
const MAX_TOKEN = 2 * MAX_CACHED_WORD;
/** Entries of one cache: each also costs V8 some bookkeeping beside its text. */
export const CACHE_ENTRIES = 50_000;
/** Text of one cache's keys and values, in bytes (UTF-16: two a character); our content fills 43 kB (folding) and 120 kB (stems). */
export const CACHE_BYTES = 1 << 20;

interface WordCache {
  map: Map<string, string>;
  bytes: number;
}

const folded: WordCache = { map: new Map(), bytes: 0 };
const stems: WordCache = { map: new Map(), bytes: 0 };

const costOf = (key: string, value: string) => 2 * (key.length + value.length);

/** Caches `value` for a word of a real length; over a bound, drops the oldest quarter (a Map iterates in insertion order). */
function remember(cache: WordCache, key: string, value: string): string {
  if (key.length > MAX_CACHED_WORD) return value;
  cache.map.set(key, value);
  cache.bytes += costOf(key, value);
  if (cache.map.size > CACHE_ENTRIES || cache.bytes > CACHE_BYTES) {
    for (const [oldKey, oldValue] of cache.map) {
      if (cache.map.size <= (CACHE_ENTRIES * 3) / 4 && cache.bytes <= (CACHE_BYTES * 3) / 4) break;
      cache.map.delete(oldKey);
      cache.bytes -= costOf(oldKey, oldValue);
    }
  }
  return value;
}

/** Size of the caches, for tests and diagnostics. */
export function cacheStats(): { folded: { entries: number; bytes: number }; stems: { entries: number; bytes: number } } {
  return { folded: { entries: folded.map.size, bytes: folded.bytes }, stems: { entries: stems.map.size, bytes: stems.bytes } };
}

/** One lower-case word without accents: "écran" -> "ecran", "cœur" -> "coeur". */
function fold(word: string): string {
  if (/^[a-z]+$/.test(word)) return word;
  return folded.map.get(word) ?? remember(folded, word, normalize(word).replace(/[^a-z]/g, ''));
}

/**
 * Words of a text, normalised: letters, numbers (with a decimal point), "4k"/"3d"/"5g", % and €.
 * Apostrophes, hyphens and every other sign separate words: "l'écran" -> ["l", "ecran"].
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(/\d+(?:[.,]\d+)?[kdg](?![\p{L}])|\d+(?:[.,]\d+)?|\p{L}+|[%€]/gu)) {
    const token = match[0];
    if (/^\d/.test(token)) tokens.push(token.replace(',', '.'));
    else if (token === '%' || token === '€') tokens.push(token);
    else {
      const word = fold(token.length > MAX_TOKEN ? token.slice(0, MAX_TOKEN) : token);
      if (word) tokens.push(word);
    }
  }
  return tokens;
}

/** Suffixes removed by the stemmer, longest first; one at most, and at least 4 letters remain. */
const SUFFIXES = [
  'issements',
  'issement',
  'ements',
  'ement',
  'ments',
  'ment',
  'ations',
  'ation',
  'ateurs',
  'ateur',
  'atrices',
  'atrice',
  'ances',
  'ance',
  'ences',
  'ence',
  'iques',
  'ique',
  'ables',
  'able',
  'ibles',
  'ible',
  'istes',
  'iste',
  'ismes',
  'isme',
  'euses',
  'euse',
  'eurs',
  'eur',
  'ites',
  'ite',
  'ives',
  'ive',
  'ifs',
  'if',
  'ions',
  'ion',
  'ures',
  'ure',
  'ees',
  'ee',
  'er',
  'ez',
  'es',
  'e',
].sort((a, b) => b.length - a.length);

const MIN_STEM = 4;
/**
 * Suffixes that leave a longer stem: « boutique » is no « bout », « portable » no « port ».
 */
const LONG_STEM_SUFFIXES: Record<string, number> = { ique: 5, iques: 5, able: 5, ables: 5 };

/**
 * A light French stemmer: "tactiles" and "tactile" -> "tactil", "installation" and "installer" -> "install".
 * Snowball's French stemmer (@orama/stemmers) was measured in its place, on the question set of the time
 * (114 questions then; the sets have grown since): 113 right against 114,
 * and "interactivite" / "interactif", "architecture" / "architecte" no longer meet; it reads the
 * accents (-ité, -é) that visitors often leave out, and that both sides lose here before stemming.
 */
export function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  return stems.map.get(token) ?? remember(stems, token, stemWord(token));
}

/**
 * Words whose stem is another's that means something else: « données » (data) is no « donner » (a
 * filler), a « conversion » (of visitors into buyers) no « conversation ».
 */
const OWN_STEMS = new Map([
  ['donnee', 'donnee'],
  ['donnees', 'donnee'],
  ['conversion', 'conversion'],
  ['conversions', 'conversion'],
  // A verb's « -ent » is no noun's « -ment »: « ils s'allument » is « s'allume », not « allu ».
  ['allument', 'allum'],
]);

function stemWord(token: string): string {
  const own = OWN_STEMS.get(token);
  if (own) return own;
  let word = token;
  // "Nous proposons", "travaillons": the verb's stem ("-ions" is a noun's plural, handled below).
  if (/[^i]ons$/.test(word) && word.length > 6) return stemWord(word.slice(0, -3));
  // Plurals: "eaux"/"eux" -> "eau"/"eu" (« réseaux », « tableaux »), "aux" -> "al", a final s.
  if (/(?:eau|eu)x$/.test(word)) word = word.slice(0, -1);
  else if (word.endsWith('aux') && word.length > 5) word = `${word.slice(0, -3)}al`;
  else if (/[^s]s$/.test(word)) word = word.slice(0, -1);
  // Feminine of -el and -en: "virtuelle" -> "virtuel", "européenne" -> "europeen".
  if (/(?:elle|enne)$/.test(word) && word.length > 6) return word.slice(0, -2);
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= (LONG_STEM_SUFFIXES[suffix] ?? MIN_STEM)) {
      word = word.slice(0, -suffix.length);
      break;
    }
  }
  // "interactiv" (interactivité) meets "interact" (interactif, interactive).
  if (word.endsWith('iv') && word.length - 2 >= MIN_STEM) word = word.slice(0, -2);
  return word;
}

/**
 * Words that carry no subject; left out of searches (never out of phrase matching): the French list of
 * stopwords-iso, plus the words of a chat it lacks. Measured against our former list of 164 words, on
 * the question set of the time (114 questions then; the sets have grown since): the same 114 right, and of the test messages whose
 * answer changed, 8 answered better and 4 worse. Tokens, as tokenize makes them: "aujourd'hui" is "aujourd" and "hui", "où" is "ou".
 */
/**
 * Words of stopwords-iso that are subjects of our pages: « vlan » is an interjection there, and a
 * network segment here; « essai », « parole », « extérieur »… are what a visitor asks about.
 */
const SUBJECT_WORDS = new Set(
  'vlan particulier particuliers essai parole parle parlent parler exterieur debout directe piece minimale maximale multiples multiple'.split(' '),
);

export const STOPWORDS: ReadonlySet<string> = new Set([
  ...(createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>).fr!.flatMap(tokenize).filter((word) => !SUBJECT_WORDS.has(word)),
  ...'oui ok svp stp bonjour salut bonsoir hello faire pouvez pouvons dois devez or'.split(' '),
  // Wishes, needs and « ça tient » are how a question is put, not what it is about: « on veut », « il faut ».
  ...'veut veux voulons voulez veulent voudrait voudrais voudrions voudriez'.split(' '),
  ...'souhaite souhaitons souhaiterait aimerait aimerions faut tient tiennent truc trucs'.split(' '),
]);

/** Stems of the words of a text that may carry its subject, in order, stopwords left out. */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !STOPWORDS.has(token) && token !== '%' && token !== '€')
    .map(stem);
}

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One substitution, or one swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
