import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../server/assistant/language.ts';
import { correctionIn, factsIn } from '../../server/leads/facts.ts';

describe('factsIn: every fact a message gives', () => {
  it('reads a name signed before the phone number', () => {
    expect(factsIn('It is about the VR design office. Emma Clarke, +44 20 7946 0958', { language: 'en' })).toMatchObject({
      name: 'Emma Clarke',
      phone: '+442079460958',
    });
    // Words in capitals in the middle of a sentence are no signature.
    expect(factsIn('Je voudrais une démo Tables Tactiles, 06 12 34 56 78').name).toBeUndefined();
  });

  it('reads a name and an e-mail written together', () => {
    expect(factsIn('Je m’appelle Camille Martin, camille.martin@example.com')).toEqual({ name: 'Camille Martin', email: 'camille.martin@example.com' });
  });

  it('reads « je suis X de la société Y » and "I’m X from Y"', () => {
    expect(factsIn('Je suis Sophie Lambert de la société Altiplan, sophie@entreprise.example')).toMatchObject({
      name: 'Sophie Lambert',
      company: 'Altiplan',
      email: 'sophie@entreprise.example',
    });
    expect(factsIn("Hi, I'm Oliver Grant from Northwind Logistics")).toMatchObject({ name: 'Oliver Grant', company: 'Northwind Logistics' });
  });

  it('keeps « de » inside a company’s name, without its article', () => {
    expect(factsIn('Je m’appelle Léa Fontaine, je travaille pour la mairie de Bron et j’aimerais un devis')).toMatchObject({
      name: 'Léa Fontaine',
      company: 'mairie de Bron',
    });
    expect(factsIn('je travaille chez Lenovo')).toEqual({ company: 'Lenovo' });
    expect(factsIn('Martin Leroy, société Leroy Meubles')).toEqual({ name: 'Martin Leroy', company: 'Leroy Meubles' });
  });

  it('reads a number without its country code as the visitor’s countries write it', () => {
    expect(factsIn('my mobile is 07911 123456', { language: 'en' })).toEqual({ phone: '+447911123456' });
    expect(factsIn('my mobile is 07911 123456', { language: 'fr' })).toEqual({});
    expect(factsIn('06 12 34 56 78', { language: 'en' })).toEqual({ phone: '+33612345678' });
  });

  it('reads a name given without « je m’appelle » when what follows shows it: a company in brackets, « , de », "here"', () => {
    expect(factsIn('Bonjour, une démo pour nos agences. Sophie Durand (Immo Durand), sophie@immo-durand.example')).toEqual({
      name: 'Sophie Durand',
      company: 'Immo Durand',
      email: 'sophie@immo-durand.example',
    });
    expect(factsIn('Karim Benali, de Benali Immobilier. On voudrait une démo de la VR')).toEqual({ name: 'Karim Benali', company: 'Benali Immobilier' });
    expect(factsIn('Hi, Jack Turner here from Turner Retail. We need a quote')).toEqual({ name: 'Jack Turner', company: 'Turner Retail' });
    expect(factsIn('Paul Morin ici, de chez Morin SA')).toEqual({ name: 'Paul Morin', company: 'Morin SA' });
    // Words in capitals that name no one: a product, a greeting, a subject then « de ».
    for (const message of [
      'Tables Tactiles, de préférence en 55 pouces',
      'Écrans Collaboratifs de Samsung ?',
      'Bonjour Madame, je voudrais une démo',
      'Affichage Dynamique (vitrines)',
    ]) {
      expect(factsIn(message).name, message).toBeUndefined();
    }
  });

  it('takes no name from « je suis intéressé » nor a company from « chez nous »', () => {
    expect(factsIn('je suis intéressé par une démo, chez nous les réunions durent trop')).toEqual({});
  });

  it('reads international numbers and the moment of a call', () => {
    expect(factsIn('+44 20 7946 0958')).toEqual({ phone: '+442079460958' });
    expect(factsIn('0033 6 12 34 56 78')).toEqual({ phone: '+33612345678' });
    expect(factsIn('rappelez-moi demain matin au 06 12 34 56 78', { moment: true })).toEqual({ phone: '+33612345678', callbackTime: 'demain matin' });
    expect(factsIn('call me tomorrow morning on +44 20 7946 0958', { moment: true })).toMatchObject({ callbackTime: 'tomorrow morning' });
  });

  it('reads a moment only when one is asked for', () => {
    expect(factsIn('une démo demain matin')).toEqual({});
  });
});

describe('correctionIn: the words that correct', () => {
  it('finds the new value after « en fait plutôt », « non, », "actually"', () => {
    expect(correctionIn('en fait plutôt Globex')).toBe('Globex');
    expect(correctionIn('Non, mon e-mail c’est camille@example.com')).toBe('mon e-mail c’est camille@example.com');
    expect(correctionIn('actually, it’s Globex')).toBe('it’s Globex');
    expect(correctionIn('Globex')).toBeNull();
  });
});

describe('detectLanguage: the visitor’s language, message by message', () => {
  it('reads English and French questions', () => {
    expect(detectLanguage('do you have touch tables for a showroom?', 'fr')).toBe('en');
    expect(detectLanguage('Bonjour, vos tarifs ?', 'en')).toBe('fr');
    expect(detectLanguage('I want a demo of the tables tactiles', 'fr')).toBe('en');
  });

  it('keeps the conversation’s language for a message that does not tell', () => {
    expect(detectLanguage('Camille Martin', 'en')).toBe('en');
    expect(detectLanguage('Camille Martin', 'fr')).toBe('fr');
    expect(detectLanguage('ok', 'en')).toBe('en');
    expect(detectLanguage('06 12 34 56 78', 'en')).toBe('en');
    // A company, an address and a phone number: two words of letters, too few for a guess.
    expect(detectLanguage('Haddad Voyages, yasmine@haddad-voyages.example, 0041 79 123 45 67', 'fr')).toBe('fr');
    // An address is a name: "example", "support" in it say nothing of the visitor's language.
    expect(detectLanguage('camille.martin@garage.example', 'fr')).toBe('fr');
    expect(detectLanguage('support@example.com https://www.example.com/help', 'fr')).toBe('fr');
  });

  it('reads short messages by their words: « oui », "yes", "Hello"', () => {
    expect(detectLanguage('oui', 'en')).toBe('fr');
    expect(detectLanguage('yes', 'fr')).toBe('en');
    expect(detectLanguage('Hello', 'fr')).toBe('en');
    expect(detectLanguage('merci beaucoup', 'en')).toBe('fr');
  });

  it('keeps the conversation’s language for an answer giving a name or a company', () => {
    // An English visitor's company: data, not a change of language.
    expect(detectLanguage('Boulangerie du Centre', 'en', true)).toBe('en');
    expect(detectLanguage('Les Délices de Paris', 'en', true)).toBe('en');
    expect(detectLanguage('The Coffee House', 'fr', true)).toBe('fr');
    // Asked nothing of the kind, the same words tell; and an answer that says more still does.
    expect(detectLanguage('Boulangerie du Centre', 'en')).toBe('fr');
    expect(detectLanguage('c’est la Boulangerie du Centre, à Lyon, depuis dix ans', 'en', true)).toBe('fr');
  });
});
