import { describe, expect, it } from 'vitest';
import { assistantVocabulary } from '../../content/assistant.ts';
import { brand } from '../../content/brand.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import { checkFormat, converse, MAILTO, page, plain, spaces, TEL, urls } from './conversation.ts';
import { sharedAssistant } from '../helpers/content-assistant.ts';
import { answerOf } from '../../tools/assistant/question-set.ts';

const assistant = sharedAssistant();
const ask = (...messages: string[]) => {
  const reply = converse(assistant, messages);
  checkFormat(reply);
  return reply;
};
const quick = assistantVocabulary.quickReplies;
/** The reply to one message in its own language, as the server detects it. */
const askInItsLanguage = (message: string) => {
  const reply = answerOf(assistant, { messages: [message], expect: [] });
  checkFormat(reply);
  return reply;
};

/** The length of a page's free trial, as its "trial" section states it. */
function trialDays(slug: string): number {
  const section = landingPages.find((item) => item.slug === slug)!.sections.find((item) => item.kind === 'trial');
  if (section?.kind !== 'trial') throw new Error(`no trial on ${slug}`);
  return section.days;
}

describe('the trial lengths of the content are the published ones', () => {
  it('15 days for touch tables, 30 for the VR design office and the collaborative screens', () => {
    expect(trialDays('tables-tactiles')).toBe(15);
    expect(trialDays('bureau-etude-vr')).toBe(30);
    expect(trialDays('ecrans-collaboratifs')).toBe(30);
  });
});

describe('demo', () => {
  it.each(['Je voudrais une démo', 'possible de voir une demonstration ?', 'on peut prendre rendez-vous pour une démo ?', 'je veux une demmo'])(
    '"%s": free and without commitment, by phone or e-mail',
    (message) => {
      const reply = ask(message);
      expect(plain(reply)).toMatch(/gratuite et sans engagement/);
      expect(urls(reply)).toContain(TEL);
      expect(urls(reply).some((url) => url.startsWith(`${MAILTO}?subject=`))).toBe(true);
      // The quick reply takes the request here (server/leads/desk.ts), as the answer says.
      expect(reply.quick_replies[0]).toBe(quick.demo);
      expect(plain(reply)).toMatch(/Je peux prendre votre demande ici/);
    },
  );

  it('names the product under discussion and links its page', () => {
    const reply = ask('une démo des tables tactiles, possible ?');
    expect(plain(reply)).toContain('tables tactiles');
    expect(urls(reply)).toContain(page('/solutions/tables-tactiles'));
    const later = ask('Vous faites de la réalité virtuelle ?', 'ok, je veux une démo');
    expect(urls(later)).toContain(page('/solutions/bureau-etude-vr'));
  });
});

describe('free audit', () => {
  it.each(['je voudrais un audit gratuit', 'vous faites un diagnostic de showroom ?', 'Audit gratuit ?'])('"%s": offered, and how to book it', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toMatch(/audit est offert et sans engagement/i);
    expect(urls(reply)).toContain(TEL);
    expect(urls(reply)).toContain(page('/article/moderniser-showroom#audit'));
  });
});

