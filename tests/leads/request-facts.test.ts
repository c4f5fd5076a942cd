/**
 * Issue 24 items 2 and 3, the rules added for the tuned request conversations: the facts read in a
 * message (server/leads/facts.ts) and the words that say nothing of a conversation's language
 * (server/leads/lead-words.ts).
 */
import { describe, expect, it } from 'vitest';
import { correctionValue, factsIn, withoutCivility } from '../../server/leads/facts.ts';
import { companyIn, foldedOf, momentOf, nameIn } from '../../server/leads/exchange-reading.ts';
import { saysNoLanguage } from '../../server/leads/lead-words.ts';

describe('words that say nothing of the language', () => {
  it('are the answer words any visitor borrows, alone', () => {
    for (const message of ['Oui', 'ok', "d'accord", 'D’accord, merci', 'ok d’accord', 'yes', 'nope']) expect(saysNoLanguage(message), message).toBe(true);
  });

  it('are no sentence: « oui, j’accepte », "yes, I agree" tell their language', () => {
    for (const message of ['oui, j’accepte', 'yes, I agree', 'merci beaucoup', '', '06 12 34 56 78']) expect(saysNoLanguage(message), message).toBe(false);
  });
});

describe('facts read in a message', () => {
  it('a phrase with a legal form, first or last, is the company', () => {
    expect(factsIn('Bonjour, Thomas Girard, SAS Girard & Fils, je veux un devis, tél 01 45 67 89 10')).toMatchObject({
      name: 'Thomas Girard',
      company: 'SAS Girard & Fils',
    });
    expect(factsIn('Hi, Jo Malone here (Malone & Co), call me back on +44 7911 155666', { language: 'en' }).company).toBe('Malone & Co');
    expect(factsIn('la SELARL Rivière Avocats').company).toBe('SELARL Rivière Avocats');
  });

  it('« sa », « as » in small letters are no legal form', () => {
    expect(factsIn('pour sa boutique, merci').company).toBeUndefined();
    expect(factsIn('same as before', { language: 'en' }).company).toBeUndefined();
  });

  it('the full name after a sign-off is the name, not the company beside the number', () => {
    expect(factsIn('Un devis svp. Cordialement, Marc Dupuis - Directeur - Dupuis Immobilier - 06 71 72 73 74').name).toBe('Marc Dupuis');
    expect(factsIn('A demo please. Best regards, Julia Roberts, Curator, julia@museum.example', { language: 'en' }).name).toBe('Julia Roberts');
  });

  it('a signature block on its own lines gives the name and the company, not the job title', () => {
    const french =
      'Bonjour,\nUn devis svp.\nCordialement,\n--\nJulien Faure\nResponsable des services généraux\nGroupe Valrhône BTP\njf@valrhone.example\nTél. 04 78 12 45 96';
    expect(factsIn(french)).toMatchObject({ name: 'Julien Faure', company: 'Groupe Valrhône BTP', phone: '+33478124596' });
    const english = 'Hi,\nA quote please.\nBest regards,\nPieter Janssens\nSales Manager – Janssens Interiors\n+32 470 12 34 56';
    expect(factsIn(english, { language: 'en' })).toMatchObject({ name: 'Pieter Janssens', company: 'Janssens Interiors' });
    // Without a sign-off, lines are no signature: « Tables tactiles » is no company.
    expect(factsIn('Bonjour\nTables tactiles\nMerci').company).toBeUndefined();
  });

  it('a signature’s company may start with a figure or hold a title word, never an address', () => {
    const audit = "Hello,\nYour free audit please.\nKind regards,\nSarah O'Connor\nFacilities Manager\n4Sight Analytics Ltd\n+32 2 512 34 56";
    expect(factsIn(audit, { language: 'en' })).toMatchObject({ name: "Sarah O'Connor", company: '4Sight Analytics Ltd' });
    const offer = 'Dear team,\nan offer please.\nBest regards\nAnna Schmidt\nHead of Office\nSchmidt & Partner Engineering GmbH';
    expect(factsIn(offer, { language: 'en' }).company).toBe('Schmidt & Partner Engineering GmbH');
    expect(factsIn('Cordialement,\nJulie Martin\n12 rue de la Paix\n69001 Lyon').company).toBeUndefined();
  });

  it('the company after a job title ends where its place starts', () => {
    expect(factsIn('Je suis Nicolas Perrin, directeur de Perrin & Fils Automobiles à Villeurbanne.').company).toBe('Perrin & Fils Automobiles');
    expect(factsIn('Pauline Nguyen, gérante de la boutique Les Jardins de Pauline à Annecy.').company).toBe('Les Jardins de Pauline');
    expect(factsIn("Hi, I'm Oliver Grant, sales director at Grant & Hale Property Group in Manchester.", { language: 'en' }).company).toBe(
      'Grant & Hale Property Group',
    );
    expect(factsIn("je dirige l'Hôtel Haddad & Spa à Lyon").company).toBe('Hôtel Haddad & Spa');
    expect(factsIn('Je suis responsable des achats d’une chaîne de magasins de sport.').company).toBeUndefined();
    expect(factsIn("je suis Léa Fontaine, directrice de l'Hôtel Bellevue à Annecy.").company).toBe('Hôtel Bellevue');
  });

  it('an organisation named after a few small words starts the company, not one inside a name', () => {
    expect(factsIn('Bonjour, pour la Mairie de Brignais, nous souhaiterions un audit gratuit.').company).toBe('Mairie de Brignais');
    expect(factsIn('Riverside Hotel London').company).toBeUndefined();
    expect(factsIn('Je voudrais une démo pour le Lycée').company).toBeUndefined();
  });

  it('a company said « pour le compte de », « au nom de », after « notre cabinet, » or « une PME, », or with its kind of shop', () => {
    expect(factsIn('je vous écris pour le compte de la SCI Les Tilleuls : nous voudrions un devis').company).toBe('SCI Les Tilleuls');
    expect(factsIn("je vous contacte au nom de l'association Les Petits Débrouillards.").company).toBe('association Les Petits Débrouillards');
    expect(factsIn('Notre cabinet, Dufour Avocats, a une salle de 12 personnes.').company).toBe('Dufour Avocats');
    expect(factsIn('On est une PME, menuiserie roux, à Lyon, et on aimerait un audit.').company).toBe('menuiserie roux');
    expect(factsIn('ici Julie Fabre, de la boulangerie Marchand à Tassin.')).toMatchObject({ name: 'Julie Fabre', company: 'boulangerie Marchand' });
    expect(factsIn('je suis directrice du groupe scolaire Jules Ferry, à Vénissieux').company).toBe('groupe scolaire Jules Ferry');
    expect(factsIn('Je suis à la CCI de Lyon, au service formation').company).toBe('CCI de Lyon');
  });

  it('a kind of shop or organisation in small letters before its name in capitals, and « du », « de la part de »', () => {
    expect(factsIn("bonjour pouvez vous me rappeler svp, c'est pour l'hôtel-restaurant Le Relais, on pense à un affichage").company).toBe(
      'hôtel-restaurant Le Relais',
    );
    expect(factsIn('Bonjour, ici François Morel, du Crédit Agricole agence de Vienne.')).toMatchObject({ name: 'François Morel' });
    expect(factsIn("je vous contacte de la part de l'Institut de beauté Belle & Zen : nous aimerions").company).toBe('Institut de beauté Belle & Zen');
    expect(factsIn("je suis la gérante de l'auto-école Lumière, on voudrait essayer").company).toBe('auto-école Lumière');
    expect(factsIn('Pauline Nguyen, gérante de la boutique Les Jardins de Pauline à Annecy.').company).toBe('Les Jardins de Pauline');
    expect(factsIn('bjr on est le GAEC des Trois Chênes on a un magasin a la ferme').company).toBe('GAEC des Trois Chênes');
  });

  it('a signature without a sign-off: a full name on a line of its own near the end, its civility dropped', () => {
    const message = "Bonjour,\nNous souhaiterions votre audit gratuit.\nDr Camille Brun\nClinique vétérinaire des Monts d'Or\n04 72 19 84 36";
    expect(factsIn(message)).toMatchObject({ name: 'Camille Brun', company: "Clinique vétérinaire des Monts d'Or" });
    expect(factsIn('Bonjour, un essai ?\nJulie Fontaine | Négociatrice | Agence immobilière Century 21 Caluire')).toMatchObject({
      name: 'Julie Fontaine',
      company: 'Agence immobilière Century 21 Caluire',
    });
    expect(factsIn('Bonjour, Mme Leroy du cabinet dentaire des Lilas. Je souhaiterais être rappelée.')).toMatchObject({
      name: 'Mme Leroy',
      company: 'cabinet dentaire des Lilas',
    });
    expect(nameIn('DUPONT Pierre', foldedOf('DUPONT Pierre'))).toBe('Pierre Dupont');
    expect(nameIn('LE GOFF Anne', foldedOf('LE GOFF Anne'))).toBe('Anne Le Goff');
    expect(withoutCivility('M. Bernard Petit')).toBe('Bernard Petit');
    expect(withoutCivility('Mme Leroy')).toBe('Mme Leroy');
  });

  it('words in capitals between a name and a contact detail are the company, unless they name our subject', () => {
    const en = { language: 'en' as const };
    expect(factsIn("Name's Marco Rossi, Rossi Design Studio, 06 39 98 30 61", en)).toMatchObject({ name: 'Marco Rossi', company: 'Rossi Design Studio' });
    expect(factsIn('Je suis Paul Martin, Tables Tactiles, 06 12 34 56 78').company).toBeUndefined();
  });

  it('a name in small letters keeps its particles and one word after them, the last', () => {
    expect(factsIn('je m’appelle jean de la fontaine').name).toBe('jean de la fontaine');
    expect(factsIn('je m’appelle paul du garage martin').name).toBe('paul');
  });

  it('a bare number is an hour after « entre », "between", not elsewhere', () => {
    expect(factsIn('rappelez-moi entre 9 et 11', { moment: true }).callbackTime).toBe('entre 9 et 11');
    expect(factsIn('call me between 9 and 11', { moment: true, language: 'en' }).callbackTime).toBe('between 9 and 11');
    expect(factsIn('un devis pour 4 agences', { moment: true }).callbackTime).toBeUndefined();
    expect(factsIn('en début d’après-midi', { moment: true }).callbackTime).toBe('en début d’après-midi');
  });
});

