/**
 * Issue 24 item 2, rule by rule: the facts a visitor gives in their own words (several at once,
 * corrections naming their field, consent and refusal said indirectly) are read by the exchange's
 * step function (server/leads/exchange.ts) and the fact reader (server/leads/facts.ts). Messages are
 * read as the desk reads them, by the assistant over the site's content.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../content/language.ts';
import { contactTexts } from '../../server/leads/contact-details.ts';
import { advance, type Draft, type ExchangeContext, type Outcome } from '../../server/leads/exchange.ts';
import { correctionIn, factsIn } from '../../server/leads/facts.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';

const assistant = sharedAssistant();
const contextIn = (language: Language): ExchangeContext => ({
  read: (message) => assistant.read(message, language),
  trialTopics: assistant.trials.map((trial) => trial.slug),
  language,
});
const contexts: Record<Language, ExchangeContext> = { fr: contextIn('fr'), en: contextIn('en') };

/** The outcome of the last message, each one before it played in turn from no request at all. */
function play(messages: string[], language: Language = 'fr'): Outcome {
  let draft: Draft | null = null;
  let outcome: Outcome = { type: 'none' };
  for (const message of messages) {
    outcome = advance(draft, message, contexts[language]);
    if ('draft' in outcome) draft = outcome.draft;
  }
  return outcome;
}

const frenchCallBack = ['Pouvez-vous me rappeler pour l’affichage dynamique ?', 'Denis Moreau', 'Moreau Pharma', '06 11 11 11 11', 'demain'];
const englishCallBack = ['Please call me back about the touch tables', 'Paul Walker', 'Skip', '020 7946 0321', 'after 2pm'];
const englishDemo = ['I’d like a demo of the digital signage', 'Jon Snow', 'Winterfell Ltd', 'jon@winterfell.example'];

describe('consent and refusal in the visitor’s words', () => {
  it.each(['je ne souhaite pas que vous gardiez mes données', 'hmm je ne préfère pas', 'non pas pour le moment'])(
    '« %s » refuses, and nothing is stored',
    (message) => {
      expect(play([...frenchCallBack, message])).toEqual({ type: 'refused' });
    },
  );

  it.each(['I’d rather not, thanks', 'not now, sorry', 'No, I don’t consent'])('"%s" refuses', (message) => {
    expect(play([...englishDemo, message], 'en')).toEqual({ type: 'refused' });
  });
});

describe('a correction that names its field and gives the value at once', () => {
  it('« je me suis trompé de numéro, c’est le … » changes the phone, and only it', () => {
    const outcome = play([...frenchCallBack, 'je me suis trompé de numéro, c’est le 06 22 22 22 22']);
    expect(outcome).toMatchObject({
      type: 'ask',
      intro: 'corrected',
      draft: { step: 'consent', phone: '+33622222222', callbackTime: 'demain', name: 'Denis Moreau' },
    });
  });

  it('"sorry, wrong number, it’s …" and "correction: my name is …" in English', () => {
    expect(play([...englishCallBack, 'sorry, wrong number, it’s 020 7946 0999'], 'en')).toMatchObject({
      draft: { step: 'consent', phone: '+442079460999', callbackTime: 'after 2pm' },
    });
    expect(play([...englishDemo, 'correction: my name is John Snow'], 'en')).toMatchObject({
      draft: { step: 'consent', name: 'John Snow', company: 'Winterfell Ltd' },
    });
  });

  it('« c’est plutôt la société … » corrects the company', () => {
    expect(correctionIn('c’est plutôt la société Faure SA')).toBe('la société Faure SA');
    expect(correctionIn('c’est parfait')).toBeNull();
    const demo = ['Je voudrais un devis pour le bureau d’étude VR', 'Julien Faure', 'Faure', 'julien@faure-sa.example'];
    expect(play([...demo, 'c’est plutôt la société Faure SA'])).toMatchObject({ draft: { step: 'consent', company: 'Faure SA' } });
  });
});

