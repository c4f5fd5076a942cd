import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

export const page: LandingPageContent = typeset({
  slug: 'assistant-ia',
  name: 'Assistant IA',
  meta: {
    title: 'Assistant IA personnalisé, entraîné sur vos données',
    description:
      'Un assistant IA entraîné sur vos données : réponses en moins de 2 s, 24/7, recommandations personnalisées et tâches répétitives automatisées.',
  },
  hero: {
    eyebrow: 'Assistant IA personnalisé',
    image: 'solutions/assistant-ia.svg',
    imageAlt:
      'Le soir, un visiteur pose une question à l’assistant IA d’une entreprise sur son site : la réponse arrive aussitôt, avec un bouton pour réserver une démonstration.',
    title: 'Un conseiller qui répond à chaque client, de jour comme de nuit',
    intro:
      "Entraîné sur vos données et intégré à vos outils, l'assistant répond aux questions courantes, oriente chaque visiteur et prend en charge les tâches répétitives. Vos équipes se consacrent aux demandes qui demandent leur expertise.",
    figures: [
      { value: '10 h', label: 'gagnées par semaine', description: 'Du temps rendu à vos équipes sur les tâches répétitives.' },
      { value: '24/7', label: 'de disponibilité', description: 'Soirs, week-ends et jours fériés compris.' },
      { value: '95 %', label: 'de satisfaction', description: 'Des clients qui obtiennent leur réponse sans attendre.' },
    ],
    buttons: [
      { label: 'Découvrir les solutions', href: '#solutions' },
      { label: 'Demander une démo', href: '#contact' },
    ],
  },
  sections: [
    {
      kind: 'text',
      id: 'probleme',
      eyebrow: 'Le constat',
      title: 'Vos équipes ne peuvent pas être partout',
      tinted: true,
      paragraphs: [
        'Délais de livraison, horaires, tarifs, suivi de commande : une grande partie des demandes reçues sont les mêmes, jour après jour. Vos collaborateurs y répondent encore et encore, au détriment des dossiers qui ont vraiment besoin de leur expertise.',
        "Les demandes, elles, n'attendent pas vos horaires d'ouverture. Un prospect qui écrit le soir ou le week-end et n'obtient rien avant le lundi matin est souvent déjà parti chez un concurrent.",
        "Pendant les pics d'activité, la file s'allonge : messages en attente, rappels oubliés, clients qui relancent. L'équipe court après les urgences et la qualité de service s'en ressent.",
      ],
      points: [
        'Les mêmes questions, posées encore et encore',
        "Des demandes reçues en dehors des heures d'ouverture",
        "Une équipe surchargée pendant les pics d'activité",
      ],
    },
    {
      kind: 'blocks',
      id: 'solutions',
      eyebrow: 'Nos solutions',
      title: 'Un assistant, trois missions',
      intro: "Un seul assistant, entraîné sur votre offre, qui répond, conseille et agit à la place de vos équipes sur tout ce qui peut l'être.",
      blocks: [
        {
          icon: 'bot',
          title: 'Réponses instantanées',
          text: "L'assistant répond à toute heure en s'appuyant uniquement sur vos contenus validés : catalogue, tarifs, conditions générales, questions fréquentes. Quand une demande sort de son périmètre, il passe la main à un conseiller.",
          features: [
            'Réponse en moins de 2 s, 24/7',
            'Traduction dans plus de 100 langues en moins de 500 ms',
            'Réponses fondées sur vos documents validés',
            "Transfert vers un conseiller avec l'historique de l'échange",
          ],
        },
        {
          icon: 'sparkles',
          title: 'Recommandations personnalisées',
          text: "Il pose les bonnes questions, comprend le besoin et oriente chaque visiteur vers le produit, l'offre ou le service qui lui correspond, comme le ferait votre meilleur vendeur.",
          features: [
            'Questions de qualification adaptées à votre métier',
            'Suggestions de produits selon le besoin exprimé',
            "Prise en compte de tout l'historique de la conversation",
            'Orientation vers la bonne page ou le bon interlocuteur',
          ],
        },
        {
          icon: 'clock',
          title: 'Processus automatisés',
          text: "Prise de rendez-vous, qualification des prospects, relances, comptes rendus : l'assistant exécute les tâches répétitives et transmet à vos équipes des dossiers complets, prêts à traiter.",
          features: [
            'Prise de rendez-vous directement dans vos agendas',
            'Prospects qualifiés et transmis à votre CRM',
            'Transcription des échanges avec une précision supérieure à 95 %',
            'Relances et comptes rendus envoyés automatiquement',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefices',
      eyebrow: 'Bénéfices',
      title: 'Ce que vous y gagnez',
      tinted: true,
      cards: [
        {
          icon: 'clock',
          title: 'Du temps rendu à vos équipes',
          description: '10 h gagnées par semaine sur les questions répétitives et les tâches administratives, réinvesties dans le conseil et la vente.',
        },
        {
          icon: 'phone',
          title: 'Aucune demande sans réponse',
          description: 'Le soir, le week-end ou pendant les congés, chaque visiteur obtient une réponse immédiate, 24/7.',
        },
        {
          icon: 'check',
          title: 'Des clients satisfaits',
          description: "95 % de satisfaction : une réponse précise en moins de 2 s vaut mieux qu'un formulaire resté sans retour.",
        },
        {
          icon: 'chart',
          title: 'Des prospects mieux qualifiés',
          description:
            "L'assistant recueille le besoin, le calendrier et les coordonnées avant de transmettre : vos commerciaux rappellent des contacts prêts à avancer.",
        },
        {
          icon: 'users',
          title: 'Chaque visiteur dans sa langue',
          description: 'Traduction dans plus de 100 langues en moins de 500 ms : vos clients étrangers sont accueillis sans que vous ayez à recruter.',
        },
        {
          icon: 'shield',
          title: 'Des données traitées selon le RGPD',
          description:
            'Les visiteurs sont informés, seules les données utiles sont collectées et leur durée de conservation est fixée avec vous. Vos contenus et vos conversations restent votre propriété.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'cas-usage',
      eyebrow: "Cas d'usage",
      title: 'Quatre usages, un même assistant',
      intro: "L'assistant s'adapte à votre métier et à vos interlocuteurs, qu'ils soient clients, prospects ou collaborateurs.",
      cards: [
        {
          icon: 'phone',
          title: 'Service client',
          description:
            "Suivi de commande, conditions de retour, garanties, horaires : l'assistant traite les demandes courantes et transmet au bon conseiller les cas qui le nécessitent, avec tout l'historique.",
          benefit: 'Vos conseillers se concentrent sur les cas complexes.',
        },
        {
          icon: 'monitor',
          title: 'E-commerce',
          description:
            "Conseil produit, comparaison, disponibilité, livraison : l'assistant guide l'acheteur jusqu'à la commande, à toute heure, comme un vendeur en boutique.",
          benefit: "Moins de paniers abandonnés faute d'une réponse.",
        },
        {
          icon: 'chart',
          title: 'Prospection',
          description:
            'Il accueille les visiteurs de votre site, pose les questions de qualification et propose un rendez-vous : vos commerciaux reçoivent des prospects qualifiés, rendez-vous déjà fixé.',
          benefit: 'Des agendas commerciaux remplis de rendez-vous utiles.',
        },
        {
          icon: 'users',
          title: 'RH et formation',
          description:
            "Réponses aux questions des collaborateurs sur les congés, les procédures ou les outils, parcours d'accueil des nouveaux arrivants, quiz de formation. Les données personnelles des salariés sont traitées dans le respect du RGPD.",
          benefit: 'Un service RH déchargé des questions de routine.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'etapes',
      eyebrow: 'Mise en place',
      title: 'Trois étapes pour votre assistant',
      tinted: true,
      intro: 'Nous vous remettons un devis sous 48 h, puis nous menons le projet avec vous de bout en bout.',
      steps: [
        {
          title: 'Entraînement sur vos données',
          description:
            "Nous rassemblons avec vous vos contenus de référence : catalogue, tarifs, questions fréquentes, procédures, documents commerciaux. L'assistant apprend votre offre, votre vocabulaire et votre ton. Seules les données nécessaires sont utilisées, dans le respect du RGPD.",
        },
        {
          title: 'Intégration transparente',
          description:
            "L'assistant s'installe sur votre site et se connecte à vos outils existants : agenda, CRM, messagerie. Vos équipes gardent leurs habitudes et peuvent reprendre la main sur une conversation à tout moment.",
        },
        {
          title: 'Amélioration continue',
          description:
            "Nous analysons les conversations avec vous, complétons les réponses manquantes et ajustons les recommandations. L'assistant progresse au fil des semaines et suit l'évolution de votre offre.",
        },
      ],
    },
    {
      kind: 'cta',
      id: 'demo',
      eyebrow: 'Démonstration gratuite',
      title: "Voyez l'assistant répondre à vos propres questions",
      text: "Nous préparons une démonstration à partir de quelques-uns de vos contenus : vous voyez l'assistant à l'œuvre avant de vous engager. Devis sous 48 h, sans engagement.",
      buttons: [
        { label: 'Demander une démo', href: '#contact' },
        { label: "Retour à l'accueil", href: '/' },
      ],
    },
  ],
  contact: {
    title: "Le mieux, c'est de l'essayer",
    text: 'Notre propre assistant vous répond dès maintenant : posez-lui vos questions sur votre projet, il vous oriente et organise un échange avec un conseiller si vous le souhaitez.',
    button: 'Parler à notre assistant',
  },
});
