import { typeset } from './typeset.ts';
import type { LeadKind } from './lead-kinds.ts';

/**
 * What the built-in assistant (server/assistant/) knows of our trade besides the pages and articles:
 * the words of our field, the words that lead to a contact, and the fixed parts of its replies.
 *
 * Word lists are compared without case, accents or apostrophes, and with a light stemming (plural,
 * -ment, -tion…): write them plainly ("ecran tactile" or "écran tactile", either works). A visitor's
 * typo of one letter in a long word is tolerated. Replies, buttons and facts are French copy: write
 * ordinary spaces before : ; ! ? and straight apostrophes, typography is applied. In them, {product},
 * {phone}, {email}, {address}, {city} and the other names in braces are filled in by the assistant.
 *
 * Figures in replies come from the content only: never write a price.
 */

/** A subject of ours, leading to one solution page. */
export interface AssistantTopic {
  /** Slug of its page under /solutions/. */
  page: string;
  /** How a reply names it, with its article: "les tables tactiles". */
  label: string;
  /** Words and phrases that name it in a visitor's message. */
  keywords: string[];
  /** Pages whose free trial applies to it; the number of days comes from their "trial" section. */
  trialPages: string[];
}

/** What a visitor may ask that leads to a contact (the site's purpose). */
export type ContactIntent = 'price' | 'trial' | 'demo' | 'audit' | 'callback' | 'location' | 'phone' | 'email' | 'solutions';

export interface IntentWords {
  /** Any of these phrases in the message raises the intent. */
  keywords: string[];
  /** Unless one of these is there too ("coûts d'impression" is not a question of price). */
  except?: string[];
  /**
   * Words that name the intent without always asking for it (« un budget limité », « le devis
   * signé », "worth paying for"): raised by these alone, in a question that asks more, the intent
   * gives way to a page that answers the question.
   */
  mentions?: string[];
}

export interface AssistantVocabulary {
  /** Groups of words that mean the same in our field; a visitor's word also searches for the others. */
  synonyms: string[][];
  /** Phrases that point to words of our content without meaning the same: "le plus grand" -> "taille pouces". */
  hints: { phrases: string[]; search: string }[];
  topics: AssistantTopic[];
  /** In order of priority: the first found answers, the others become quick replies. */
  intents: Record<ContactIntent, IntentWords>;
  /** "Combien de temps ?": answered with the durations of the subject under discussion. */
  duration: string[];
  /** "Combien", "le plus grand": the answer should hold a figure. */
  figures: string[];
  /** "C'est quoi…", "vous faites…": with a subject and little else, the page's summary answers. */
  overview: string[];
  /**
   * Words after which a question names the figure or the fact it asks for (« combien de salariés »,
   * « quel est votre chiffre d'affaires »): a passage that never names it does not answer. Read in the
   * words the search reads (an English question in French: "how many" is « combien »).
   */
  factQuestions: string[];
  /** Words after factQuestions that name no fact but a relation (« la différence entre… », « le rôle du… »): no one word is asked. */
  factRelations: string[];
  /** Words after factQuestions that qualify what is asked (« la plus grande table », "the maximum size"): the next word is what is asked. */
  factModifiers: string[];
  /** "Qui êtes-vous ?": the company answers ({product} is the brand's name). */
  about: string[];
  greetings: string[];
  thanks: string[];
  goodbyes: string[];
  yes: string[];
  no: string[];
  /** Words that, besides greetings, may fill a greeting: "bonjour madame", "salut l'équipe" ({product}: the brand's name). */
  courtesy: string[];
  /** Words or phrases that make a message abusive; answered politely, never repeated. */
  insults: string[];
  /** Subjects we do not handle; a message about them gets a polite answer that steers back. */
  offTopic: string[];
  /** A complaint or an after-sales problem ("mon écran ne s'allume plus"): an apology and a person, never a pitch. */
  complaints: string[];
  /**
   * A message that speaks of what we delivered (« la table que vous avez installée », "you set up") and
   * of a trouble with it (complaintTrouble) is a complaint too, however it is worded.
   */
  complaintOwnership: string[];
  complaintTrouble: string[];
  /** A visitor who gives up on the opening riddle. */
  giveUp: string[];
  /** Words that make a message a question rather than an answer to the riddle. */
  questionWords: string[];
  /** Words of a question that say nothing of its subject ("je voudrais savoir si…"; {product}: the brand's name). */
  fillers: string[];
  /** Words that make a short message lean on the previous one: "et en 75 pouces ?". */
  followUp: string[];
  /**
   * Words that give a name (« je m'appelle Paul », « la société s'appelle… »), matched as written:
   * their « appelle » asks for no call, while « appelez-moi » or « m'appeler » do.
   */
  naming: string[];
  /**
   * Words after which, to the end of their clause, a contact word tells the circumstances and asks
   * for nothing (« une fois le devis signé, … », « après l'audit, … », "after I asked for a demo").
   */
  intentContext: string[];
  /**
   * Words that make a sentence a request even without a question mark (« je voudrais un devis. »):
   * its contact words ask, whatever the message's question is about.
   */
  requests: string[];
  /** Pages the contact replies link to, when they exist. */
  links: {
    audit: string;
    about: string;
    /** Solution pages offered when the assistant failed on a message. */
    failure: string[];
  };
  /** Subjects of the e-mails the mailto: buttons prepare. */
  mailSubjects: Record<LeadKind | 'contact', string>;
  /** Quick replies: each is also a message the assistant understands. */
  /** Texts sent as the visitor's message; quote, bookTrial and bookAudit start a request (content/leads.ts). */
  quickReplies: Record<
    'demo' | 'trial' | 'price' | 'callback' | 'contact' | 'solutions' | 'audit' | 'giveUp' | 'location' | 'quote' | 'bookTrial' | 'bookAudit',
    string
  >;
  replies: AssistantReplies;
  /** Texts of the buttons that are no page name. */
  buttons: AssistantButtons;
  facts: AssistantFacts;
}

/** The word lists a visitor's message is read with: another language's are added to these (content/assistant-en.ts). */
export const WORD_LISTS = [
  'duration',
  'figures',
  'overview',
  'about',
  'greetings',
  'thanks',
  'goodbyes',
  'yes',
  'no',
  'courtesy',
  'insults',
  'offTopic',
  'giveUp',
  'questionWords',
  'fillers',
  'followUp',
  'naming',
  'intentContext',
  'requests',
  'complaints',
  'complaintOwnership',
  'complaintTrouble',
] as const;
export type AssistantWords = Pick<AssistantVocabulary, 'intents' | (typeof WORD_LISTS)[number]>;