describe('free trial, with its length per product', () => {
  it.each([
    ['je veux tester gratuitement une table tactile', 'tables-tactiles', '#essai'],
    ['Essai gratuit de vos tables interactives ?', 'tables-tactiles', '#essai'],
    ['on peut essayer le casque VR ?', 'bureau-etude-vr', '#demo'],
    ["essai du bureau d'étude en réalité virtuelle", 'bureau-etude-vr', '#demo'],
    ['Vous prêtez un écran collaboratif pour tester ?', 'ecrans-collaboratifs', '#essai'],
    ['on peut tester vos écrans de visio ?', 'ecrans-collaboratifs', '#essai'],
  ])('"%s": the trial of %s', (message, slug, anchor) => {
    const reply = ask(message);
    expect(plain(reply)).toContain(`${trialDays(slug)} jours`);
    expect(urls(reply)[0]).toBe(page(`/solutions/${slug}${anchor}`));
  });

  it('without a product: every trial with its length', () => {
    const reply = ask('Vous proposez un essai gratuit ?');
    expect(plain(reply)).toContain('15 jours pour les tables tactiles');
    expect(plain(reply)).toMatch(/30 jours pour le bureau d'étude VR et les écrans collaboratifs/);
    expect(urls(reply)).toEqual(
      expect.arrayContaining([
        page('/solutions/tables-tactiles#essai'),
        page('/solutions/bureau-etude-vr#demo'),
        page('/solutions/ecrans-collaboratifs#essai'),
      ]),
    );
  });

  it('a product without a trial: a demo instead, and the trials there are', () => {
    const reply = ask("un essai gratuit de l'affichage dynamique ?");
    expect(plain(reply)).toMatch(/démonstration gratuite/);
    expect(plain(reply)).toContain('15 jours pour les tables tactiles');
    expect(urls(reply)[0]).toBe(page('/solutions/affichage-dynamique'));
  });

  it('the product discussed earlier in the conversation', () => {
    const reply = ask('Parlez-moi de vos écrans collaboratifs', 'on peut essayer ?');
    expect(plain(reply)).toContain('30 jours');
    expect(urls(reply)[0]).toBe(page('/solutions/ecrans-collaboratifs#essai'));
  });
});

describe('being called back', () => {
  it.each(['Pouvez-vous me rappeler ?', 'je voudrais être recontacté', 'je veux parler à un conseiller', 'Être rappelé'])(
    '"%s": by e-mail or phone',
    (message) => {
      const reply = ask(message);
      expect(plain(reply)).toMatch(/conseiller vous rappelle/);
      expect(urls(reply)).toEqual([TEL, `${MAILTO}?subject=${encodeURIComponent('Demande de rappel')}`]);
      expect(reply.quick_replies[0]).toBe(quick.callback);
    },
  );

  it('a phone number or an e-mail written in the chat is not repeated, and kept only in a request, with consent', () => {
    const reply = ask('rappelez-moi au 06 12 34 56 78 svp');
    expect(plain(reply)).toMatch(/que dans une demande .*avec votre accord/);
    expect(reply.message).not.toContain('06 12 34 56 78');
    const email = ask('mon mail : jean.dupont@entreprise.fr');
    expect(email.message).not.toContain('jean.dupont');
    expect(plain(email)).toMatch(/que dans une demande .*avec votre accord/);
  });
});

describe('contact details written in a message', () => {
  // Read by libphonenumber (server/leads/contact-details.ts), as the lead desk reads them: an
  // international number counts as much as a French one, a figure is no number.
  const written = (message: string, language: 'fr' | 'en' = 'fr') => assistant.read(message, language).contactDetails;

  it.each(['+44 20 7946 0958', '0033 6 12 34 56 78', '06 12 34 56 78', 'rappelez-moi au 04.65.71.28.40', 'mon mail : jean.dupont@entreprise.fr'])(
    '%j holds contact details',
    (message) => {
      expect(written(message)).toBe(true);
    },
  );

  it('an English message may give a British number without its country code', () => {
    expect(written('call me on 020 7946 0958', 'en')).toBe(true);
  });

  it.each(['un écran de 55 pouces', 'on a ouvert en 2019', 'de 2015 à 2024', 'un budget de 150000 euros', 'jean.dupont@entreprise', '06 12 34'])(
    '%j holds none',
    (message) => {
      expect(written(message)).toBe(false);
    },
  );

  it('an international number alone is not repeated either, and kept only in a request, with consent', () => {
    const reply = ask('+44 20 7946 0958');
    expect(plain(reply)).toMatch(/que dans une demande .*avec votre accord/);
    expect(reply.message).not.toContain('7946');
  });
});

describe('prices', () => {
  it.each([
    'Quels sont vos tarifs ?',
    'combien ça coûte ?',
    "c'est cher ?",
    'prix d’une table tactile de 75 pouces',
    'vous avez une grille tarifaire',
    'budget pour 3 écrans ?',
    'je suis prêt à commander',
  ])('"%s": no price, a quote within 48 h and a call back', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toMatch(/devis détaillé sous 48 h/);
    expect(plain(reply)).not.toMatch(/€|euro|\d+ ?(?:000|k)\b/i);
    expect(plain(reply)).toMatch(/être rappelé \?/);
    expect(reply.quick_replies).toContain(quick.callback);
    expect(urls(reply).some((url) => url.startsWith(MAILTO))).toBe(true);
  });

  it('"oui" to the offer of a call back leads to it', () => {
    // The reply to a call back: our phone, an e-mail about a call back, and the quick reply that takes the request.
    const reply = ask('Quels sont vos prix ?', 'oui');
    expect(urls(reply)).toEqual([TEL, `${MAILTO}?subject=${encodeURIComponent('Demande de rappel')}`]);
    expect(reply.quick_replies[0]).toBe(quick.callback);
  });

  it('« c’est combien de pixels ? » counts, it asks no price', () => {
    expect(plain(ask('La 8K c’est combien de pixels comparé à la 4K ?'))).not.toMatch(/devis détaillé/);
  });

  it('"how much does it weigh?" asks a weight, not a price', () => {
    expect(plain(askInItsLanguage('How much does the touch table weigh?'))).not.toMatch(/detailed quote/);
  });

  it('a question on printing costs is not a question of price', () => {
    const reply = ask("de combien baissent les coûts d'impression avec l'affichage dynamique ?");
    expect(plain(reply)).not.toMatch(/devis détaillé/);
    expect(plain(reply)).toContain('65 %');
  });
});

