import { type AssistantVocabulary, type ContactIntent, WORD_LISTS as CONTENT_WORD_LISTS } from '../../content/assistant.ts';
import { stem, STOPWORDS, tokenize } from './normalize.ts';
import { covered, PhraseIndex, wordsOf, type Span, type Words } from './phrases.ts';
import { contactIn } from '../leads/contact-details.ts';
import { fill } from '../../content/template.ts';

/** What the assistant reads in one message, before it looks anything up. */
export interface Analysis {
  words: Words;
  /** Stems that may carry the subject: stopwords and fillers left out. */
  terms: string[];
  /** Contact intents found, in the priority order of content/assistant.ts. */
  intents: ContactIntent[];
  /** Those of `intents` raised only by words that mention them (IntentWords.mentions). */
  mentioned: ContactIntent[];
  /** Solution pages (slugs) of the subjects named. */
  topics: string[];
  /** Company pages (paths) whose subject the message names: « mes données », « vos CGV ». */
  pages: string[];
  /** Screen sizes named, in inches. */
  sizes: number[];
  /** "Combien de temps ?", "quel délai ?". */
  duration: boolean;
  /** "Combien…", "le plus grand": the answer should hold a figure. */
  figures: boolean;
  /** What a question asks a figure or a fact of (« combien de salariés » : "salari"), as stems of the search's words; none for a duration. */
  focus: string[];
  /** "C'est quoi…", "vous faites…": a question on a whole subject. */
  overview: boolean;
  /** "Qui êtes-vous ?". */
  about: boolean;
  /** Terms outside the names of the subjects: what is asked about them. */
  rest: string[];
  /** Those of `rest` outside the circumstances told apart (« Nous avons un showroom à Lyon. Quel est le prix… ? »). */
  askedRest: string[];
  /**
   * Terms only said in a trouble supposed (« … si l'écran lâche au bout d'un an ? ») or of another
   * supplier's story: what is asked is in the rest of the message.
   */
  supposedTerms: string[];
  /** Terms of the names of the subjects ("tabl", "tactil"). */
  topicTerms: string[];
  /** Greeting, thanks, goodbye, yes or no, when the message is nothing more (besides courtesy words). */
  social: SocialKind[] | null;
  /** The message starts with a greeting (and may go on). */
  greets: boolean;
  abusive: boolean;
  offTopic: boolean;
  /** A complaint or an after-sales problem: answered with an apology and a person, never a pitch. */
  complaint: boolean;
  /** Speaks of what we delivered (« la table que vous avez installée »), and of a trouble (« ne s'allume plus »): a complaint together, in one message or two. */
  delivered: boolean;
  /** Speaks to us: « vous », « vos », "your" (complaintAddressees). */
  addressed: boolean;
  trouble: boolean;
  giveUp: boolean;
  question: boolean;
  /** Holds a question word ("quel", "comment"…), not only a question mark. */
  asks: boolean;
  /** Leans on the previous message: "et en 75 pouces ?", or too short to stand alone. */
  followUp: boolean;
  /** Asks of every subject named before: « pour les deux ? », "for both?". */
  both: boolean;
  /** The visitor wrote a phone number or an e-mail address. */
  contactDetails: boolean;
}

export type SocialKind = 'greeting' | 'thanks' | 'goodbye' | 'yes' | 'no';

const INTENT_ORDER: ContactIntent[] = ['price', 'trial', 'demo', 'audit', 'callback', 'location', 'phone', 'email', 'solutions'];
const SIZE_WORDS = new Set(['pouce', 'pouc', 'po', 'inch', 'inche', '"']);

/** Lists of content's WORD_LISTS read apart from the others: social words, fillers, naming words. */
const READ_APART = ['greetings', 'thanks', 'goodbyes', 'yes', 'no', 'courtesy', 'fillers', 'naming'] as const;
type WordList = Exclude<(typeof CONTENT_WORD_LISTS)[number], (typeof READ_APART)[number]> | 'factQuestions';
/** The vocabulary's lists that a message holds or not: content's, and the fact questions (read in French only). */
const WORD_LISTS: readonly WordList[] = [
  ...CONTENT_WORD_LISTS.filter((name): name is Exclude<typeof name, (typeof READ_APART)[number]> => !(READ_APART as readonly string[]).includes(name)),
  'factQuestions',
];
/** Where a message starts after its leading greetings, thanks and acknowledgements (« ok merci, et pour… »). */
function acknowledged(spans: Span<SocialKind | 'courtesy'>[]): number {
  let start = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) if (span.start === start && span.value !== 'courtesy') start = span.end;
  return start;
}

