/**
 * How the exchange (exchange.ts) reads what the visitor wrote: the request a message starts, the
 * field a correction names, the need, name or value an answer gives, what is left beside contact
 * details. The facts themselves (name, company, moment, the words of a correction) are read by
 * facts.ts, the e-mail and phone by contact-details.ts; the phrases are the words of content/leads.ts
 * and content/leads-en.ts.
 */
import type { ContactIntent } from '../../content/assistant.ts';
import { leadTexts } from '../../content/leads.ts';
import { leadTextsEn } from '../../content/leads-en.ts';
import type { Language } from '../../content/language.ts';
import type { LeadKind } from '../../content/lead-kinds.ts';
import { STOPWORDS, tokenize } from '../assistant/normalize.ts';
import { writtenOut } from '../assistant/texting.ts';
import { ENGLISH_STOPWORDS } from '../assistant/translate.ts';
import { splitSentences } from '../assistant/text.ts';
import { contactIn, contactTexts } from './contact-details.ts';
import { correctionValue, factsIn, isFullName, withoutCivility, withoutKind, type Facts } from './facts.ts';
import { leadWords } from './lead-words.ts';

/** What the exchange needs to know of a message, as the assistant reads it (server/assistant/intents.ts). */
export interface Reading {
  intents: ContactIntent[];
  /** Solution pages named. */
  topics: string[];
  /** Greeting, thanks, yes, no… when the message is nothing more. */
  social: string[] | null;
  /** A question mark or a question word. */
  question: boolean;
  /** A question word ("comment", "quel"…). */
  asks: boolean;
  /** A phone number or an e-mail address is written. */
  contactDetails: boolean;
  /** The words searched for (stems, fillers left out). */
  terms: string[];
}

/** Kinds of request, in the order a message naming several is taken ("un devis pour une démo" is a demo). */
const KINDS: [ContactIntent, LeadKind][] = [
  ['demo', 'demo'],
  ['audit', 'audit'],
  ['trial', 'trial'],
  ['price', 'quote'],
  ['callback', 'callback'],
];
/** Requests by their very words: "une démo ?", "être rappelé". Others need a request word ("réserver l'audit"). */
const REQUESTED_BY_NAME: LeadKind[] = ['demo', 'callback', 'quote'];
/** Words of a message that asks by name only: « une démo svp » does, « on fait les rdv en visio, l'IA traduit ? » does not. */
const BY_NAME_WORDS = 5;
/** Beyond this, a question asks for an answer before anything else. */
const LONG_QUESTION_WORDS = 12;

/** Folded words of a message, with a space each side, for whole-word phrase matching. */
export const foldedOf = (text: string) => ` ${tokenize(text).join(' ')} `;
export const hasPhrase = (folded: string, phrases: readonly string[]) => phrases.some((phrase) => folded.includes(` ${phrase} `));
export const isOnly = (folded: string, phrases: readonly string[]) => phrases.includes(folded.trim());