describe('a company answered', () => {
  it('is the name, without what introduces it, its article before capitals, its town or its branch', () => {
    expect(companyIn("c'est pour la société Girard Events")).toBe('Girard Events');
    expect(companyIn('la CCI de Lyon')).toBe('CCI de Lyon');
    expect(companyIn('la tour conseil')).toBe('la tour conseil');
    expect(companyIn('EHPAD Les Glycines, à Villeurbanne')).toBe('EHPAD Les Glycines');
    expect(companyIn('Optique Lefèvre (magasin de Caluire)')).toBe('Optique Lefèvre');
    expect(companyIn("company's called Northwind")).toBe('Northwind');
    expect(companyIn('Le Comptoir')).toBe('Le Comptoir');
  });
});

describe('a moment answered', () => {
  it('is the moment, without how well it suits', () => {
    expect(momentOf('Tuesday around 10am works best')).toBe('Tuesday around 10am');
    expect(momentOf('jeudi matin, ça m’arrange')).toBe('jeudi matin');
    expect(momentOf('de préférence jeudi')).toBe('jeudi');
    expect(momentOf('mornings')).toBe('mornings');
  });
});

describe('a correction’s value', () => {
  it('ends before the old value said again', () => {
    expect(correctionValue("Actually, it's Acme Ltd, not Acme")).toBe('Acme Ltd');
    expect(correctionValue('en fait plutôt Agence Nord et non Agence Sud')).toBe('Agence Nord');
    expect(correctionValue('en fait plutôt Agence Nord')).toBe('Agence Nord');
  });

  it('follows a value dropped first, and lead-ins between markers', () => {
    expect(correctionValue('Actually, rather than a demo, could I just get the free trial instead?')).toBe('could I just get the free trial instead');
    expect(correctionValue("En fait, plutôt qu'une démo, je préférerais l'essai gratuit.")).toBe("je préférerais l'essai gratuit");
    expect(correctionValue("Sorry, it's actually Whitfield & Sons Ltd.")).toBe('Whitfield & Sons Ltd');
    expect(correctionValue('Pardon, faute de frappe : Marie Durand, avec un d.')).toBe('Marie Durand');
  });

  it('is what a colon introduces, and ends before a clause of its own', () => {
    expect(correctionValue("Sorry, it's Katherine with a K: Katherine Walsh")).toBe('Katherine Walsh');
    expect(correctionValue('en fait plutôt jeudi à 14:30')).toBe('jeudi à 14:30');
    expect(correctionValue('en fait plutôt vendredi matin, jeudi je suis en déplacement')).toBe('vendredi matin');
  });
});