/** Insults and complaints are read as written: a typo of one letter must not turn "pitch" into an insult. */
const EXACT_LISTS = new Set<WordList>([
  'insults',
  'complaints',
  'complaintOwnership',
  'complaintTrouble',
  'complaintFailures',
  'complaintHypotheses',
  'complaintOthers',
  'complaintElsewhere',
  'complaintAddressees',
  'ourProducts',
  'adviceAsks',
  'intentContext',
  'requests',
  'factQuestions',
]);

/** A sentence ends at « . », « ! », « ? » or a line break; a decimal point (« 2.5 ») ends none. */
const SENTENCE = /(?:[^.!?…\n]|(?<=\d)\.(?=\d))+[.!?…]*/g;
/** A clause ends at a comma, a colon, a semicolon, a dash or a bracket; a decimal comma (« 2,5 ») ends none. */
const CLAUSE = /(?:[^,;:—–()]|(?<=\d),(?=\d))+/g;

/** A clause of a message, as a range of its tokens, and whether its sentence ends with a question mark. */
interface Clause {
  start: number;
  end: number;
  sentence: number;
  asks: boolean;
}

/**
 * Where what a marker of a supposed trouble (« si », « imaginons que ») at `start`, in clause `at`,
 * supposes ends: its clause's end; the question's end when it opens the question (« Si la pose prend du
 * retard, on peut réclamer des dommages et intérêts ? »).
 */
function supposedEnd(clauses: Clause[], at: number, start: number): number {
  const clause = clauses[at]!;
  const opens = clause.asks && start === clause.start && clauses[at - 1]?.sentence !== clause.sentence;
  return opens ? clauses.filter((other) => other.sentence === clause.sentence).at(-1)!.end : clause.end;
}

/** The clauses of a text, over the tokens of tokenize(text); null when they do not add up to them. */
function clausesOf(text: string, tokens: number): Clause[] | null {
  const clauses: Clause[] = [];
  let at = 0;
  [...text.matchAll(SENTENCE)].forEach(([sentence], i) => {
    const asks = sentence.trimEnd().endsWith('?');
    for (const [clause] of sentence.matchAll(CLAUSE)) {
      const length = tokenize(clause).length;
      if (length) clauses.push({ start: at, end: at + length, sentence: i, asks });
      at += length;
    }
  });
  return at === tokens ? clauses : null;
}

/**
 * `marked` with every word of the sentences that hold one of `spans` marked too (and, when `within`
 * is given, one of its spans as well, found only if needed); `marked` as it is when none does.
 */
function withSentences(
  text: string,
  words: Words,
  marked: boolean[] | undefined,
  spans: Span<unknown>[],
  within?: () => Span<unknown>[],
): boolean[] | undefined {
  const clauses = spans.length ? clausesOf(text, words.tokens.length) : null;
  if (!clauses) return marked;
  const sentenceOf = (i: number) => clauses.find((clause) => i < clause.end)!.sentence;
  const holding = (found: Span<unknown>[]) => new Set(found.map((span) => sentenceOf(span.start)));
  const sentences = holding(spans);
  const also = within ? holding(within()) : sentences;
  return words.tokens.map((_, i) => marked?.[i] === true || (sentences.has(sentenceOf(i)) && also.has(sentenceOf(i))));
}

/** Words marked by either. */
function or(first: boolean[] | undefined, second: boolean[] | undefined): boolean[] | undefined {
  if (!first || !second) return first ?? second;
  return first.map((marked, i) => marked || second[i] === true);
}

/** The stems of the words `apart` marks that no other word of the message has. */
function termsApart(words: Words, apart: boolean[] | undefined): string[] {
  if (!apart?.some(Boolean)) return [];
  const kept = new Set(words.tokens.filter((_, i) => !apart[i]).map(stem));
  return [...new Set(words.tokens.filter((_, i) => apart[i] && words.stems[i]).map(stem))].filter((term) => !kept.has(term));
}

