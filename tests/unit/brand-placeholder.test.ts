import { describe, expect, it } from 'vitest';
import { elidesBefore, fillProduct } from '../../content/brand-placeholder.ts';
import { parseArticle } from '../../server/articles/catalog.ts';

describe('{product}, the brand name in content', () => {
  it('elides de, que, le, la before a name that starts with a vowel', () => {
    const text = 'La propriété de {product}, ce que {product} propose, le {product} de demain, la {product} Box.';
    expect(fillProduct(text, 'Ondalys')).toBe('La propriété d’Ondalys, ce qu’Ondalys propose, l’Ondalys de demain, l’Ondalys Box.');
    expect(fillProduct('De {product} à vous. Lorsque {product} livre, jusque {product}, puisque {product}', 'Écran')).toBe(
      'D’Écran à vous. Lorsqu’Écran livre, jusqu’Écran, puisqu’Écran',
    );
    expect(fillProduct('la propriété de **{product}**', 'Ondalys')).toBe('la propriété d’**Ondalys**');
  });

  it('keeps the words whole before a name that starts with a consonant', () => {
    const text = 'La propriété de {product}, ce que {product} propose, le {product} de demain.';
    expect(fillProduct(text, 'Vitrinea')).toBe('La propriété de Vitrinea, ce que Vitrinea propose, le Vitrinea de demain.');
  });

  it('elides before an h only when the brand says it is mute', () => {
    expect(elidesBefore('Ondalys')).toBe(true);
    expect(elidesBefore('Vitrinea')).toBe(false);
    expect(elidesBefore('Hexagone')).toBe(false);
    expect(elidesBefore('Hexagone', { muteH: true })).toBe(true);
    expect(fillProduct('de {product}', 'Horizon', { muteH: true })).toBe('d’Horizon');
    expect(fillProduct('de {product}', 'Horizon')).toBe('de Horizon');
    // A y sounds as a vowel before a consonant only.
    expect(fillProduct('de {product}', 'Yvoire')).toBe('d’Yvoire');
    expect(fillProduct('de {product}', 'Yanova')).toBe('de Yanova');
  });

  it('leaves other words, and words that only end like de or le, alone', () => {
    expect(fillProduct('par {product}, chez {product}, à {product}, monde {product}, Ville {product}', 'Ondalys')).toBe(
      'par Ondalys, chez Ondalys, à Ondalys, monde Ondalys, Ville Ondalys',
    );
    expect(fillProduct('{product} est {product}', 'Ondalys')).toBe('Ondalys est Ondalys');
  });

  it('elides in an article, its front matter and its body alike', () => {
    const { article } = parseArticle(
      'a',
      '---\ntitle: "Le choix de {product}"\ndescription: "Ce que {product} fait."\ncategory: Analyse\ndate: 2025-01-31\n---\nLa méthode de {product}.',
    );
    expect(article?.title).toBe('Le choix d’Ondalys');
    expect(article?.description).toBe('Ce qu’Ondalys fait.');
    expect(article?.html).toContain('La méthode d’Ondalys.');
  });
});
