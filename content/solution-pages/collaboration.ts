import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

/**
 * /solutions/collaboration. Figures are the company's published claims only; do not add a statistic that
 * is not one of them.
 */
export const page: LandingPageContent = typeset({
  slug: 'collaboration',
  name: 'Collaboration',
  meta: {
    title: 'Collaboration : visioconférence tout-en-un et partage sans fil',
    description:
      'Écrans de visioconférence tout-en-un et partage sans fil : une réunion lancée en moins de 30\u00a0s, zéro câble et 73 % de temps de réunion gagné.',
  },
  hero: {
    eyebrow: 'Solutions de collaboration',
    image: 'solutions/collaboration.svg',
    imageAlt:
      'Une réunion en visioconférence sur un écran tout-en-un : quatre collègues à distance dans leurs vignettes, une présentation partagée, la caméra au-dessus ; l’équipe autour de la table participe.',
    title: "Des réunions qui commencent à l'heure",
    intro:
      'Un écran de visioconférence tout-en-un et le partage sans fil : vos équipes lancent la réunion en moins de 30\u00a0secondes, en salle comme à distance, sans chercher le moindre câble.',
    figures: [
      { value: '73 %', label: 'de temps de réunion gagné', description: 'Moins de temps à installer, plus de temps à décider' },
      { value: '< 30\u00a0s', label: 'pour démarrer', description: "De l'entrée dans la salle au premier échange" },
      { value: 'Zéro', label: 'câble', description: 'Ni adaptateur à chercher, ni connectique à brancher' },
    ],
    buttons: [
      { label: 'Découvrir nos solutions', href: '#solutions' },
      { label: 'Demander une démo', href: '#contact' },
    ],
  },
  sections: [
    {
      kind: 'text',
      id: 'constat',
      eyebrow: 'Le constat',
      title: 'Chaque réunion perd ses premières minutes',
      paragraphs: [
        "Le scénario est connu : l'ordinateur n'a pas le bon port, l'adaptateur a disparu, la visioconférence ne trouve ni la caméra ni le micro. Pendant ce temps, la salle attend et les participants à distance patientent devant un écran noir.",
        "Une fois la réunion lancée, ce n'est guère mieux : on se passe le câble pour montrer un document, et les collègues à distance, qui voient mal l'écran et entendent mal la salle, décrochent peu à peu de la discussion.",
      ],
      points: [
        'Des câbles HDMI, USB-C ou DisplayPort, et toujours un adaptateur qui manque',
        'Une visioconférence qui refuse de démarrer : caméra non reconnue, micro coupé, son absent',
        "Des participants à distance oubliés, qui voient mal l'écran et entendent mal la salle",
        'Une seule personne qui peut présenter à la fois, câble en main',
      ],
    },
    {
      kind: 'blocks',
      id: 'solutions',
      tinted: true,
      eyebrow: 'Nos solutions',
      title: 'Deux solutions pour des réunions sans friction',
      intro: "Un écran qui réunit tout ce qu'il faut pour la visioconférence, et un partage sans fil qui met fin à la chasse aux câbles.",
      blocks: [
        {
          icon: 'monitor',
          title: 'Écrans de visioconférence tout-en-un',
          text: "Caméra, micros et haut-parleurs sont intégrés à un écran tactile : la salle est prête dès l'allumage, et les participants à distance voient et entendent la réunion comme s'ils y étaient.",
          features: [
            'Caméra, micros et haut-parleurs intégrés, sans boîtier à raccorder',
            'Réunion lancée en moins de 30\u00a0s',
            'Écran tactile infrarouge 20 points pour annoter à plusieurs',
            'Cinq tailles, de 55 à 98 pouces, pour chaque format de salle',
          ],
        },
        {
          icon: 'phone',
          title: 'Partage sans fil',
          text: "Chaque participant affiche l'écran de son ordinateur, de sa tablette ou de son smartphone sur l'écran de la salle, sans câble ni adaptateur, et cède la main en un geste.",
          features: [
            "Jusqu'à 4 sources affichées simultanément pour comparer les documents",
            'Latence inférieure à 100\u00a0ms : vidéos et démonstrations restent fluides',
            'Depuis un ordinateur, une tablette ou un smartphone',
            "Passage d'un intervenant à l'autre sans rien débrancher",
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'avantages',
      eyebrow: 'Les bénéfices',
      title: 'Ce que gagnent vos équipes',
      cards: [
        {
          icon: 'clock',
          title: 'Du temps rendu aux équipes',
          description: "Moins de minutes perdues à installer, plus de temps consacré à l'ordre du jour : 73 % de temps de réunion gagné.",
        },
        {
          icon: 'check',
          title: 'Un démarrage en moins de 30\u00a0s',
          description: "On entre, on allume, on partage : la réunion commence à l'heure, sans appel au support informatique.",
        },
        {
          icon: 'users',
          title: 'Les participants à distance inclus',
          description: "Grâce à la caméra et aux micros intégrés, ils voient l'écran partagé et entendent chaque intervenant de la salle.",
        },
        {
          icon: 'chart',
          title: '+45 % de productivité',
          description: 'Des échanges plus fluides et des décisions prises en séance plutôt que reportées à la réunion suivante.',
        },
        {
          icon: 'touch',
          title: 'Des idées visibles par tous',
          description: "Annotez, dessinez et comparez jusqu'à 4 sources à l'écran : tout le monde travaille sur le même support.",
        },
        {
          icon: 'shield',
          title: 'Une solution éprouvée',
          description: 'Plus de 300 salles de réunion déjà équipées : installation, paramétrage et prise en main sont rodés.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'espaces',
      tinted: true,
      eyebrow: "Cas d'usage",
      title: 'Pour quels espaces ?',
      cards: [
        {
          icon: 'users',
          title: 'Salles de réunion',
          description:
            "De la petite salle d'équipe à la salle du conseil : un écran dimensionné pour la pièce, de 55 à 98 pouces, prêt pour la visioconférence.",
        },
        {
          icon: 'map',
          title: 'Espaces de coworking',
          description:
            "Des salles partagées par des utilisateurs qui changent chaque jour : chacun se connecte sans fil, sans câble à fournir ni mode d'emploi à expliquer.",
        },
        {
          icon: 'touch',
          title: 'Salles de formation',
          description:
            "Le formateur présente, annote et fait intervenir les stagiaires sur l'écran tactile, pendant que les participants à distance suivent la séance.",
        },
        {
          icon: 'monitor',
          title: 'Bureaux flexibles',
          description: "En flex office, personne n'a sa salle attitrée : chaque espace offre la même expérience, on arrive, on partage, la réunion démarre.",
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Essayez-le dans vos salles',
      text: 'Nous vous présentons les écrans tout-en-un et le partage sans fil en démonstration, puis vous pouvez tester nos écrans collaboratifs gratuitement pendant 30 jours. Démo gratuite, sans engagement.',
      buttons: [
        { label: 'Demander une démo', href: '#contact' },
        { label: "Retour à l'accueil", href: '/' },
      ],
    },
  ],
  contact: {
    title: 'Une question sur vos salles de réunion ?',
    text: "Taille d'écran, nombre de salles, visioconférence, partage sans fil : notre assistant vous répond 24/7 et organise votre démo gratuite.",
    button: 'Parler à notre assistant',
  },
});