/** Reads messages with the word lists of content/assistant.ts. */
export class IntentReader {
  private readonly intentWords: PhraseIndex<ContactIntent>;
  private readonly exceptions: PhraseIndex<ContactIntent>;
  private readonly mentions: PhraseIndex<ContactIntent>;
  private readonly topicWords: PhraseIndex<string>;
  private readonly pageWords: PhraseIndex<string>;
  private readonly social: PhraseIndex<SocialKind | 'courtesy'>;
  /** The word lists a message either holds or not, by their name in the vocabulary. */
  private readonly lists: Record<WordList, PhraseIndex<true>>;
  private readonly fillers: Set<string>;
  /** Naming words, as written (tokens, not stems): « m'appelle » is no « m'appeler ». */
  private readonly naming: string[][];
  private readonly knownSizes: Set<number>;
  /** Stems of factRelations and factModifiers. */
  private readonly relations: Set<string>;
  private readonly modifiers: Set<string>;
  private readonly isContentWord: (stem: string) => boolean;

  constructor(vocabulary: AssistantVocabulary, isContentWord: (stem: string) => boolean, options: { sizes?: number[]; product?: string } = {}) {
    const lexicon = new Set<string>();
    this.isContentWord = isContentWord;
    const named = (list: string[]) => list.map((phrase) => fill(phrase, { product: options.product ?? '' }));
    const isKnown = (word: string) => lexicon.has(word) || isContentWord(word);
    const index = <T>(entries: Iterable<readonly [T, string]>) => new PhraseIndex<T>(entries, isKnown);
    const each = <T>(value: T, list: string[]) => list.map((text) => [value, text] as const);
    const exact = <T>(entries: Iterable<readonly [T, string]>) => new PhraseIndex<T>(entries, () => true);

    this.intentWords = index(INTENT_ORDER.flatMap((intent) => each(intent, vocabulary.intents[intent].keywords)));
    this.exceptions = index(INTENT_ORDER.flatMap((intent) => each(intent, vocabulary.intents[intent].except ?? [])));
    this.mentions = index(INTENT_ORDER.flatMap((intent) => each(intent, vocabulary.intents[intent].mentions ?? [])));
    this.topicWords = index(vocabulary.topics.flatMap((topic) => each(topic.page, topic.keywords)));
    this.pageWords = index(vocabulary.pageSubjects.flatMap((subject) => each(subject.page, subject.phrases)));
    this.social = index<SocialKind | 'courtesy'>([
      ...each('greeting' as const, vocabulary.greetings),
      ...each('thanks' as const, vocabulary.thanks),
      ...each('goodbye' as const, vocabulary.goodbyes),
      ...each('yes' as const, vocabulary.yes),
      ...each('no' as const, vocabulary.no),
      ...each('courtesy' as const, named(vocabulary.courtesy)),
    ]);
    const list = (name: WordList) => {
      const phrases = each(true as const, name === 'about' ? named(vocabulary.about) : vocabulary[name]);
      return EXACT_LISTS.has(name) ? exact(phrases) : index(phrases);
    };
    this.lists = Object.fromEntries(WORD_LISTS.map((name) => [name, list(name)])) as Record<WordList, PhraseIndex<true>>;
    this.naming = vocabulary.naming.map(tokenize);
    this.fillers = new Set(named(vocabulary.fillers).flatMap((word) => tokenize(word).map(stem)));
    this.knownSizes = new Set(options.sizes ?? []);
    const stems = (list: string[]) => new Set(list.flatMap((word) => tokenize(word).map(stem)));
    this.relations = stems(vocabulary.factRelations);
    this.modifiers = stems(vocabulary.factModifiers);
    // Words of the lists are known words: they are never taken for a typo of another (a filler « immense » is no « immersion »).
    for (const phrases of [this.intentWords, this.mentions, this.topicWords, this.pageWords, this.social, this.lists.giveUp, this.lists.duration]) {
      for (const word of phrases.stems()) lexicon.add(word);
    }
    for (const word of this.fillers) lexicon.add(word);
    // So are the words of our field's synonyms: « jouer » is no « louer ».
    for (const word of stems(vocabulary.synonyms.flat())) lexicon.add(word);
  }

  /** Subjects named in any text (a message, or a reply of ours in the history). */
  topicsOf(words: Words): string[] {
    return this.topicWords.values(words);
  }

  intentsOf(words: Words): ContactIntent[] {
    const { asked, mentioned } = this.intentsIn(words);
    return INTENT_ORDER.filter((intent) => asked.has(intent) || mentioned.has(intent));
  }

