import type { KnowledgeDoc } from './knowledge-doc.ts';
import { TermIndex, type TermMatch } from './term-index.ts';
import { contentTerms, stem, STOPWORDS, tokenize, withinOneEdit } from './normalize.ts';

/** Query terms (stems) with their weight: 1 for the visitor's words, less for synonyms and context. */
export type WeightedTerms = Map<string, number>;

export interface PageHit {
  page: string;
  /** The best document of the page. */
  doc: KnowledgeDoc;
  score: number;
}

export interface SearchOutcome {
  /** Pages, best first. */
  pages: PageHit[];
  /** Share (0 to 1, by rarity) of the primary terms found in the best page. */
  coverage: number;
  /** The best passage of the best document, with the share (0 to 1, by rarity) of the primary terms it holds. */
  passage: Passage & { coverage: number };
  /** Document terms that matched in the best document, with the weight of the query term behind each. */
  matched: Map<string, number>;
}

export interface SearchOptions {
  /** The terms of the visitor's own message, by which the coverage is judged. */
  primary: string[];
  /** Pages to favour: those of the subjects the visitor named. */
  favour?: Set<string>;
  /** Pages to search alone. */
  only?: Set<string>;
  /** For a visitor's word, the synonyms whose presence counts as finding it. */
  alternatives?: Map<string, string[]>;
  /** The form the answer takes, when the question asks a duration, a size or a figure: a passage that has it answers better. */
  shape?: RegExp;
}

const FIELD_BOOST = { title: 2, keywords: 1.5, text: 1 };
/** Unknown words of a query searched with typo tolerance. */
const MAX_TYPOS = 6;
/** Shortest unknown word searched as a prefix (« tabl »), and as one edit or one swap away from ours. */
const TYPO_PREFIX_LENGTH = 4;
const TYPO_EDIT_LENGTH = 5;
/** Weight of a word found for a typo, against the word typed. */
const FUZZY_WEIGHT = 0.5;
/** Boost of the pages of the subjects named, and of our solution pages over articles. */
const FAVOURED_PAGE = 1.8;
const SOLUTION_PAGE = 1.15;
/** Weight in the coverage of a word that is nowhere in our content, against the rarest of ours. */
const UNKNOWN_WEIGHT = 0.6;
/** How much more of the question another section of the best page must hold to answer instead of the best scored. */
const SECTION_MARGIN = 0.2;
/**
 * Documents whose passages are read, the best scored: further down, no passage lifts a document to
 * the top (at 20, the tuned set scores as at 40, the held-out one better; at 15, 3 tuned questions lose).
 */
const PASSAGE_CANDIDATES = 20;
/**
 * Factor of a passage of two sentences in a row, against one: a list item or a paragraph often says
 * its subject in one sentence and answers in the next (« Un geste doit s'apprendre… Limitez-vous à
 * deux ou trois mouvements »); the second must add enough to be quoted with the first.
 */
const PAIR_SHARE = 0.85;
/** Share of a document's score that its best passage makes (the rest is the whole section's BM25 score). */
const PASSAGE_SHARE = 0.5;
/** Share of our documents a synonym or a hint word may be in and still be searched: above, it tells no page from another. */
const COMMON_SHARE = 0.45;
/** Factor of a passage that has the form of the answer asked (« combien de temps ? »: « 15 jours »). */
const SHAPE_BONUS = 1.3;
/** Searches whose results are kept for the next ones of a turn, that search the same words with other pages favoured. */
const UNBOOSTED_KEPT = 8;
/**
 * Longest pair of sentences in a row quoted as the search found them: a list item often names its
 * subject in one long sentence and answers in the next (« Sur nos serveurs : … notre serveur conserve
 * la conversation (…). Une conversation qui ne mène à aucune demande est supprimée 30 jours après… »).
 * Sentences put together from elsewhere in the section keep to `bestSentences`' shorter `maxLength`.
 */
const PASSAGE_PAIR_LENGTH = 400;
/** Weight of a word of the section's heading in a sentence, beside the words of the question. */
const HEADING_WEIGHT = 0.25;

/** The summed weight of `terms`. */
const sumOf = (terms: string[], weightOf: (term: string) => number) => terms.reduce((sum, term) => sum + weightOf(term), 0);