/** What the assistant says (replies, buttons, quick replies, e-mail subjects): written once per language it answers in. */
export type AssistantTexts = Pick<AssistantVocabulary, 'replies' | 'buttons' | 'quickReplies' | 'mailSubjects'>;

export interface AssistantButtons {
  /** {phone}: the tel: button. */
  call: string;
  /** The mailto: button, when nothing more precise applies. */
  mail: string;
  quote: string;
  demoByMail: string;
  auditByMail: string;
  /** The page of the free audit (links.audit). */
  auditPage: string;
  callbackByMail: string;
  /** {name}: the solution page whose trial section the button opens. */
  trialPage: string;
  trialByMail: string;
}

/**
 * Sentences the assistant writes from the structured parts of the solution pages (cards, specs,
 * sizes, metrics, comparisons) and from the brand, so that a reply quotes them like the text; and
 * the words by which they are found.
 */
export interface AssistantFacts {
  /** {title}, {text}: a card, a step, a figure or a spec with its description. */
  titled: string;
  /** {mode}: the name of a mode of use, in lower case; followed by its description. */
  mode: string;
  /** {label}, {before}, {after}: a metric of a use case. */
  metric: string;
  /** {feature}, {collaborative}, {classic}, {improvement}: a row of a comparison table. */
  comparison: string;
  /** {title}, {sizes} ("32, 55 et 75"): the sizes of a product. */
  sizes: string;
  /** {inches}, {summary}: one size. */
  size: string;
  /** {page}, {inches}: how a reply names one size in bold ("Tables tactiles, 75 pouces"). */
  sizeLabel: string;
  /** {street}, {postalCode}, {city}. */
  address: string;
  /** {name}, {stats}: the heading of the company facts (searched, not shown). */
  companyTitle: string;
  /** Words that find the company facts, besides the brand's tagline. */
  companyKeywords: string;
  /** Words that find the trial section of a solution page. */
  trialKeywords: string;
}

export interface AssistantReplies {
  greeting: string;
  /** After a greeting, while the opening riddle waits for an answer. */
  greetingWithOpener: string;
  thanks: string;
  goodbye: string;
  no: string;
  yes: string;
  abuse: string;
  offTopic: string;
  /** A complaint or an after-sales problem: an apology and the way to a person ({phone}, {hours}, {email}), never a pitch. */
  complaint: string;
  /** A question about us that the content does not answer. */
  unknown: string;
  /** A question no page answers exactly, before the buttons of the pages nearest to it. */
  nearPages: string;
  solutions: string;
  demo: string;
  audit: string;
  /** {label}, {days}: a topic with its own trial. */
  trialOne: string;
  /** {list}: every trial, e.g. "15 jours pour les tables tactiles, 30 jours pour…". */
  trialAll: string;
  /** {label}: a topic without trial ({list}: the trials we have). */
  trialNone: string;
  callback: string;
  price: string;
  location: string;
  phone: string;
  email: string;
  /** Added when the visitor wrote a phone number or an e-mail address. */
  privacy: string;
  /** "Combien de temps ?" without a subject: the durations we can state. */
  durations: string;
  quote: string;
  /** {ofLabel} ("des tables tactiles"), {days}: "combien de temps ?" after a question on a trial. */
  trialDuration: string;
  /** Added before the answer to a message that also greets. */
  hello: string;
  /** Instead of hello, to a visitor who said bonsoir. */
  helloEvening: string;
  /** {label}: added to the demo reply when a subject is under discussion (its {topic}). */
  demoTopic: string;
  /** {days}, {labels}: one item of a {list} of trials. */
  trialDays: string;
  /** {name}, {what}: one line of the list of our solutions. */
  solutionItem: string;
  /** The assistant failed on a message: a polite answer that leads to a human. */
  failure: string;
  opener: {
    right: string;
    close: string;
    /** Ends a "close" reply: the next message is read as a second guess. */
    retry: string;
    closeAgain: string;
    wrong: string;
    reveal: string;
  };
}

