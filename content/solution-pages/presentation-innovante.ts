import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

export const page: LandingPageContent = typeset({
  slug: 'presentation-innovante',
  name: 'Présentation innovante',
  meta: {
    title: 'Présentation innovante : écrans, tables tactiles et VR',
    description:
      'Écrans tactiles de showroom, tables tactiles collaboratives et réalité virtuelle : des présentations que vos clients manipulent et retiennent.',
  },
  hero: {
    eyebrow: 'Solutions de présentation innovante',
    image: 'solutions/presentation-innovante.svg',
    imageAlt:
      'Un showroom qui se vit : un visiteur explore une collection sur une table tactile, une autre visite un projet avec un casque de réalité virtuelle, le produit s’affiche au mur.',
    title: "Vos clients oublient vos brochures. Ils retiennent ce qu'ils ont touché.",
    intro:
      "Écrans tactiles de showroom, tables tactiles collaboratives et réalité virtuelle : vos clients explorent eux-mêmes vos produits et vos projets, comprennent plus vite et valident avec moins d'allers-retours.",
    figures: [
      { value: '89 %', label: 'de mémorisation', description: "Ce que le client a manipulé, il s'en souvient." },
      { value: '-67 %', label: 'de modifications', description: "Des projets compris avant d'être validés." },
      { value: '+450 %', label: "d'engagement", description: 'Des visiteurs qui explorent au lieu de feuilleter.' },
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
      title: 'Des présentations qui ne marquent pas les esprits',
      tinted: true,
      paragraphs: [
        "Un catalogue se feuillette en quelques minutes, puis finit au fond d'un sac. Une fois sorti du showroom, votre client ne garde qu'un souvenir vague des modèles, des finitions et des options que vous lui avez présentés.",
        "Sur un plan en deux dimensions, rares sont ceux qui se représentent vraiment un volume, une hauteur sous plafond ou l'enchaînement des pièces. Le client valide une idée approximative et découvre le résultat trop tard.",
        "Chaque malentendu se paie ensuite en allers-retours : nouvelles versions du plan, nouveaux rendus, nouvelles réunions. Le projet s'allonge, vos équipes s'épuisent et la décision recule.",
      ],
      points: [
        'Brochures et catalogues oubliés dès la sortie du showroom',
        'Plans et maquettes difficiles à imaginer pour un non-spécialiste',
        'Révisions à répétition avant chaque validation',
      ],
    },
    {
      kind: 'blocks',
      id: 'solutions',
      eyebrow: 'Nos solutions',
      title: 'Trois façons de faire vivre vos présentations',
      intro: 'Du showroom à la salle de réunion, choisissez le support qui correspond à votre espace et à votre cycle de vente, ou combinez-les.',
      blocks: [
        {
          icon: 'monitor',
          title: 'Écrans tactiles de showroom',
          text: 'Un écran tactile grand format au cœur de votre espace de vente : le visiteur parcourt votre gamme, compare les modèles et compose sa configuration à son rythme, avec ou sans vendeur à ses côtés.',
          features: [
            'Catalogue interactif complet, toute la gamme sans stock exposé',
            'Configurateur : couleurs, finitions, options et variantes',
            'Comparaison des modèles côte à côte',
            'Contenus mis à jour à distance, sans réimpression',
          ],
        },
        {
          icon: 'touch',
          title: 'Tables tactiles collaboratives',
          text: 'Une table tactile autour de laquelle vendeur et clients se réunissent : plans, maquettes et catalogues se manipulent à plusieurs, du bout des doigts, comme sur une table de travail.',
          features: [
            "Jusqu'à 10 personnes autour d'une même table",
            'Formats 32, 43, 55, 65 et 75 pouces, ou sur mesure',
            'Modes exploration, configuration et présentation',
            'Essai gratuit de 15 jours',
          ],
        },
        {
          icon: 'vr',
          title: 'Réalité virtuelle',
          text: "Casque sur la tête, vos clients visitent un bien, un showroom ou un aménagement avant qu'il existe. Ils se déplacent dans l'espace, apprécient les volumes et valident en connaissance de cause.",
          features: [
            "Visites immersives jusqu'à 8 utilisateurs en même temps",
            'Matériaux, couleurs et mobilier modifiés en direct',
            'Projets visités avant la première pierre',
            'Essai gratuit de 30 jours',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefices',
      eyebrow: 'Bénéfices',
      title: 'Ce qui change pour vos équipes et vos clients',
      tinted: true,
      cards: [
        {
          icon: 'sparkles',
          title: 'Une présentation dont on se souvient',
          description: "89 % de mémorisation : le client retient ce qu'il a exploré lui-même, bien plus que ce qu'il a seulement entendu ou feuilleté.",
        },
        {
          icon: 'check',
          title: 'Des projets validés plus vite',
          description:
            "Le client comprend le projet avant de s'engager : 67 % de modifications en moins, et des validations qui n'attendent plus une énième version du plan.",
        },
        {
          icon: 'chart',
          title: 'Des visiteurs qui participent',
          description: "+450 % d'engagement : vos visiteurs touchent, comparent, configurent et prennent le temps d'explorer votre offre.",
        },
        {
          icon: 'users',
          title: 'Des décisions prises ensemble',
          description:
            "Autour d'une table tactile, jusqu'à 10 personnes consultent les mêmes contenus : conjoints, associés et experts tranchent dans la même séance.",
        },
        {
          icon: 'clock',
          title: 'Moins de temps perdu en allers-retours',
          description: 'Les ajustements se font en direct, devant le client. Vos équipes passent moins de temps à refaire des plans et davantage à conseiller.',
        },
        {
          icon: 'monitor',
          title: 'Des contenus toujours à jour',
          description: 'Nouvelle gamme, tarif révisé, option ajoutée : vos contenus se mettent à jour à distance, sans réimprimer un seul catalogue.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'secteurs',
      eyebrow: 'Secteurs',
      title: 'Six secteurs, une même exigence',
      intro: "Partout où un client doit se représenter un produit ou un projet avant de s'engager.",
      cards: [
        {
          icon: 'monitor',
          title: 'Automobile',
          description:
            "Configurateur sur écran tactile et table de présentation en concession : le client compose son véhicule, compare les finitions et repart avec une configuration qu'il a choisie lui-même.",
        },
        {
          icon: 'vr',
          title: 'Immobilier',
          description:
            "Logements sur plan visités en réalité virtuelle, plans de masse explorés sur table tactile : l'acquéreur se projette dans son futur logement avant la première pierre.",
        },
        {
          icon: 'sparkles',
          title: 'Retail et luxe',
          description:
            'La gamme complète accessible en boutique sans stock supplémentaire, des produits personnalisés sous les yeux du client, une expérience à la hauteur de votre marque.',
        },
        {
          icon: 'map',
          title: 'Architecture',
          description:
            "Projets présentés en réalité virtuelle aux maîtres d'ouvrage et aux élus : volumes, perspectives et lumière se comprennent sans longues explications.",
        },
        {
          icon: 'touch',
          title: 'Agencement',
          description:
            'Bureaux, cuisines ou commerces validés en immersion : le client change un matériau ou déplace un meuble avant la fabrication, pas après la pose.',
        },
        {
          icon: 'users',
          title: 'Formation',
          description:
            "Modules interactifs sur table tactile et mises en situation en réalité virtuelle : les apprenants pratiquent sans risque, en groupe, et retiennent ce qu'ils ont fait.",
        },
      ],
    },
    {
      kind: 'cta',
      id: 'demo',
      eyebrow: 'Démonstration gratuite',
      title: 'Jugez sur pièce, avec vos propres contenus',
      tinted: true,
      text: 'Nous préparons une démonstration à partir de vos produits ou de vos projets, sans engagement. Les tables tactiles sont proposées en essai gratuit pendant 15 jours, la réalité virtuelle pendant 30 jours.',
      buttons: [
        { label: 'Demander une démo', href: '#contact' },
        { label: "Retour à l'accueil", href: '/' },
      ],
    },
  ],
  contact: {
    title: 'Parlons de votre espace de présentation',
    text: 'Décrivez-nous votre showroom, vos produits ou vos projets : notre assistant vous répond tout de suite et organise votre démonstration gratuite avec un conseiller.',
    button: 'Parler à notre assistant',
  },
});