/** The visitor's text as a field keeps it: control characters and runs of spaces as one space. */
export function cleanText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A request this message starts, with the subject it names; null when it asks no such thing. */
export function requestOf(
  message: string,
  reading: Reading,
  explicit = false,
  language: Language = 'fr',
): { kind: LeadKind; topic: string | undefined } | null {
  // Chat shorthand written out (« jvoudrais un devis »), as the assistant reads it.
  const folded = foldedOf(language === 'fr' ? writtenOut(message) : message);
  const requests = hasPhrase(folded, leadWords.request) || hasPhrase(folded, leadWords.askFor) || (!reading.asks && hasPhrase(folded, leadWords.requestVerbs));
  const words = folded.trim().split(' ').length;
  // « Un devis pour l'affichage dynamique svp »: few words besides the little ones.
  const short =
    folded
      .trim()
      .split(' ')
      .filter((word) => !STOPWORDS.has(word)).length <=
    BY_NAME_WORDS - 1;
  // A long question that mentions a wish (« on voudrait tester sur un magasin, comment on s'y prend ? »)
  // is answered first; the answer offers the request.
  // A message that gives who is asking (a name, an e-mail, a phone) is a request, however long.
  const facts = factsIn(message, { language });
  const introduces = !!(facts.name || facts.email || facts.phone);
  const counted =
    language === 'en'
      ? folded
          .trim()
          .split(' ')
          .filter((word) => !ENGLISH_STOPWORDS.has(word)).length
      : words;
  // « Combien coûterait un écran … ? J'aimerais un devis. »: a wish said in a sentence of its own is a request still.
  const wished = () => splitSentences(message).some((sentence) => !sentence.includes('?') && hasPhrase(foldedOf(sentence), leadWords.request));
  if (isAsking(message, reading) && counted > LONG_QUESTION_WORDS && !introduces && !hasPhrase(folded, leadWords.askFor) && !wished()) return null;
  for (const [intent, kind] of KINDS) {
    if (!reading.intents.includes(intent)) continue;
    const byName = !explicit && short && REQUESTED_BY_NAME.includes(kind) && !reading.asks;
    const quoteWords = kind !== 'quote' || hasPhrase(folded, leadWords.quote);
    // « Un rappel svp, je suis Paul Morin »: who is asking makes the words of a request one.
    if ((requests || byName || (!explicit && introduces)) && quoteWords) return { kind, topic: reading.topics.find((topic) => needOf(topic)) };
  }
  // « 06 12 34 56 78 » alone: to be called back. Read by libphonenumber (contact-details.ts), so that
  // « +44 20 7946 0958 » or « 0033 6 12 34 56 78 » are numbers too.
  if (!explicit && contactIn(message, language).phone) return { kind: 'callback', topic: reading.topics.find((topic) => needOf(topic)) };
  return null;
}

/** « Je souhaite un devis pour … » is a wish, not a question: only a question mark or an interrogative makes one. */
export function isAsking(message: string, reading: Reading): boolean {
  return reading.asks && (message.includes('?') || hasPhrase(foldedOf(message), leadWords.interrogatives));
}

/** The kind of request a message names by its words (« un devis », « une démo »), with its subject. */
export function namedKind(message: string, reading: Reading): { kind: LeadKind; topic: string | undefined } | null {
  const folded = foldedOf(message);
  const found = KINDS.find(
    ([intent, kind]) => kind !== 'callback' && reading.intents.includes(intent) && (kind !== 'quote' || hasPhrase(folded, leadWords.quote)),
  );
  return found ? { kind: found[1], topic: reading.topics.find((topic) => needOf(topic)) } : null;
}

/** « Oui » to a question of ours that offers a request (« Voulez-vous être rappelé ? »). */
export function acceptedOffer(reading: Reading, previous: string | undefined, message = ''): LeadKind | null {
  // « ok je veux un devis » asks for a request of its own.
  if (!previous || !(reading.social?.includes('yes') || (reading.intents.length === 0 && saysYes(message)))) return null;
  const folded = foldedOf(previous);
  const offers = Object.entries(leadWords.offers) as [LeadKind, string[]][];
  return offers.find(([, phrases]) => hasPhrase(folded, phrases))?.[0] ?? null;
}

/** Words that say yes first, in a few words that ask nothing and hold no « mais »: « ok oui je veux bien en profiter ». */
function saysYes(message: string): boolean {
  const folded = foldedOf(message);
  const words = folded.trim().split(' ');
  return (
    !message.includes('?') &&
    words.length <= YES_WORDS &&
    leadWords.accept.some((phrase) => folded.startsWith(` ${phrase} `)) &&
    !hasPhrase(folded, leadWords.yesBut)
  );
}
/** Longest yes said in words of one's own. */
const YES_WORDS = 8;

export const needOf = (topic: string) => leadTexts.needs.find((need) => need.topic === topic);

/** A need as shown in a language: a solution's label in that language (« Touch tables »), the visitor's own words as written. */
export function needShown(need: string, language: Language): string {
  const topic = leadTexts.needs.find((option) => option.label === need)?.topic;
  return (language === 'en' ? leadTextsEn : leadTexts).needs.find((option) => option.topic === topic)?.label ?? need;
}