/** The `terms` found in `found`, a term of a synonym group counting when another of its group is. */
const foundAmong = (terms: string[], found: Set<string>, alternatives?: Map<string, string[]>) =>
  terms.filter((term) => found.has(term) || (alternatives?.get(term) ?? []).some((other) => found.has(other)));

/**
 * The concepts of a query, by term: a visitor's word and the synonyms that stand for it are one
 * concept, found once at its best weight; any other term is a concept of its own.
 */
function conceptsOf(terms: WeightedTerms, alternatives?: Map<string, string[]>): Concepts {
  const numbers = new Map<string, number>();
  const byTerm = new Map<string, number[]>();
  const add = (term: string, concept: string) => {
    const number = numbers.get(concept) ?? numbers.size;
    numbers.set(concept, number);
    const list = byTerm.get(term);
    if (!list) byTerm.set(term, [number]);
    else if (!list.includes(number)) list.push(number);
  };
  for (const [word, others] of alternatives ?? []) {
    add(word, word);
    for (const other of others) add(other, word);
  }
  for (const term of terms.keys()) if (!byTerm.has(term)) add(term, term);
  return { byTerm, count: numbers.size };
}

/** The best value of each concept a sentence holds: a few, kept in two short lists. */
class ConceptValues {
  readonly concepts: number[] = [];
  readonly values: number[] = [];

  get(concept: number): number {
    const at = this.concepts.indexOf(concept);
    return at < 0 ? 0 : this.values[at]!;
  }

  raise(concept: number, value: number) {
    const at = this.concepts.indexOf(concept);
    if (at < 0) {
      this.concepts.push(concept);
      this.values.push(value);
    } else if (this.values[at]! < value) this.values[at] = value;
  }
}

/** What one or two sentences add to their context's score: each concept's best value above the context's. */
function gainOf(context: Float64Array, one: ConceptValues | undefined, two?: ConceptValues): number {
  let gain = 0;
  for (const [at, concept] of (one?.concepts ?? []).entries()) {
    gain += Math.max(context[concept]!, one!.values[at]!, two?.get(concept) ?? 0) - context[concept]!;
  }
  for (const [at, concept] of (two?.concepts ?? []).entries()) {
    if (!one?.concepts.includes(concept)) gain += Math.max(context[concept]!, two!.values[at]!) - context[concept]!;
  }
  return gain;
}

/** The query term a document term matched, and its weight. */
interface Source {
  term: string;
  weight: number;
}

/** The query term behind a document term: itself, or the weightiest it may be a prefix or a typo of, at a discount. */
function sourceOf(docTerm: string, terms: WeightedTerms): Source {
  const weight = terms.get(docTerm);
  if (weight !== undefined) return { term: docTerm, weight };
  let source: Source | undefined;
  for (const [term, w] of terms) {
    if ((docTerm.startsWith(term) || withinOneEdit(docTerm, term)) && w * 0.6 > (source?.weight ?? -1)) source = { term, weight: w * 0.6 };
  }
  return source ?? { term: docTerm, weight: 0.4 };
}

/** The concepts of a query (conceptsOf): their number, and the numbers of the concepts of each term. */
interface Concepts {
  byTerm: Map<string, number[]>;
  count: number;
}

/** The best passage of a document: its score, its one or two sentences (none: found by its context alone), the query terms it and its context hold. */
export interface Passage {
  score: number;
  sentences: number[];
  found: Set<string>;
}

/** A document found, with its score once its passages are read. */
interface Ranked {
  result: TermMatch;
  score: number;
  passage?: Passage;
}

/**
 * The search over the documents (term-index.ts: BM25 as MiniSearch scores it), with French
 * normalisation and typo tolerance. The sections it finds best are then read passage by passage (a sentence, or two in a
 * row, with the section's heading and the page's name as context): a section ranks on its own
 * score and its best passage's, and a reply quotes that passage.
 */
export class Retriever {
  /** Number of documents holding each term. */
  private readonly frequency: ReadonlyMap<string, number>;
  /** Stems of each sentence of a document, by document id, computed when first quoted. */
  private readonly sentenceTerms = new Map<number, Set<string>[]>();
  /** The sentences holding each term of a document, by document id, computed when first read. */
  private readonly termSentences = new Map<number, Map<string, number[]>>();
  /** Stems of the heading and page name of a document, by document id. */
  private readonly headingTerms = new Map<number, Set<string>>();
  private readonly maxIdf: number;
  private readonly terms: TermIndex;
  /** The latest searches' results before any page's boost, by their query and weights (see search). */
  private readonly unboosted = new Map<string, TermMatch[]>();