describe('several facts in one answer', () => {
  it('keeps a moment given with the phone, for a call back or a demo', () => {
    expect(play([...englishCallBack.slice(0, 3), '020 7946 0777 after 5pm'], 'en')).toMatchObject({
      draft: { step: 'consent', phone: '+442079460777', callbackTime: 'after 5pm' },
    });
    expect(play(['Une démo des tables tactiles', 'Léa Roy', 'Passer', '06 12 34 56 78, plutôt en fin de journée'])).toMatchObject({
      draft: { step: 'consent', phone: '+33612345678', callbackTime: 'plutôt en fin de journée' },
    });
  });

  it('takes the company without « pour le », « chez », "I work at" before it', () => {
    const asked = ['Je voudrais un devis pour des écrans collaboratifs', 'Nadia Benson'];
    expect(play([...asked, 'pour le lycée Jean Moulin'])).toMatchObject({ draft: { step: 'contact', company: 'lycée Jean Moulin' } });
    expect(play([...asked, 'chez Dupuis Frères'])).toMatchObject({ draft: { company: 'Dupuis Frères' } });
    expect(play(['I’d like a demo of the touch tables', 'Ann Lee', 'I work at Lee Designs'], 'en')).toMatchObject({ draft: { company: 'Lee Designs' } });
  });

  it('reads "X of Y" and a company with an ampersand, and an address before a question mark', () => {
    expect(factsIn('Hi, I’m John Smith of Smith & Sons Ltd, could you send a quote to john@smithandsons.example? Thanks', { language: 'en' })).toMatchObject({
      name: 'John Smith',
      company: 'Smith & Sons Ltd',
      email: 'john@smithandsons.example',
    });
    expect(contactTexts('mon e-mail est jean@acme.fr ?').email).toBe('jean@acme.fr');
    expect(factsIn('Je suis Anne Roy de la société Bank of Ireland').company).toBe('Bank of Ireland');
  });
});

describe('a subject said in the first message', () => {
  it('takes a long wish without a question mark as a request, and its need in the visitor’s words', () => {
    const outcome = play(['Bonjour, je souhaite un devis pour l’installation d’écrans dans nos 5 agences']);
    expect(outcome).toMatchObject({ type: 'ask', draft: { kind: 'quote', step: 'name', need: 'l’installation d’écrans dans nos 5 agences' } });
  });

  it('still answers first a long question that wishes, and takes « pour la mairie » as no need', () => {
    expect(play(['Je souhaite savoir comment se passe l’installation des écrans dans nos 5 agences, et le délai'])).toMatchObject({ type: 'none' });
    expect(play(['Je voudrais un devis pour la mairie de Bron'])).toMatchObject({ draft: { step: 'need' } });
  });
});

describe('names as people write them', () => {
  it('reads names with particles, hyphens and apostrophes beside a contact detail or a company', () => {
    expect(factsIn('Henri de la Fontaine, 06 87 65 43 21')).toMatchObject({ name: 'Henri de la Fontaine', phone: '+33687654321' });
    expect(factsIn('Jean-Baptiste Le Goff, société Breizh Events, jb@breizh.example')).toMatchObject({
      name: 'Jean-Baptiste Le Goff',
      company: 'Breizh Events',
    });
    expect(factsIn('Je m’appelle Anna van der Berg, anna@berg.example')).toMatchObject({ name: 'Anna van der Berg' });
    expect(factsIn('Tom O’Neill, tom@oneill.example')).toMatchObject({ name: 'Tom O’Neill' });
  });

  it('reads a name written after the e-mail, between dashes', () => {
    expect(factsIn('marc.dubois@dubois-sa.example - Marc Dubois - je voudrais une démo')).toMatchObject({
      name: 'Marc Dubois',
      email: 'marc.dubois@dubois-sa.example',
    });
  });

  it('reads "X from Y here" without a comma in English, not « X de Y » in French', () => {
    expect(factsIn('Hello, Klaus Weber from Weber GmbH here. Please call me back', { language: 'en' })).toMatchObject({
      name: 'Klaus Weber',
      company: 'Weber GmbH',
    });
    expect(factsIn('Écrans Collaboratifs de Samsung ?').name).toBeUndefined();
  });
});

describe('answers kept as the visitor wrote them', () => {
  it('keeps the whole moment answered, and reads a time in one word', () => {
    const asked = ['Can you call me back about the touch tables? +44 161 496 0789', 'Harry Potts', 'Skip'];
    expect(play([...asked, 'any day after lunch'], 'en')).toMatchObject({ draft: { step: 'consent', callbackTime: 'any day after lunch' } });
    expect(factsIn('call me tomorrow at 10am', { moment: true, language: 'en' }).callbackTime).toBe('tomorrow at 10am');
    expect(factsIn('I am free', { moment: true, language: 'en' }).callbackTime).toBeUndefined();
    expect(factsIn('plutôt vendredi en fin de matinée', { moment: true }).callbackTime).toBe('plutôt vendredi en fin de matinée');
  });

  it('takes « je suis particulier » as no company', () => {
    expect(play(['Une démo du bureau d’étude VR svp', 'Louis Garnier', 'je suis particulier'])).toMatchObject({ draft: { step: 'contact', company: '' } });
  });

  it('reads a name after a greeting without a comma', () => {
    expect(factsIn('bonjour je m’appelle paul lefort je voudrais un devis').name).toBe('paul lefort');
    expect(factsIn('Hi I’m Sarah, sarah.k@example.com', { language: 'en' })).toMatchObject({ name: 'Sarah', email: 'sarah.k@example.com' });
  });
});

