import MiniSearch, { type SearchResult } from 'minisearch';
import type { KnowledgeDoc } from './knowledge-doc.ts';
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
}

const FIELD_BOOST = { title: 2, keywords: 1.5, text: 1 };
/** Unknown words of a query searched with typo tolerance. */
const MAX_TYPOS = 6;
/** Boost of the pages of the subjects named, and of our solution pages over articles. */
const FAVOURED_PAGE = 1.8;
const SOLUTION_PAGE = 1.15;
/** Weight in the coverage of a word that is nowhere in our content, against the rarest of ours. */
const UNKNOWN_WEIGHT = 0.6;
/** How much more of the question another section of the best page must hold to answer instead of the best scored. */
const SECTION_MARGIN = 0.2;
/** Weight of a word of the section's heading in a sentence, beside the words of the question. */
const HEADING_WEIGHT = 0.25;

/** The summed weight of `terms`. */
const sumOf = (terms: string[], weightOf: (term: string) => number) => terms.reduce((sum, term) => sum + weightOf(term), 0);

/** The `terms` found in `found`, a term of a synonym group counting when another of its group is. */
const foundAmong = (terms: string[], found: Set<string>, alternatives?: Map<string, string[]>) =>
  terms.filter((term) => found.has(term) || (alternatives?.get(term) ?? []).some((other) => found.has(other)));

/** The search index over the documents (MiniSearch, BM25), with French normalisation and typo tolerance. */
export class Retriever {
  private readonly index: MiniSearch<KnowledgeDoc>;
  /** Number of documents holding each term. */
  private readonly frequency = new Map<string, number>();
  /** Stems of each sentence of a document, by document id, computed when first quoted. */
  private readonly sentenceTerms = new Map<number, Set<string>[]>();
  private readonly maxIdf: number;

  constructor(readonly docs: KnowledgeDoc[]) {
    // Document frequencies are counted while MiniSearch reads the documents: one pass over the text.
    let current = -1;
    const lastDoc = new Map<string, number>();
    this.index = new MiniSearch<KnowledgeDoc>({
      fields: ['title', 'keywords', 'text'],
      tokenize,
      extractField: (doc, field) => {
        current = doc.id;
        return doc[field as 'title' | 'keywords' | 'text'];
      },
      processTerm: (term) => {
        if (STOPWORDS.has(term) || term === '%' || term === '€') return null;
        const stemmed = stem(term);
        if (lastDoc.get(stemmed) !== current) {
          lastDoc.set(stemmed, current);
          this.frequency.set(stemmed, (this.frequency.get(stemmed) ?? 0) + 1);
        }
        return stemmed;
      },
    });
    this.index.addAll(docs);
    this.maxIdf = this.idf('\u0000');
  }

  /** Whether a stem is a word of our content (then it is no typo). */
  has(term: string): boolean {
    return this.frequency.has(term);
  }

  /** Rarity of a term: high for a word of one page, low for a word everywhere. */
  idf(term: string): number {
    const n = this.docs.length;
    const df = this.frequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Searches with weighted terms (see SearchOptions). */
  search(terms: WeightedTerms, { primary, favour = new Set(), only, alternatives }: SearchOptions): SearchOutcome {
    const empty: SearchOutcome = { pages: [], coverage: 0, matched: new Map() };
    if (terms.size === 0) return empty;
    const query = [...terms.keys()].join(' ');
    // Typo tolerance for the words we do not know, the weightiest first, a few at most.
    const typos = new Set(
      [...terms]
        .filter(([term]) => !this.frequency.has(term) && !/\d/.test(term))
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_TYPOS)
        .map(([term]) => term),
    );
    const unknown = (term: string) => typos.has(term);
    const results = this.index.search(query, {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      boostTerm: (term) => terms.get(term) ?? 1,
      prefix: (term) => unknown(term) && term.length >= 4,
      fuzzy: (term) => (unknown(term) && term.length >= 5 ? (term.length >= 9 ? 2 : 1) : false),
      weights: { prefix: 0.6, fuzzy: 0.5 },
      boostDocument: (id: number) => {
        const doc = this.docs[id]!;
        if (only && !only.has(doc.page)) return 0;
        return (favour.has(doc.page) ? FAVOURED_PAGE : 1) * (doc.kind === 'solution' ? SOLUTION_PAGE : 1);
      },
    });
    if (results.length === 0) return empty;

    const pages: PageHit[] = [];
    const seen = new Set<string>();
    for (const result of results) {
      const doc = this.docs[result.id as number]!;
      if (seen.has(doc.page)) continue;
      seen.add(doc.page);
      pages.push({ page: doc.page, doc, score: result.score });
    }

    const pageTerms = new Set<string>();
    const ofBestPage = results.filter((result) => this.docs[result.id as number]!.page === pages[0]!.page);
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
    pages[0] = { ...pages[0]!, doc: this.docs[best.id as number]! };
    return { pages, coverage: total > 0 ? weightFound(pageTerms) / total : 0, matched: this.matchedTerms(best, terms) };
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

  /** Weight of a term by its rarity; a word we do not use weighs less than our rarest: it may be phrasing, or a typo MiniSearch forgave. */
  private rarity(term: string): number {
    return this.frequency.has(term) ? this.idf(term) : this.maxIdf * UNKNOWN_WEIGHT;
  }

  private matchedTerms(result: SearchResult, terms: WeightedTerms): Map<string, number> {
    const matched = new Map<string, number>();
    for (const docTerm of result.terms) {
      let weight = terms.get(docTerm);
      if (weight === undefined) {
        for (const [term, w] of terms) {
          if (docTerm.startsWith(term) || withinOneEdit(docTerm, term)) {
            weight = Math.max(weight ?? 0, w * 0.6);
          }
        }
      }
      matched.set(docTerm, weight ?? 0.4);
    }
    return matched;
  }

  /**
   * The one or two sentences of a document that answer best: those holding the most (and rarest)
   * matched terms; `prefer` adds to sentences that hold, say, a duration. In reading order.
   */
  bestSentences(doc: KnowledgeDoc, matched: Map<string, number>, prefer?: RegExp, maxLength = 330): string[] {
    const sentences = doc.sentences;
    if (sentences.length === 0) return [];
    let terms = this.sentenceTerms.get(doc.id);
    if (!terms) {
      terms = sentences.map((sentence) => new Set(contentTerms(sentence)));
      this.sentenceTerms.set(doc.id, terms);
    }
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
    const first = ranked[0]!;
    if (first.score === 0) {
      // Found by its title or keywords: its opening sentences say what it is about.
      const opening = [sentences[0]!];
      if (sentences[1] && opening[0]!.length + sentences[1].length < maxLength) opening.push(sentences[1]);
      return opening;
    }
    const chosen = [first];
    const second = ranked.find((candidate) => candidate !== first && candidate.score >= first.score * 0.5);
    if (second && first.sentence.length + second.sentence.length <= maxLength) chosen.push(second);
    return chosen.sort((a, b) => a.i - b.i).map((candidate) => candidate.sentence);
  }
}