  constructor(readonly docs: KnowledgeDoc[]) {
    const fields = (['title', 'keywords', 'text'] as const).map((field) => ({ text: (i: number) => docs[i]![field], boost: FIELD_BOOST[field] }));
    this.terms = new TermIndex(docs.length, {
      fields,
      tokenize,
      processTerm: (term) => (STOPWORDS.has(term) || term === '%' || term === '€' ? null : stem(term)),
      weights: { prefix: 0.6, fuzzy: FUZZY_WEIGHT },
    });
    this.frequency = this.terms.documentFrequency;
    this.maxIdf = this.idf('\u0000');
  }

  /** Whether a stem is a word of our content (then it is no typo). */
  has(term: string): boolean {
    return this.frequency.has(term);
  }

  /** The words of our content that `typo` is, with two neighbouring letters swapped back. */
  private swapsOf(typo: string): string[] {
    const found: string[] = [];
    if (typo.length < TYPO_EDIT_LENGTH) return found;
    for (let i = 0; i + 1 < typo.length; i++) {
      if (typo[i] === typo[i + 1]) continue;
      const swapped = typo.slice(0, i) + typo[i + 1] + typo[i] + typo.slice(i + 2);
      if (this.frequency.has(swapped)) found.push(swapped);
    }
    return found;
  }

  /** Rarity of a term: high for a word of one page, low for a word everywhere. */
  idf(term: string): number {
    const n = this.docs.length;
    const df = this.frequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Searches with weighted terms (see SearchOptions). */
  search(terms: WeightedTerms, { primary, favour = new Set(), only, alternatives, shape }: SearchOptions): SearchOutcome {
    const empty: SearchOutcome = { pages: [], coverage: 0, passage: { score: 0, sentences: [], found: new Set(), coverage: 0 }, matched: new Map() };
    if (terms.size === 0) return empty;
    terms = this.withoutCommonStandIns(terms, primary, alternatives);
    // Typo tolerance for the words we do not know, the weightiest first, a few at most.
    const typos = new Set(
      [...terms]
        .filter(([term]) => !this.frequency.has(term) && !/\d/.test(term))
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_TYPOS)
        .map(([term]) => term),
    );
    const unknown = (term: string) => typos.has(term);
    const asPrefix = (term: string) => unknown(term) && term.length >= TYPO_PREFIX_LENGTH;
    // Two neighbours swapped (« tactlie »), a typo the edit distance counts twice: looked up here.
    const swaps = new Map<string, number>();
    for (const typo of typos) for (const known of this.swapsOf(typo)) swaps.set(known, (terms.get(typo) ?? 1) * FUZZY_WEIGHT);
    // Worked out once a search, not at each of the documents found.
    const boosts = this.docs.map((doc) => {
      if (only && !only.has(doc.page)) return 0;
      return (favour.has(doc.page) ? FAVOURED_PAGE : 1) * (doc.kind === 'solution' ? SOLUTION_PAGE : 1);
    });
    const boostOf = (id: number) => boosts[id]!;
    // A word of no document, unless taken for a typo, can find nothing: not searched.
    const searched = [...terms.keys()].filter((term) => this.frequency.has(term) || asPrefix(term));
    const query = [...searched, ...[...swaps.keys()].filter((term) => !terms.has(term))];
    const boostTerm = (term: string) => terms.get(term) ?? swaps.get(term) ?? 1;
    // A page's boost multiplies each of its documents' scores: the same words are searched once, whatever the pages favoured.
    const key = `${query.join(' ')}|${query.map(boostTerm).join(' ')}`;
    let unboosted = this.unboosted.get(key);
    if (!unboosted) {
      unboosted = this.terms.search(
        query.map((term) => ({ term, boost: boostTerm(term), prefix: asPrefix(term), fuzzy: unknown(term) && term.length >= TYPO_EDIT_LENGTH })),
      );
      this.unboosted.set(key, unboosted);
      if (this.unboosted.size > UNBOOSTED_KEPT) this.unboosted.delete(this.unboosted.keys().next().value!);
    }
    const results = unboosted
      .filter((result) => boostOf(result.id) > 0)
      .map((result) => ({ ...result, score: result.score * boostOf(result.id) }))
      .sort((a, b) => b.score - a.score || this.docOrder(a.id, b.id));
    if (results.length === 0) return empty;
    const concepts = conceptsOf(terms, alternatives);
    const ranked = this.byPassages(results, terms, concepts, boostOf, shape);

    const pages: PageHit[] = [];
    const seen = new Set<string>();
    for (const { result, score } of ranked) {
      const doc = this.docs[result.id]!;
      if (seen.has(doc.page)) continue;
      seen.add(doc.page);
      pages.push({ page: doc.page, doc, score });
    }

    const pageTerms = new Set<string>();
    const ofBestPage = ranked.map(({ result }) => result).filter((result) => this.docs[result.id]!.page === pages[0]!.page);
    for (const result of ofBestPage) for (const term of result.queryTerms) pageTerms.add(term);
    const weightOf = (term: string) => this.rarity(term) * (terms.get(term) ?? 1);
    const weightFound = (found: Set<string>) => sumOf(foundAmong(primary, found, alternatives), weightOf);
    const total = sumOf(primary, weightOf);
    // The page's section that holds most of what is asked answers, the best scored among equals:
    // the page of a subject is found by its name, the question's other words pick the section.
    let best = ofBestPage[0]!;
    let bestFound = weightFound(new Set(best.queryTerms));
    for (const result of ofBestPage.slice(1)) {
      const found = weightFound(new Set(result.queryTerms));
      if (found > bestFound * (1 + SECTION_MARGIN)) [best, bestFound] = [result, found];
    }
    pages[0] = { ...pages[0]!, doc: this.docs[best.id]! };
    const passage = ranked.find(({ result }) => result === best)?.passage ?? this.bestPassage(best, terms, concepts, undefined, shape);
    const share = (found: Set<string>) => (total > 0 ? weightFound(found) / total : 0);
    return { pages, coverage: share(pageTerms), passage: { ...passage, coverage: share(passage.found) }, matched: this.matchedTerms(best, terms) };
  }

