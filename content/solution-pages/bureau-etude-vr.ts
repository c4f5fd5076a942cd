import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

/**
 * Landing page /solutions/bureau-etude-vr (the VR design office).
 * Figures are the company's published claims only: 89 %, -67 %, up to 8 VR users, 30-day trial, 4K, quote within 48 h, 24/7.
 */
export const page: LandingPageContent = typeset({
  slug: 'bureau-etude-vr',
  name: "Bureau d'étude VR",
  meta: {
    title: "Bureau d'étude VR : faites visiter vos projets à l'échelle 1",
    description:
      "Faites visiter vos projets immobiliers, d'architecture ou d'agencement en VR, jusqu'à 8 utilisateurs : 89 % de mémorisation, -67 % de modifications.",
  },
  hero: {
    eyebrow: "Bureau d'étude en réalité virtuelle",
    image: 'solutions/bureau-etude-vr.svg',
    imageAlt:
      'Dans un bureau d’étude VR, deux acquéreurs équipés de casques visitent leur futur logement, qui flotte à l’échelle devant eux ; le plan affiché au mur montre où ils se trouvent.',
    title: 'Faites visiter vos projets avant la première pierre',
    intro:
      "Vos clients parcourent à l'échelle 1 le logement, le bâtiment ou la boutique que vous concevez, jusqu'à 8 dans la même visite. Ils comprennent, ils se projettent, ils valident : les modifications tardives disparaissent de vos chantiers.",
    figures: [
      { value: "Jusqu'à 8", label: 'utilisateurs dans une même visite' },
      { value: '89 %', label: 'de mémorisation' },
      { value: '-67 %', label: 'de modifications' },
    ],
    buttons: [
      { label: 'Demander une démo', href: '#demo' },
      { label: "Voir les cas d'usage", href: '#cases' },
    ],
    backToHome: true,
  },
  sections: [
    {
      kind: 'figures',
      id: 'resultats',
      eyebrow: 'Résultats',
      title: "Les résultats d'une maquette que l'on visite",
      intro: 'Un plan se lit, un espace se vit. Quatre chiffres pour mesurer la différence.',
      figures: [
        {
          value: '89 %',
          label: 'de mémorisation',
          description:
            "Une pièce traversée à l'échelle réelle se retient bien mieux qu'un plan ou une perspective : vos clients repartent avec votre projet en tête.",
        },
        {
          value: '-67 %',
          label: 'de modifications',
          description:
            'Volumes, hauteurs et circulations sont validés pendant la visite, pas pendant le chantier : les demandes de changement tardives chutent.',
        },
        {
          value: "Jusqu'à 8",
          label: 'utilisateurs en même temps',
          description: "Client, architecte, commercial et bureau d'études se retrouvent dans la même maquette, chacun avec son casque, et échangent en direct.",
        },
        {
          value: '30 jours',
          label: "d'essai gratuit",
          description: "Testez le bureau d'étude VR sur l'un de vos propres projets pendant 30 jours, sans engagement.",
        },
      ],
    },
    {
      kind: 'cards',
      id: 'pourquoi',
      tinted: true,
      eyebrow: 'Pourquoi la réalité virtuelle',
      title: "Quatre raisons de choisir le bureau d'étude VR",
      intro: "Moins d'incompréhensions, moins de reprises, des décisions prises au bon moment.",
      cards: [
        {
          icon: 'vr',
          title: "L'échelle 1, enfin",
          description:
            "Une hauteur sous plafond, une largeur de passage, la vue depuis une fenêtre : en réalité virtuelle, vos clients ne devinent plus, ils constatent comme s'ils y étaient.",
        },
        {
          icon: 'users',
          title: 'Une décision collective',
          description:
            "Jusqu'à 8 participants visitent la même maquette au même moment. Maître d'ouvrage, décideurs et concepteurs voient la même chose et tranchent ensemble, en une seule séance.",
        },
        {
          icon: 'check',
          title: 'Les modifications avant le chantier',
          description:
            'Chaque remarque faite pendant la visite est une reprise évitée sur le terrain. Résultat : 67 % de modifications en moins, et des plannings qui tiennent.',
        },
        {
          icon: 'monitor',
          title: 'Vos maquettes, sans ressaisie',
          description:
            'Nous partons des maquettes 3D issues de vos logiciels de CAO et les préparons pour la visite : votre équipe continue de travailler avec ses outils habituels.',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'cases',
      eyebrow: "Cas d'usage",
      title: 'Trois métiers, une même façon de convaincre',
      intro: "Promoteurs, architectes et agenceurs utilisent la réalité virtuelle pour faire valider leurs projets avant qu'ils existent.",
      useCases: [
        {
          title: 'Promotion immobilière',
          subtitle: "Vendre sur plan un logement que personne n'a encore vu",
          image: 'case-studies/vr-promotion-immobiliere.svg',
          imageAlt:
            'Dans un bureau d’étude VR, un couple équipé de casques de réalité virtuelle se tient dans son futur appartement, représenté grandeur nature autour de lui, et choisit un parquet parmi des échantillons flottants ; le conseiller suit la visite sur une tablette.',
          challenges: [
            "Des acquéreurs qui peinent à se projeter à partir d'un plan en deux dimensions",
            'Des choix de cloisons et de finitions remis en cause après la signature',
            'Un bureau de vente limité à des perspectives et à une maquette physique',
          ],
          solution:
            "Un espace VR installé dans le bureau de vente : l'acquéreur visite son futur logement à l'échelle 1, compare les options de finition et circule d'une pièce à l'autre, accompagné par le conseiller dans la même maquette.",
          results: [
            'Des acquéreurs qui se projettent dès le premier rendez-vous',
            'Des choix de finitions arrêtés pendant la visite',
            'Un bureau de vente qui se distingue des programmes concurrents',
          ],
          colour: '#72B0CC',
          metrics: [{ label: 'Modifications après signature', before: 'Nombreux allers-retours', after: '-67 %' }],
          testimonial: {
            quote:
              "Nos acquéreurs ne signent plus sur un plan : ils signent pour un appartement qu'ils ont déjà parcouru. Les questions ont changé, les hésitations aussi.",
            author: "Hélène P., directrice commerciale d'un promoteur immobilier",
          },
        },
        {
          title: 'Architecture et design',
          subtitle: "Faire valider un parti pris architectural avant l'exécution",
          image: 'case-studies/vr-architecture.svg',
          imageAlt:
            'Dans un bureau d’étude VR, l’architecte et son client, casques de réalité virtuelle sur la tête, parcourent la maquette d’un immeuble flottant devant eux, qu’un chemin en pointillés relie à son entrée ; le client compare deux revêtements de façade, bois et pierre.',
          challenges: [
            "Des maîtres d'ouvrage qui découvrent les volumes une fois le chantier lancé",
            'Des réunions de validation qui se succèdent autour de rendus statiques',
            'Des matériaux et une lumière difficiles à faire ressentir sur une planche',
          ],
          solution:
            "Les maquettes 3D de l'agence sont chargées dans le bureau d'étude VR. Architecte et maître d'ouvrage parcourent ensemble le bâtiment, comparent les variantes de matériaux et ajustent les volumes pendant la réunion.",
          results: [
            'Des arbitrages pris pendant la réunion, et non plus en différé',
            'Un parti pris compris par tous les décideurs, y compris les non-spécialistes',
            'Des reprises en phase chantier évitées',
          ],
          colour: '#CF6E3F',
          metrics: [{ label: 'Modifications après validation', before: 'Reprises fréquentes', after: '-67 %' }],
          testimonial: {
            quote:
              "Quand le maître d'ouvrage traverse le hall en réalité virtuelle, il comprend tout de suite ce que nos planches n'arrivaient pas à lui montrer.",
            author: "Julien R., architecte associé d'une agence d'architecture",
          },
        },
        {
          title: 'Agencement commercial',
          subtitle: 'Valider un concept de magasin avant de le fabriquer',
          image: 'case-studies/vr-agencement-magasin.svg',
          imageAlt:
            'Dans un bureau d’étude VR, six personnes équipées de casques de réalité virtuelle testent ensemble l’aménagement d’un futur magasin flottant devant elles : rayonnages, présentoir, signalétique suspendue et parcours client en pointillés jusqu’à la caisse.',
          challenges: [
            'Un concept de boutique à faire approuver par la direction et les franchisés',
            "Des erreurs de circulation ou de mobilier découvertes le jour de l'ouverture",
            'Des prototypes physiques coûteux à fabriquer et à modifier',
          ],
          solution:
            "Le futur point de vente est visité en réalité virtuelle avant la fabrication : linéaires, hauteurs de mobilier, parcours client et signalétique sont testés et ajustés en équipe, jusqu'à 8 personnes dans la même visite.",
          results: [
            'Un concept approuvé par toutes les parties avant la fabrication du mobilier',
            'Des circulations et des hauteurs ajustées avant la pose',
            'Une maquette réutilisable pour présenter chaque nouvelle ouverture',
          ],
          colour: '#82BC6C',
          metrics: [{ label: 'Modifications sur site', before: 'Découvertes à la pose', after: '-67 %' }],
          testimonial: {
            quote:
              'Nos franchisés ont parcouru la boutique avant que le premier meuble soit fabriqué. Les remarques sont arrivées au bon moment : pendant la conception.',
            author: "Sophie L., responsable de l'agencement d'un réseau de magasins",
          },
        },
      ],
    },
    {
      kind: 'specs',
      id: 'specifications',
      tinted: true,
      eyebrow: 'Caractéristiques techniques',
      title: 'Spécifications techniques',
      intro: "Un bureau d'étude VR clés en main, installé et configuré par nos équipes.",
      groups: [
        {
          category: 'Casques et affichage',
          specs: [
            { label: 'Utilisateurs simultanés', value: "Jusqu'à 8 dans la même maquette" },
            { label: 'Casques', value: "Casques de réalité virtuelle fournis, configurés et prêts à l'emploi" },
            { label: 'Échelle', value: 'Visite à taille réelle (1:1)' },
            { label: 'Recopie de la visite', value: 'Sur écran 4K (3840 × 2160) pour les participants sans casque' },
          ],
        },
        {
          category: 'Logiciel et formats',
          specs: [
            { label: 'Formats', value: 'Maquettes 3D issues de vos logiciels de CAO et de modélisation' },
            { label: 'Préparation', value: 'Import et optimisation de vos maquettes par notre équipe' },
            { label: 'Pendant la visite', value: 'Variantes de matériaux et de finitions, annotations, prises de cotes' },
          ],
        },
        {
          category: 'Installation et support',
          specs: [
            { label: 'Installation', value: 'Dans vos locaux : bureau de vente, agence, showroom ou salle de réunion' },
            { label: 'Formation', value: 'Prise en main accompagnée de vos équipes' },
            { label: 'Devis', value: 'Sous 48\u00a0h' },
            { label: 'Assistance', value: 'Notre assistant IA vous répond 24/7' },
          ],
        },
      ],
    },
    {
      kind: 'trial',
      id: 'demo',
      eyebrow: 'Essai gratuit',
      title: "Essayez le bureau d'étude VR sur vos propres projets",
      days: 30,
      text: "Nous installons le bureau d'étude VR chez vous et y chargeons l'un de vos projets en cours. Pendant 30 jours, faites-le visiter à vos clients et à vos équipes, puis décidez sur pièces.",
      points: [
        "Démonstration gratuite sur l'un de vos projets",
        'Installation et prise en main par notre équipe',
        "Jusqu'à 8 utilisateurs simultanés pendant l'essai",
        "Sans engagement à l'issue des 30 jours",
      ],
      button: 'Réserver ma démo gratuite',
    },
  ],
  contact: {
    title: 'Un projet à faire visiter ?',
    text: 'Décrivez votre projet à notre assistant : il vous répond immédiatement, 24/7, et organise avec vous votre démonstration gratuite.',
    button: 'Parler à notre assistant',
  },
});