describe('which field a correction changes', () => {
  it('the one whose value it resembles, else the one answered last', () => {
    const summary = ['Je souhaite un devis pour des écrans collaboratifs', 'Sandrine Dupont', 'Dupont Conseil', 'sandrine@dupont-conseil.example'];
    expect(play([...summary, 'pardon, c’est Sandrine Dupond'])).toMatchObject({ draft: { name: 'Sandrine Dupond', company: 'Dupont Conseil' } });
    const asked = ['We’d like a quote for the AI assistant', 'Emily Clark', 'Clark Hotel'];
    expect(play([...asked, 'actually it’s Clark Hotels Group'], 'en')).toMatchObject({
      draft: { step: 'contact', name: 'Emily Clark', company: 'Clark Hotels Group' },
    });
  });

  it('"Sorry, I don’t agree" refuses: words after a marker that refuse correct nothing', () => {
    expect(play([...englishDemo, 'Sorry, I don’t agree'], 'en')).toEqual({ type: 'refused' });
  });
});

describe('details beside one another', () => {
  it('takes a phrase ending with a legal form as the company, and the name before it', () => {
    expect(factsIn('Book a demo for me please: Anna Lee, Lee Ltd, anna@lee.example, touch tables', { language: 'en' })).toMatchObject({
      name: 'Anna Lee',
      company: 'Lee Ltd',
      email: 'anna@lee.example',
    });
  });

  it('takes the name beside « mon numéro c’est le … » at the name question', () => {
    const asked = ['Je souhaite être rappelé pour l’affichage dynamique'];
    expect(play([...asked, 'Cédric Lopez, mon numéro c’est le 06 40 50 60 70'])).toMatchObject({ draft: { name: 'Cédric Lopez', phone: '+33640506070' } });
  });

  it('"I’ll think about it" refuses', () => {
    expect(play([...englishDemo, 'Hmm, I’ll think about it, thanks'], 'en')).toEqual({ type: 'refused' });
  });
});

describe('requests as visitors open them', () => {
  it('takes « un devis stp pour … » as a request, however long', () => {
    expect(play(['Salut, un devis stp pour l’écran tactile 75 pouces'])).toMatchObject({ type: 'ask', draft: { kind: 'quote' } });
  });

  it('reads "I’m from X" as the company', () => {
    const message = 'Hello! My name is Paul Martin, I’m from Lyon Digital, email paul@lyondigital.example. We’d like a demo of your digital signage next week.';
    expect(factsIn(message, { language: 'en' })).toMatchObject({ name: 'Paul Martin', company: 'Lyon Digital', email: 'paul@lyondigital.example' });
  });
});

describe('first messages written as a letter', () => {
  it('reads a name that is a phrase of its own in a message signed with contact details', () => {
    const letter = 'Bonjour, Marie Laurent, directrice de l’hôtel Les Pins à Nice. Vous pouvez me joindre au 04 93 12 34 56';
    expect(factsIn(letter)).toMatchObject({ name: 'Marie Laurent', phone: '+33493123456' });
    expect(factsIn('Je suis responsable communication chez Groupe Alpha (Sophie Kern), sophie.kern@alpha.example')).toMatchObject({
      name: 'Sophie Kern',
      company: 'Groupe Alpha',
    });
    // A solution's name, or words without contact details, are no signature.
    expect(factsIn('Rappel svp, Tables Tactiles, 06 12 34 56 78').name).toBeUndefined();
    expect(factsIn('Bonjour, Marie Laurent, une démo svp').name).toBeUndefined();
  });

  it('reads "We are X" and "manager at X" as the company, not "we are interested"', () => {
    expect(factsIn('We are Nordic Retail AB; my name is Erik Svensson', { language: 'en' })).toMatchObject({
      name: 'Erik Svensson',
      company: 'Nordic Retail AB',
    });
    expect(factsIn('I’m the IT manager at Brookfield School, Jane Porter, jane@brookfield.example', { language: 'en' })).toMatchObject({
      name: 'Jane Porter',
      company: 'Brookfield School',
    });
    expect(factsIn('we are interested in a demo', { language: 'en' }).company).toBeUndefined();
  });
});

