/**
 * The facts a visitor gives in a message, whatever was asked: e-mail, phone (contact-details.ts),
 * name (« je m'appelle … », "my name is …", « je suis Camille Martin de … »), company (« de la société
 * … », « chez … », "from …"), the moment for a call (« demain matin », "tomorrow after 2 pm"), and a
 * correction (« en fait plutôt … », « non, mon e-mail c'est … »). The phrases are the words of
 * content/leads.ts and content/leads-en.ts.
 */
import type { Language } from '../../content/language.ts';
import { tokenize } from '../assistant/normalize.ts';
import { contactIn, contactTexts } from './contact-details.ts';
import { leadTexts } from '../../content/leads.ts';
import { leadTextsEn } from '../../content/leads-en.ts';
import { leadWords } from './lead-words.ts';

export interface Facts {
  email?: string;
  phone?: string;
  name?: string;
  company?: string;
  callbackTime?: string;
}

/** A word list folded as tokenize makes them; `longestFirst` for phrases tried in turn. */
const folded = (phrases: readonly string[], longestFirst = false) => {
  const list = phrases.map((phrase) => tokenize(phrase).join(' ')).filter(Boolean);
  return longestFirst ? list.sort((a, b) => b.length - a.length) : list;
};
const NAME_PREFIXES = folded(leadWords.namePrefixes, true);
/** Prefixes that also start other sentences (« je suis intéressé », "I'm looking"): the name must then be written with capitals. */
const LOOSE_NAME_PREFIXES = new Set(folded(leadWords.looseNamePrefixes));
const COMPANY_PREFIXES = folded(leadWords.companyPrefixes, true);
const AFTER_NAME = folded(leadWords.companyAfterName, true);
/** Company prefixes that also start other sentences ("we are interested"): the company must then be written with a capital. */
const LOOSE_COMPANY_PREFIXES = new Set(folded(leadWords.looseCompanyPrefixes));
const CORRECTIONS = folded(leadWords.corrections, true);
const CORRECTION_LEADS = folded(leadWords.correctionLeads, true);
const CORRECTION_ENDS = folded(leadWords.correctionEnds, true);
const CORRECTION_DROPS = folded(leadWords.correctionDrops, true);
const MOMENT_WORDS = new Set(folded(leadWords.momentWords));
const MOMENT_LINKS = new Set(folded(leadWords.momentLinks));
const HOUR_LEADS = new Set(folded(leadWords.hourLeads));
const SIGN_OFFS = folded(leadWords.signOffs, true);
const JOB_TITLES = new Set(folded(leadWords.jobTitles));
const TITLE_LINKS = new Set(folded(leadWords.titleLinks));
/** Words that end a name or a company: « et », "and", « mon », "my"… */
const STOP_WORDS = new Set(folded(leadWords.factStops));
const GREETINGS = new Set(folded(leadWords.greetings));
const LEGAL_FORMS = new Set(folded(leadWords.legalForms));
const ORGANISATIONS = new Set(folded(leadWords.organisations));
/** Little words inside a name, as written (in small letters). */
const PARTICLES = new Set(leadWords.nameParticles);
/** An article before a company's name, no part of it: « la mairie de Bron », « la SELARL … ». */
const ARTICLE = /^(?:(?:la|le|les|the)\s+|l['’]\s*)/i;

/**
 * A company's name goes on past « de » (« mairie de Bron », « Garage du Centre », "Bank of Ireland"); it
 * ends at the other little words, and where its place starts (« … Automobiles à Villeurbanne », "… Group in Manchester").
 */
const PLACE_LINKS = new Set(folded(leadWords.placeLinks));
const DEPARTMENTS = new Set(folded(leadWords.departments));
/** Words that link a kind of organisation to what names it: « musée des Confluences », "university of Leeds". */
const OF_WORDS = new Set(['de', 'du', 'des', 'd', 'of']);
const COMPANY_STOPS = new Set([...[...STOP_WORDS].filter((word) => !OF_WORDS.has(word)), ...PLACE_LINKS]);

/** Longest name and company, in words. */
const MAX_NAME_WORDS = 4;
const MAX_COMPANY_WORDS = 6;

interface Word {
  /** As written. */
  text: string;
  /** Folded (tokenize), possibly several tokens ("l'entreprise" -> "l entreprise"). */
  folded: string[];
}

/** The message's words as written, with their folded forms, split at spaces and at the punctuation that ends a phrase. */
function wordsOf(message: string): (Word | null)[] {
  const words: (Word | null)[] = [];
  // « marc@dubois.example - Marc Dubois - Dubois SA »: a dash or a bar between spaces ends a phrase too.
  // A bracket ends a phrase wherever it is: « Groupe Alpha (Sophie Kern) ».
  // « 14:30 » is one word: a colon between figures is an hour's.
  for (const part of message.split(/(\s[-–—|/]\s|\s+|[()]|[,;.!?]+(?=\s|$|\))|(?<!\d):|:(?!\d))/)) {
    if (!part || /^\s+$/.test(part)) continue;
    if (/^(?:[,;.!?():]+|\s[-–—|/]\s)$/.test(part)) {
      words.push(null);
      continue;
    }
    words.push({ text: part, folded: tokenize(part) });
  }
  return words;
}

/** The words as written, without the punctuation between them. */
function runText(words: readonly (Word | null)[]): string {
  return words
    .filter((word): word is Word => word !== null)
    .map((word) => word.text)
    .join(' ');
}

/** Index just past the phrase at `at` (folded tokens), or -1. */
function phraseAt(words: (Word | null)[], at: number, phrase: string): number {
  const wanted = phrase.split(' ');
  let i = at;
  let k = 0;
  while (k < wanted.length) {
    const word = words[i];
    if (!word) return -1;
    for (const token of word.folded) {
      if (token !== wanted[k]) return -1;
      k++;
      if (k === wanted.length) break;
    }
    i++;
  }
  return i;
}

/** Index past a correction's marker at `at` ("my name is actually …"), or `at`. */
function pastCorrection(words: (Word | null)[], at: number): number {
  for (const marker of CORRECTIONS) {
    const end = phraseAt(words, at, marker);
    if (end >= 0) return end;
  }
  return at;
}

/**
 * Index past the particles at `at` and the word in capitals after them (« de la Fontaine »), or -1.
 * A name written in small letters (`lower`) takes one word after them, the phrase's last: « jean de
 * la fontaine », not « paul du garage martin ».
 */
function particlesAt(words: (Word | null)[], at: number, lower = false): number {
  let i = at;
  while (words[i] && PARTICLES.has(words[i]!.text)) i++;
  const word = words[i];
  if (i === at || !word) return -1;
  if (/^\p{Lu}/u.test(word.text)) return i + 1;
  return lower && !words[i + 1] && /^\p{Ll}+$/u.test(word.text) && !STOP_WORDS.has(word.folded[0]!) ? i + 1 : -1;
}

/**
 * Words from `start` until punctuation, a stop word, a contact detail or `max` words. A name
 * (`particles`) goes on past « de la » after its first word: « Henri de la Fontaine ».
 */
function runFrom(
  words: (Word | null)[],
  start: number,
  max: number,
  capitals: boolean,
  stops = STOP_WORDS,
  particles = false,
): { text: string; end: number } | null {
  const taken: string[] = [];
  let i = start;
  for (; i < words.length && taken.length < max; i++) {
    const word = words[i];
    const past = particles && taken.length === 1 ? particlesAt(words, i, !/^\p{Lu}/u.test(taken[0]!)) : -1;
    if (past > 0) {
      taken.push(...words.slice(i, past).map((part) => part!.text));
      i = past - 1;
      continue;
    }
    // « Smith & Sons »: an ampersand joins the words of a name.
    if (word?.text === '&' && taken.length > 0 && words[i + 1]) {
      taken.push(word.text);
      continue;
    }
    if (!word || word.folded.length === 0) break;
    // An address or a number ends the name; a figure fused to a word is part of it (« 3D Concept »), and so
    // is a small one between words in capitals or at the end (« Lyon 2 Immobilier », « Studio 54 »).
    const next = words[i + 1];
    const small = taken.length > 0 && /^[1-9]\d{0,2}$/.test(word.text) && (!next || /^\p{Lu}/u.test(next.text));
    if (word.text.includes('@') || (!/\p{L}/u.test(word.text) && !small)) break;
    if (word.folded.length === 1 && stops.has(word.folded[0]!)) break;
    // « l'Hôtel Haddad & Spa »: the article elided before the capital is no part of the name; « de L'Atelier
    // d'Émilie », in capitals within a sentence, is.
    const elided = taken.length === 0 ? (i > 0 && words[i - 1] ? /^l['’](?=\p{Lu})/u : /^[lL]['’](?=\p{Lu})/u).exec(word.text)?.[0] : undefined;
    if (capitals && taken.length === 0 && !elided && !/^[\p{Lu}\d]/u.test(word.text)) return null;
    taken.push(elided ? word.text.slice(elided.length) : word.text);
  }
  if (taken.length === 0) return null;
  return {
    text: taken
      .join(' ')
      .replace(/^[«"“'‘]+|[»"”'’]+$/g, '')
      .trim(),
    end: i,
  };
}

/** The name given in so many words, and the company given with it (« Camille Martin de Acme ») or on its own. */
function nameAndCompany(words: (Word | null)[]): { name?: string; company?: string } {
  const found: { name?: string; company?: string } = {};
  /** The company after one of `prefixes` at `i`, if any: its end. */
  const companyAt = (i: number, prefixes: string[], capitals: (prefix: string) => boolean): number => {
    for (const prefix of prefixes) {
      const end = phraseAt(words, i, prefix);
      if (end < 0) continue;
      // « restaurant Chez Marcel »: after the kind of place, « Chez » in capitals starts the name.
      const named = end === i + 1 && /^\p{Lu}/u.test(words[i]!.text) && isKind(words[i - 1]);
      const run = runFrom(words, end, MAX_COMPANY_WORDS, capitals(prefix), COMPANY_STOPS);
      // « je travaille à la DSI »: a department of the company, not its name.
      if (!run || DEPARTMENTS.has(tokenize(run.text)[0] ?? '')) continue;
      // « la mairie de Bron »: the article is no part of the name.
      found.company = named ? `${words[i]!.text} ${run.text}` : run.text.replace(ARTICLE, '');
      return run.end;
    }
    return -1;
  };
  for (let i = 0; i < words.length; i++) {
    const before = words[i - 1]?.folded.at(-1) ?? '';
    const startsPhrase = i === 0 || words[i - 1] === null || STOP_WORDS.has(before) || GREETINGS.has(before);
    if (!found.name && startsPhrase) {
      const prefix = NAME_PREFIXES.find((phrase) => phraseAt(words, i, phrase) >= 0);
      const run = prefix
        ? runFrom(words, pastCorrection(words, phraseAt(words, i, prefix)), MAX_NAME_WORDS, LOOSE_NAME_PREFIXES.has(prefix), STOP_WORDS, true)
        : null;
      if (run) {
        found.name = run.text;
        const end = found.company ? -1 : companyAt(run.end, AFTER_NAME, () => false);
        i = (end >= 0 ? end : run.end) - 1;
        continue;
      }
    }
    if (!found.company) {
      // « chez Acme », "at Acme": one word names a company only before a capital.
      const end = companyAt(i, COMPANY_PREFIXES, (prefix) => !prefix.includes(' ') || LOOSE_COMPANY_PREFIXES.has(prefix));
      if (end >= 0) {
        // « Martin Leroy, société Leroy Meubles »: the words in capitals just before are the name.
        const before = found.name ? undefined : capitalsBefore(words, i).name;
        if (before) found.name = before;
        i = end - 1;
      }
    }
  }
  return found;
}

/** A kind of place in small letters (« restaurant », « boulangerie »). */
const isKind = (word: Word | null | undefined) =>
  !!word && /^\p{Ll}/u.test(word.text) && (KINDS_BEFORE_NAME.has(word.folded.join(' ')) || ORGANISATIONS.has(word.folded.join(' ')));

/** A word in capitals: « Camille », « Jean-Baptiste », "O'Neill", "McKenna" (not "SARL"). */
const CAPITALISED = String.raw`\p{Lu}(?:['’]\p{Lu})?\p{Ll}[\p{Ll}'’]*(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}?\p{Ll}[\p{Ll}'’]*)*`;
const ONE_WORD = (phrases: readonly string[]) => phrases.filter((phrase) => /^\p{L}+$/u.test(phrase)).join('|');
/**
 * A full name: two or three words in capitals (« Camille Martin »), or a first name, particles and a
 * name (« Henri de la Fontaine », « Jean d’Arcy », "Anna van der Berg").
 */
const FULL_NAME = String.raw`${CAPITALISED}(?:\s+(?:${leadWords.nameParticles.join('|')}))+\s+${CAPITALISED}(?:\s+${CAPITALISED})?|${CAPITALISED}\s+[dD]['’]${CAPITALISED}|${CAPITALISED}(?:\s+${CAPITALISED}){1,2}`;
const WHOLE_NAME = new RegExp(`^(?:${FULL_NAME})$`, 'u');

/** The text is a full name and nothing else (FULL_NAME). */
export const isFullName = (text: string) => WHOLE_NAME.test(text.trim());
/**
 * A name given without « je m'appelle », at the start of a sentence, that shows itself by what follows:
 * its company in brackets, in capitals (« Sophie Durand (Immo Durand) »), after « de » or "from" and a capital
 * (« Karim Benali, de Benali Immobilier », « Julie Roux, de la Fnac »), or "here" (« Jack Turner here from … »). Two or three
 * words in capitals, so that « Tables tactiles, de préférence » is none.
 */
const INTRODUCED_NAME = new RegExp(
  String.raw`(?:^|[.!?,;]\s+)(${FULL_NAME})` +
    String.raw`(?:\s*\(\s*(\p{Lu}[^()]{1,59})\)|\s+(?:${ONE_WORD(leadWords.nameThen)})\b|\s*,\s*(?:${ONE_WORD(leadWords.companyAfterName)})\s+(?:(?:la|le|les)\s+|l['’])?(?=\p{Lu})|\s+(?:${ONE_WORD(leadWords.companyAfterNameBare)})\s+(?=\p{Lu}))`,
  'u',
);
/** The company after an introduced name, up to the end of its phrase. */
const COMPANY_AFTER = new RegExp(
  // « , de la boulangerie Marchand à Tassin »: the kind of shop in small letters, after its article, is part of it.
  String.raw`^\s*,?\s+(?:(?:${ONE_WORD(leadWords.nameThen)})\s+)?(?:${ONE_WORD(leadWords.companyAfterName)})\s+(?:(?:la|le|les)\s+|l['’])?((?:\p{Ll}+\s+){0,3}\p{Lu}[^,.;!?()]{1,60})`,
  'u',
);

/**
 * The civilities (content/leads*.ts), each with its period (required after one letter: « M. »); in
 * capitals as a sentence writes them (« Mme »), or as written.
 */
function civilities(capital: boolean): string {
  const written = (word: string) => (capital ? word[0]!.toUpperCase() + word.slice(1) : word);
  return leadWords.civilities.map((word) => `${written(word)}${word.length === 1 ? String.raw`\.` : String.raw`\.?`}`).join('|');
}

/** « Bonjour, Mme Leroy du cabinet dentaire des Lilas. »: a civility, a family name, then « du », « de la »… and the company. */
const CIVIL_NAME = new RegExp(
  String.raw`(?:^|[.!?,;]\s+)((?:${civilities(true)})\s+${CAPITALISED})\s+(?:du|des|de\s+la|de\s+l['’]|de\s+chez|de)\s*((?:\p{Ll}+\s+){0,3}\p{Lu}[^,.;!?()]{1,60})`,
  'u',
);

/**
 * « Bonjour, Léa Fontaine, responsable de rayon … », « Bonjour, Damien Ferrand de Ferrand Agencement, … »:
 * a full name right after the greeting that opens the message, then the word that introduces its company,
 * or a comma and a job (tellsAJob); « Bonjour, Marie Laurent, une démo svp » may greet someone.
 */
const GREETED_NAME = new RegExp(
  String.raw`^\s*(?:[Gg]ood\s+)?(?:${leadWords.greetings.map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`).join('|')})\s*[,!.]?\s+(${FULL_NAME})(?=\s*,\s*([^,.;!?]+)|\s+(?:${ONE_WORD([...leadWords.companyAfterName, ...leadWords.nameThen])})\s)`,
  'u',
);

/** A name introduced so (INTRODUCED_NAME, CIVIL_NAME, GREETED_NAME), with its company when it follows. */
export function introducedName(message: string): { name?: string; company?: string } {
  const civil = CIVIL_NAME.exec(message);
  const civilCompany = civil ? runFrom(wordsOf(civil[2]!), 0, MAX_COMPANY_WORDS, false, COMPANY_STOPS)?.text : undefined;
  if (civil && civilCompany) return { name: civil[1]!, company: civilCompany };
  const greeted = GREETED_NAME.exec(message);
  if (greeted && !isSolutionName(greeted[1]!) && (greeted[2] === undefined || tellsAJob(greeted[2]))) {
    const company = companyAfter(message.slice(greeted.index + greeted[0].length));
    return { name: greeted[1]!, ...(company ? { company } : {}) };
  }
  const match = INTRODUCED_NAME.exec(message);
  if (!match) return {};
  const nameEnd = match.index + match[0].indexOf(match[1]!) + match[1]!.length;
  const company = match[2]?.trim() ?? companyAfter(message.slice(nameEnd));
  return { name: match[1]!, ...(company ? { company } : {}) };
}

/** The company right after a name (« , de Benali Immobilier », " from Weber GmbH here"), if any, up to a word that ends it. */
function companyAfter(text: string): string | undefined {
  const found = COMPANY_AFTER.exec(text)?.[1];
  const run = found ? runFrom(wordsOf(found), 0, MAX_COMPANY_WORDS, false, COMPANY_STOPS)?.text : undefined;
  // « , de L'Atelier d'Émilie »: an article in capitals after « de » is the name's own.
  const article = found && run ? /^L['’](?=\p{Lu})/u.exec(found)?.[0] : undefined;
  return article && !run!.startsWith(article) ? article + run : run;
}

/**
 * « Name's Marco Rossi, Rossi Design Studio, 06 … »: words in capitals between a name and a contact
 * detail, as a signature on one line puts them, are the company.
 */
function companyBeforeDetail(message: string, name: string, details: (string | undefined)[]): string | undefined {
  const after = message.slice(message.indexOf(name) + name.length);
  const found = /^\s*(?:,|\s[-–—])\s*([^,;.!?()]{2,60}?)\s*(?:,|\s[-–—])\s*(\S+)/u.exec(after);
  if (!found || !details.some((detail) => detail?.startsWith(found[2]!))) return undefined;
  const taken = found[1]!.split(/\s+/);
  const capital = (word: string) => /^[\p{Lu}\d&]/u.test(word);
  // « Tables Tactiles » is the subject, in capitals.
  return taken.length >= 2 && taken.length <= MAX_COMPANY_WORDS && taken.every(capital) && !isSolutionName(found[1]!) ? found[1] : undefined;
}

/** Longest phrase, in words, read as a name (« Henri de la Fontaine »). */
const MAX_PHRASE_WORDS = 6;

/** The phrase ending just before `at` (a comma between allowed): its words, and where it starts. */
function phraseBefore(words: (Word | null)[], at: number): { taken: Word[]; start: number } {
  let i = at - 1;
  if (words[i] === null) i--;
  const taken: Word[] = [];
  for (; i >= 0 && words[i] && taken.length < MAX_PHRASE_WORDS; i--) taken.unshift(words[i]!);
  return { taken: i < 0 || words[i] === null ? taken : [], start: i + 1 };
}

/**
 * The full name just before `at`, the phrase starting there; past a company's name with its legal
 * form (« Anna Lee, Lee Ltd, anna@… »), which is then the company.
 */
function capitalsBefore(words: (Word | null)[], at: number): { name?: string; company?: string } {
  const { taken, start } = phraseBefore(words, at);
  if (!taken.length) return {};
  if (!isCompany(taken)) {
    // « Ben Foster, Foster Logistics, +44 … »: a full name, then words in capitals: a signature's name and company.
    const first = fullNameOf(phraseBefore(words, start).taken);
    if (first && taken.length <= MAX_COMPANY_WORDS && /^\p{Lu}/u.test(taken[0]!.text)) return { name: first, company: runText(taken) };
    const name = fullNameOf(taken);
    return name ? { name } : {};
  }
  const name = fullNameOf(phraseBefore(words, start).taken);
  return { company: runText(taken), ...(name ? { name } : {}) };
}

/** Words of the solutions' names (« Tables tactiles », "Digital signage"): a phrase of them names no one. */
const SOLUTION_WORDS = new Set([...leadTexts.needs, ...leadTextsEn.needs].flatMap((need) => tokenize(need.label)));

/** The runs of words between punctuation, in order. */
function phrasesOf(words: (Word | null)[]): Word[][] {
  const phrases: Word[][] = [[]];
  for (const word of words) {
    if (word) phrases.at(-1)!.push(word);
    else if (phrases.at(-1)!.length) phrases.push([]);
  }
  return phrases.filter((phrase) => phrase.length > 0);
}

/** The first phrase that is a full name and nothing else (no greeting, not the company), if any. */
function nameAlone(words: (Word | null)[], company: string | undefined): string | undefined {
  for (const taken of phrasesOf(words)) {
    const greets = taken.some((word) => word.folded.some((token) => GREETINGS.has(token)));
    const name = greets ? undefined : fullNameOf(taken);
    if (name && name !== company) return name;
  }
  return undefined;
}

/** Two or three words of letters, each of them in the e-mail address's local part: the name it spells. */
function spelledBy(taken: Word[], email: string): string | undefined {
  const local = tokenize(email.slice(0, email.indexOf('@'))).join('');
  const spells = taken.every((word) => /^\p{L}[\p{L}'’-]*$/u.test(word.text) && word.folded.every((token) => token.length > 1 && local.includes(token)));
  return taken.length >= 2 && taken.length <= 3 && spells ? runText(taken) : undefined;
}

/** Words a job title may take before its company (« directeur commercial de … »). */
const TITLE_WORDS = 2;

/**
 * The company of a job title: « directeur de Perrin & Fils Automobiles à Villeurbanne », « gérante de
 * la boutique Les Jardins de Pauline », "sales manager at Grant & Hale": after the title word, a few
 * words, a link (« de », « chez », "at"), a kind of place in small letters, then words in capitals.
 */
function companyOfTitle(words: (Word | null)[]): string | undefined {
  const single = (word: Word | null | undefined) => (word?.folded.length === 1 ? word.folded[0]! : undefined);
  for (let i = 0; i < words.length; i++) {
    if (!JOB_TITLES.has(single(words[i]) ?? '')) continue;
    let at = i + 1;
    for (let k = 0; k < TITLE_WORDS && words[at] && !TITLE_LINKS.has(single(words[at]) ?? ''); k++) at++;
    if (!TITLE_LINKS.has(single(words[at]) ?? '')) continue;
    at++;
    // « de la boutique … », « de l'agence … »: the kind of place, in small letters, before the name; not
    // the article elided before it (« de l'Hôtel Bellevue »), nor a kind of organisation, part of the name
    // (« du groupe scolaire Jules Ferry »).
    const start = at;
    while (words[at] && /^\p{Ll}/u.test(words[at]!.text) && !ELIDED_CAPITAL.test(words[at]!.text) && at - i <= TITLE_WORDS + 4) at++;
    const found = words.slice(start, at).findIndex((word) => ORGANISATIONS.has(word!.folded.at(-1)!));
    const organisation = start + found;
    const run = runFrom(words, at, MAX_COMPANY_WORDS, true, COMPANY_STOPS);
    // « de la boutique Les Jardins de Pauline »: a name that starts with its article stands alone; so does
    // one after a place (« responsable de magasin à la Fnac »). « du conseil départemental de l'Ain »: its article kept.
    const placed = words.slice(organisation, at).some((word) => PLACE_LINKS.has(word!.folded[0]!));
    if (run && found >= 0 && !placed && !/^(?:les|la|le)\s/i.test(run.text)) return runText(words.slice(organisation, run.end)).replace(ELIDED_ARTICLE, '');
    if (run) return run.text;
    // "lecturer at the university of leeds": a kind of organisation and what it is of, in small letters too.
    const of = found >= 0 ? single(words[organisation + 1]) : undefined;
    const named = of && OF_WORDS.has(of) ? runFrom(words, organisation, MAX_COMPANY_WORDS, false, COMPANY_STOPS) : null;
    if (named && named.end > organisation + 2) return named.text.replace(ELIDED_ARTICLE, '');
  }
  return undefined;
}

/** « Les Jardins de Marie (notre jardinerie à Ecully) »: words in capitals that « notre », "our" in brackets tells the kind of. */
const DESCRIBED = new RegExp(
  String.raw`(\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:[\p{Lu}\d&][\p{L}\d'’&-]*|de|du|des|la|le|of|the|and|et)){0,${MAX_COMPANY_WORDS - 1}})\s*\(\s*(?:notre|nos|our)\s`,
  'u',
);
/** « Bonjour, le Crédit Mutuel de Rennes souhaiterait être rappelé »: words in capitals after an article, the subject of a company's verb. */
const COMPANY_SUBJECT = new RegExp(
  String.raw`(?:^|[.!?,;:]\s+)(?:[Ll]e|[Ll]a|[Ll]es|[Tt]he|[Ll]['’])\s*(\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:[\p{Lu}\d&][\p{L}\d'’&-]*|de|du|des|of|d['’]\p{Lu}[\p{L}'’-]*)){0,${MAX_COMPANY_WORDS - 1}})\s+(?:${leadWords.companyVerbs.join('|')})\b`,
  'u',
);

/** "We're a small bakery called Crumb & Co", « on est une asso qui s'appelle Les Amis du Rail »: the name a kind of organisation is called by. */
const CALLED_NAME = new RegExp(
  String.raw`(?<![\p{L}'’])(?:an?\s+(?:[\p{Ll}-]+\s+){0,3}(?:called|named)|une?\s+(?:[\p{Ll}-]+\s+){0,3}(?:qui\s+s['’]appelle|appel[ée]e?|nomm[ée]e?))\s+(\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:[\p{Lu}\d&][\p{L}\d'’&.-]*|de|du|des|la|le|of|the|and|et)){0,${MAX_COMPANY_WORDS - 1}})`,
  'u',
);
/** The little words a run of capitals may end on (« Crumb & Co and … »): no part of the name. */
const TRAILING_LINKS = /(?:\s+(?:de|du|des|la|le|of|the|and|et))+$/u;

/** A word in small letters and up to two more (« agence immobilière »), then a name of two words or more, the first two in capitals. */
const KIND_BEFORE_NAME = /^(\p{Ll}[\p{Ll}'’-]*)\s+(?:\p{Ll}[\p{Ll}'’-]*\s+){0,2}(\p{Lu}[\p{L}\d'’&-]*\s+(?:\p{Lu}|\d|&).*)$/u;
const KINDS_BEFORE_NAME = new Set(leadWords.kindsBeforeName);

/**
 * « agence immobilière Cimes Immobilier », « magasin Meubles Vial »: a generic kind in small letters
 * before a name of two words or more in capitals is no part of it (« pharmacie Martin », « lycée Jean Moulin » keep theirs).
 */
export function withoutKind(company: string): string {
  const kind = KIND_BEFORE_NAME.exec(company);
  return kind && KINDS_BEFORE_NAME.has(tokenize(kind[1]!).join(' ')) ? kind[2]! : company;
}

/** A phrase of our solutions' words only (« Tables Tactiles »): the subject, no company. */
const isSolutionName = (text: string) => tokenize(text).every((token) => SOLUTION_WORDS.has(token));

/**
 * A phrase that is a company by its legal form, written as one (a capital), first or last:
 * « SAS Girard & Fils », « la SELARL Rivière Avocats », "(Malone & Co)"; or by the kind of
 * organisation it starts with: « Mairie de Brignais ».
 */
function companyAlone(words: (Word | null)[]): string | undefined {
  for (const phrase of phrasesOf(words)) {
    const taken = phrase.length > 2 && ARTICLE.test(`${phrase[0]!.text} `) ? phrase.slice(1) : phrase;
    if (taken.length < 2 || taken.length > MAX_COMPANY_WORDS) continue;
    const capital = (word: Word) => /^\p{Lu}/u.test(word.text);
    const formed = (word: Word) => capital(word) && LEGAL_FORMS.has(word.folded.join(' '));
    const first = formed(taken[0]!) && taken[0]!.text === taken[0]!.text.toUpperCase() && capital(taken[1]!);
    // « Mairie de Brignais », « Lycée Jean Moulin »: a kind of organisation, then its name in capitals.
    const organised = capital(taken[0]!) && ORGANISATIONS.has(taken[0]!.folded.join(' ')) && taken.slice(1).some(capital);
    if (first || organised || (formed(taken.at(-1)!) && capital(taken[0]!))) return runText(taken);
  }
  return organisationAfterLink(words) ?? organisationNamedAfter(words);
}

/**
 * « Notre cabinet, Dufour Avocats, a une salle… », « On est une PME, menuiserie roux, à Lyon »: « notre »
 * or « une » and a kind of organisation, then its name between commas (in capitals after « notre »).
 */
function organisationNamedAfter(words: (Word | null)[]): string | undefined {
  for (let i = 0; i + 3 < words.length; i++) {
    const ours = leadWords.ourWords.includes(words[i]?.folded[0] ?? '');
    const one = leadWords.oneWords.includes(words[i]?.folded[0] ?? '');
    if (!(ours || one) || !ORGANISATIONS.has(words[i + 1]?.folded.at(-1) ?? '')) continue;
    // « une agence immo, Immo Plus, … »: a word or two may say what kind.
    let comma = i + 2;
    while (comma < i + 4 && words[comma] && /^\p{Ll}/u.test(words[comma]!.text)) comma++;
    if (words[comma] !== null) continue;
    const run = runFrom(words, comma + 1, MAX_COMPANY_WORDS, ours, COMPANY_STOPS);
    if (run && words[run.end] === null && run.end - (comma + 1) >= 2) return run.text;
  }
  return undefined;
}

/** The article elided at a company's start, no part of its name: « l'Hôtel Bellevue » (« de l'Ain » within it is). */
const ELIDED_ARTICLE = /^l['’]/;
/** An article elided before a capital: « l'Hôtel ». */
const ELIDED_CAPITAL = /^[lL]['’]\p{Lu}/u;
/** Small words a phrase may start with before the organisation it names: « pour la », « à l' ». */
const ORGANISATION_LEAD_WORDS = 4;

/**
 * « pour la Mairie de Brignais, … », « je travaille à l'Hôtel Bellevue »: a kind of organisation in
 * capitals after a few small words at a phrase's start, then its name in capitals.
 */
function organisationAfterLink(words: (Word | null)[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word || !ORGANISATIONS.has(word.folded.at(-1)!)) continue;
    // In capitals (« la Mairie de Brignais »), or in small letters before a name in capitals (« l'hôtel-restaurant Le
    // Relais », « au musée des Confluences »).
    // « office de tourisme de Vallon-Pont-d'Arc »: up to three small words, the last a particle.
    let next = i + 1;
    while (next < i + 4 && words[next] && /^\p{Ll}/u.test(words[next]!.text)) next++;
    if (!PARTICLES.has(words[next - 1]?.folded.join(' ') ?? '')) next = i + 1;
    if (!/^\p{Lu}/u.test(word.text) && !ELIDED_CAPITAL.test(word.text) && !/^\p{Lu}/u.test(words[next]?.text ?? '')) continue;
    let start = i;
    // Small words, the phrase's first with its capital (« Je suis à la CCI de Lyon »).
    const small = (k: number) => words[k] && (/^\p{Ll}/u.test(words[k]!.text) || ((k === 0 || words[k - 1] === null) && STOP_WORDS.has(words[k]!.folded[0]!)));
    while (start > 0 && small(start - 1)) start--;
    // « Riverside Hotel London »: an organisation word inside a name in capitals starts nothing.
    if (i - start > ORGANISATION_LEAD_WORDS || (start > 0 && words[start - 1] !== null)) continue;
    const run = runFrom(words, i, MAX_COMPANY_WORDS, false, COMPANY_STOPS);
    if (run && run.end - i > 1 && words.slice(i + 1, run.end).some((next) => /^\p{Lu}/u.test(next!.text))) return run.text.replace(ELIDED_ARTICLE, '');
  }
  return undefined;
}

/** The one-word company prefixes (« société », "company"): a phrase they start is no one's name. */
const COMPANY_LABELS = new Set(COMPANY_PREFIXES.filter((phrase) => !phrase.includes(' ')));

/** Words that end with a legal form: « Acme SAS », "Lee Ltd". */
const isCompany = (taken: Word[]) => taken.length > 1 && LEGAL_FORMS.has(taken.at(-1)!.folded.join(' '));

/** The phrase starting just after `at` (a comma between allowed) when it is a full name and ends a phrase, or undefined. */
function capitalsAfter(words: (Word | null)[], at: number): string | undefined {
  let i = at;
  while (words[i] === null) i++;
  const taken: Word[] = [];
  for (; i < words.length && words[i] && taken.length < MAX_PHRASE_WORDS; i++) taken.push(words[i]!);
  return (i >= words.length || words[i] === null) && taken.length ? fullNameOf(taken) : undefined;
}

/** Words that are a full name, none of them a stop word in capitals (« Je », « Pour »), not a solution's name nor a company's. */
function fullNameOf(taken: Word[]): string | undefined {
  const text = runText(taken);
  const stop = taken.some((word) => /^\p{Lu}/u.test(word.text) && word.folded.length === 1 && STOP_WORDS.has(word.folded[0]!));
  // « Société Lumina », "Company Acme": a company named as one.
  const labelled = !!taken[0] && COMPANY_LABELS.has(taken[0].folded.join(' '));
  return !stop && !isSolutionName(text) && !labelled && !isCompany(taken) && isFullName(text) ? text : undefined;
}

/** The full name right after a sign-off that starts a phrase: « Cordialement, Marc Dupuis - Directeur - … », "Best regards, Julia Roberts, …". */
function signedName(words: (Word | null)[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && words[i - 1] !== null) continue;
    const end = SIGN_OFFS.map((phrase) => phraseAt(words, i, phrase)).find((at) => at >= 0 && words[at] === null);
    const name = end === undefined ? undefined : capitalsAfter(words, end);
    if (name) return name;
  }
  return undefined;
}

/**
 * A line of a signature that is a contact detail or an address (« Tél. 04 … », « 12 rue … », "www…"):
 * neither name nor company. A company may start with a figure fused to a word (« 4Sight Analytics », « 3D Concept »).
 */
const CONTACT_LINE = /@|^(?:t[ée]l|tel|mobile|mob|portable|phone|fax|e-?mail|mail|site|web|www|http)\b|^[+(]|^\d+(?!\p{L})/iu;
/** What parts a signature's line: « Sales Manager – Janssens Interiors », « Gérante | Fleurs & Co ». */
const LINE_PARTS = /\s[-–—|]\s|,\s/u;

/** Lines at a message's end that may be a signature without a sign-off: name, job, company, phone, e-mail. */
const SIGNATURE_LINES = 5;

/** Words of a job title, said in small letters among little words (« suis le gérant de la … »): no name. */
export function tellsAJob(text: string): boolean {
  return !/\p{Lu}/u.test(text.split(/\s+/).slice(0, 2).join(' ')) && tokenize(text).some((word) => JOB_TITLES.has(word));
}

/** A civility or a title before a name: « M. », « Mme », « Dr », "Mrs". */
const CIVILITY = new RegExp(`^(?:${civilities(false)})\\s+`, 'i');

/** « M. Bernard Petit », « Dr Camille Brun »: the name without its civility, when a first and a family name follow it; « Mme Leroy » keeps it. */
export function withoutCivility(name: string): string {
  const civil = CIVILITY.exec(name);
  const rest = civil ? name.slice(civil[0].length).trim() : '';
  return rest.includes(' ') ? rest : name;
}

/**
 * A signature block, on its own lines after a sign-off or « -- » (« Cordialement, / -- / Julien Faure /
 * Responsable des services généraux / Groupe Valrhône BTP / julien.faure@… »): the name is its first
 * line, the company the first part of another line that holds no job title and no contact detail.
 */
function signatureBlock(message: string): { name?: string; company?: string } {
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const signOff = (line: string) => /^[-–—_]{2,}$/u.test(line) || SIGN_OFFS.includes(tokenize(line).join(' '));
  let start = -1;
  lines.forEach((line, i) => {
    if (signOff(line)) start = i + 1;
  });
  // No sign-off: a line of the last few, after the first, that starts with a full name and nothing else
  // before its separator (« Julie Fontaine | Négociatrice | … », « Dr Camille Brun »).
  const named = (line: string) => isFullName(withoutCivility(line.split(LINE_PARTS)[0]!.trim()));
  if (start < 0) start = lines.findIndex((line, i) => i > 0 && i >= lines.length - SIGNATURE_LINES && named(line));
  const block = start < 0 ? [] : lines.slice(start).filter((line) => !CONTACT_LINE.test(line) && !signOff(line));
  const [first, ...rest] = block.map((line) => line.split(LINE_PARTS).map((part) => part.trim()));
  const name = first?.[0] && isFullName(withoutCivility(first[0])) ? withoutCivility(first[0]) : undefined;
  if (!name) return {};
  // A job title starts or ends with its title word (« Responsable des achats », "Facilities Manager");
  // a company may hold one inside (« Schmidt & Partner Engineering GmbH »), and never with its legal form.
  const titled = (part: string) => {
    const words = tokenize(part);
    return !words.some((word) => LEGAL_FORMS.has(word)) && [words[0], words.at(-1)].some((word) => word !== undefined && JOB_TITLES.has(word));
  };
  const company = [...first!.slice(1), ...rest.flat()].find((part) => part && !titled(part) && /^[\p{Lu}\d]/u.test(part));
  return company ? { name, company } : { name };
}

/**
 * A name signed beside a contact detail: the whole phrase just before it (« Emma Clarke, +44 … »),
 * or just after it (« marc@dubois.example - Marc Dubois - … »).
 */
function nameBeside(message: string, part: string | undefined): { name?: string; company?: string } {
  if (!part) return {};
  const at = message.indexOf(part);
  const before = wordsOf(message.slice(0, at));
  const signed = capitalsBefore(before, before.length);
  // « helene roussel, helene.roussel@example.org »: in small letters, a name the address spells out.
  const spelled = signed.name || !part.includes('@') ? undefined : spelledBy(phraseBefore(before, before.length).taken, part);
  if (spelled) return { ...signed, name: spelled };
  const after = signed.name ? undefined : capitalsAfter(wordsOf(message.slice(at + part.length)), 0);
  return after ? { ...signed, name: after } : signed;
}

/** A time of day written in one word: "10am", "9.30pm", « 14h30 ». */
const CLOCK_TIME = /^\d{1,2}(?:[:.h]\d{2})?(?:am|pm|h)$/i;

/** « demain matin », « jeudi après 14 h », "tomorrow morning": the words of a moment, as written. */
function momentIn(words: (Word | null)[]): string | undefined {
  const core = (token: string) => MOMENT_WORDS.has(token) || /^\d{1,2}(?:h\d{0,2}|am|pm)?$/.test(token) || token === 'h';
  // « après-midi » is one word of two tokens, one of them a link; "10am" one of a number and "am" (no moment word alone: "I am").
  const isMoment = (word: Word | null) =>
    !!word && (CLOCK_TIME.test(word.text) || (word.folded.some(core) && word.folded.every((token) => core(token) || MOMENT_LINKS.has(token))));
  const isLink = (word: Word | null) => !!word && word.folded.length > 0 && word.folded.every((token) => MOMENT_LINKS.has(token));
  // A bare number is an hour after « entre », "between"…: « entre 9 et 11 », not « pour 4 agences ».
  const hour = (at: number) => /^\d{1,2}$/.test(words[at]!.text) && HOUR_LEADS.has(words[at - 1]?.folded.join(' ') ?? '');
  const first = words.findIndex((word, at) => isMoment(word) && (!/^\d+$/.test(word!.folded.join('')) || hour(at)));
  if (first < 0) return undefined;
  let start = first;
  while (start > 0 && isLink(words[start - 1]!)) start--;
  let end = first + 1;
  // « vendredi en fin de matinée »: links go on only up to a moment word.
  const linksThenMoment = (at: number) => {
    let i = at;
    while (i < words.length && isLink(words[i]!)) i++;
    return i > at && isMoment(words[i] ?? null) ? i + 1 : -1;
  };
  while (end < words.length) {
    if (isMoment(words[end]!)) end++;
    else if (linksThenMoment(end) > 0) end = linksThenMoment(end);
    else break;
  }
  return runText(words.slice(start, end));
}

/** Every fact the message gives. */
export function factsIn(message: string, options: { moment?: boolean; language?: Language } = {}): Facts {
  const contact = contactIn(message, options.language);
  const { email, phone } = contactTexts(message);
  let rest = message;
  for (const part of [email, phone]) if (part) rest = rest.replace(part, ' , ');
  const words = wordsOf(rest);
  const named = nameAndCompany(words);
  // What « je m'appelle », « société »… introduce comes first; an introduced name fills what they leave,
  // then a name signed beside the contact details (« … du bureau d'étude VR. Emma Clarke, +44 … »).
  const block = signatureBlock(message);
  const signature = named.name ? undefined : (block.name ?? signedName(words));
  const beside = signature ? { name: signature } : nameBeside(message, email);
  const signed = named.name ? {} : beside.name ? beside : { ...beside, ...nameBeside(message, phone) };
  const introduced = named.name ? {} : { ...signed, ...introducedName(rest) };
  // Last, a phrase that is a name and nothing else, in a message that signs with contact details
  // (« Bonjour, Marie Laurent, directrice de … », « … chez Groupe Alpha (Sophie Kern) … »).
  const alone = named.name || introduced.name || !(email || phone) ? undefined : nameAlone(words, named.company);
  if (alone) introduced.name = alone;
  // « je suis Karim Benali, de Benali Immobilier »: the company follows the name as it would an introduced one.
  const after = named.name && !named.company ? companyAfter(rest.slice(rest.indexOf(named.name) + named.name.length)) : undefined;
  const facts: Facts = { ...contact, ...introduced, ...named, ...(after ? { company: after } : {}) };
  if (!facts.company && block.company && block.company !== facts.name) facts.company = block.company;
  if (!facts.company && facts.name) facts.company = companyBeforeDetail(message, facts.name, [email, phone]);
  if (!facts.company) delete facts.company;
  const titled = facts.company ? undefined : companyOfTitle(words);
  if (titled && titled !== facts.name) facts.company = titled;
  const formed = facts.company ? undefined : companyAlone(words);
  if (formed && formed !== facts.name) facts.company = formed;
  const subject = facts.company ? undefined : COMPANY_SUBJECT.exec(message)?.[1];
  if (subject && subject !== facts.name && !isSolutionName(subject)) facts.company = subject;
  const called = facts.company ? undefined : CALLED_NAME.exec(message)?.[1]?.replace(TRAILING_LINKS, '');
  if (called && called !== facts.name && !isSolutionName(called)) facts.company = called;
  const described = facts.company ? undefined : DESCRIBED.exec(message)?.[1];
  if (described && described !== facts.name && !isSolutionName(described)) facts.company = described;
  // « je travaille pour un cabinet d'avocats, Martin & Associés »: a kind of organisation, then its name.
  if (facts.company && !/\p{Lu}/u.test(facts.company)) facts.company = organisationNamedAfter(words) ?? facts.company;
  if (facts.company) facts.company = withoutKind(facts.company);
  if (options.moment) {
    const moment = momentIn(words);
    if (moment) facts.callbackTime = moment;
  }
  return facts;
}

/** « en fait plutôt Globex », "actually, Globex": the correction's words after its marker; null when the message corrects nothing. */
export function correctionIn(message: string): string | null {
  const words = wordsOf(message);
  /** Where a lead-in at `at` ends when a marker follows it (« c'est plutôt … », "it's actually …"); else `at`. */
  const pastLead = (at: number, depth = 0): number => {
    for (const lead of CORRECTION_LEADS) {
      const end = phraseAt(words, at, lead);
      // "oh wait, sorry, …": a comma may stand between the lead-in and the marker.
      let next = end;
      while (next >= 0 && words[next] === null) next++;
      if (end < 0) continue;
      if (CORRECTIONS.some((marker) => phraseAt(words, next, marker) >= 0)) return end;
      // « ah et pour la société je me suis trompée »: lead-ins one after the other.
      if (depth < MAX_LEADS) {
        const past = pastLead(next, depth + 1);
        if (past !== next) return past;
      }
    }
    return at;
  };
  let i = pastLead(0);
  let marked = false;
  const dropsAt = (at: number) => CORRECTION_DROPS.some((drop) => phraseAt(words, at, drop) >= 0);
  for (let again = true; again; ) {
    again = false;
    while (words[i] === null) i++;
    // "Sorry, it's actually …": a lead-in may come between two markers too.
    if (marked) i = pastLead(i);
    while (words[i] === null) i++;
    // "rather than a demo" is no marker "rather": it says what is dropped.
    if (dropsAt(i)) break;
    for (const marker of CORRECTIONS) {
      const end = phraseAt(words, i, marker);
      if (end < 0) continue;
      i = end;
      marked = again = true;
      break;
    }
  }
  if (!marked) return null;
  while (words[i] === null) i++;
  // « plutôt qu'une démo, l'essai gratuit », "rather than a demo, could I get the trial": the value follows the dropped one.
  if (dropsAt(i)) {
    const comma = words.indexOf(null, i);
    if (comma > 0) i = comma;
    while (words[i] === null) i++;
  }
  return phraseText(words.slice(i, valueEnd(words, i)));
}

/** The words as runText joins them, a break between two of them kept as a comma (« Lumen Productions, Lumen Prod c'est… »). */
function phraseText(words: readonly (Word | null)[]): string {
  return words
    .map((word, i) => (word ? word.text : words[i - 1] && words[i + 1] ? ',' : ''))
    .filter(Boolean)
    .join(' ')
    .replace(/ ,/g, ',');
}

/**
 * Where a correction's value ends: before « et non … », "instead of …", or « pas … », "not …" after a
 * comma (« Acme SA, pas Acme »): the old value said again is no part of the new one.
 */
function valueEnd(words: (Word | null)[], start: number): number {
  const endsAt = (i: number, single: boolean) => CORRECTION_ENDS.some((phrase) => (single || phrase.includes(' ')) && phraseAt(words, i, phrase) >= 0);
  for (let i = start + 1; i < words.length; i++) {
    if (endsAt(i, words[i - 1] === null)) return i;
    // « Lefèvre sans b », "Katherine with a K": how it is spelled, a comma or not.
    if (spellsAt(words, i)) return i;
    // « vendredi matin, jeudi je suis en déplacement »: a clause of its own after a comma, its subject a word or two in.
    if (words[i - 1] === null && words.slice(i + 1, i + 1 + CLAUSE_LEAD).some((word, k) => word && endsAt(i + 1 + k, true))) return i;
  }
  return words.length;
}

/** « sans b », « avec un s », "with a K": a spelling word, then a letter alone (after an article or not). */
function spellsAt(words: (Word | null)[], i: number): boolean {
  if (!words[i] || !SPELLING.has(words[i]!.folded.join(' '))) return false;
  const next = ARTICLES_OF_LETTERS.has(words[i + 1]?.folded.join(' ') ?? '') ? words[i + 2] : words[i + 1];
  return !!next && /^\p{L}$/u.test(next.text);
}
const SPELLING = new Set(leadWords.spelling);
const ARTICLES_OF_LETTERS = new Set(leadWords.letterArticles);

/** Lead-ins a correction may start with, one after the other (« ah et » « pour la société »). */
const MAX_LEADS = 2;

/** Words a clause after a comma may start with before its subject (« jeudi je … »). */
const CLAUSE_LEAD = 1;

/** The correction's words (correctionIn) without those that introduce the value: « non, c'est Dupond », "actually it's Globex" give « Dupond », "Globex". */
export function correctionValue(message: string): string | null {
  const said = correctionIn(message);
  if (said === null) return null;
  // "it's Katherine with a K: Katherine Walsh": a colon in the correction introduces its value (not an hour's, « 14:30 »).
  const colon = [...message.matchAll(/(?<!\d)\s*:\s+(?=\S)/g)].at(-1);
  if (colon) {
    const afterWords = wordsOf(message.slice(colon.index + colon[0].length));
    const after = phraseText(afterWords.slice(0, valueEnd(afterWords, 0)));
    // The value starts before the colon (it may end before it too: « Katherine with a K: Katherine Walsh »).
    const start = message.indexOf(said.split(' ')[0]!);
    if (after && said !== after && start >= 0 && start < colon.index) return after;
  }
  const words = wordsOf(said);
  for (const lead of CORRECTION_LEADS) {
    const end = phraseAt(words, 0, lead);
    if (end >= 0 && end < words.length) return phraseText(words.slice(end));
  }
  return said;
}
