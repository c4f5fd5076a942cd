import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { TermIndex } from '../../server/assistant/term-index.ts';

const docs = [
  { id: 0, title: 'Tables tactiles', keywords: 'table tactile', text: 'Une table tactile de 55 pouces pour le showroom, tactile 10 points.' },
  { id: 1, title: 'Écrans collaboratifs', keywords: 'écran réunion', text: 'Un écran collaboratif pour la salle de réunion, tableau blanc et partage.' },
  { id: 2, title: 'Affichage dynamique', keywords: 'vitrine', text: 'Des écrans en vitrine, une luminosité de 400 nits, mis à jour en 30 secondes.' },
  { id: 3, title: 'Luminosité', keywords: '', text: 'La luminosité compte : une vitrine au soleil demande un écran lumineux, un écran très lumineux.' },
  { id: 4, title: 'Réunions', keywords: 'réunion hybride', text: 'Une réunion hybride réussie commence à l’heure, sans câble, avec un écran.' },
];
const tokenize = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
const processTerm = (term: string) => (term.length < 3 ? null : term);
const FIELD_BOOST = { title: 2, keywords: 1.5, text: 1 };

const mini = new MiniSearch<(typeof docs)[number]>({ fields: ['title', 'keywords', 'text'], tokenize, processTerm });
mini.addAll(docs);
const index = new TermIndex(docs.length, {
  fields: (['title', 'keywords', 'text'] as const).map((field) => ({ text: (i: number) => docs[i]![field], boost: FIELD_BOOST[field] })),
  tokenize,
  processTerm,
  weights: { prefix: 0.6, fuzzy: 0.5 },
});

/** What MiniSearch finds for the same terms, weights, prefixes and typos. */
function miniSearch(query: { term: string; boost: number; prefix: boolean; fuzzy: boolean }[]) {
  const byTerm = new Map(query.map((item) => [item.term, item]));
  return mini.search(query.map((item) => item.term).join(' '), {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: FIELD_BOOST,
    boostTerm: (term) => byTerm.get(term)!.boost,
    prefix: (term) => byTerm.get(term)!.prefix,
    fuzzy: (term) => (byTerm.get(term)!.fuzzy ? 1 : false),
    weights: { prefix: 0.6, fuzzy: 0.5 },
  });
}

describe('the term index', () => {
  it('scores as MiniSearch does: BM25 by field, weights, prefixes, typos, and the number of terms found', () => {
    const queries = [
      [{ term: 'écran', boost: 1, prefix: false, fuzzy: false }],
      [
        { term: 'vitrine', boost: 1, prefix: false, fuzzy: false },
        { term: 'luminosité', boost: 0.35, prefix: false, fuzzy: false },
        { term: 'nits', boost: 2, prefix: false, fuzzy: false },
      ],
      [
        { term: 'réun', boost: 1, prefix: true, fuzzy: false },
        { term: 'tablau', boost: 1, prefix: false, fuzzy: true },
        { term: 'lumineu', boost: 0.5, prefix: true, fuzzy: true },
      ],
    ];
    for (const query of queries) {
      const expected = miniSearch(query);
      const found = index.search(query);
      expect(found.length).toBeGreaterThan(0);
      expect(found.map((match) => match.id)).toEqual(expected.map((result) => result.id));
      found.forEach((match, i) => {
        expect(match.score).toBeCloseTo(expected[i]!.score, 9);
        expect([...match.terms].sort()).toEqual([...expected[i]!.terms].sort());
        expect([...match.queryTerms].sort()).toEqual([...expected[i]!.queryTerms].sort());
      });
    }
  });

  it('counts the documents that hold each word, in any field', () => {
    expect(index.documentFrequency.get('écran')).toBe(3);
    expect(index.documentFrequency.get('réunion')).toBe(2);
    expect(index.documentFrequency.has('hybride')).toBe(true);
    expect(index.documentFrequency.has('absent')).toBe(false);
  });
});