/** « … pour ma boutique de vêtements », "for our showroom": what a request is for, in the visitor's words. */
export function needIn(message: string, kind?: LeadKind): string | undefined {
  // « pour l'installation d'écrans dans nos agences » too: the visitor's own place or project says it is a need,
  // where « pour la mairie de Bron » may be the company.
  // « un audit de notre showroom »: what is audited is said with « de » too.
  for (const match of message.matchAll(/(?<![\p{L}\p{N}])(?:pour|for|de|of)\s+([^.,;!?\n]{3,120})/giu))
    if (/(?<![\p{L}\p{N}])(?:ma|mon|mes|notre|nos|our|my)\s/iu.test(match[1]!)) return cleanText(match[1]!);
  // « on cherche un vidéoprojecteur laser pour l'amphithéâtre », "we're looking for a …": what is sought.
  // « on cherche un devis pour … » seeks the request itself: no need said.
  const folded = foldUnits(message);
  const sought = SOUGHT.exec(folded);
  if (sought && !REQUEST_SOUGHT.test(sought[1]!)) return cleanText(thingOf(message, sought));
  // "We have a furniture showroom that feels dated, could you come and have a look?": the place to audit.
  if (kind === 'audit') {
    const place = PLACE_HELD.exec(folded);
    if (place) return cleanText(thingOf(message, place));
  }
  return undefined;
}

/** A field's words as written (« e-mail », « l'entreprise »): the folded phrase with any joining between its words. */
const writtenPhrase = (phrase: string) => phrase.split(' ').join(String.raw`[\s'’-]*`);
/** One of some folded phrases, then a thing said with an article or a count, up to the end of its phrase. */
const thingAfter = (phrases: readonly string[]) =>
  new RegExp(
    String.raw`(?<![\p{L}])(?:${phrases.map(writtenPhrase).join('|')})\s+((?:${[...leadWords.oneWords, ...leadWords.manyWords].join('|')}|\d+)\s+[^.,;!?\n]{3,120})`,
    'u',
  );
/** The thing `thingAfter` found in the folded units of a message, as the message writes it. */
const thingOf = (message: string, match: RegExpExecArray) => message.slice(match.index + match[0].length - match[1]!.length, match.index + match[0].length);
/** « on cherche un … », "we're looking for two …": a thing sought. */
const SOUGHT = thingAfter(leadWords.seeking);
/** « un devis … », "a demo …": the request itself. */
const REQUEST_SOUGHT = new RegExp(String.raw`^\S+\s+(?:${leadWords.requestNouns.join('|')})`, 'u');
/** « nous avons un showroom … », "we've got a shop …": a place of the visitor's. */
const PLACE_HELD = thingAfter(leadWords.holding);

/** The option of `offered` an answer names: its label in either language, a subject the reader found in it, or words of one label only. */
export function needOption(folded: string, reading: Reading, offered: readonly { label: string; topic: string }[]): { label: string } | undefined {
  return (
    offered.find((need) => folded === foldedOf(need.label) || folded === foldedOf(needShown(need.label, 'en'))) ??
    offered.find((need) => reading.topics.includes(need.topic)) ??
    partOfOneLabel(folded, offered)
  );
}

/** « les tables », « VR »: words of one option's name only, and of no other. */
function partOfOneLabel(folded: string, options: readonly { label: string }[]): { label: string } | undefined {
  const words = folded
    .trim()
    .split(' ')
    .filter((word) => word && !STOPWORDS.has(word));
  if (words.length === 0) return undefined;
  const matching = options.filter((option) => words.every((word) => foldedOf(option.label).includes(` ${word.replace(/s$/, '')}`)));
  return matching.length === 1 ? matching[0] : undefined;
}

/** The field a correction names ("corriger l'e-mail"), if any. */
export function fieldNamed(folded: string): keyof typeof leadWords.fields | undefined {
  const named = (Object.keys(leadWords.fields) as (keyof typeof leadWords.fields)[]).filter((field) => hasPhrase(folded, leadWords.fields[field]));
  // "the company's full name is …", « le nom de la société » : the name named is the company's.
  return named.includes('company') && named.includes('name') ? 'company' : named[0];
}

/** The words that introduce a name or a company (« je m'appelle », « de la société », "from"). */
const INTRODUCING = [...leadWords.namePrefixes, ...leadWords.companyPrefixes, ...leadWords.companyAfterName, ...leadWords.nameThen].join(' . ');

/**
 * Who the visitor says they are, outside a request: a name, and the company and contact details
 * given with it; or a company said alone.
 */