export const assistantVocabulary: AssistantVocabulary = typeset({
  synonyms: [
    ['ecran interactif', 'ecran tactile', 'tactile', 'touchscreen'],
    [
      'visio',
      'visioconference',
      'videoconference',
      'visio conference',
      'video conference',
      'reunion hybride',
      'reunion a distance',
      'teams',
      'zoom',
      'google meet',
    ],
    [
      'affichage dynamique',
      'digital signage',
      'ecran publicitaire',
      'affichage numerique',
      'affichage digital',
      'ecran dynamique',
      'signaletique dynamique',
      'ecran en vitrine',
      'affiche numerique',
    ],
    ['vr', 'realite virtuelle', 'casque', 'casque vr', 'immersion', 'immersif', 'visite virtuelle', 'bureau d etude vr', 'metavers'],
    ['showroom', 'concession', 'magasin', 'boutique', 'point de vente', 'espace de vente', 'salle d exposition', 'show room'],
    ['table tactile', 'table interactive', 'table numerique', 'table multitouch', 'table ecran'],
    [
      'ecran collaboratif',
      'tableau interactif',
      'tableau blanc interactif',
      'tableau numerique',
      'tbi',
      'ecran de reunion',
      'paperboard numerique',
      'tableau blanc',
    ],
    [
      'partage sans fil',
      'wireless casting',
      'sans fil',
      'airplay',
      'miracast',
      'google cast',
      'chromecast',
      'clickshare',
      'partage d ecran',
      'partager mon ecran',
      'projeter mon ecran',
      'caster',
    ],
    ['assistant ia', 'chatbot', 'chat bot', 'bot', 'agent conversationnel', 'intelligence artificielle', 'ia', 'ai', 'gpt', 'chatgpt', 'assistant virtuel'],
    [
      'immobilier',
      'immobiliere',
      'promoteur',
      'promotion immobiliere',
      'vefa',
      'vente sur plan',
      'bulle de vente',
      'logement',
      'appartement',
      'agence immobiliere',
    ],
    ['automobile', 'voiture', 'auto', 'vehicule', 'garage', 'concessionnaire'],
    ['roi', 'retour sur investissement', 'rentabilite', 'rentable', 'amortir'],
    ['4k', 'uhd', 'ultra hd', 'resolution', 'definition'],
    ['luminosite', 'nits', 'lumineux', 'soleil', 'eclairage'],
    ['rgpd', 'donnees personnelles', 'confidentialite', 'gdpr', 'vie privee', 'cookies'],
    ['recrutement', 'recrutez', 'recruter', 'emploi', 'carriere', 'job', 'candidature', 'candidater', 'stage', 'alternance', 'embauche', 'cv'],
    ['pouce', 'taille', 'diagonale', 'dimension', 'format'],
    ['transcription', 'compte rendu', 'sous titre', 'retranscription'],
    ['traduction', 'traduire', 'langue', 'multilingue', 'anglais', 'espagnol', 'allemand', 'italien', 'etranger', 'etrangers', 'international'],
    ['formation', 'salle de classe', 'ecole', 'enseignement', 'stagiaire', 'apprenant'],
    ['nfc', 'sans contact', 'smartphone', 'badge', 'qr code', 'sur leur telephone', 'sur son telephone', 'sur leur mobile'],
    ['accueil', 'salle d attente', 'hall', 'hall d accueil', 'file d attente', 'patienter', 'attendre'],
    ['salon', 'salon professionnel', 'stand', 'booth', 'trade show', 'evenement', 'evenementiel', 'exposition', 'expo', 'musee', 'foire'],
    ['detection', 'capteur', 'detecter', 'presence', 'quelqu un s approche', 'sans toucher', 'sans le toucher', 'gestuelle', 'reconnaissance'],
    ['service client', 'relation client', 'support client', 'hotline', 'questions frequentes', 'faq', 'memes questions', 'questions recurrentes'],
    ['24 h 24', 'h24', '24 7', 'toute la nuit', 'jour et nuit', 'la nuit', 'en continu', 'le week end'],
    ['mise a jour', 'mettre a jour', 'met a jour', 'mis a jour', 'actualiser', 'modifier', 'changer le contenu', 'programmation'],
    ['papier', 'impression', 'imprimer', 'print', 'affiche papier', 'brochure', 'catalogue papier', 'reimprimer'],
    ['en direct', 'temps reel', 'live', 'instantane', 'simultane'],
    ['architecte', 'architecture', 'cabinet d architecte', 'agence d architecture', 'maitre d ouvrage'],
    ['installation', 'installer', 'pose', 'poser', 'posez', 'mise en service', 'mise en place', 'deploiement', 'deployer', 'electricien', 'fixation au mur'],
    ['maintenance', 'garantie', 'panne', 'sav', 'support', 'assistance', 'depannage'],
    ['livraison', 'livrer', 'livrez', 'livre', 'expedition', 'expedier', 'delai de livraison'],
  ],

  hints: [
    {
      phrases: ['plus grand', 'plus grande', 'plus petit', 'plus petite', 'grand format', 'petit format', 'quelle taille', 'quelles tailles'],
      search: 'tailles pouces',
    },
    { phrases: ['combien de personnes', 'a plusieurs', 'combien d utilisateurs', 'combien de participants'], search: 'personnes utilisateurs simultanes' },
    // A private person at home: we sell to professionals only (terms of sale, about us).
    {
      phrases: [
        'particulier',
        'un particulier',
        'pour chez moi',
        'a la maison',
        'pour la maison',
        'usage personnel',
        'usage domestique',
        'a titre personnel',
        'a titre prive',
      ],
      search: 'professionnels consommateurs',
    },
    // A home word for a screen: « la télé ».
    { phrases: ['tele', 'television', 'tv'], search: 'ecran' },
    // Where the viewers sit says how far they are: « mon canapé est à 3 m ».
    { phrases: ['a quelle distance', 'quelle distance', 'recul', 'canape', 'de loin', 'au fond de la salle'], search: 'distance diagonale' },
    // How a project goes, step by step: « Notre approche » of the about page. « etapes projet » is "the steps of a project", searched in French.
    {
      phrases: [
        'etapes d un projet',
        'se deroule un projet',
        'deroulement d un projet',
        'deroulement du projet',
        'se passe un projet',
        'un projet avec vous',
        'etapes projet',
      ],
      search: 'projet methode approche',
    },
    // A need lexicon: the places and troubles visitors describe, pointed to the words of the page that solves them.
    // Where people wait or queue, a screen informs them: signage.
    {
      phrases: [
        'medecin',
        'cabinet medical',
        'kine',
        'kinesitherapeute',
        'dentiste',
        'clinique',
        'hopital',
        'patient',
        'patients',
        'mairie',
        'collectivite',
        'guichet',
        'salle d attente',
        'file d attente',
        'en caisse',
        'patienter',
        'qui attendent',
        'hall',
        'hall d entree',
      ],
      search: 'affichage dynamique informations pratiques visiteur',
    },
    // Schedules and news shown to the public: a screen's programme, hour by hour.
    {
      phrases: [
        'planning',
        'plannings',
        'horaires d ouverture',
        'emploi du temps',
        'infos pratiques',
        'infos touristiques',
        'evenements du jour',
        'actualites',
      ],
      search: 'programmation informations pratiques horaire',
    },
    // A sale's short names: « la promotion » of our pages is also a property developer's.
    { phrases: ['promo', 'promos', 'soldes'], search: 'offre campagne' },
    // Putting up and taking down posters by hand: what signage replaces.
    {
      phrases: [
        'enlever l affiche',
        'enlever les affiches',
        'retirer les affiches',
        'decoller',
        'changer les affiches',
        'remplacer les affiches',
        'poser les affiches',
      ],
      search: 'affiches papier depose',
    },
    // A campaign that ends: its end, stopped on time.
    { phrases: ['finit', 'se finit', 'se termine', 'prend fin'], search: 'fin arret programme' },
    // Several sites that should say the same: one platform for the whole network.
    {
      phrases: [
        'nos agences',
        'nouvelles agences',
        'nos sites',
        'tous nos magasins',
        'harmoniser',
        'uniformiser',
        'affichage different',
        'chacune',
        'chacun fait',
      ],
      search: 'reseau plateforme centrale desynchronisees',
    },
    // A front desk swamped by the same questions, at night: the AI assistant.
    {
      phrases: ['hotel', 'reception', 'receptionniste', 'veilleur', 'veilleur de nuit', 'conciergerie', 'standardiste', 'memes trucs', 'memes questions'],
      search: 'assistant ia questions recurrentes',
    },
    // Customers from abroad, welcomed in their language: the assistant answers each visitor in theirs.
    {
      phrases: [
        'clients etrangers',
        'clientele etrangere',
        'touristes',
        'visiteurs etrangers',
        'ne parlent pas francais',
        'accueillir dans leur langue',
        'clients anglais',
        'clients allemands',
        'clients espagnols',
        'clients italiens',
        'clients chinois',
        'clients americains',
      ],
      search: 'chaque visiteur dans sa langue',
    },
    // Whether screens pay: the ROI article measures it, with a pilot first.
    {
      phrases: [
        'rapporte',
        'rapportent',
        'rapporter',
        'vaut le coup',
        'justifier l investissement',
        'direction financiere',
        'daf',
        'sortir des chiffres',
        'un seul magasin',
        'une seule boutique',
        'regardent vraiment',
        'audience',
        'comment mesurer',
        'mesurer si',
        'mesurer l impact',
        'si ca marche',
        'si ca fonctionne',
        'ca marche vraiment',
      ],
      search: 'roi mesurer pilote engagement',
    },
    // Buyers who cannot picture a plan: the immersive visit.
    {
      phrases: ['se projeter', 'se projettent', 'du mal a imaginer', 'mal a imaginer', 'plan en 2d', 'plan 2d', 'en 3d', 'grandeur nature'],
      search: 'projettent visite immersive',
    },
    // Colleagues working from home: the remote participants of a meeting.
    {
      phrases: ['teletravail', 'en teletravail', 'distanciel', 'en remote', 'de chez eux', 'depuis chez eux', 'de chez soi'],
      search: 'participants a distance',
    },
    // Sound trouble in a video call: the integrated video-conference's audio.
    {
      phrases: ['decalage', 'echo', 'larsen', 'resonne', 's entendent', 'on s entend', 'entend mal', 'entendent mal', 'entend rien', 'entendent rien'],
      search: 'annulation echo captation audio',
    },
    // Ready to work: a project's roll-out and installation.
    {
      phrases: ['operationnel', 'operationnelle', 'operationnels', 'pret a fonctionner', 'pret a l emploi', 'en service', 'tourne', 'opere'],
      search: 'deploiement installation',
    },
  ],

  topics: [
    {
      page: 'tables-tactiles',
      label: 'les tables tactiles',
      keywords: ['table tactile', 'table interactive', 'table numerique', 'table multitouch', 'tables tactiles'],
      trialPages: ['tables-tactiles'],
    },
    {
      page: 'bureau-etude-vr',
      label: "le bureau d'étude VR",
      keywords: ['vr', 'realite virtuelle', 'casque', 'casque vr', 'immersion', 'visite virtuelle', 'bureau d etude', 'metavers', 'immersif'],
      trialPages: ['bureau-etude-vr'],
    },
    {
      page: 'ecrans-collaboratifs',
      label: 'les écrans collaboratifs',
      keywords: ['ecran collaboratif', 'tableau interactif', 'tableau blanc', 'tbi', 'ecran de reunion', 'paperboard numerique', 'ecran interactif'],
      trialPages: ['ecrans-collaboratifs'],
    },
    {
      page: 'collaboration',
      label: 'nos solutions de collaboration',
      keywords: [
        'visio',
        'visioconference',
        'videoconference',
        'partage sans fil',
        'wireless casting',
        'salle de reunion',
        'reunion hybride',
        'airplay',
        'miracast',
      ],
      trialPages: ['ecrans-collaboratifs'],
    },
    {
      page: 'affichage-dynamique',
      label: "l'affichage dynamique",
      keywords: [
        'affichage dynamique',
        'digital signage',
        'ecran publicitaire',
        'affichage numerique',
        'nfc',
        'vitrine',
        'affiche numerique',
        'affichage digital',
        // Places where people wait or pass, and read a screen: what signage is for.
        'salle d attente',
        'agence bancaire',
        'banque',
        'pharmacie',
        'cabinet medical',
        'file d attente',
        'faire patienter',
      ],
      trialPages: [],
    },
    {
      page: 'assistant-ia',
      label: "l'assistant IA",
      keywords: ['assistant ia', 'chatbot', 'chat bot', 'agent conversationnel', 'intelligence artificielle', 'assistant virtuel', 'ia', 'gpt'],
      trialPages: [],
    },
    {
      page: 'presentation-innovante',
      label: 'nos solutions de présentation innovante',
      keywords: ['presentation innovante', 'configurateur'],
      trialPages: ['tables-tactiles', 'bureau-etude-vr'],
    },
  ],

  intents: {
    price: {
      keywords: [
        'prix',
        'tarif',
        'tarifs',
        'tarification',
        'devis',
        'location',
        'louer',
        'euro',
        'euros',
        '€',
        'montant',
        'combien ca coute',
        'ca coute',
        'combien coute',
        'coute combien',
        'combien coutent',
        'c est combien',
        'a combien',
        'quel cout',
        'combien faut il payer',
        'combien pour',
        'grille tarifaire',
        'leasing',
        'abonnement',
        'passer commande',
        'payant',
        'faut il payer',
      ],
      mentions: ['budget', 'cher', 'commander', 'acheter', 'achat', 'payer'],
      except: [
        'cout d impression',
        'couts d impression',
        'cout marketing',
        'couts caches',
        'cout complet',
        'couts evites',
        'combien pour cent',
        'combien pourcent',
        'jusqu a combien',
        // « C'est combien de pixels ? » counts, it does not ask a price.
        'c est combien de',
        'c est combien d',
      ],
    },
    trial: {
      keywords: [
        'essai',
        'essais',
        'essayer',
        'tester',
        'test gratuit',
        'periode d essai',
        'a l essai',
        'en pret',
        'un pret',
        'pret gratuit',
        'nous preter',
        'me preter',
        'vous pretez',
        'pretez vous',
        'tester gratuitement',
        'essai gratuit',
      ],
      // « Un test au recrutement ? » is no trial of ours.
      except: ['recrutement', 'recruter', 'recrutez', 'embauche', 'entretien', 'candidature', 'candidat', 'test technique'],
    },
    demo: {
      keywords: [
        'demo',
        'demos',
        'demonstration',
        'demonstrations',
        'voir en vrai',
        'voir en action',
        'voir le produit',
        'rendez vous',
        'rdv',
        'visiter votre showroom',
      ],
      // Our visitor's own meetings with their clients, not one with us.
      mentions: ['les rdv', 'nos rdv', 'leurs rdv', 'les rendez vous', 'nos rendez vous', 'leurs rendez vous'],
    },
    audit: {
      keywords: ['audit', 'audits', 'diagnostic', 'etat des lieux', 'autodiagnostic', 'analyser mes espaces', 'analyse de mes espaces'],
    },
    callback: {
      keywords: [
        'rappeler',
        'rappelez',
        'rappel',
        'rappele',
        'etre rappele',
        'recontacter',
        'recontacte',
        'me contacter',
        'contactez moi',
        'me joindre',
        'parler a un conseiller',
        'parler a quelqu un',
        'parler a un humain',
        'parler a une personne',
        'm appeler',
      ],
      // « les demandes de rappel de nos clients »: the calls our visitor's clients ask for, not one from us.
      mentions: ['un humain', 'un conseiller', 'un commercial', 'les demandes de rappel', 'des demandes de rappel', 'leurs demandes de rappel', 'les rappels'],
    },
    location: {
      keywords: [
        'ou etes vous',
        'vous etes ou',
        'ou vous trouver',
        'ou vous situez',
        'ou etes vous situe',
        'ou etes vous bases',
        'adresse',
        'vous etes situe',
        'vous etes situes',
        'situes ou',
        'vous etes localise',
        'votre localisation',
        'vous etes implante',
        'vos locaux',
        'vos bureaux',
        'venir vous voir',
        'quelle ville',
        'dans quelle region',
        'votre siege',
        'vous etes base',
        'vous etes bases',
        'bases ou',
        'base ou',
        'ou est votre societe',
        'ou se trouvent vos locaux',
        'vous intervenez',
        'intervenez vous',
        'zone d intervention',
        'vous vous deplacez',
        'vous deplacez vous',
        'partout en france',
        'dans toute la france',
        'vous venez',
      ],
      // « l'entretien d'embauche, c'est dans vos locaux ? » asks about a job.
      except: [
        'adresse mail',
        'adresse e mail',
        'adresse email',
        'adresse electronique',
        'adresse courriel',
        'entretien',
        'embauche',
        'recrutement',
        'candidature',
        'stage',
        'alternance',
      ],
    },
    phone: {
      keywords: [
        'telephone',
        'numero',
        'tel',
        'vous appeler',
        'appeler',
        'joindre',
        'standard',
        'coordonnees',
        'contacter',
        'vous contacter',
        'prendre contact',
        'entrer en contact',
        'un contact',
      ],
      // The visitor's own details, not ours.
      mentions: ['mes coordonnees', 'nos coordonnees', 'leurs coordonnees', 'mon numero', 'mon telephone'],
      except: [
        'numero de serie',
        'sans contact',
        'point de contact',
        'points de contact',
        'formulaire de contact',
        'sur leur telephone',
        'sur son telephone',
        'sur le telephone',
        'sur un telephone',
        'sur mon telephone',
        'leur telephone',
        'son telephone',
        'numero de tva',
        'numero siret',
        'numero de siret',
        'numero rcs',
        'numero de dossier',
        'numero de commande',
        'standardiste',
        'standardistes',
        'standard telephonique',
      ],
    },
    email: {
      keywords: ['mail', 'email', 'e mail', 'courriel', 'adresse electronique', 'vous ecrire', 'mel'],
    },
    solutions: {
      keywords: [
        'vos solutions',
        'nos solutions',
        'que proposez vous',
        'vous proposez quoi',
        'que faites vous',
        'vous faites quoi',
        'vos produits',
        'vos services',
        'votre offre',
        'vos offres',
        'que vendez vous',
        'votre metier',
        'vous vendez quoi',
        'quelles solutions',
        'ce que vous faites',
        'ce que vous proposez',
        'ce que vous vendez',
      ],
    },
  },

  duration: [
    'combien de temps',
    'quel delai',
    'quels delais',
    'delai',
    'delais',
    'duree',
    'ca dure',
    'dure combien',
    'dure t il',
    'dure t elle',
    'combien de jours',
    'combien de semaines',
    'en combien de temps',
    'sous combien',
    'ca prend combien',
    'how long',
    'rapidement',
    'rapide',
    'vite',
    'quand',
  ],

  figures: [
    'combien',
    'nombre',
    'plus grand',
    'plus grande',
    'plus petit',
    'plus petite',
    'maximum',
    'minimum',
    'max',
    'jusqu a combien',
    'quel pourcentage',
    'quel taux',
    'quelle taille',
    'quelles tailles',
    'quelle distance',
    'a quelle distance',
    'quelle resolution',
    'quelle luminosite',
  ],
  overview: [
    'c est quoi',
    'qu est ce que',
    'qu est ce qu',
    'vous faites',
    'faites vous',
    'vous proposez',
    'proposez vous',
    'vous vendez',
    'vendez vous',
    'vous avez des',
    'avez vous des',
    'parlez moi',
    'presentez moi',
    'en savoir plus',
    'plus d infos',
    'plus d informations',
    'ca m interesse',
    'je m interesse',
    'expliquez moi',
    'je cherche',
    'je recherche',
    'nous cherchons',
    'on cherche',
    'ca consiste en quoi',
    'a quoi ca sert',
    'je voudrais des',
    'j aimerais des',
  ],
  factQuestions: [
    'combien de',
    'combien d',
    'quel est le',
    'quel est la',
    'quel est l',
    'quel est votre',
    'quelle est la',
    'quelle est l',
    'quelle est votre',
    'quels sont les',
    'quels sont vos',
    'quelles sont les',
    'quelles sont vos',
    'c est quoi le',
    'c est quoi la',
    'c est quoi l',
    'c est quoi votre',
  ],
  factRelations: ['difference', 'differences', 'role', 'interet', 'avantage', 'avantages', 'etape', 'etapes', 'principe', 'fonctionnement', 'utilite'],
  factModifiers: [
    'plus',
    'moins',
    'meilleur',
    'meilleure',
    'maximum',
    'maximale',
    'maximal',
    'minimum',
    'minimale',
    'minimal',
    'max',
    'min',
    'principal',
    'principale',
    'premier',
    'premiere',
    'dernier',
    'derniere',
    'vrai',
    'vraie',
    'reel',
    'reelle',
    'exact',
    'exacte',
  ],
  about: [
    'qui etes vous',
    'vous etes qui',
    'qui est {product}',
    'c est quoi {product}',
    'presentez vous',
    'votre entreprise',
    'votre societe',
    'a propos de vous',
    'qui se cache',
    'votre histoire',
    'depuis quand existez vous',
    'vous existez depuis',
    'parlez moi de vous',
    'qui sommes nous',
    'votre equipe',
    'vous etes une',
    'start up',
    'startup',
    'combien d employes',
    'combien de salaries',
    'taille de votre entreprise',
    'existe depuis',
    'existez depuis',
    'depuis combien de temps existe',
    'date de creation',
    'quand a ete creee',
    'annee de creation',
  ],

  greetings: ['bonjour', 'bonsoir', 'salut', 'hello', 'coucou', 'hey', 'bjr', 'slt', 'yo', 'hi', 'bonne journee a vous', 'rebonjour', 'bsr', 'wesh', 'allo'],
  thanks: [
    'merci',
    'merci beaucoup',
    'mille mercis',
    'thanks',
    'thank you',
    'mrc',
    'mci',
    'c est gentil',
    'super',
    'parfait',
    'genial',
    'top',
    'nickel',
    'cool',
    'tres bien',
    'c est note',
  ],
  goodbyes: ['au revoir', 'bonne journee', 'bonne soiree', 'a bientot', 'a plus', 'bye', 'ciao', 'salut a plus', 'bonne fin de journee', 'a la prochaine'],
  yes: [
    'oui',
    'ouais',
    'yes',
    'volontiers',
    'avec plaisir',
    'carrement',
    'bien sur',
    'je veux bien',
    'pourquoi pas',
    'allons y',
    'go',
    'ok',
    'okay',
    'd accord',
    'daccord',
    'dac',
    'entendu',
    'ca marche',
    'je suis interesse',
    'interesse',
  ],
  no: ['non', 'non merci', 'pas maintenant', 'pas pour l instant', 'plus tard', 'nope', 'pas la peine'],
  courtesy: [
    'madame',
    'monsieur',
    'a vous',
    'a tous',
    'l equipe',
    '{product}',
    'comment allez vous',
    'comment vas tu',
    'ca va',
    'cv',
    'vous allez bien',
    'tout le monde',
    'encore',
    'beaucoup',
    'bien',
    'tres',
    'pour',
    'votre',
    'aide',
    'reponse',
    'vos',
    'reponses',
    'infos',
    'informations',
    'l info',
    'c est',
    'et',
    'alors',
    'bon',
    'bah',
    'ben',
    'euh',
    'aussi',
    'vous',
    'toi',
    'a',
    'la',
    'le',
    'les',
    'de',
    'et bonne journee',
  ],
  insults: [
    'connard',
    'connards',
    'connasse',
    'con',
    'conne',
    'cons',
    'salaud',
    'salope',
    'merde',
    'merdique',
    'putain',
    'pute',
    'encule',
    'enculer',
    'batard',
    'fdp',
    'ntm',
    'nique',
    'niquer',
    'ta gueule',
    'ferme ta gueule',
    'tg',
    'abruti',
    'abrutie',
    'debile',
    'cretin',
    'idiot',
    'idiote',
    'imbecile',
    'cretine',
    'nul a chier',
    'tocard',
    'bouffon',
    'va te faire',
    'fuck',
    'shit',
    'stupid',
    'bitch',
    'branleur',
    'pd',
    'chier',
    'degage',
    'bordel',
  ],
  offTopic: [
    'meteo',
    'quel temps fait',
    'temps fera',
    'recette',
    'football',
    'foot',
    'match',
    'rugby',
    'politique',
    'election',
    'bitcoin',
    'crypto',
    'bourse',
    'blague',
    'horoscope',
    'poeme',
    'devoirs',
    'je m ennuie',
    'loto',
    'pari sportif',
    'chanson',
    'combien font',
    'combien fait',
    'capitale de',
    'capitale du',
    'racine carree',
    'raconte moi une histoire',
    'qui a gagne',
    'president de la republique',
    'traduis moi',
    'ecris moi un',
    'premier ministre',
    'qui va gagner',
    'coupe du monde',
    'idees de cadeau',
    'idee de cadeau',
    'idee cadeau',
    'quel film',
    'un bon film',
    'film ce soir',
    'films a voir',
    'serie tv',
    'series tv',
    'une serie a',
    'bonne serie',
    'netflix',
    'devoirs de maths',
    'exercice de maths',
    'bon resto',
    'bon restaurant',
    'vacances scolaires',
    'lettre de motivation',
    'signe astrologique',
  ],
  complaintOwnership: [
    'que vous avez installe',
    'que vous avez installee',
    'que vous avez installes',
    'que vous avez installees',
    'que vous nous avez',
    'vous nous avez installe',
    'vous avez installe',
    'qu on a recu',
    'qu on a recue',
    'qu on a recus',
    'que nous avons recu',
    'que nous avons recue',
    'on a achete',
    'nous avons achete',
    'achete chez vous',
    'commande chez vous',
    'livree chez nous',
    'livre chez nous',
    'installee chez nous',
    'installe chez nous',
    'installes chez nous',
    'on a pris l essai',
    'notre essai',
    'vous avez livre',
    'votre technicien',
    'vos techniciens',
    'votre installateur',
    'vos installateurs',
    'votre facture',
    'vous nous avez facture',
    'vous avez facture',
    'votre mise a jour',
    'depuis la mise a jour',
    'depuis l installation',
    'depuis la livraison',
    'nos bornes',
    'notre borne',
  ],
  complaintTrouble: [
    'ne marche',
    'ne fonctionne',
    'ne s allume',
    'ne repond',
    'ne reagit',
    'ne se synchronise',
    'ne se synchronisent',
    'ne se connecte',
    'ne detecte',
    'n affiche',
    'ne charge',
    'plus du tout',
    'pixel mort',
    'erreur',
    '404',
    'bug',
    'plante',
    'redemarre',
    'cherche le wifi',
    'toujours pas',
    'encore la',
    'mauvais',
    'mauvaise',
    'faux',
    'fausse',
    'casse',
    'cassee',
    'raye',
    'rayee',
    'abime',
    'abimee',
    'panne',
    'probleme',
    'souci',
    'se moquent',
    'decourage',
    'decouragee',
    'en anglais',
    'n importe quoi',
    'ticket',
    'deux jours',
    'une semaine',
    'qu est ce qu on fait',
    'pourriez vous regarder',
    'regarder ce qui',
  ],
  complaints: [
    'en panne',
    'tombe en panne',
    'ne marche plus',
    'ne marche pas',
    'marche plus',
    'ne fonctionne plus',
    'ne fonctionne pas',
    'fonctionne plus',
    'ne s allume plus',
    'ne s allume pas',
    's allume plus',
    'ecran noir',
    'est casse',
    'est cassee',
    'defectueux',
    'defectueuse',
    'bugge',
    'remboursez moi',
    'etre rembourse',
    'etre remboursee',
    'demande de remboursement',
    'decu',
    'decue',
    'decus',
    'decevant',
    'inadmissible',
    'inacceptable',
    'scandaleux',
    'scandale',
    'honteux',
    'arnaque',
    'personne ne repond',
    'personne ne me repond',
    'aucune reponse',
    'sans reponse',
    'toujours pas livre',
    'toujours pas recu',
    'jamais recu',
    'jamais venu',
    'pas venu',
    'reclamation',
    'litige',
    'plainte',
    'porter plainte',
    'mecontent',
    'mecontente',
    'pas content',
    'pas contente',
    'appele le sav',
    'contacte le sav',
    'retard de livraison',
    'livraison en retard',
    'facture erronee',
    'erreur de facture',
    'erreur sur la facture',
    'facture fausse',
    'probleme avec ma commande',
    'probleme avec mon ecran',
    'probleme avec ma table',
    'ca ne marche',
    'ca marche plus',
    'il ne marche',
    'elle ne marche',
    'ne reagit plus',
    'ne reagit pas',
    'ne repond plus',
    'toujours rien',
    'pas tres serieux',
    'pas serieux',
    'n importe quoi',
    'personne n est venu',
    'personne n est passe',
    'personne ne vient',
    'on attend toujours',
    'nous attendons toujours',
    'j attends toujours',
    'vous aviez promis',
    'vous promettez',
    'on nous avait promis',
    'on nous a promis',
    'affichent encore',
    'affiche encore',
    'super investissement',
    'merci pour rien',
    'quelle arnaque',
    'on se moque de nous',
    'on se fiche de nous',
  ],
  giveUp: [
    'je ne sais pas',
    'je sais pas',
    'sais pas',
    'chais pas',
    'aucune idee',
    'pas d idee',
    'je donne ma langue au chat',
    'langue au chat',
    'la reponse',
    'c est quoi la reponse',
    'dis moi',
    'dites moi',
    'je seche',
    'je passe',
    'joker',
    'donne la reponse',
    'donnez la reponse',
    'donne la solution',
    'donnez la solution',
    'j abandonne',
    'abandon',
    'jsp',
    'je ne trouve pas',
    'trouve pas',
  ],
  questionWords: [
    'comment',
    'pourquoi',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'est ce que',
    'qu est ce',
    'combien de temps',
    'pouvez vous',
    'puis je',
    'avez vous',
    'faites vous',
    'proposez vous',
    'vendez vous',
    'je voudrais',
    'je souhaite',
    'j aimerais',
    'je cherche',
    'je veux',
  ],
  fillers: [
    // « Résumez-moi… en une phrase »: how to answer, not what about.
    'resumez',
    'resume',
    'resumer',
    'en une phrase',
    'en bref',
    'bonjour',
    'bonsoir',
    'salut',
    'merci',
    'svp',
    's il vous plait',
    'stp',
    'voudrais',
    'voudrai',
    'souhaite',
    'souhaiterais',
    'aimerais',
    'cherche',
    'recherche',
    'veux',
    'savoir',
    'question',
    'renseignement',
    'information',
    'info',
    'besoin',
    'interesse',
    'possible',
    'propose',
    'proposez',
    'faites',
    'avez',
    'offrez',
    'peut',
    'pouvez',
    'peuvent',
    'dire',
    'expliquer',
    'explique',
    'quoi',
    'chose',
    'truc',
    'bien',
    'plus',
    'moins',
    '{product}',
    'madame',
    'monsieur',
    'idee',
    'exemple',
    'parler',
    'connaitre',
    'donner',
    'faire',
    'beaucoup',
    'vraiment',
    'trop',
    'assez',
    'genre',
    'actuellement',
    'aujourd hui',
    'marche',
    'fonctionne',
    'travaillez',
    'travailler',
    'travaillons',
    'utilisez',
    'passe',
    'deroule',
    // Courtesy and tone, which say nothing of the subject: « désolé de vous déranger, je me demandais si… », « sans vouloir être méchant… ».
    'desole',
    'desolee',
    'deranger',
    'derange',
    'demandais',
    'demande',
    'demander',
    'franchement',
    'honnetement',
    'sincerement',
    'pardon',
    'excusez',
    'excuse',
    'vouloir',
    'mechant',
    'vexer',
    'direct',
    'juste',
    'simplement',
    'curieux',
    'curieuse',
    'curiosite',
    'rapidement',
    'vite',
    'arretez',
    'entre nous',
    'dites',
    'sais',
    'patron',
    'patronne',
    'boss',
    'chef',
    'raison',
    'tort',
    'honnete',
    'honnetes',
    'soyez',
    'naive',
    'naif',
    'betement',
    'bete',
  ],
  followUp: [
    'et',
    'et en',
    'et pour',
    'et si',
    'et avec',
    'et la',
    'et le',
    'et les',
    'aussi',
    'pareil',
    'idem',
    'meme chose',
    'dans ce cas',
    'et sinon',
    'sinon',
    'et combien',
  ],
  naming: ['m appelle', 't appelle', 's appelle', 's appellent'],
  intentContext: ['apres', 'avant', 'pendant', 'durant', 'lors', 'une fois', 'suite a', 'a la suite', 'depuis', 'a l issue', 'de l', 'du'],
  requests: [
    'je voudrais',
    'nous voudrions',
    'on voudrait',
    'j aimerais',
    'nous aimerions',
    'on aimerait',
    'je souhaite',
    'nous souhaitons',
    'on souhaite',
    'je souhaiterais',
    'nous souhaiterions',
    'besoin d',
    'besoin de',
    'besoin du',
    'merci de',
    'pouvez vous',
    'pourriez vous',
    'je veux',
    'nous voulons',
    'on veut',
    'je demande',
  ],

  links: { audit: '/article/moderniser-showroom#audit', about: '/a-propos', failure: ['/solutions/affichage-dynamique', '/solutions/collaboration'] },

  mailSubjects: {
    demo: 'Demande de démonstration',
    audit: "Demande d'audit gratuit",
    trial: "Demande d'essai gratuit",
    callback: 'Demande de rappel',
    quote: 'Demande de devis',
    contact: 'Prise de contact',
  },

  quickReplies: {
    demo: 'Je veux une démo',
    trial: 'Essai gratuit ?',
    price: 'Quels sont vos tarifs ?',
    callback: 'Être rappelé',
    contact: 'Vos coordonnées ?',
    solutions: 'Vos solutions ?',
    audit: 'Audit gratuit ?',
    giveUp: 'Je donne ma langue au chat',
    location: 'Où êtes-vous ?',
    quote: 'Demander un devis',
    bookTrial: 'Réserver l’essai gratuit',
    bookAudit: 'Réserver l’audit gratuit',
  },

  replies: {
    greeting:
      "Bonjour ! Je suis l'assistant {product}. Tables tactiles, écrans collaboratifs, affichage dynamique, bureau d'étude VR ou assistant IA : posez-moi votre question, ou demandez une démo gratuite.",
    greetingWithOpener: "Bonjour ! Une idée pour l'énigme ci-dessus ? Sinon, posez-moi directement votre question sur nos solutions.",
    thanks: 'Avec plaisir ! Autre chose sur nos solutions ? Je peux aussi organiser une démo gratuite, sans engagement.',
    goodbye: 'Merci de votre visite et à bientôt ! Un conseiller reste joignable au {phone} si besoin.',
    no: 'Très bien. Je reste à votre disposition si une question vous vient sur nos solutions.',
    yes: 'Très bien ! Que souhaitez-vous faire ? Voici les prochaines étapes possibles.',
    abuse:
      "Je préfère garder un échange courtois. Si quelque chose ne va pas, un conseiller vous écoute au {phone}. Je reste là pour vos questions sur nos solutions d'affichage interactif.",
    offTopic:
      "Je ne peux pas vous aider sur ce sujet : je suis l'assistant {product}, spécialiste de l'affichage interactif et collaboratif. Je vous renseigne volontiers sur nos tables tactiles, écrans collaboratifs, affichage dynamique, bureau d'étude VR ou assistant IA.",
    complaint:
      "Je suis sincèrement désolé pour ce désagrément. Pour le régler au plus vite, un conseiller vous répond au **{phone}** ({hours}) ou à **{email}** : indiquez-lui votre nom et, si vous l'avez, votre numéro de commande.",
    unknown:
      "Je n'ai pas de réponse précise à cela dans nos pages. Je suis l'assistant {product}, spécialiste de l'affichage interactif et collaboratif : un conseiller vous répond au {phone}, et voici nos principales solutions.",
    nearPages: "Je n'ai pas de réponse précise à cela, mais ces pages en parlent. Un conseiller peut aussi vous répondre directement au {phone}.",
    solutions: 'Nous concevons et installons des dispositifs interactifs pour les professionnels :',
    demo: 'Avec plaisir ! La démonstration est gratuite et sans engagement : nous la préparons avec vos propres contenus{topic}. Je peux prendre votre demande ici, ou appelez-nous au {phone}.',
    audit:
      "L'audit est offert et sans engagement : nous analysons vos espaces, vos usages et vos objectifs, puis nous vous recommandons les équipements adaptés, avec un devis sous 48 h. Je peux le réserver pour vous ici, ou appelez-nous au {phone}.",
    trialOne: 'Vous pouvez essayer {label} gratuitement pendant **{days} jours**, dans vos locaux et sans engagement. Voulez-vous réserver votre essai ?',
    trialAll: 'Nous proposons un essai gratuit, sans engagement : {list}. Lequel vous intéresse ?',
    trialNone:
      'Pour {label}, nous proposons une démonstration gratuite avec vos propres contenus. Nos essais gratuits concernent {list}. Voulez-vous une démo ?',
    callback: 'Avec plaisir : un conseiller vous rappelle pour parler de votre projet. Je prends votre demande ici, ou appelez-nous directement au {phone}.',
    price:
      'Nos prix dépendent de votre projet (nombre et taille des écrans, contenus, installation) : je ne peux donc pas vous donner de tarif ici. Un conseiller vous adresse un devis détaillé sous **48 h**, sans engagement. Voulez-vous être rappelé ?',
    location: 'Nous sommes installés au **{address}**, près de Lyon. Pour venir nous voir ou organiser une démonstration chez vous, appelez-nous au {phone}.',
    phone: 'Vous pouvez nous appeler au **{phone}**, ou nous écrire à **{email}**.',
    email: 'Écrivez-nous à **{email}**, ou appelez-nous au **{phone}**.',
    privacy: "Je n'enregistre vos coordonnées que dans une demande (démo, devis, rappel…), et seulement avec votre accord.",
    durations:
      'Quelques délais pour vous repérer : devis sous **48 h** ; essai gratuit de {trials} ; livraison sous 48 h pour le matériel en stock. De quoi souhaitez-vous connaître la durée ?',
    quote: 'Vous recevez votre devis détaillé sous **48 h**, sans engagement. Voulez-vous être rappelé ?',
    trialDuration: "L'essai gratuit {ofLabel} dure **{days} jours**, dans vos locaux et sans engagement. Voulez-vous le réserver ?",
    hello: 'Bonjour !',
    helloEvening: 'Bonsoir !',
    demoTopic: ', ici pour {label}',
    trialDays: '**{days} jours** pour {labels}',
    solutionItem: '- **{name}** : {what}',
    failure: "Je n'ai pas pu traiter votre message, toutes mes excuses. Un conseiller vous répond au {phone} ou par e-mail ; voici aussi nos solutions.",
    opener: {
      right: "Bravo, c'est exactement ça ! {explanation}",
      close: 'Presque ! Vous brûlez.',
      retry: 'Une autre idée ?',
      closeAgain: "Vous n'étiez pas loin ! {explanation}",
      wrong: 'Pas tout à fait ! {explanation}',
      reveal: 'La réponse : {explanation}',
    },
  },

  buttons: {
    call: 'Appeler le {phone}',
    mail: 'Écrire un e-mail',
    quote: 'Demander un devis',
    demoByMail: 'Demander une démo par e-mail',
    auditByMail: 'Réserver mon audit par e-mail',
    auditPage: "L'audit gratuit",
    callbackByMail: 'Demander à être rappelé',
    trialPage: 'Essai gratuit : {name}',
    trialByMail: 'Réserver mon essai par e-mail',
  },

  facts: {
    titled: '{title} : {text}',
    mode: 'Mode {mode}',
    metric: '{label} : {before} avant, {after} après',
    comparison: '{feature} : {collaborative}, au lieu de {classic} ({improvement})',
    sizes: '{title} : {sizes} pouces',
    size: '{inches} pouces : {summary}',
    sizeLabel: '{page}, {inches} pouces',
    address: 'Nous sommes installés au {street}, {postalCode} {city}',
    companyTitle: '{name} en chiffres : {stats}',
    companyKeywords: 'entreprise société chiffres références expérience',
    trialKeywords: 'essai gratuit',
  },
});
