import SearchableMap from 'minisearch/SearchableMap';

/**
 * The search index of the knowledge: BM25 scored as MiniSearch 7 scores it (k 1.2, b 0.7, d 0.5, per
 * field, a document's score times the number of query terms it matches; prefix and fuzzy terms
 * weighted as its own), with MiniSearch's radix tree (SearchableMap) to find the words a prefix or a
 * typo stands for. What it does not take from MiniSearch is its search: each posting's score does not
 * change once the documents are read, so it is worked out then and kept in typed arrays, where
 * MiniSearch builds maps and objects for every posting of every query (45 % of the slowest answers'
 * time, for the same scores).
 */

/** A query term: its weight, and whether it is searched as a prefix or at one edit (a typo). */
export interface QueryTerm {
  term: string;
  boost: number;
  prefix: boolean;
  fuzzy: boolean;
}

/** A document found: its index, its score, the words of ours it matched and the query terms behind them. */
export interface TermMatch {
  id: number;
  score: number;
  /** The document's words that matched (a query term, or what its prefix or typo stood for). */
  terms: string[];
  /** The query terms that found it. */
  queryTerms: string[];
}

/** A term's postings: the documents that hold it, and what it adds to each (its fields' BM25 scores, boosted). */
interface Postings {
  docs: Int32Array;
  scores: Float64Array;
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

export interface TermIndexOptions {
  /** Each field's text, and its boost. */
  fields: { text: (doc: number) => string; boost: number }[];
  tokenize: (text: string) => string[];
  /** A token's indexed form, or null to leave it out. */
  processTerm: (token: string) => string | null;
  /** Weights of a word found as a longer word's prefix, and as a typo (MiniSearch's `weights`). */
  weights: { prefix: number; fuzzy: number };
}

export class TermIndex {
  /** Each word of ours, with its number. */
  private readonly terms = new SearchableMap<number>();
  private readonly postings: Postings[] = [];
  /** The number of documents that hold each word, in any field. */
  readonly documentFrequency = new Map<string, number>();
  private readonly weights: { prefix: number; fuzzy: number };
  /** Working arrays of a search, one slot a document. */
  private readonly scores: Float64Array;
  private readonly found: Int32Array;

  constructor(
    readonly size: number,
    { fields, tokenize, processTerm, weights }: TermIndexOptions,
  ) {
    this.weights = weights;
    this.scores = new Float64Array(size);
    this.found = new Int32Array(size).fill(-1);
    // Read as MiniSearch reads them: a field's length is its distinct tokens, stopwords included; its average is kept as it goes.
    const frequencies: Map<number, number>[][] = fields.map(() => []);
    const lengths = fields.map(() => new Float64Array(size));
    const averages = fields.map(() => 0);
    const byTerm = new Map<string, number>();
    const lastDoc: number[] = [];
    for (let doc = 0; doc < size; doc++) {
      fields.forEach((field, f) => {
        const tokens = tokenize(field.text(doc));
        const length = new Set(tokens).size;
        lengths[f]![doc] = length;
        averages[f] = (averages[f]! * doc + length) / (doc + 1);
        for (const token of tokens) {
          const term = processTerm(token);
          if (!term) continue;
          let id = byTerm.get(term);
          if (id === undefined) {
            id = byTerm.size;
            byTerm.set(term, id);
            this.terms.set(term, id);
          }
          const perDoc = frequencies[f]![id] ?? new Map<number, number>();
          frequencies[f]![id] = perDoc;
          perDoc.set(doc, (perDoc.get(doc) ?? 0) + 1);
          if (lastDoc[id] !== doc) {
            lastDoc[id] = doc;
            this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
          }
        }
      });
    }
    for (let id = 0; id < byTerm.size; id++) {
      // The documents in the order MiniSearch meets them (by field, then as added): ties keep its order.
      const docs: number[] = [];
      const scores = new Map<number, number>();
      fields.forEach((field, f) => {
        const perDoc = frequencies[f]![id];
        if (!perDoc) return;
        const idf = Math.log(1 + (size - perDoc.size + 0.5) / (perDoc.size + 0.5));
        for (const [doc, tf] of perDoc) {
          const norm = tf + BM25.k * (1 - BM25.b + (BM25.b * lengths[f]![doc]!) / averages[f]!);
          const score = field.boost * idf * (BM25.d + (tf * (BM25.k + 1)) / norm);
          if (!scores.has(doc)) docs.push(doc);
          scores.set(doc, (scores.get(doc) ?? 0) + score);
        }
      });
      this.postings[id] = { docs: Int32Array.from(docs), scores: Float64Array.from(docs, (doc) => scores.get(doc)!) };
    }
  }

  /** The documents that hold any of the terms (or what their prefixes and typos stand for), best first. */
  search(query: QueryTerm[]): TermMatch[] {
    const { scores, found } = this;
    const matches: { id: number; terms: string[]; queryTerms: string[] }[] = [];
    const add = (source: string, term: string, id: number, weight: number) => {
      const { docs, scores: values } = this.postings[id]!;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        let at = found[doc]!;
        if (at < 0) {
          at = matches.length;
          found[doc] = at;
          matches.push({ id: doc, terms: [], queryTerms: [] });
          scores[doc] = 0;
        }
        scores[doc] = scores[doc]! + weight * values[i]!;
        const match = matches[at]!;
        if (!match.terms.includes(term)) match.terms.push(term);
        if (!match.queryTerms.includes(source)) match.queryTerms.push(source);
      }
    };
    for (const { term, boost, prefix, fuzzy } of query) {
      const exact = this.terms.get(term);
      if (exact !== undefined) add(term, term, exact, boost);
      const typos = fuzzy ? this.terms.fuzzyGet(term, 1) : undefined;
      if (prefix) {
        for (const [longer, id] of this.terms.atPrefix(term)) {
          const distance = longer.length - term.length;
          if (!distance) continue;
          typos?.delete(longer);
          add(term, longer, id, boost * ((this.weights.prefix * longer.length) / (longer.length + 0.3 * distance)));
        }
      }
      for (const [near, [id, distance]] of typos ?? []) {
        if (distance) add(term, near, id, boost * ((this.weights.fuzzy * near.length) / (near.length + distance)));
      }
    }
    const results = matches.map(({ id, terms, queryTerms }) => {
      found[id] = -1;
      return { id, score: scores[id]! * queryTerms.length, terms, queryTerms };
    });
    return results.sort((a, b) => b.score - a.score);
  }
}