  /**
   * `terms` without the synonyms and hint words, not the visitor's own, that half our documents hold
   * (« écran » for "touch table"): they tell no page from another, and each costs the search a pass
   * over most of the index (an English doubt about touch tables: 5.6 ms, then 4.4 ms).
   */
  private withoutCommonStandIns(terms: WeightedTerms, primary: string[], alternatives?: Map<string, string[]>): WeightedTerms {
    const common = this.docs.length * COMMON_SHARE;
    const own = new Set(primary);
    const standIns = new Set([...(alternatives?.values() ?? [])].flat());
    const dropped = (term: string) => standIns.has(term) && !own.has(term) && (this.frequency.get(term) ?? 0) > common;
    return [...terms.keys()].some(dropped) ? new Map([...terms].filter(([term]) => !dropped(term))) : terms;
  }

  /**
   * Share (0 to 1, by rarity) of `terms` found in `texts`, a term of a synonym group counting when
   * another of its group is: how much of a question the sentences of an answer speak of.
   */
  coverageIn(texts: string[], terms: string[], alternatives?: Map<string, string[]>): number {
    const present = new Set(texts.flatMap((text) => contentTerms(text)));
    const weightOf = (term: string) => this.rarity(term);
    const unique = [...new Set(terms)];
    const total = sumOf(unique, weightOf);
    return total > 0 ? sumOf(foundAmong(unique, present, alternatives), weightOf) / total : 1;
  }

  /**
   * Equal scores ordered by the documents' addresses, not their ids: the app lists its articles in
   * another order than the question set does, and must answer the same.
   */
  private docOrder(a: number, b: number): number {
    const [one, two] = [this.docs[a]!, this.docs[b]!];
    return one.url < two.url ? -1 : one.url > two.url ? 1 : a - b;
  }

