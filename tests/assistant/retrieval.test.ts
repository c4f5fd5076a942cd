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
const firstPage = (message: string) => {
  const terms = contentTerms(message);
  return retriever.search(new Map(terms.map((term) => [term, 1])), { primary: terms }).pages[0]?.page;
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
