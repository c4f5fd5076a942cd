import { describe, expect, it } from 'vitest';
import { listed, loadArticles } from '../../server/articles/catalog.ts';
import { ARTICLES_DIR } from '../../server/paths.ts';

/** Reading times announced for the fixed articles, in minutes. */
const SPEC_MINUTES: Record<string, number> = {
  'erreurs-reunion': 7,
  'ecrans-tactiles': 10,
  'wireless-casting': 9,
  'videoconference-integree': 8,
  '4k-hdr': 10,
  interactivite: 8,
  'ecrans-collaboratifs': 12,
  'ia-visioconference-jsx': 15,
};

const { articles } = loadArticles(ARTICLES_DIR);
const byId = new Map(articles.map((article) => [article.id, article]));

describe('reading times computed from the words (200 a minute)', () => {
  it.each(Object.entries(SPEC_MINUTES))('%s reads in %i min, within one minute', (id, minutes) => {
    const article = byId.get(id);
    expect(article, id).toBeDefined();
    expect(Math.abs(article!.readingMinutes - minutes)).toBeLessThanOrEqual(1);
  });

  it('gives every other published article at least 5 minutes of reading', () => {
    const short = listed(articles)
      .filter((article) => !(article.id in SPEC_MINUTES) && article.readingMinutes < 5)
      .map((article) => `${article.id} (${article.readingMinutes} min)`);
    expect(short).toEqual([]);
  });
});

describe('every published article', () => {
  it('links to at least one solution page and ends with a way to reach the assistant', () => {
    const missing = listed(articles)
      .filter((article) => !/href="\/solutions\//.test(article.html) || !article.html.slice(-1500).includes('data-contact'))
      .map((article) => article.id);
    expect(missing).toEqual([]);
  });
});