describe('a field named with its new value', () => {
  it('takes the value given with « changer l’entreprise : … » or "change the company to …"', () => {
    const french = ['Je voudrais un devis pour l’assistant IA', 'Lise Morin', 'Morin', 'lise@morin.example'];
    expect(play([...french, 'changer l’entreprise : Morin Conseil'])).toMatchObject({
      intro: 'corrected',
      draft: { step: 'consent', company: 'Morin Conseil' },
    });
    expect(play([...englishDemo, 'please change the company to King Retail Ltd'], 'en')).toMatchObject({
      draft: { step: 'consent', company: 'King Retail Ltd' },
    });
    // Without a value, the field is asked for again.
    expect(play([...french, 'changer l’entreprise'])).toMatchObject({ draft: { step: 'company' } });
  });

  it('"my name is actually …" corrects the name without "actually"', () => {
    expect(play([...englishDemo, 'oops, my name is actually Catherine Bush'], 'en')).toMatchObject({ draft: { name: 'Catherine Bush' } });
  });
});

describe('typos and small letters', () => {
  it('takes « je voudrai » (the common misspelling) and "… pls" as requests', () => {
    expect(play(['je voudrai une demo des ecrans colaboratifs'])).toMatchObject({ type: 'ask', draft: { kind: 'demo' } });
    expect(play(['hi i wnat a quote for touch tables pls'], 'en')).toMatchObject({ type: 'ask', draft: { kind: 'quote' } });
  });

  it('reads a name in small letters that the e-mail address spells, and no other words', () => {
    expect(factsIn('besoin d’un devis. helene roussel, helene.roussel@example.org')).toMatchObject({ name: 'helene roussel' });
    expect(factsIn('merci beaucoup, helene.roussel@example.org').name).toBeUndefined();
  });
});

describe('consent words and their negation', () => {
  const frenchDemo = ['Je veux une démo des tables tactiles', 'Léa Roy', 'Passer', 'lea@roy.example'];

  it.each(['allez-y', 'vas-y', 'ça me va très bien', 'je donne mon accord', 'oui, enregistrez'])('« %s » consents', (message) => {
    expect(play([...frenchDemo, message])).toMatchObject({ type: 'consented' });
  });

  it.each(['hors de question', 'certainement pas', 'pas du tout', 'je ne donne pas mon accord', 'ne m’enregistrez pas'])('« %s » refuses', (message) => {
    expect(play([...frenchDemo, message])).toEqual({ type: 'refused' });
  });

  it('"absolutely not" refuses, though "absolutely" consents', () => {
    expect(play([...englishDemo, 'absolutely not'], 'en')).toEqual({ type: 'refused' });
    expect(play([...englishDemo, 'hold on, not yet'], 'en')).toEqual({ type: 'refused' });
    expect(play([...englishDemo, 'absolutely'], 'en')).toMatchObject({ type: 'consented' });
    expect(play([...englishDemo, 'that works'], 'en')).toMatchObject({ type: 'consented' });
  });
});

describe('a consent that carries a change', () => {
  const frenchDemo = ['Je veux une démo des tables tactiles', 'Léa Roy', 'Roy SARL', 'lea@roy.example'];

  it('applies the change and shows the summary again, never storing the old value', () => {
    expect(play([...frenchDemo, 'oui mais mon mail c’est lea.roy@roy.example'])).toMatchObject({
      type: 'ask',
      intro: 'corrected',
      draft: { step: 'consent', email: 'lea.roy@roy.example' },
    });
    expect(play([...frenchDemo, 'd’accord mais le nom c’est Léa Royer'])).toMatchObject({ draft: { step: 'consent', name: 'Léa Royer' } });
    expect(play([...englishDemo, 'ok, but the company is Roy Retail Ltd'], 'en')).toMatchObject({ draft: { step: 'consent', company: 'Roy Retail Ltd' } });
  });

  it('asks the moment after a phone added at the summary', () => {
    expect(play([...frenchDemo, 'ajoutez mon numéro : 06 12 34 56 78'])).toMatchObject({
      draft: { step: 'callbackTime', phone: '+33612345678', email: 'lea@roy.example' },
    });
  });
});

describe('the company beside an e-mail', () => {
  it('keeps its article when it starts the name (« Le Comptoir »)', () => {
    const asked = ['Je voudrais une démo des tables tactiles', 'Zoé Blanc'];
    expect(play([...asked, 'Le Comptoir, zoe@lecomptoir.example'])).toMatchObject({ draft: { company: 'Le Comptoir', email: 'zoe@lecomptoir.example' } });
  });
});

describe('the moment asked, said with another fact', () => {
  it('keeps the words of the moment, not the other fact', () => {
    const asked = ['Rappelez-moi au 06 55 66 77 88 svp', 'Tables tactiles', 'Anne Roux', 'Passer'];
    expect(play([...asked, 'demain matin, et mon mail anne@roux.example'])).toMatchObject({ draft: { step: 'consent', callbackTime: 'demain matin' } });
  });
});
