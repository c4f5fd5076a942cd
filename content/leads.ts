/**
 * What the built-in assistant says and understands while it takes a request (a demo, the free audit,
 * a free trial, a call back, a quote): the questions, the summary with the consent, the confirmation
 * and every message for an answer it cannot take. Placeholders in braces are filled in by
 * server/leads/exchange-replies.ts; the brand's ({phone}, {email}, {product}) as in content/assistant.ts.
 * Word lists are compared folded (lower case, no accents, apostrophes and hyphens as spaces).
 */
import type { LeadKind } from './lead-kinds.ts';

export interface NeedOption {
  /** The quick reply, and what is stored. */
  label: string;
  /** The solution page (content/solution-pages/) it stands for: a subject named in the request fills it in. */
  topic: string;
}

export const leadTexts = {
  /** What each request is called in the summary and the confirmation. */
  kindNames: {
    demo: 'une démo',
    audit: 'un audit gratuit',
    trial: 'un essai gratuit',
    callback: 'un rappel',
    quote: 'un devis',
  } satisfies Record<LeadKind, string>,

  /** The first words of each request. */
  opening: {
    demo: 'Avec plaisir\u00a0! La démonstration est gratuite et sans engagement\u00a0: je prends votre demande ici.',
    audit: "Avec plaisir\u00a0! L'audit est offert et sans engagement\u00a0: je prends votre demande ici.",
    trial: "Avec plaisir\u00a0! L'essai gratuit se fait dans vos locaux, sans engagement\u00a0: je prends votre demande ici.",
    callback: 'Bien sûr, un conseiller vous rappelle.',
    quote: 'Avec plaisir\u00a0! Nos tarifs dépendent de votre projet\u00a0: vous recevez un devis détaillé sous 48\u00a0h, sans engagement.',
  } satisfies Record<LeadKind, string>,
  /** What it is about. */
  needQuestion: {
    demo: 'Quelle solution souhaitez-vous voir\u00a0?',
    audit: 'Quels espaces ou quel projet voulez-vous faire auditer\u00a0?',
    trial: 'Quelle solution voulez-vous essayer\u00a0?',
    callback: 'À quel sujet\u00a0?',
    quote: 'Sur quelle solution porte-t-il\u00a0?',
  } satisfies Record<LeadKind, string>,
  /** The need was named in the request itself ("une démo des tables tactiles"). */
  needNoted: 'C’est noté\u00a0: {need}.',
  trialNoted: 'C’est noté\u00a0: {need}, pour un essai gratuit de **{days}\u00a0jours**.',
  nameQuestion: 'À quel nom dois-je enregistrer la demande\u00a0?',
  companyQuestion: 'Pour quelle entreprise\u00a0? Si vous préférez ne pas la préciser, répondez «\u00a0Passer\u00a0».',
  contactQuestion: 'Comment vous joindre\u00a0? Indiquez une adresse e-mail ou un numéro de téléphone (ou les deux).',
  phoneQuestion: 'À quel numéro pouvons-nous vous rappeler\u00a0?',
  momentQuestion: 'Quel moment vous convient le mieux pour l’appel\u00a0? (facultatif)',

  /** The summary, then the consent: what is kept, why, for how long, and how to have it erased. */
  summaryIntro: 'Voici votre demande\u00a0:',
  summaryLines: {
    kind: 'Demande\u00a0: {value}',
    need: 'Sujet\u00a0: {value}',
    name: 'Nom\u00a0: {value}',
    company: 'Entreprise\u00a0: {value}',
    email: 'E-mail\u00a0: {value}',
    phone: 'Téléphone\u00a0: {value}',
    callbackTime: 'Moment souhaité\u00a0: {value}',
  },
  consent:
    'Pour la traiter, {product} conserve ces informations et cette conversation, uniquement pour vous recontacter à ce sujet, pendant {retention} au plus. Vous pouvez demander leur suppression à tout moment à {privacyEmail}. Acceptez-vous\u00a0?',
  privacyButton: 'Politique de confidentialité',
  /** Beside the first question: who prefers to talk calls. */
  callButton: 'Appeler le {phone}',

  /** The request is stored: its reference and what happens next. */
  confirmation: 'Merci {name}\u00a0! Votre demande ({kind}) est enregistrée sous la référence **{reference}**. {delay}',
  delays: {
    demo: 'Un conseiller vous recontacte sous un jour ouvré pour fixer la démo.',
    audit: 'Un conseiller vous recontacte sous un jour ouvré pour fixer la date de l’audit.',
    trial: 'Un conseiller vous recontacte sous un jour ouvré pour organiser l’essai.',
    callback: 'Un conseiller vous rappelle sous un jour ouvré.',
    quote: 'Vous recevez votre devis sous 48\u00a0h.',
  } satisfies Record<LeadKind, string>,
  /** The store could not be written: nothing is promised, the visitor gets our phone and e-mail. */
  storeFailed:
    'Je suis désolé, votre demande n’a pas pu être enregistrée à cause d’un incident technique de notre côté. Pour ne pas la perdre, appelez-nous au {phone} ou écrivez-nous à {email}.',

  /** Limits on requests (per address and hour, per e-mail or phone and day): said politely, with a human. */
  tooMany:
    'Nous avons déjà reçu plusieurs demandes d’ici en peu de temps, et je ne peux pas en enregistrer d’autre pour l’instant. Pour nous joindre tout de suite, appelez-nous au {phone} ou écrivez-nous à {email}.',
  /** The proof of work is missing or wrong: nothing is stored, the consent is asked again. */
  proofFailed:
    'Je n’ai pas pu vérifier l’envoi depuis cette page. Répondez de nouveau «\u00a0J’accepte\u00a0» pour enregistrer la demande, ou appelez-nous au {phone}.',
  /** A visitor who said who they are and asked nothing yet. */
  introduced:
    'Enchanté, {name}\u00a0! Que puis-je faire pour vous\u00a0? Je peux vous présenter nos solutions, répondre à vos questions ou organiser une démonstration.',
  /** A visitor who said which company they are with, and asked nothing yet. */
  introducedCompany:
    'C’est noté, vous êtes chez {company}. Que puis-je faire pour vous\u00a0? Je peux vous présenter nos solutions, répondre à vos questions ou organiser une démonstration.',
  /** A request from a client that keeps no conversation (no session id): it cannot be taken over several messages. */
  noSession:
    'Je ne peux pas prendre votre demande dans cette conversation. Appelez-nous au {phone} ou écrivez-nous à {email}\u00a0: un conseiller vous répond.',
  /** A second request from the same person: the first is updated. */
  updated: 'Merci {name}\u00a0! Votre demande **{reference}** est mise à jour ({kind}). {delay}',

  cancelled: 'C’est annulé\u00a0: votre demande n’a pas été enregistrée. Je reste à votre disposition pour toute question.',
  refused: 'Entendu\u00a0: sans votre accord, je n’enregistre rien. Vous pouvez aussi nous appeler au {phone} ou nous écrire à {email}.',
  /** Before the question asked again, after a question answered in the middle of the request. */
  resume: 'Pour reprendre votre demande ({kind})\u00a0: {question}',
  /** Before the question asked again, to a visitor who comes back with a greeting. */
  welcomeBack: 'Re-bonjour\u00a0! Reprenons votre demande ({kind})\u00a0: {question}',
  /** After "corriger" without saying what. */
  fixWhich: 'Bien sûr. Que voulez-vous corriger\u00a0?',
  fixing: 'Bien sûr. {question}',
  /** A correction said in the visitor's words (« en fait plutôt … ») is taken: the next question. */
  corrected: 'C’est corrigé. {question}',
  kindChanged: 'C’est noté, je transforme votre demande en {kind}. {question}',

  /** An answer that cannot be taken: said politely, the question asked again. */
  invalid: {
    name: 'Je n’ai pas bien saisi votre nom. Pouvez-vous l’écrire en toutes lettres (par exemple «\u00a0Camille Martin\u00a0»)\u00a0?',
    need: 'Pouvez-vous préciser votre besoin en quelques mots\u00a0?',
    trialNeed: 'Nos essais gratuits portent sur {list}. Laquelle de ces solutions voulez-vous essayer\u00a0?',
    email: 'L’adresse «\u00a0{value}\u00a0» ne semble pas complète. Pouvez-vous la vérifier (par exemple camille.martin@entreprise.fr)\u00a0?',
    phone:
      'Le numéro «\u00a0{value}\u00a0» ne semble pas valide. Pouvez-vous le vérifier (par exemple 06 12 34 56 78, ou +32 2 123 45 67 hors de France)\u00a0?',
    contact: 'Pour vous recontacter, il me faut une adresse e-mail ou un numéro de téléphone. Lequel préférez-vous me donner\u00a0?',
    phoneNeeded: 'Pour vous rappeler, il me faut aussi un numéro de téléphone. Lequel\u00a0?',
    tooLong: 'C’est un peu long pour ce champ\u00a0: pouvez-vous le résumer en quelques mots\u00a0?',
    required: 'Cette information est nécessaire pour traiter votre demande. {question}',
    consent: 'Répondez «\u00a0J’accepte\u00a0» pour enregistrer la demande, «\u00a0Corriger\u00a0» pour modifier une information, ou «\u00a0Annuler\u00a0».',
  },

  quickReplies: {
    skip: 'Passer',
    accept: 'J’accepte',
    fix: 'Corriger',
    cancel: 'Annuler',
    retry: 'Réessayer',
    moments: ['En matinée', 'L’après-midi', 'Peu importe'],
    /** After "Corriger": the fields, by their names. */
    fields: {
      need: 'Le sujet',
      name: 'Le nom',
      company: 'L’entreprise',
      contact: 'Les coordonnées',
      callbackTime: 'Le moment',
    },
    auditNeeds: ['Un showroom', 'Des salles de réunion', 'Un espace d’accueil'],
  },

  /** The solutions offered as quick replies for "what it is about". */
  needs: [
    { label: 'Tables tactiles', topic: 'tables-tactiles' },
    { label: 'Écrans collaboratifs', topic: 'ecrans-collaboratifs' },
    { label: 'Affichage dynamique', topic: 'affichage-dynamique' },
    { label: 'Bureau d’étude VR', topic: 'bureau-etude-vr' },
    { label: 'Assistant IA', topic: 'assistant-ia' },
  ] satisfies NeedOption[],
} as const;

