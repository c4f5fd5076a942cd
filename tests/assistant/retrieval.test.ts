import { describe, expect, it } from 'vitest';
import { type DocDraft, numberedDoc } from '../../server/assistant/knowledge-doc.ts';
import { contentTerms } from '../../server/assistant/normalize.ts';
import { Retriever } from '../../server/assistant/retrieval.ts';

const doc = (page: string, title: string, sentence: string): DocDraft => ({
  page,
  url: page,
  kind: 'article',
  pageName: title,
  label: title,
  title,
  keywords: '',
  sentences: [sentence],
});
const retriever = new Retriever(
  [
    doc('/a', 'Luminosité', 'Une vitrine demande une luminosité de 2 500 nits.'),
    doc('/b', 'Collaboration', 'Un écran collaboratif partage le tableau blanc.'),
    doc('/c', 'Casting', 'Le casting sans fil passe par un boîtier.'),
  ].map(numberedDoc),
);
/** The first page an index finds for a message's words, each of weight 1. */
const firstPage = (message: string, index = retriever, shape?: RegExp) => {
  const terms = contentTerms(message);
  return index.search(new Map(terms.map((term) => [term, 1])), { primary: terms, shape }).pages[0]?.page;
};

describe('the search index', () => {
  it('forgives a typo: a letter wrong, missing or added, and two neighbours swapped', () => {
    expect(firstPage('luminosite')).toBe('/a');
    expect(firstPage('luminozité')).toBe('/a');
    expect(firstPage('luminsité')).toBe('/a');
    expect(firstPage('lumniosité')).toBe('/a');
    expect(firstPage('colalboratif')).toBe('/b');
  });

  it('finds nothing for a word two edits away from every word of ours', () => {
    expect(firstPage('luminazuté')).toBeUndefined();
  });
});

describe('the answer asked for', () => {
  // Two sections that speak of the trial, the shorter first by its score: the one that says how long answers « combien de temps ? ».
  const trials = new Retriever(
    [doc('/offre', 'Essai', 'Un essai gratuit en magasin.'), doc('/duree', 'Essai', 'Un essai gratuit en magasin dure 15 jours.')].map(numberedDoc),
  );

  it('ranks first the passage that has the form of the answer (a duration)', () => {
    expect(firstPage('essai gratuit en magasin', trials, /\d+ jours/)).toBe('/duree');
    expect(firstPage('essai gratuit en magasin', trials)).toBe('/offre');
  });
});