  /**
   * The intents the words ask for, and those they only mention; the exceptions taken out of both.
   * A contact word among the circumstances (`aside`), or inside a phrase that mentions its intent
   * (« les rdv » of « on fait les rdv en visio », « mes coordonnées »), only mentions it.
   */
  private intentsIn(words: Words, aside?: boolean[]): { asked: Set<ContactIntent>; mentioned: Set<ContactIntent> } {
    const read = this.withoutNaming(words);
    const mentions = this.mentions.spans(read);
    const told = (span: Span<ContactIntent>) =>
      aside?.[span.start] === true ||
      mentions.some(
        (mention) =>
          mention.value === span.value && mention.start <= span.start && span.end <= mention.end && mention.end - mention.start > span.end - span.start,
      );
    const spans = this.intentWords.spans(read);
    const asked = new Set(spans.filter((span) => !told(span)).map((span) => span.value));
    const toldOf = spans.filter(told).map((span) => span.value);
    const mentioned = new Set([...mentions.map((span) => span.value), ...toldOf].filter((intent) => !asked.has(intent)));
    for (const intent of this.exceptions.values(words)) {
      asked.delete(intent);
      mentioned.delete(intent);
    }
    return { asked, mentioned };
  }

  /**
   * Reads a message. `search` is the same message as the search reads it (an English message with
   * its words in French, translate.ts): subjects, terms and sizes come from it; greetings, thanks,
   * intents and questions from the visitor's own words (the lists hold both languages). `searchOf`
   * gives the search words of a part of the message.
   */
  analyse(text: string, search = text, searchOf: (part: string) => string = (part) => part): Analysis {
    // An English message's own words are read as written: a typo of one letter would find French words in them.
    const written = wordsOf(text, search !== text);
    const said = this.unframed(written);
    const words = search === text ? said : this.unframed(wordsOf(search));
    const socialSpans = this.social.spans(said);
    const cover = covered(said, socialSpans);
    const onlySocial = said.tokens.length > 0 && cover.every(Boolean);
    const kinds = [...new Set(socialSpans.map((span) => span.value))].filter((kind): kind is SocialKind => kind !== 'courtesy');
    const terms = this.termsOf(words);
    const followUpSpans = this.lists.followUp.spans(said);
    const aside = this.aside(text, said);
    const own = this.intentsIn(said, aside);
    const searched = search === text ? own : this.searchedIntents(words, own, aside?.some(Boolean) === true);
    const ordered = ({ asked, mentioned }: typeof own) => INTENT_ORDER.filter((intent) => asked.has(intent) || mentioned.has(intent));
    const intents = [...new Set([...ordered(own), ...ordered(searched)])];
    const mentioned = intents.filter((intent) => !own.asked.has(intent) && !searched.asked.has(intent));
    const topicSpans = this.topicWords.spans(words);
    const topics = [...new Set(topicSpans.map((span) => span.value))];
    const pages = this.pageWords.values(words);
    const inTopic = covered(words, topicSpans);
    const subjectWords = (inside: boolean, apart?: boolean[]) =>
      words.tokens
        .filter((token, i) => inTopic[i] === inside && !apart?.[i] && words.stems[i] && !STOPWORDS.has(token) && /^[a-z]/.test(token))
        .map(stem)
        .filter((term) => !this.fillers.has(term));
    const rest = subjectWords(false);
    const sizes = this.sizesOf(words);
    const question = text.includes('?') || this.lists.questionWords.has(said);
    // A question may suppose what we delivered as much as its trouble: « comment empêcher qu'on projette sur notre écran par erreur ? ».
    // Nor is what another supplier delivered ours: « notre ancien fournisseur nous a livré des écrans qui tombent en panne ».
    const elsewhere = withSentences(text, written, undefined, this.lists.complaintElsewhere.spans(written));
    const supposed = question ? or(this.supposed(text, written), elsewhere) : elsewhere;
    // In a question, the displeasure of the visitor's own clients or staff is theirs: « nos clients sont mécontents… que proposez-vous ? »;
    // told, it is theirs unless aimed at us (« … mécontents de vos délais »).
    // "… they hear their own voice echoing in our meeting room. What can we do?": advice asked of us is no word to us.
    const advice = question ? this.lists.adviceAsks.spans(said) : [];
    const addressed = this.lists.complaintAddressees.spans(said).some((span) => !advice.some((asked) => span.start >= asked.start && span.start < asked.end));
    const felt = question || !addressed ? this.othersFelt(text, written, supposed) : undefined;
    // A question about one of our solutions (« … Could your AI assistant sort that out? ») makes the displeasure told
    // before it the visitor's need, where nothing we delivered and no word to us is told with it.
    // Read only where a displeasure is told: each question is searched again (an English one translated).
    const theirs = this.lists.complaints.has(said) && this.asksOfOurs(text, searchOf) ? this.toldNeed(text, written, felt) : felt;
    const suffered = (phrases: PhraseIndex<true>, apart = supposed) => phrases.spans(said).some((span) => !apart?.[span.start]);
    const delivered = suffered(this.lists.complaintOwnership);
    const failure = suffered(this.lists.complaintFailures);
    const trouble = failure || suffered(this.lists.complaintTrouble);
    const either = (phrases: PhraseIndex<true>) => phrases.has(said) || (words !== said && phrases.has(words));
    // Read as the lead desk reads them (contact-details.ts): « +44 20 7946 0958 » is a number as much as
    // « 06 12 34 56 78 »; in an English message (`search` its French), « 020 7946 0958 » is a British one.
    const contact = contactIn(text, search === text ? 'fr' : 'en');
    const duration = either(this.lists.duration);
    return {
      words,
      terms,
      intents,
      mentioned,
      topics,
      pages,
      sizes,
      focus: duration ? this.unknownCodes(terms) : [...new Set([...this.focusOf(words), ...this.unknownCodes(terms)])],
      duration,
      figures: either(this.lists.figures),
      overview: either(this.lists.overview),
      about: either(this.lists.about),
      rest,
      // The words of an English message are searched in French, apart from its clauses: all of them ask. A
      // message without a question mark that requests a contact tells no story: « je voudrais un devis pour… ».
      askedRest: search === text ? subjectWords(false, text.includes('?') ? aside : this.requested(text, said, aside)) : rest,
      topicTerms: subjectWords(true),
      supposedTerms: search === text ? termsApart(said, this.hypothesised(text, written, elsewhere)) : [],
      social: onlySocial && kinds.length > 0 ? kinds : null,
      greets: socialSpans.some((span) => span.start === 0 && span.value === 'greeting'),
      abusive: this.lists.insults.has(said),
      offTopic: this.lists.offTopic.has(said),
      // A failure told (« l'écran grésille. ») is a complaint; asked (« ça grésille ? »), a doubt.
      // A trouble told with a question asking what to do, where nothing speaks to us nor of what we delivered, is the visitor's need.
      complaint:
        !(advice.length > 0 && !addressed && !delivered) && (suffered(this.lists.complaints, theirs) || (delivered && trouble) || (failure && !question)),
      delivered,
      addressed,
      trouble,
      giveUp: this.lists.giveUp.has(said),
      question,
      asks: this.lists.questionWords.has(said),
      // « ok et pour la VR ? »: a follow-up may come after an acknowledgement or a thank-you.
      followUp:
        followUpSpans.some((span) => span.start === 0 || span.start === acknowledged(socialSpans)) ||
        (terms.length <= 2 && topics.length === 0 && pages.length === 0 && intents.length === 0 && !onlySocial),
      both: this.lists.both.has(said),
      contactDetails: !!(contact.email || contact.phone),
    };
  }