/** The same texts with any wording: the shape every language's texts of a request follow (content/leads-en.ts). */
type Wording<T> = T extends string ? string : T extends readonly (infer U)[] ? readonly Wording<U>[] : { readonly [K in keyof T]: Wording<T[K]> };
export type LeadTexts = Wording<typeof leadTexts>;

/** How the visitor's words are read during a request (folded phrases, matched on whole words). */
export const leadWords = {
  /** A request in so many words, even in a question: « je voudrais une démo », « pouvez-vous me rappeler ? ». */
  request: [
    'je veux',
    'je voudrais',
    'voudrais',
    // The conditional's common misspelling: « je voudrai une démo ».
    'je voudrai',
    'j aimerai',
    'je souhaiterai',
    'j aimerais',
    'aimerais',
    'je souhaite',
    'souhaiterais',
    'souhaitons',
    'nous voulons',
    'on voudrait',
    'on veut',
    'on aimerait',
    'nous aimerions',
    'aimerions',
    'on souhaiterait',
    'nous souhaiterions',
    'on souhaite',
    'nous souhaiterions',
    'il me faut',
    'il nous faut',
    'il me faudrait',
    'il nous faudrait',
    'besoin d',
    'quelqu un peut me',
    'quelqu un pourrait me',
    'pouvez vous me',
    'pourriez vous me',
    'pouvez vous nous',
    'pourriez vous nous',
    'vous pouvez me',
    'vous pourriez me',
    'envoyez moi',
    'envoyez nous',
    'faites moi',
    'faites nous',
    'rappelez moi',
    'rappelez nous',
    'contactez moi',
    'contactez nous',
    'recontactez moi',
    'go pour',
    'ok pour',
    'interesse par',
    'interessee par',
    'interesses par',
    'plutot',
    'finalement',
    // Asked as a question (« une démo, c'est possible ? »): `askFor`, below, counts too.
    // « Un devis stp pour l'écran tactile 75 pouces »: asked politely, a request however long.
    'svp',
    'stp',
    's il vous plait',
    's il te plait',
  ],
  /**
   * A request asked as a question, however long the message (« on a un showroom à équiper, est-ce que je
   * peux avoir un essai des tables tactiles ? »): the visitor asks for it, not about it. A request as `request`'s are.
   */
  askFor: [
    'me rappeler',
    'nous rappeler',
    'm envoyer',
    'nous envoyer',
    'il serait possible',
    'beneficier de',
    'c est possible',
    'est ce possible',
    'serait il possible',
    'est il possible',
    'je peux avoir',
    'puis je avoir',
    'pourrais je avoir',
    'on peut avoir',
    'peut on avoir',
    'pourrait on avoir',
    'vous faites des devis',
    'faites vous des devis',
  ],
  /** Words that make a long message a question to answer first, though it also wishes (« je voudrais savoir comment … »). */
  interrogatives: [
    'comment',
    'pourquoi',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'combien',
    'est ce que',
    'qu est ce',
    'est il',
    'est elle',
    'peut on',
    'puis je',
    'avez vous',
    'faites vous',
    'proposez vous',
    'savoir',
    'si',
    'ou',
    'quand',
  ],
  /** A request when the message asks nothing (« réserver l'audit »), not in a question (« combien de temps pour recevoir le devis ? »). */
  requestVerbs: [
    'demander',
    'demande',
    'reserver',
    'reservation',
    'organiser',
    'planifier',
    'programmer',
    'obtenir',
    'recevoir',
    'etre rappele',
    'etre recontacte',
  ],
  /** A price question becomes a quote request only with one of these: "combien ça coûte ?" is answered, "un devis" is taken. */
  quote: ['devis', 'commander', 'passer commande', 'acheter', 'chiffrage', 'chiffrer'],
  /** Our questions a « oui » accepts as a request (content/assistant.ts ends some answers with them). */
  offers: {
    callback: ['voulez vous etre rappele'],
    trial: ['voulez vous reserver votre essai', 'voulez vous le reserver'],
    demo: ['voulez vous une demo'],
  } satisfies Partial<Record<LeadKind, string[]>>,
  cancel: [
    'annuler',
    'annule',
    'annulez',
    'j annule',
    'stop',
    'laisse tomber',
    'laissez tomber',
    'abandonner',
    'abandon',
    'je ne veux plus',
    'oubliez',
    'oublie',
    'tant pis',
    'plus besoin',
    'finalement non',
  ],
  fix: [
    'corriger',
    'corrige',
    'corrigez',
    'modifier',
    'modifie',
    'modifiez',
    'changer',
    'change',
    'changez',
    'rectifier',
    'erreur',
    'je me suis trompe',
    'je me suis trompee',
  ],
  /** Which field a correction is about. */
  fields: {
    need: ['sujet', 'besoin', 'solution', 'demande', 'projet', 'produit'],
    name: ['nom', 'prenom', 'nom de famille'],
    company: ['entreprise', 'societe', 'boite', 'structure', 'organisation', 'etablissement'],
    contact: ['coordonnees', 'mail', 'e mail', 'email', 'courriel', 'adresse', 'telephone', 'numero', 'tel', 'portable', 'mobile'],
    callbackTime: ['moment', 'horaire', 'heure', 'creneau', 'disponibilite', 'disponibilites', 'rappel'],
  },
  skip: [
    'passer',
    'passe',
    'aucune',
    'aucun',
    'non',
    'pas de societe',
    'pas d entreprise',
    'particulier',
    'particuliere',
    'a titre personnel',
    'a titre prive',
    'je prefere ne pas',
    'je prefere ne pas le dire',
    'je prefere ne pas le preciser',
    'je prefere ne pas la donner',
    'je ne souhaite pas le dire',
    'je ne souhaite pas le preciser',
    'je ne prefere pas',
    'pas envie de le dire',
    'sans',
    'rien',
    'non merci',
    'peu importe',
    'n importe quand',
    'indifferent',
  ],
  /**
   * Words a visitor starts with when telling of themselves (« je suis architecte chez … »), and words
   * that address us: a company told so, without addressing us, is the visitor's.
   */
  ofOneself: ['je', 'j', 'moi', 'nous'],
  addressingUs: ['vous', 'vos', 'votre'],
  /** An answer to « Quels espaces auditer ? » that does not know yet (« je ne sais pas encore »): an answer, though it may hold a question word. */
  unsure: ['je ne sais pas', 'je sais pas', 'sais pas', 'aucune idee', 'pas d idee', 'pas encore', 'a definir'],
  /**
   * Words any visitor may borrow to answer (« oui », "ok", « d'accord », « merci »): a message of
   * these alone says nothing of its language, the conversation keeps its own.
   */
  noLanguage: ['oui', 'ouais', 'non', 'ok', 'okay', 'd accord', 'merci', 'go', 'cool', 'super', 'top'],
  accept: [
    'reessayer',
    'j accepte',
    'accepte',
    'oui',
    'ok',
    'okay',
    'd accord',
    'je confirme',
    'confirme',
    'confirmer',
    'valider',
    'je valide',
    'c est bon',
    'parfait',
    'entendu',
    'volontiers',
    'bien sur',
    'yes',
    'go',
    'pas de probleme',
    'pas de souci',
    'aucun probleme',
    'aucun souci',
    'allez y',
    'vas y',
    'ca me va',
    'ca marche',
    'mon accord',
    'enregistrez',
  ],
  /** A refusal of the consent; polite or indirect ones too (« je préfère ne pas », « pas pour le moment »). */
  refuse: [
    'non',
    'je refuse',
    'refuse',
    'pas d accord',
    'je n accepte pas',
    'n accepte pas',
    'non merci',
    'ne souhaite pas',
    'ne veux pas',
    'ne prefere pas',
    'prefere ne pas',
    'prefere pas',
    'plutot pas',
    'surtout pas',
    'pas maintenant',
    'pas pour le moment',
    'pas pour l instant',
    'pas envie',
    'ne gardez pas',
    'ne conservez pas',
    'n enregistrez pas',
    'ne gardez rien',
    'ne conservez rien',
    'n enregistrez rien',
    'ne stockez pas',
    'ne stockez rien',
    'ne consens pas',
    'ne donne pas',
    'enregistrez pas',
    'ne me va pas',
    'hors de question',
    'certainement pas',
    'surement pas',
    'absolument pas',
    'pas du tout',
    'pas question',
    'vais reflechir',
    'je reflechis',
    'je dois reflechir',
  ],
  /** A name is written, these words are not part of it: "je m'appelle Camille". */
  namePrefixes: ['je m appelle', 'je suis', 'moi c est', 'mon nom est', 'mon nom c est', 'c est', 'nom'],
  /** Name prefixes that start other sentences too (« je suis intéressé »): read in any message only before a capital. */
  looseNamePrefixes: ['je suis', 'c est', 'nom'],
  /** Words before a company's name, in any message (« de la société Acme », « je travaille chez Acme »); one word alone needs a capital after it. */
  companyPrefixes: [
    'de la societe',
    'la societe',
    'societe',
    'de l entreprise',
    'l entreprise',
    'entreprise',
    'je travaille chez',
    'je travaille pour',
    'je bosse chez',
    'je bosse pour',
    'je suis chez',
    'chez',
    'de chez',
    'pour la societe',
    'pour l entreprise',
    'notre societe s appelle',
    'ma societe s appelle',
    'mon entreprise s appelle',
    'notre entreprise s appelle',
    'de la boite',
    'nous sommes',
    'on est',
    'je dirige',
    'je gere',
    'nous gerons',
    'on gere',
  ],
  /** Words that may start the answer to « Pour quelle entreprise ? » and are no part of the name: « pour le lycée Jean Moulin ». */
  companyAnswerPrefixes: [
    'c est',
    'c est pour',
    'c est chez',
    'pour',
    'chez',
    'de chez',
    'je suis chez',
    'je travaille chez',
    'je travaille pour',
    'je travaille a',
    'je suis',
    'je suis un',
    'je suis une',
    'on est',
    'nous sommes',
    'il s agit de',
  ],
  /** Company prefixes that start other sentences too (« nous sommes intéressés »): read only before a capital. */
  looseCompanyPrefixes: ['nous sommes', 'on est', 'je dirige', 'je gere', 'nous gerons', 'on gere'],
  /** Words right after a name that introduce the company: « Camille Martin de Acme ». */
  companyAfterName: ['de', 'd', 'de chez', 'chez', 'de la societe', 'de l entreprise'],
  /** Of companyAfterName, those that introduce the company without a comma before them: none in French (« Écrans Collaboratifs de Samsung »). */
  companyAfterNameBare: [] as string[],
  /** Legal forms that end a company's name, never a person's: « Acme SAS », "Lee Ltd". */
  legalForms: ['sa', 'sas', 'sasu', 'sarl', 'eurl', 'sci', 'snc', 'scop', 'gie', 'selarl'],
  /** Greetings that may open a message before « je m'appelle … » without a comma: « bonjour je m'appelle Paul Lefort ». */
  greetings: ['bonjour', 'bonsoir', 'salut', 'coucou', 'allo', 'hello'],
  /** Little words inside a name, written in small letters: « Henri de la Fontaine », « Jean du Pont ». */
  nameParticles: ['de', 'du', 'des', 'la', 'le'],
  /** Words that close a message before its signature: the name follows (« Cordialement, Marc Dupuis - Directeur - … »). */
  signOffs: ['cordialement', 'bien cordialement', 'bien a vous', 'salutations', 'sinceres salutations', 'meilleures salutations'],
  /**
   * Words of a job title, on a signature's line (« Responsable des services généraux », « Gérante –
   * Fleurs & Co »): that line, or that part of it, is no company.
   */
  jobTitles: [
    'responsable',
    'directeur',
    'directrice',
    'gerant',
    'gerante',
    'chef',
    'charge',
    'chargee',
    'assistant',
    'assistante',
    'fondateur',
    'fondatrice',
    'president',
    'presidente',
    'pdg',
    'dg',
    'associe',
    'associee',
    'consultant',
    'consultante',
    'ingenieur',
    'ingenieure',
    'technicien',
    'technicienne',
    'acheteur',
    'acheteuse',
    'secretaire',
    'coordinateur',
    'coordinatrice',
    'adjoint',
    'adjointe',
    'attache',
    'attachee',
    'conseiller',
    'conseillere',
    'delegue',
    'deleguee',
  ],
  /** Words before a bare number that make it an hour: « entre 9 et 11 », « vers 10 ». */
  hourLeads: ['entre', 'vers', 'apres', 'avant'],
  /** Words right after a name given without « je m'appelle » that show it is one: « Karim Benali ici ». */
  nameThen: ['ici'],
  /** A message that corrects what was given starts with these: « en fait plutôt … », « non, c'est … ». */
  /** Words before a correction's marker that do not stop it being one: « c'est plutôt la société … ». */
  correctionLeads: ['c est', 'ce serait', 'ce sera', 'mais', 'ah', 'oh', 'ah et', 'oh et', 'euh', 'attendez', 'et', 'mettez', 'mettez plutot', 'notez'],
  /**
   * Words that end a correction's value: what follows is the value dropped (« Acme SA, pas Acme », « … et
   * non Acme ») or, after a comma, why (« Thomas Girardin, comme la société », « …, l'autre je ne la lis jamais »).
   */
  correctionEnds: [
    'et non',
    'et pas',
    'au lieu de',
    'plutot que',
    'pas',
    'pas un',
    'pas une',
    'pas le',
    'pas la',
    'pas les',
    'pas l',
    'comme',
    'je',
    'j',
    'on',
    'l',
    'merci',
    'desole',
    'car',
    'parce',
  ],
  corrections: [
    'en fait',
    'plutot',
    'non',
    'pardon',
    'oups',
    'correction',
    'je voulais dire',
    'je me suis trompe',
    'je me suis trompee',
    'erreur',
    'faute de frappe',
    'coquille',
  ],
  /** Words of a moment for a call: « demain matin », « jeudi après-midi », « à 14 h ». */
  momentWords: [
    'demain',
    'aujourd',
    'hui',
    'matin',
    'matinee',
    'midi',
    'soir',
    'soiree',
    'journee',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'heure',
    'heures',
  ],
  /** Words that join the words of a moment: « vers », « entre … et … », « la semaine prochaine ». */
  momentLinks: [
    'vers',
    'avant',
    'apres',
    'entre',
    'et',
    'a',
    'des',
    'partir',
    'de',
    'le',
    'la',
    'ce',
    'cet',
    'cette',
    'en',
    'fin',
    'debut',
    'prochain',
    'prochaine',
    'plutot',
    'semaine',
    'dans',
    'l',
    'tot',
    'tard',
    // « en début d'après-midi »
    'd',
  ],
  /** Words that end a name or a company written in a message. */
  factStops: [
    'et',
    'ici',
    'mon',
    'ma',
    'mes',
    'je',
    'j',
    'de',
    'du',
    'des',
    'd',
    'chez',
    'pour',
    'avec',
    'est',
    'email',
    'mail',
    'e',
    'tel',
    'telephone',
    'numero',
    'joignable',
    'au',
    'qui',
    'nous',
    'vous',
    'on',
    'souhaite',
    'voudrais',
    'veux',
    'aimerais',
    'merci',
    'svp',
    'pouvez',
    'rappelez',
    'appelez',
    'contactez',
    'demain',
    'pas',
  ],
};