export function introduction(
  message: string,
  context: { read(message: string): Reading; language?: Language },
): { given?: Pick<Facts, 'name' | 'company' | 'email' | 'phone'>; question?: string } {
  const facts = factsIn(message, { language: context.language });
  if (!facts.name && !facts.company) return {};
  const { name, company, email, phone } = facts;
  const given = Object.fromEntries(Object.entries({ name, company, email, phone }).filter(([, value]) => value)) as Facts;
  // What is left once the facts and the words that introduce them are taken out: a question, or nothing.
  const { email: emailText, phone: phoneText } = contactTexts(message);
  const rest = [name, company, emailText, phoneText].reduce<string>((text, part) => (part ? text.replace(part, ' ') : text), message);
  const introducing = new Set(context.read(INTRODUCING).terms);
  const left = context.read(rest);
  const nothingMore = !rest.includes('?') && left.intents.length === 0 && left.terms.every((term) => introducing.has(term));
  // A company alone is an introduction when nothing else is said ("I run Brennan Interiors"), or when the
  // visitor tells of themselves without addressing us (« je suis architecte chez Atelier Lémanique »): it
  // may be a word of a question ("is your company ISO certified?") or of someone else's story.
  if (!name && !nothingMore && !ofOneself(message)) return {};
  return { given, question: nothingMore ? '' : rest };
}

/** A statement that starts with the visitor (« je », "I") and never addresses us (« vous », "your"). */
function ofOneself(message: string): boolean {
  const words = tokenize(message);
  return !message.includes('?') && leadWords.ofOneself.includes(words[0] ?? '') && !words.some((word) => leadWords.addressingUs.includes(word));
}

/** A message without the e-mail address and phone number it holds, nor the words that introduced them. */
export function withoutContact(message: string, joins: 'trimmed' | 'kept' = 'trimmed'): string {
  const { email, phone } = contactTexts(message);
  let text = message;
  for (const part of [email, phone]) if (part) text = text.replace(part, '\u0000');
  // What is around the details: the longer side, without its joining words (« et mon e-mail : »), unless
  // they are wanted (« …, c'est pour l'Hôtel du Lac » introduces a company).
  const sides = text.split('\u0000').map((side) => (joins === 'trimmed' ? trimJoins(side) : side.trim()));
  return sides.reduce((best, side) => (side.length > best.length ? side : best), '');
}

/** Words that join the parts of a message around a detail: « et mon e-mail c'est », "my phone is here". */
const JOINS = new Set([
  ...leadWords.factStops,
  ...Object.values(leadWords.fields).flat(),
  ...leadWords.reachWords,
  'c',
  'est',
  's',
  'is',
  'it',
  'here',
  'voici',
  'voila',
]);
/** Words that introduce who is writing: « je m'appelle », « je travaille chez », "hi". */
const INTRODUCING_WORDS = new Set([...leadWords.namePrefixes, ...leadWords.companyPrefixes, ...leadWords.greetings].flatMap(tokenize));

/**
 * Whether a message says more than the facts it gives: « Je suis Antoine Girard », « Thomas Garnier,
 * Garnier BTP » answer no « À quel sujet ? », they introduce the visitor.
 */
export function saysMoreThan(text: string, facts: Facts): boolean {
  const rest = [facts.name, facts.company, facts.callbackTime].reduce<string>((left, value) => (value ? left.replace(value, ' ') : left), text);
  return tokenize(rest).some((word) => !STOPWORDS.has(word) && !ENGLISH_STOPWORDS.has(word) && !JOINS.has(word) && !INTRODUCING_WORDS.has(word));
}

/** Articles that join a detail only after it is named (« mon numéro c'est le … »), never before a name (« Le Comptoir »). */
const TRAILING_JOINS = new Set(['le', 'l']);

/** Joining words at the ends of a piece of text: « , et mon e-mail c'est », "my phone is". */
export function trimJoins(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const isJoin = (word: string) => tokenize(word).every((token) => JOINS.has(token));
  while (words.length && (isJoin(words.at(-1)!) || tokenize(words.at(-1)!).every((token) => TRAILING_JOINS.has(token)))) words.pop();
  while (words.length && isJoin(words[0]!)) words.shift();
  return words.join(' ').replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');
}