  /**
   * The words of a message that tell its circumstances rather than what it asks: those after « après »,
   * « une fois », "after"… in their clause (up to a request: « avant de commander je voudrais un devis »),
   * and, when a sentence asks with a question word and a question mark, those of the sentences that
   * neither ask nor request (« J'ai laissé mon e-mail pour un rappel. Combien de temps le gardez-vous ? »).
   */
  private aside(text: string, words: Words): boolean[] | undefined {
    const clauses = clausesOf(text, words.tokens.length);
    if (!clauses) return undefined;
    const clauseOf = (i: number) => clauses.find((clause) => i < clause.end)!;
    const sentencesOf = (spans: Span<unknown>[]) => new Set(spans.map((span) => clauseOf(span.start).sentence));
    const requests = this.lists.requests.spans(words);
    const worded = sentencesOf([...this.lists.questionWords.spans(words), ...this.lists.figures.spans(words)]);
    const questioned = clauses.some((clause) => clause.asks && worded.has(clause.sentence));
    const asking = new Set([...clauses.filter((clause) => clause.asks).map((clause) => clause.sentence), ...sentencesOf(requests)]);
    const aside = words.tokens.map((_, i) => questioned && !asking.has(clauseOf(i).sentence));
    for (const marker of this.lists.intentContext.spans(words)) {
      const { end } = clauseOf(marker.start);
      const request = requests.find((span) => span.start >= marker.end && span.start < end);
      for (let i = marker.end; i < (request?.start ?? end); i++) aside[i] = true;
    }
    return aside;
  }