  /**
   * The documents re-ranked by their best passage beside their own score: a sentence that holds
   * several of the question's rarer words together marks the section that answers, where a long
   * section gathers common words, or many synonyms of one, from all over. The best scored are read.
   */
  private byPassages(results: TermMatch[], terms: WeightedTerms, concepts: Concepts, boostOf: (id: number) => number, shape?: RegExp): Ranked[] {
    const candidates = results.slice(0, PASSAGE_CANDIDATES);
    const top = candidates[0]!.score;
    const known = new Map<string, Source>();
    const passages = candidates.map((result) => this.bestPassage(result, terms, concepts, known, shape));
    const weighted = passages.map((passage, i) => passage.score * boostOf(candidates[i]!.id));
    const bestPassage = Math.max(...weighted);
    const share = (i: number) => (bestPassage > 0 ? weighted[i]! / bestPassage : 0);
    const ranked = candidates.map((result, i) => ({
      result,
      passage: passages[i],
      score: top * ((1 - PASSAGE_SHARE) * (result.score / top) + PASSAGE_SHARE * share(i)),
    }));
    ranked.sort((a, b) => b.score - a.score || this.docOrder(a.result.id, b.result.id));
    return [...ranked, ...results.slice(PASSAGE_CANDIDATES).map((result) => ({ result, score: result.score * (1 - PASSAGE_SHARE) }))];
  }

  /**
   * A document's best passage: the sentence, or two in a row, with the highest sum, over the
   * concepts of the query it holds, of the best weight times rarity squared (a rare word of the question, found, outweighs
   * several common ones: 482 of 508 tuned questions right, against 474 with the plain rarity); a
   * concept in the section's heading or the page's name (the passage's context) counts for every sentence.
   */
  private bestPassage(result: TermMatch, terms: WeightedTerms, concepts: Concepts, known?: Map<string, Source>, shape?: RegExp): Passage {
    const doc = this.docs[result.id]!;
    const context = new Float64Array(concepts.count);
    // The best value of each concept in each sentence that holds a matched term (a handful of each).
    const values = new Map<number, ConceptValues>();
    const bySentence = this.sentencesByTerm(doc);
    const contextTerms = this.contextTerms(doc);
    const matched: { docTerm: string; term: string }[] = [];
    for (const [docTerm, source] of this.matchedSources(result, terms, known)) {
      const numbers = concepts.byTerm.get(source.term);
      if (!numbers) continue;
      matched.push({ docTerm, term: source.term });
      const value = source.weight * this.idf(docTerm) ** 2;
      if (contextTerms.has(docTerm)) for (const concept of numbers) context[concept] = Math.max(context[concept]!, value);
      for (const i of bySentence.get(docTerm) ?? []) {
        const sentence = values.get(i) ?? new ConceptValues();
        values.set(i, sentence);
        for (const concept of numbers) sentence.raise(concept, value);
      }
    }
    // The passages that hold a matched term, in reading order (a pair after the sentence it starts with).
    const count = doc.sentences.length;
    const base = context.reduce((sum, value) => sum + value, 0);
    let best = { score: base, sentences: count ? [0] : [] };
    const shaped = (i: number) => !!shape && i < count && shape.test(doc.sentences[i]!);
    const consider = (start: number, length: 1 | 2) => {
      const plain = length === 1 ? base + gainOf(context, values.get(start)) : PAIR_SHARE * (base + gainOf(context, values.get(start), values.get(start + 1)));
      const score = shaped(start) || (length === 2 && shaped(start + 1)) ? plain * SHAPE_BONUS : plain;
      if (score > best.score) best = { score, sentences: length === 1 ? [start] : [start, start + 1] };
    };
    let previous = -2;
    for (const i of [...values.keys()].sort((a, b) => a - b)) {
      if (i > 0 && previous !== i - 1) consider(i - 1, 2);
      consider(i, 1);
      if (i + 1 < count) consider(i, 2);
      previous = i;
    }
    const inPassage = (docTerm: string) => contextTerms.has(docTerm) || best.sentences.some((i) => bySentence.get(docTerm)?.includes(i));
    return { ...best, found: new Set(matched.filter(({ docTerm }) => inPassage(docTerm)).map(({ term }) => term)) };
  }

  /** The sentences of a document that hold each of its terms, computed when first read. */
  private sentencesByTerm(doc: KnowledgeDoc): Map<string, number[]> {
    let index = this.termSentences.get(doc.id);
    if (!index) {
      index = new Map();
      for (const [i, terms] of this.termsOfSentences(doc).entries()) {
        for (const term of terms) {
          const list = index.get(term);
          if (list) list.push(i);
          else index.set(term, [i]);
        }
      }
      this.termSentences.set(doc.id, index);
    }
    return index;
  }

  /** Stems of each sentence of a document, computed when first read. */
  private termsOfSentences(doc: KnowledgeDoc): Set<string>[] {
    let terms = this.sentenceTerms.get(doc.id);
    if (!terms) {
      terms = doc.sentences.map((sentence) => new Set(contentTerms(sentence)));
      this.sentenceTerms.set(doc.id, terms);
    }
    return terms;
  }