describe('a contact word told as a circumstance asks for nothing', () => {
  it.each([
    ['Une fois le devis signé, on peut encore modifier la commande ?', '/cgv'],
    ['I left my email with the bot for a callback. How long will you keep it?', '/confidentialite'],
    ['Pendant l’essai gratuit, qui est responsable si le matériel est endommagé ?', '/cgv'],
    ['Comment se déroule un projet avec vous, de l’audit à la maintenance ?', '/a-propos'],
    // « les rdv », « mes coordonnées »: the visitor's own, no request of ours.
    ['La moitié de nos acheteurs vivent à l’étranger et on fait les rdv en visio, l’IA peut gérer la traduction ?', '/article/ia-visioconference-jsx'],
    ['L’assistant IA peut-il prendre les demandes de rappel de nos clients la nuit ?', '/solutions/assistant-ia'],
  ])('"%s": the page that answers, no contact pitch', (message, path) => {
    const reply = askInItsLanguage(message);
    expect(plain(reply)).not.toMatch(/devis détaillé|call you back|essai gratuit, sans engagement|démonstration est gratuite|conseiller vous rappelle/);
    expect(urls(reply).some((url) => url.startsWith(page(path)))).toBe(true);
  });

  it.each([
    ['Avant de commander je voudrais un devis pour 3 tables tactiles', /devis détaillé sous 48 h/],
    ['J’ai vu vos tables au salon. Pouvez-vous me rappeler ?', /un conseiller vous rappelle/],
    ['We saw your screens at a fair. How much does the 75-inch one cost?', /detailed quote within 48 hours/],
    ['On fait les rdv en visio avec nos clients, vous pouvez m’organiser une démo ?', /démonstration est gratuite/],
    // A keyword that is also a mention ("callback") still asks.
    ['Can I get a callback tomorrow morning about the VR headsets for our estate agency?', /call you back/],
    // Circumstances told in a sentence apart make no story of the question.
    ['Nous sommes une concession automobile avec trois sites en Rhône-Alpes. Combien coûte une table tactile ?', /devis détaillé sous 48 h/],
  ])('"%s": a request after the circumstances still asks', (message, answer) => {
    expect(plain(askInItsLanguage(message))).toMatch(answer);
  });
});

describe('where we are', () => {
  it('"Do you have an office in Paris?": where we are', () => {
    expect(plain(askInItsLanguage('Do you have an office in Paris?'))).toMatch(/near Lyon/);
  });

  it.each(['Où êtes-vous situés ?', 'vous êtes basés où ?', 'votre adresse ?', 'Où êtes-vous ?'])('"%s": the address near Lyon', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toContain(spaces(`${brand.address.postalCode} ${brand.address.city}`));
    expect(plain(reply)).toContain('Lyon');
    expect(urls(reply)).toContain(TEL);
  });
});

describe('phone and e-mail', () => {
  it.each(['votre numéro de téléphone ?', 'comment vous joindre ?', 'je peux vous appeler ?', 'Vos coordonnées ?'])('"%s": a tel: button', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toContain(spaces(brand.phone));
    expect(urls(reply)[0]).toBe(TEL);
    expect(reply.buttons[0]!.type).toBe('primary');
  });

  it.each(['combien de points de contact sur les écrans collaboratifs ?', 'le NFC, c’est du sans contact ?', 'un numéro de série sur la table ?'])(
    '"%s" is no request for our phone number',
    (message) => {
      expect(plain(ask(message))).not.toMatch(/^Vous pouvez nous appeler/);
    },
  );

  it.each(['votre adresse mail ?', 'je peux vous envoyer un e-mail ?', 'un courriel pour vous écrire'])('"%s": a mailto: button', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toContain(brand.emails.contact);
    expect(urls(reply)[0]!.startsWith(MAILTO)).toBe(true);
  });
});

