import { describe, expect, it } from 'vitest';
import { glossaryEn } from '../../content/assistant-en.ts';
import { Glossary } from '../../server/assistant/translate.ts';

describe('Glossary', () => {
  const small = new Glossary([
    ['colour', 'couleurs'],
    ['training centre', 'centre de formation'],
    ['personalised', 'personnalise'],
    ['install', 'installation'],
    ['activity', 'activite'],
    ['touch table', 'table tactile'],
    ['pricing', 'tarifs prix'],
    ['tour', 'visite'],
    ['in order to', ''],
  ]);

  it('reads a glossary word under either spelling, British or American', () => {
    expect(small.toFrench('What color is it?')).toBe('couleurs');
    expect(small.toFrench('a training center')).toBe('centre de formation');
    expect(small.toFrench('personalized')).toBe('personnalise');
  });

  it('reads a glossary word under its inflected forms', () => {
    expect(small.toFrench('installing')).toBe('installation');
    expect(small.toFrench('installed')).toBe('installation');
    expect(small.toFrench('activities')).toBe('activite');
  });

  it('leaves out English function words and phrases the glossary empties', () => {
    expect(small.toFrench('in order to install the table')).toBe('installation table');
  });

  it('translates the English words of a French message, nothing else', () => {
    expect(small.englishInFrench('c’est quoi le pricing du touch table ?')).toBe('c est quoi le tarifs prix du table tactile');
    expect(small.englishInFrench('un écran tactile pour le hall')).toBeUndefined();
  });

  it('keeps as French the glossary words French writes too', () => {
    const glossary = new Glossary(glossaryEn);
    expect(glossary.englishInFrench('les gens font le tour des voitures, car ils veulent un test')).toBeUndefined();
    expect(glossary.englishInFrench('le week-end et pour une start-up')).toBeUndefined();
    expect(glossary.englishInFrench('on a besoin d’un LED wall pour le showroom')).toBe('on a besoin d un mur led pour le showroom');
  });

  it('reads the shorthand and the typos of an English message as the words they stand for', () => {
    expect(small.toFrench('wat r ur touch tabel pricing')).toBe('table tactile tarifs prix');
    expect(small.toFrench('a colour for the instal')).toBe('couleurs installation');
    // A real English word one letter from a glossary word is no typo of it: "tough" is no "touch".
    expect(small.toFrench('tough tables')).toBe('tough tables');
    // The typos of an English message only: a French one's words stay as written.
    expect(small.englishInFrench('le touch tabel')).toBeUndefined();
    const glossary = new Glossary(glossaryEn);
    expect(glossary.toFrench('wat size r ur colaborative screns')).toBe(glossary.toFrench('what size are your collaborative screens'));
    expect(glossary.toFrench('the bot gets stuck')).toContain('stuck');
    // « délai » in a mixed message is French, no typo of "delay".
    expect(glossary.toFrench('Quel est le délai pour un devis ?')).toContain('delai');
  });

  it('tells the words only English writes, phrases and plurals included', () => {
    const glossary = new Glossary(glossaryEn);
    expect(glossary.englishWords('Careers')).toEqual(['careers']);
    expect(glossary.englishWords('dwell time in front of the touch table')).toEqual(['dwell', 'time', 'in', 'front', 'of', 'touch']);
    expect(glossary.englishWords('une table tactile, car le tour est un test')).toEqual([]);
  });
});