  /** Stems of a passage's context: its section's heading and its page's name. */
  private contextTerms(doc: KnowledgeDoc): Set<string> {
    let terms = this.headingTerms.get(doc.id);
    if (!terms) {
      terms = new Set(contentTerms(`${doc.title} ${doc.pageName}`));
      this.headingTerms.set(doc.id, terms);
    }
    return terms;
  }

  /** Weight of a term by its rarity; a word we do not use weighs less than our rarest: it may be phrasing, or a typo forgiven. */
  private rarity(term: string): number {
    return this.frequency.has(term) ? this.idf(term) : this.maxIdf * UNKNOWN_WEIGHT;
  }

  private matchedTerms(result: TermMatch, terms: WeightedTerms): Map<string, number> {
    return new Map([...this.matchedSources(result, terms)].map(([docTerm, source]) => [docTerm, source.weight]));
  }

  /**
   * The document terms that matched, each with the query term behind it (a typo forgiven, a prefix)
   * and its weight; `known` keeps those found by the other documents of one search.
   */
  private matchedSources(result: TermMatch, terms: WeightedTerms, known = new Map<string, Source>()): Map<string, Source> {
    const matched = new Map<string, Source>();
    for (const docTerm of result.terms) {
      let source = known.get(docTerm);
      if (!source) {
        source = sourceOf(docTerm, terms);
        known.set(docTerm, source);
      }
      matched.set(docTerm, source);
    }
    return matched;
  }

  /**
   * The one or two sentences of a document that answer best: the `passage` (the best one of a
   * search), then those holding the most (and rarest) matched terms; `prefer` adds to sentences that
   * hold, say, a duration, and then comes first instead. In reading order.
   */
  bestSentences(doc: KnowledgeDoc, matched: Map<string, number>, prefer?: RegExp, passage: number[] = [], maxLength = 330): string[] {
    const sentences = doc.sentences;
    if (sentences.length === 0) return [];
    const terms = this.termsOfSentences(doc);
    // The heading of a section says what it is about: sentences that restate it are its core.
    const heading = new Set(contentTerms(doc.title));
    const scored = sentences.map((sentence, i) => {
      let score = 0;
      for (const term of terms[i]!) {
        const weight = matched.get(term);
        if (weight) score += weight * this.idf(term);
        else if (heading.has(term)) score += HEADING_WEIGHT * this.idf(term);
      }
      if (prefer?.test(sentence)) score = score * 1.5 + this.maxIdf;
      if (sentence.length > 260) score *= 0.75;
      return { i, sentence, score };
    });
    const ranked = [...scored].sort((a, b) => b.score - a.score || a.i - b.i);
    // « Essai gratuit de 15 jours, sans engagement. » then « 15 jours d'essai gratuit, sans engagement. »: a sentence
    // whose words the other already holds says nothing more, and is not quoted beside it.
    const adds = (one: number, other: number) => [...terms[other]!].some((term) => !terms[one]!.has(term));
    // The search's passage leads, unless a form is preferred that it lacks: it was scored with that form.
    const leads = !prefer || passage.some((i) => prefer.test(sentences[i]!));
    if (leads && passage.length === 2 && passage.reduce((length, i) => length + sentences[i]!.length, 0) <= PASSAGE_PAIR_LENGTH)
      return adds(passage[0]!, passage[1]!) && adds(passage[1]!, passage[0]!) ? passage.map((i) => sentences[i]!) : [sentences[passage[0]!]!];
    const first = (leads && ranked.find((candidate) => passage.includes(candidate.i) && candidate.score > 0)) || ranked[0]!;
    if (first.score === 0) {
      // Found by its title or keywords: its opening sentences say what it is about.
      const opening = [sentences[0]!];
      if (sentences[1] && opening[0]!.length + sentences[1].length < maxLength) opening.push(sentences[1]);
      return opening;
    }
    const chosen = [first];
    const second = ranked.find((candidate) => candidate !== first && candidate.score >= first.score * 0.5 && adds(first.i, candidate.i));
    if (second && first.sentence.length + second.sentence.length <= maxLength) chosen.push(second);
    return chosen.sort((a, b) => a.i - b.i).map((candidate) => candidate.sentence);
  }
}
