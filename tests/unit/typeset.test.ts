import { describe, expect, it } from 'vitest';
import { typeset, typesetText } from '../../content/typeset.ts';

describe('French typography', () => {
  it('puts a no-break space before double punctuation and inside guillemets', () => {
    expect(typesetText('Prêt ? Allons-y ! Note : oui ; 98 % « bien »')).toBe(
      'Prêt\u00a0? Allons-y\u00a0! Note\u00a0: oui\u00a0; 98\u00a0% «\u00a0bien\u00a0»',
    );
  });

  it('uses the typographic apostrophe after a letter', () => {
    expect(typesetText("l'émotion, aujourd'hui, d'« abord »")).toBe('l\u2019émotion, aujourd\u2019hui, d\u2019«\u00a0abord\u00a0»');
    expect(typesetText("'42' et ' seul")).toBe("'42' et ' seul");
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