/** What follows a field's name in a correction (« l’entreprise c’est Globex »: « Globex »), joining words trimmed; undefined when nothing does. */
export function valueAfterField(said: string): string | undefined {
  const after = /^.*?\b(?:c'est|c’est|est|is|:)\s*(.+)$/i.exec(said)?.[1];
  // "the company is actually Greenleaf Home Stores": the marker after the field's verb is no part of the value.
  return after ? trimJoins(correctionValue(after) ?? after) : undefined;
}

const COMPANY_ANSWER_PREFIXES = [...leadWords.companyAnswerPrefixes].sort((a, b) => b.length - a.length);

/** The company an answer gives: without « pour », « chez », "I work at" before it, nor the article after them (« pour le lycée Jean Moulin »). */
export function companyIn(text: string): string {
  // « le restaurant « Chez Paulette », rue Mercière »: the name is what is quoted.
  const quoted = QUOTED_NAME.exec(text)?.[1]?.trim();
  if (quoted) return quoted;
  // « c'est une asso, ça s'appelle Mémoire de la Croix-Rousse », "a bakery called Crumb & Co".
  const called = CALLED.exec(text)?.[1];
  // « c'est pour la société Girard Events »: prefixes, each with the article after it, one after the other.
  let rest = called ? trimJoins(called) : text;
  for (let prefixed = true; prefixed; ) {
    const folded = foldedOf(rest);
    const prefix = COMPANY_ANSWER_PREFIXES.find((phrase) => folded.startsWith(` ${phrase} `));
    // The article in small letters: « c'est Le Comptoir », « c'est l'asso Les Amis du Vieux Lyon » keep theirs.
    const after = prefix ? withoutWords(rest, prefix.split(' ').length).replace(/^(?:(?:la|le|les|the)\s+|l['’]\s*)/, '') : '';
    prefixed = after !== '';
    if (prefixed) rest = after;
  }
  // « une petite structure : Atelier Bois & Co »: what is said of it, then its name.
  // « une SARL, Menuiserie Blanc », "a small Ltd, Brown's Bakery": a kind said with « un », then its name after a comma.
  const afterColon = (/^[^:]{1,60}:\s*(\p{Lu}.*)$/u.exec(rest) ?? /^(?:un|une|a|an)\s[^,]{1,50},\s*(\p{Lu}.*)$/iu.exec(rest))?.[1];
  if (afterColon) rest = afterColon;
  // « la CCI de Lyon », « l'Atelier 42 »: an article in small letters before a name in capitals is no part of
  // it (« Le Comptoir » is; so is « la » of « la tour conseil », all in small letters).
  const articled = /\p{Lu}/u.test(rest) ? rest.replace(/^(?:(?:la|le|the)\s+|l['’]\s*)/, '') : rest;
  // « agence immobilière Cimes Immobilier », « magasin Meubles Vial »: the kind in small letters before a name
  // of two words in capitals or more is no part of it (« pharmacie Martin » keeps its kind).
  const named = withoutKind(articled);
  // « EHPAD Les Glycines, à Villeurbanne », « Optique Lefèvre (magasin de Caluire) »: the town, the branch;
  // « Gestion Rhodanienne – agence de Villeurbanne », « Clinique des Tilleuls, on est 4 vétos »: what is said of it.
  // « Girard Logistique maintenant, Transports Girard c'était l'ancien nom »: a clause after a comma says why.
  const said = named.replace(COMPANY_CLAUSE, '').replace(COMPANY_NOW, '').trim() || named;
  const described = said.replace(COMPANY_COMMENT, '').trim() || said;
  return described.replace(COMPANY_PLACE, '').trim() || described;
}

/** A name in quotation marks, starting with a capital. */
const QUOTED_NAME = /[«“"]\s*(\p{Lu}[^«»“”"]{1,80}?)\s*[»”"]/u;
/** What follows « s'appelle », "called": the name itself. */
const CALLED = /(?<![\p{L}])(?:s['’]appelle|s['’]appellent|called|named)\s+(\p{Lu}.+)$/u;

/** A town after « à », "in", words in brackets, or "Lyon office", at the end of a company's name. */
const COMPANY_PLACE = /(?:,?\s+(?:à|in)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?|\s*\([^()]*\)|,\s+\p{Lu}[\p{L}'’-]*\s+(?:office|branch|site|store))\s*$/u;
/** A clause after a comma, with its verb: what the visitor says of the name given before it. */
const COMPANY_CLAUSE = /,\s+[^,]*?(?<![\p{L}])(?:c['’]est|c['’]était|était|it['’]s|is|was)(?![\p{L}]).*$/u;
/** « maintenant », "now" at the end: when the name holds, no part of it. */
const COMPANY_NOW = /\s+(?:maintenant|désormais|now)$/iu;
/** Words in small letters after a comma or a dash between spaces: what the visitor says of the company. */
const COMPANY_COMMENT = /(?:,|\s[-–—])\s+\p{Ll}.*$/u;

/** A comma, then why the change is made. */
const REASON = /,\s+(?=(?:c['’]est|it['’]s|that['’]s|car|parce|because|comme|like|with)\b)/iu;
/** What sits between a field's name and its new value: « : », « c'est », « par », "to", "is". */
const FIELD_VALUE = new RegExp(
  String.raw`(?<![\p{L}])(?:${Object.values(leadWords.fields).flat().map(writtenPhrase).join('|')})\s*(?::|=|c['’]est|est|par|en|is|to|as)\s+(.+)$`,
  'iu',
);

/** Each UTF-16 unit without its accent, in small letters: as long as the text, so an index found in it cuts the text. */
const foldUnits = (text: string) =>
  text
    .split('')
    .map((unit) => unit.normalize('NFD').charAt(0).toLowerCase())
    .join('');
const MOMENT_TAILS = leadWords.momentTails.map(writtenPhrase).join('|');
const MOMENT_TAIL = new RegExp(String.raw`[\s,;.-]+(?:${MOMENT_TAILS})[\s,;.!]*$`, 'u');
const MOMENT_LEAD = new RegExp(String.raw`^(?:${MOMENT_TAILS})[\s,;:]+`, 'u');

/** The moment an answer gives, without how it suits: « Tuesday around 10am works best », « de préférence jeudi » give the day. */
export function momentOf(text: string): string {
  const folded = foldUnits(text);
  const start = MOMENT_LEAD.exec(folded)?.[0].length ?? 0;
  const end = MOMENT_TAIL.exec(folded)?.index ?? text.length;
  return end > start ? text.slice(start, end).trim() : text;
}

/** « Changer l'entreprise : Morin Conseil », "change the company to King Retail Ltd": the new value, when the message gives one after the field's name. */
export function valueOfNamedField(message: string): string | undefined {
  // « changez le nom en Frédéric Garnier, c'est plus pro »: the reason after a comma is no part of the value.
  const value = FIELD_VALUE.exec(message)?.[1]?.split(REASON)[0];
  return value ? trimJoins(value) || undefined : undefined;
}

/** « Camille Martin », « Hugo Blanc »: one to four words, each with a capital, letters only; or a name with particles (« Henri de la Fontaine »). */
export const looksLikeName = (text: string) => /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,3}$/u.test(text.trim()) || isFullName(text);

/** The name an answer gives: without « Je m'appelle » or « Nom : » before it, nor punctuation after it. */
export function nameIn(text: string, folded: string): string {
  // A name holds no comma: what follows one says something else (« kevin martin, mon num c'est … »).
  const name = withoutCivility(
    withoutNamePrefix(text, folded)
      .split(/[,;]/)[0]!
      .replace(/[\s,;:.!-]+$/, ''),
  );
  // « DUPONT Pierre »: the family name in capitals first, as forms write it, goes after the first name.
  const formal = /^(\p{Lu}{2,}(?:[-' ]\p{Lu}{2,})*)\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)$/u.exec(name);
  return formal ? `${formal[2]} ${formal[1]!.toLowerCase().replace(/(^|[-' ])\p{Ll}/gu, (letter) => letter.toUpperCase())}` : name;
}

/** « Je m'appelle Camille Martin », « Nom : Camille Martin »: the name is what follows. */
function withoutNamePrefix(text: string, folded: string): string {
  const prefix = leadWords.namePrefixes.find((phrase) => folded.startsWith(` ${phrase} `));
  return prefix ? withoutWords(text, prefix.split(' ').length) : text;
}

/** The text without its first `count` folded words (« c'est » is two), nor the punctuation after them. */
function withoutWords(text: string, count: number): string {
  const words = text.split(' ');
  let used = 0;
  let i = 0;
  for (; i < words.length && used < count; i++) used += tokenize(words[i]!).length;
  return words
    .slice(i)
    .join(' ')
    .replace(/^[\s:,.;-]+/, '');
}
