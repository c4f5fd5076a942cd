import { describe, expect, it } from 'vitest';
import { typeset, typesetText } from '../../content/typeset.ts';

describe('French typography', () => {
  it('puts a no-break space before double punctuation and inside guillemets', () => {
    expect(typesetText('Prêt ? Allons-y ! Note : oui ; 98 % « bien »')).toBe('Prêt\u00a0? Allons-y\u00a0! Note\u00a0: oui\u00a0; 98\u00a0% «\u00a0bien\u00a0»');
  });

  it('uses the typographic apostrophe after a letter', () => {
    expect(typesetText("l'émotion, aujourd'hui, d'« abord »")).toBe('l\u2019émotion, aujourd\u2019hui, d\u2019«\u00a0abord\u00a0»');
    expect(typesetText("'42' et ' seul")).toBe("'42' et ' seul");
  });

  it('keeps numbers whole: thousands, units, n°, comparisons, dimensions and phone numbers', () => {
    expect(typesetText('15 000 € sous 48 h, en 30 s, 10 min, 55 pouces')).toBe('15\u00a0000\u00a0€ sous 48\u00a0h, en 30\u00a0s, 10\u00a0min, 55\u00a0pouces');
    expect(typesetText('loi n° 2004-575, < 30 s, 1 920 × 1 080')).toBe('loi n°\u00a02004-575, <\u00a030\u00a0s, 1\u00a0920\u00a0×\u00a01\u00a0080');
    expect(typesetText('Appelez le 04 65 71 28 40.')).toBe('Appelez le 04\u00a065\u00a071\u00a028\u00a040.');
    expect(typesetText('2 salles et 3 sites, 8 semaines')).toBe('2\u00a0salles et 3 sites, 8\u00a0semaines');
  });

  it('leaves URLs and times alone and is idempotent', () => {
    const text = 'Voir https://exemple.fr/a:b à 10:30';
    expect(typesetText(text)).toBe(text);
    expect(typesetText(typesetText('Bonjour !'))).toBe('Bonjour\u00a0!');
  });

  it('applies to every string of a content object', () => {
    expect(typeset({ a: 'Oui !', b: ['Non ?'], n: 3, flag: true })).toEqual({ a: 'Oui\u00a0!', b: ['Non\u00a0?'], n: 3, flag: true });
  });
});