describe('greetings, thanks, off-topic and abuse', () => {
  it.each(['Bonjour', 'salut !', 'Bonjour madame', 'hello', 'bjr'])('"%s": a short greeting that says what we do', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toMatch(/^Bonjour ! Je suis l'assistant Ondalys/);
    expect(urls(reply)).toContain(page('/solutions/affichage-dynamique'));
    expect(reply.quick_replies).toEqual([quick.demo, quick.trial, quick.price]);
  });

  it('answers "bonsoir" with "bonsoir"', () => {
    expect(plain(ask('Bonsoir'))).toMatch(/^Bonsoir !/);
  });

  it('greets back, then answers, when the greeting comes with a question', () => {
    const reply = ask('Bonjour, vous faites des tables tactiles ?');
    expect(spaces(reply.message)).toMatch(/^Bonjour !\n\n\*\*Tables tactiles\*\*\n/);
  });

  it.each(['merci !', 'merci beaucoup pour votre aide', 'super, merci'])('"%s": you are welcome, and what next', (message) => {
    const reply = ask(message);
    expect(plain(reply)).toMatch(/^Avec plaisir/);
    expect(reply.quick_replies.length).toBeGreaterThan(0);
  });

  it('says goodbye', () => {
    expect(plain(ask('merci, au revoir'))).toMatch(/à bientôt/);
  });

  it.each(['quelle est la recette de la tarte tatin ?', 'qui va gagner le match ce soir ?', 'raconte-moi une blague', 'quel temps fera-t-il demain à Paris ?'])(
    '"%s": politely off-topic, steered back to what we do',
    (message) => {
      const reply = ask(message);
      expect(plain(reply)).toMatch(
        /^Je ne peux pas vous aider sur ce sujet : je suis l'assistant Ondalys, spécialiste de l'affichage interactif et collaboratif/,
      );
      expect(urls(reply)).toContain(page('/solutions/collaboration'));
      expect(reply.quick_replies).toContain(quick.solutions);
    },
  );

  it.each(['mon chat est malade', 'nous sommes un restaurant', 'zxqw vbnm', '????'])(
    '"%s": nothing in our pages, said plainly, with what we do and a human',
    (message) => {
      const reply = ask(message);
      expect(plain(reply)).toMatch(/^Je n'ai pas de réponse précise à cela dans nos pages\. Je suis l'assistant Ondalys, spécialiste/);
      expect(urls(reply)).toContain(TEL);
      expect(urls(reply)).toContain(page('/solutions/presentation-innovante'));
    },
  );

  it.each(['What are the pros and cons of a touch table?', 'les pros et les cons du mur LED ?'])('"%s": a question, no insult', (message) => {
    expect(plain(askInItsLanguage(message))).not.toMatch(/courtois|polite/);
  });

  it.each(["t'es nul, connard", 'ta gueule', 'espèce de crétin', 'FDP', 'vous êtes des cons'])(
    '"%s": a courteous answer that does not repeat it',
    (message) => {
      const reply = ask(message);
      expect(plain(reply)).toMatch(/courtois/);
      expect(plain(reply).toLowerCase()).not.toMatch(/connard|gueule|crétin|fdp/);
      expect(urls(reply)).toContain(TEL);
    },
  );
});