  /**
   * `aside`, with the sentences that request a contact in so many words (« je voudrais un devis pour un
   * mur LED dans notre concession. »): their words say what is requested, no story told around it.
   * Read only in a message without a question: one after them (« … Comment on s'y prend ? ») may make one.
   */
  private requested(text: string, words: Words, aside: boolean[] | undefined): boolean[] | undefined {
    return withSentences(text, words, aside, this.lists.requests.spans(words), () => this.intentWords.spans(this.withoutNaming(words)));
  }

  /** The words of a message a trouble is only supposed, reported or doubted in: the clauses of « si », « prétend que », « c'est pas… ? », "what if". */
  private supposed(text: string, words: Words): boolean[] | undefined {
    const clauses = clausesOf(text, words.tokens.length);
    if (!clauses) return undefined;
    const supposed = words.tokens.map(() => false);
    for (const marker of this.lists.complaintHypotheses.spans(words)) {
      const at = clauses.findIndex((clause) => marker.start < clause.end);
      for (let i = clauses[at]!.start; i < supposedEnd(clauses, at, marker.start); i++) supposed[i] = true;
    }
    return supposed;
  }

  /**
   * `marked`, with the words from a marker of a supposed trouble (« si », "if") to the end of its clause
   * when that clause ends its sentence: « Quelle garantie si l'écran lâche ? », not « Le jour de
   * l'installation, si on remarque un défaut, on le note où ? ». A question that opens on one supposes
   * all it says: « Si la pose prend du retard, on peut réclamer des dommages et intérêts ? ».
   */
  private hypothesised(text: string, words: Words, marked: boolean[] | undefined): boolean[] | undefined {
    const markers = this.lists.complaintHypotheses.spans(words);
    const clauses = markers.length ? clausesOf(text, words.tokens.length) : null;
    if (!clauses) return marked;
    const found = words.tokens.map((_, i) => marked?.[i] === true);
    for (const marker of markers) {
      const at = clauses.findIndex((clause) => marker.start < clause.end);
      const end = supposedEnd(clauses, at, marker.start);
      const last = clauses[at + 1]?.sentence !== clauses[at]!.sentence;
      if (last || end > clauses[at]!.end) for (let i = marker.start; i < end; i++) found[i] = true;
    }
    return found;
  }

  /**
   * `supposed`, with the sentences of a question that speak of the visitor's own clients or staff: the
   * displeasure told there is theirs. Told without a question (« nos clients sont mécontents de vos
   * délais »), it may be aimed at us: a complaint still.
   */
  private othersFelt(text: string, words: Words, supposed: boolean[] | undefined): boolean[] | undefined {
    return withSentences(text, words, supposed, this.lists.complaintOthers.spans(words));
  }

  /** A sentence of the message asks, with a question mark, about one of our solutions (« Could your AI assistant sort that out? »). */
  private asksOfOurs(text: string, searchOf: (part: string) => string): boolean {
    return [...text.matchAll(SENTENCE)].some(([sentence]) => {
      if (!sentence.trimEnd().endsWith('?')) return false;
      const words = wordsOf(searchOf(sentence));
      // "Can your screens be updated remotely?": our products asked of, in words to us.
      return this.topicWords.has(words) || (this.lists.complaintAddressees.has(wordsOf(sentence)) && this.lists.ourProducts.has(words));
    });
  }

  /**
   * `marked`, with the sentences of a message that ask nothing and hold neither a word to us nor what
   * we delivered (complaintAddressees, complaintOwnership): what they tell is the visitor's situation.
   */
  private toldNeed(text: string, words: Words, marked: boolean[] | undefined): boolean[] | undefined {
    const clauses = clausesOf(text, words.tokens.length);
    if (!clauses) return marked;
    const ours = [...this.lists.complaintAddressees.spans(words), ...this.lists.complaintOwnership.spans(words)];
    const sentenceOf = (i: number) => clauses.find((clause) => i < clause.end)!;
    const pointed = new Set(ours.map((span) => sentenceOf(span.start).sentence));
    return words.tokens.map((_, i) => marked?.[i] === true || (!sentenceOf(i).asks && !pointed.has(sentenceOf(i).sentence)));
  }

