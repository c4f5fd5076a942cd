import { describe, expect, it } from 'vitest';
import { contentTerms, normalize, stem, tokenize, withinOneEdit } from '../../server/assistant/normalize.ts';

describe('normalize and tokenize', () => {
  it('drops case, accents and ligatures, and keeps decimal figures', () => {
    expect(normalize('Écran Tactile, CŒUR de 2,5 m')).toBe('ecran tactile, coeur de 2.5 m');
  });

  it('splits on apostrophes (straight or typographic), hyphens and signs', () => {
    expect(tokenize("L'écran d’étude — visio-conférence !")).toEqual(['l', 'ecran', 'd', 'etude', 'visio', 'conference']);
  });

  it('keeps figures, 4K and the signs that carry meaning', () => {
    expect(tokenize('Un 4K de 65", 2,5m et 65 % à 10 €')).toEqual(['un', '4k', 'de', '65', '2.5', 'm', 'et', '65', '%', 'a', '10', '€']);
    expect(tokenize('en 5G ou en 4G')).toEqual(['en', '5g', 'ou', 'en', '4g']);
    expect(tokenize('12h30')).toEqual(['12', 'h', '30']);
  });

  it('reads any text, however strange, without throwing', () => {
    for (const text of ['', '   ', '🙂🙂', '<script>alert(1)</script>', '\u0000\u202e', 'ß ø Ж 漢字', 'a'.repeat(5000)]) {
      expect(Array.isArray(tokenize(text))).toBe(true);
    }
  });
});

describe('stem', () => {
  it.each([
    ['tactiles', 'tactile'],
    ['écrans', 'écran'],
    ['installation', 'installer'],
    ['installations', 'installé'],
    ['visioconférences', 'visioconférence'],
    ['interactive', 'interactif'],
    ['interactivité', 'interactif'],
    ['rapidement', 'rapide'],
    ['locaux', 'local'],
    ['réunions', 'réunion'],
    ['architecture', 'architecte'],
    ['virtuelle', 'virtuel'],
    ['professionnelles', 'professionnel'],
  ])('brings %s and %s to the same stem', (a, b) => {
    expect(stem(tokenize(a)[0]!)).toBe(stem(tokenize(b)[0]!));
  });

  it('leaves short words and figures alone', () => {
    expect(stem('vr')).toBe('vr');
    expect(stem('prix')).toBe('prix');
    expect(stem('2.5')).toBe('2.5');
  });

  it.each([
    ['boutique', 'bout'],
    ['portable', 'porte'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  it('keeps at least four letters', () => {
    expect(stem('table')).toBe('tabl');
    expect(stem('durée'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toBe('dure');
  });
});

describe('contentTerms', () => {
  it('keeps the words that carry a subject, stemmed', () => {
    expect(contentTerms("Quelle est la luminosité d'un écran de vitrine ?")).toEqual(['luminos', 'ecran', 'vitrin']);
  });
});

describe('stopwords', () => {
  it('leave out how a question is put, and keep what our pages are about, even when stopwords-iso lists it', () => {
    expect(contentTerms('on veut voir, il faut tester')).toEqual(['voir', 'test']);
    expect(contentTerms('des VLAN séparés, un essai, la parole')).toEqual(['vlan', 'separ', 'essai', 'parol']);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['tactile', 'tactil', true],
    ['pixel', 'pixle', true],
    ['camera', 'camra', true],
    ['demo', 'demmo', true],
    ['table', 'tabel', true],
    ['rappel', 'appel', true],
    ['table', 'cable', true],
    ['ecran', 'ecrans', true],
    ['tableau', 'table', false],
    ['devis', 'avis', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