describe('a figure or a fact our pages do not hold', () => {
  it.each([
    "c'est quoi le salaire d'un intégrateur audiovisuel chez vous ?",
    'Combien de salariés êtes-vous ?',
    "Les casques VR tiennent combien d'heures sur batterie ?",
  ])('"%s": no quote of a page beside the question, a person instead', (message) => {
    const reply = askInItsLanguage(message);
    expect(plain(reply)).toMatch(/^Je n'ai pas de réponse précise à cela/);
    expect(urls(reply)).toContain(TEL);
  });

  it.each(["What's your yearly turnover?", 'How many people work at your company?', "What's the refresh rate of the collaborative screen?"])(
    '"%s": the same, in English',
    (message) => {
      const reply = askInItsLanguage(message);
      expect(plain(reply)).toMatch(/^Our pages don't give a precise answer to that/);
      expect(urls(reply)).toContain(TEL);
    },
  );

  it.each(['Vos écrans sont-ils compatibles 5G ?', 'Do your displays support 5G?'])(
    '"%s": a standard our pages never name gets no quote of a page that speaks of something else',
    (message) => {
      const reply = askInItsLanguage(message);
      expect(plain(reply)).toMatch(
        /^(?:Je n'ai pas de réponse précise à cela|Our pages don't give a precise answer to that|I don't have a precise answer to that)/,
      );
      expect(urls(reply)).toContain(TEL);
    },
  );

  it('a passage that names what is asked still answers', () => {
    expect(plain(askInItsLanguage('Combien de personnes peuvent utiliser une table tactile en même temps ?'))).toContain('10 personnes');
    // « plus grande » qualifies what is asked: the table, found where the sizes are.
    expect(plain(askInItsLanguage('Quelle est la plus grande table tactile ?'))).toMatch(/75 pouces/);
  });
});

describe('the company pages, by what they are about', () => {
  it.each([
    ['vous revendez mes données à des annonceurs ?', '/confidentialite'],
    ['c koi votre politique de confidentialité', '/confidentialite'],
    ["Le prix du devis, c'est HT ou TTC ?", '/cgv'],
    ['je suis un particulier, vous vendez des tables tactiles ?', '/cgv'],
    ['Quel est votre numéro SIRET ?', '/mentions-legales'],
    ['Vous recrutez des développeurs ?', '/carrieres'],
  ])('"%s": %s, not a price reply, a solution page nor an off-topic refusal', (message, path) => {
    const reply = askInItsLanguage(message);
    expect(urls(reply)[0]).toContain(page(path));
  });

  it('a request not to be contacted any more gets the privacy page, not our phone number alone', () => {
    expect(urls(askInItsLanguage('supprimez toutes mes infos svp, je ne veux plus être contacté'))[0]).toContain(page('/confidentialite'));
  });
});

describe('what we do, however it is asked', () => {
  it.each(['Résumez-moi ce que vous faites. En une phrase. Merci.', 'Sum up what you do in one sentence.'])('"%s": the list of our solutions', (message) => {
    const reply = askInItsLanguage(message);
    expect(urls(reply)).toContain(page('/solutions/collaboration'));
    expect(urls(reply)).toContain(page('/solutions/assistant-ia'));
  });
});

describe('off-topic in English as in French', () => {
  it.each([
    'Can you recommend a good series to binge this weekend?',
    'Which film should I watch tonight?',
    'Tu me conseilles quel film ce soir ?',
    'Who is the president of the United States?',
  ])('"%s": politely off-topic, with a person to talk to', (message) => {
    const reply = askInItsLanguage(message);
    expect(plain(reply)).toMatch(/^(?:I can't help you with that|Je ne peux pas vous aider sur ce sujet)/);
    expect(urls(reply)).toContain(TEL);
  });

  it('films of our own products are no off-topic', () => {
    expect(plain(ask('On veut un grand écran pour diffuser les films des modèles'))).not.toMatch(/^Je ne peux pas vous aider/);
  });
});

describe('quick replies', () => {
  it('each quick reply the assistant offers is understood when sent', () => {
    const starts = [
      'Bonjour',
      'Quels sont vos tarifs ?',
      'Je voudrais une démo',
      'vous faites des tables tactiles ?',
      'Où êtes-vous ?',
      'merci',
      'quel temps fait-il ?',
    ];
    const offered = new Set(starts.flatMap((message) => ask(message).quick_replies));
    expect(offered.size).toBeGreaterThanOrEqual(6);
    for (const text of offered) {
      if (text === quick.giveUp) continue;
      const reply = ask(text);
      expect(plain(reply), text).not.toMatch(/Je ne peux pas vous aider|Je n'ai pas trouvé/);
    }
  });
});

describe('a device of ours that no longer works', () => {
  it('« ne … plus » or "… anymore" on what a device does is a failure told: a complaint', () => {
    for (const message of [
      "l'écran ne se met plus à jour depuis lundi",
      "le stylet n'écrit plus depuis la livraison",
      "personne n'arrive plus à projeter depuis la mise à jour",
    ]) {
      expect(assistant.read(message).complaint, message).toBe(true);
    }
    expect(assistant.read("the touch table doesn't respond anymore since Monday", 'en').complaint).toBe(true);
  });

  it('is no complaint when it is supposed, or when it is what the visitor no longer wants', () => {
    for (const message of ["si le stylet n'écrit plus, que faut-il faire ?", 'on ne veut plus imprimer nos affiches, vous proposez quoi ?']) {
      expect(assistant.read(message).complaint, message).toBe(false);
    }
    expect(assistant.read("what happens if the table doesn't respond anymore?", 'en').complaint).toBe(false);
  });
});

describe('the displeasure of the visitor’s own clients', () => {
  it('is a need when told without addressing us, a complaint when aimed at us', () => {
    expect(assistant.read('Nos clients laissent des questions le week-end et on répond le lundi, ils sont mécontents').complaint).toBe(false);
    expect(assistant.read('Nos clients sont mécontents de vos délais de livraison.').complaint).toBe(true);
    expect(assistant.read('Our customers are unhappy with your delivery times.', 'en').complaint).toBe(true);
  });
});