  /**
   * The intents of an English message's search words (its French), which have lost its clauses: an
   * intent its own words only tell of is only told of; so is one its search words alone raise when its
   * own words tell circumstances ("can the visitor reach someone?": « joindre » of "reach").
   */
  private searchedIntents(words: Words, own: ReturnType<IntentReader['intentsIn']>, told: boolean): ReturnType<IntentReader['intentsIn']> {
    const found = this.intentsIn(words);
    const alone = told ? [...found.asked].filter((intent) => !own.asked.has(intent)) : [];
    return this.withoutAsked(found, new Set([...own.mentioned, ...alone]));
  }

  /** `found` with the intents of `told` only mentioned. */
  private withoutAsked(found: ReturnType<IntentReader['intentsIn']>, told: Set<ContactIntent>): ReturnType<IntentReader['intentsIn']> {
    const asked = new Set([...found.asked].filter((intent) => !told.has(intent)));
    return { asked, mentioned: new Set([...found.mentioned, ...[...found.asked].filter((intent) => told.has(intent))]) };
  }

  /**
   * The word right after each « combien de », « quel est votre »…: what the question asks a figure or a
   * fact of, past the words that qualify it (« la plus grande table »). A relation (« la différence
   * entre… », « le rôle du… ») asks of what follows it: no one word.
   */
  private focusOf(words: Words): string[] {
    const focus = this.lists.factQuestions.spans(words).map((span) => {
      const at = words.tokens.findIndex((token, i) => i >= span.end && /^[a-z]/.test(token) && words.stems[i] && !this.modifiers.has(words.stems[i]!));
      const term = words.stems[at];
      return term === undefined || this.relations.has(term) || this.fillers.has(term) ? undefined : term;
    });
    return [...new Set(focus.filter((term): term is string => term !== undefined))];
  }

  /**
   * Names of a standard or a model that our pages never use (« 5G », "Wi-Fi 7", « HDMI 2.1 » are
   * letters with digits): what the question asks about, which an answer must name, as a fact asked for.
   */
  private unknownCodes(terms: string[]): string[] {
    return terms.filter((term) => /\d/.test(term) && /[a-z]/.test(term) && !this.isContentWord(term));
  }

  /** The stems that may carry the subject (as normalize.ts's contentTerms), framing, stopwords and fillers left out. */
  private termsOf(words: Words): string[] {
    return words.tokens.flatMap((token, i) => {
      const term = words.stems[i]!;
      return term && !STOPWORDS.has(token) && token !== '%' && token !== '€' && !this.fillers.has(term) ? [term] : [];
    });
  }

  /**
   * The words with the framing of the question blanked out (« soyons honnêtes », "ELI5", « mon patron
   * dit que »): how to answer or who asks, never what about; no subject, intent nor insult is read in it.
   */
  private unframed(words: Words): Words {
    const spans = this.lists.framings.spans(words);
    if (!spans.length) return words;
    const framed = covered(words, spans);
    return { ...words, stems: words.stems.map((stem, i) => (framed[i] ? '' : stem)) };
  }

  /** The words with those that give a name blanked out. */
  private withoutNaming(words: Words): Words {
    const { tokens } = words;
    let stems: string[] | undefined;
    tokens.forEach((_, i) => {
      const phrase = this.naming.find((naming) => naming.every((token, k) => tokens[i + k] === token));
      if (!phrase) return;
      stems ??= [...words.stems];
      for (let k = 0; k < phrase.length; k++) stems[i + k] = '';
    });
    return stems ? { ...words, stems } : words;
  }

  /** "75 pouces", "75''", or a size we sell written alone ("et en 75 ?"). */
  private sizesOf(words: Words): number[] {
    const sizes: number[] = [];
    words.tokens.forEach((token, i) => {
      if (!/^\d{2,3}$/.test(token)) return;
      const value = Number(token);
      const next = words.stems[i + 1];
      if ((next !== undefined && SIZE_WORDS.has(next)) || this.knownSizes.has(value)) sizes.push(value);
    });
    return sizes;
  }
}
