import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

/**
 * Landing page /solutions/ecrans-collaboratifs (collaborative screens).
 * Figures are the company's published claims only: 73 %, < 30 s, +45 %, 300+ rooms, 4 sources, < 100 ms,
 * 55 to 98 inches, 4K 3840 × 2160 from 65 inches, 20-point infrared touch, < 8 ms, 400 nits, 30-day trial.
 */
export const page: LandingPageContent = typeset({
  slug: 'ecrans-collaboratifs',
  name: 'Écrans collaboratifs',
  meta: {
    title: 'Écrans collaboratifs tactiles 4K pour vos salles de réunion',
    description:
      'Écrans tactiles 4K de 55 à 98 pouces avec partage sans fil et visio intégrée : réunions lancées en moins de 30 s, 73 % de temps gagné. Essai gratuit 30 jours.',
  },
  hero: {
    eyebrow: 'Écrans collaboratifs',
    image: 'solutions/ecrans-collaboratifs.svg',
    imageAlt:
      'Dans une salle de réunion, un grand écran tactile 4K affiche un graphique annoté à la main et les visages des collègues à distance ; un ordinateur portable y partage son écran sans câble.',
    title: 'Vos réunions démarrent en moins de 30 secondes',
    intro:
      'Un écran tactile 4K avec partage sans fil, tableau blanc et visioconférence intégrés : vos équipes partagent, annotent et décident, sans câble ni adaptateur.',
    figures: [
      { value: '73 %', label: 'de temps de réunion gagné' },
      { value: '< 30\u00a0s', label: 'pour lancer une réunion' },
      { value: '4', label: 'sources affichées simultanément' },
    ],
    buttons: [
      { label: 'Tester gratuitement', href: '#essai' },
      { label: 'Comparer', href: '#comparison' },
    ],
    backToHome: true,
  },
  sections: [
    {
      kind: 'text',
      id: 'constat',
      eyebrow: 'Le constat',
      title: "Ce que vous coûtent vos réunions aujourd'hui",
      paragraphs: [
        "Dans la plupart des salles, la réunion commence par une chasse à l'adaptateur. Le bon câble manque, l'ordinateur ne reconnaît pas l'écran, la visioconférence refuse de démarrer : pendant ce temps, toute l'équipe attend.",
        'Puis la réunion se déroule devant un écran passif. Une seule personne présente, les autres prennent des notes chacun de leur côté, les idées du tableau blanc finissent en photo floue sur un téléphone et le compte rendu arrive quand tout le monde est passé à autre chose.',
      ],
      points: [
        'Câbles et adaptateurs introuvables au moment de brancher',
        'Une visioconférence longue à lancer et des participants à distance qui entendent mal la salle',
        "Un seul intervenant aux commandes, une seule source à l'écran",
        'Un tableau blanc effacé, des idées perdues, des décisions reportées',
      ],
    },
    {
      kind: 'figures',
      id: 'impact',
      tinted: true,
      eyebrow: "L'impact",
      title: 'Ce que change un écran collaboratif',
      intro: 'Le temps gagné sur la technique revient à la discussion et à la décision.',
      figures: [
        {
          value: '73 %',
          label: 'de temps de réunion gagné',
          description: 'Moins de temps passé à brancher, partager et retranscrire : la réunion sert à décider.',
        },
        {
          value: '< 30\u00a0s',
          label: 'pour démarrer une réunion',
          description: "Un geste pour partager son écran, un autre pour lancer la visio : plus d'attente en début de séance.",
        },
        {
          value: '+45 %',
          label: 'de productivité',
          description: "Chacun contribue depuis son appareil et annote directement à l'écran : les échanges avancent plus vite.",
        },
        {
          value: '300+',
          label: 'salles de réunion équipées',
          description: 'Du petit bureau de passage à la grande salle de conseil, des salles de toutes tailles déjà équipées par nos équipes.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'fonctionnalites',
      eyebrow: 'Fonctionnalités',
      title: 'Six fonctionnalités pour des réunions productives',
      intro: 'Tout ce dont une salle de réunion a besoin, réuni dans un seul écran.',
      cards: [
        {
          icon: 'touch',
          title: 'Tactile multipoint',
          description:
            "Jusqu'à 20 points de contact infrarouges : plusieurs participants écrivent, déplacent et zooment en même temps, avec un temps de réponse inférieur à 8\u00a0ms.",
          benefit: "Plusieurs mains à l'écran, sans attendre son tour",
        },
        {
          icon: 'monitor',
          title: 'Partage sans fil',
          description:
            "Ordinateurs, tablettes et smartphones se connectent sans câble ; jusqu'à 4 sources s'affichent côte à côte, avec une latence inférieure à 100\u00a0ms.",
          benefit: "Plus jamais d'adaptateur à chercher",
        },
        {
          icon: 'sparkles',
          title: 'Tableau blanc numérique',
          description: "Écrivez, dessinez et annotez par-dessus n'importe quel document ou présentation, puis enregistrez la séance en un geste.",
          benefit: 'Aucune idée effacée en fin de réunion',
        },
        {
          icon: 'users',
          title: 'Visioconférence intégrée',
          description:
            "Caméra, micros et haut-parleurs intégrés : la visio se lance depuis l'écran, et les participants à distance voient et entendent toute la salle.",
          benefit: 'Des réunions hybrides lancées en moins de 30\u00a0s',
        },
        {
          icon: 'mail',
          title: 'Compte rendu partagé',
          description: 'Notes, annotations et captures sont envoyées par e-mail aux participants à la fin de la réunion, sans ressaisie.',
          benefit: 'Le compte rendu part avant que la salle se vide',
        },
        {
          icon: 'shield',
          title: 'Sécurité et administration',
          description:
            "Connexions invités cloisonnées, session effacée à la fermeture et gestion centralisée de l'ensemble des écrans par votre service informatique.",
          benefit: 'Votre DSI garde la main sur chaque salle',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'comparison',
      tinted: true,
      eyebrow: 'Comparatif',
      title: 'Avant / Après',
      intro: 'La même réunion, dans une salle classique et avec un écran collaboratif.',
      classicLabel: 'Salle classique',
      newLabel: 'Avec un écran collaboratif',
      rows: [
        {
          feature: 'Démarrage de la réunion',
          classic: 'Recherche du bon câble et du bon adaptateur',
          collaborative: 'Partage sans fil en un geste',
          improvement: 'Moins de 30\u00a0s pour démarrer',
        },
        {
          feature: 'Partage de contenus',
          classic: 'Une seule source, un ordinateur à la fois',
          collaborative: "Jusqu'à 4 sources affichées simultanément",
          improvement: 'Des documents comparés côte à côte',
        },
        {
          feature: 'Interaction',
          classic: 'Un présentateur, les autres regardent',
          collaborative: 'Tactile 20 points, plusieurs participants à la fois',
          improvement: "Toute l'équipe contribue",
        },
        {
          feature: 'Prise de notes',
          classic: 'Tableau blanc effacé ou photographié',
          collaborative: 'Annotations enregistrées et envoyées aux participants',
          improvement: 'Aucune idée perdue',
        },
        {
          feature: 'Visioconférence',
          classic: 'Matériel séparé à brancher et à configurer',
          collaborative: 'Caméra, micros et haut-parleurs intégrés',
          improvement: 'Des réunions hybrides sans friction',
        },
        {
          feature: 'Temps de réunion',
          classic: 'Perdu en installation et en retranscription',
          collaborative: 'Consacré aux échanges et aux décisions',
          improvement: '73 % de temps gagné',
        },
        {
          feature: "Productivité de l'équipe",
          classic: 'Des échanges ralentis par un seul poste',
          collaborative: 'Des contributions en parallèle',
          improvement: '+45 % de productivité',
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'cas-usage',
      eyebrow: "Cas d'usage",
      title: 'Ils ont transformé leurs réunions',
      intro: 'Salles de direction, salles de formation, espaces de projet : trois façons de travailler mieux ensemble.',
      useCases: [
        {
          title: "Salles de réunion d'entreprise",
          subtitle: "Un siège social qui voulait des réunions à l'heure",
          image: 'case-studies/ecran-salles-reunion.svg',
          imageAlt:
            'Dans une salle de réunion, un ordinateur portable partage sans fil sa présentation sur un grand écran collaboratif où apparaissent deux collègues à distance en visioconférence ; quatre participants sont autour de la table et l’horloge murale indique 10 h pile.',
          challenges: [
            "Des réunions qui démarrent en retard faute de câble ou d'adaptateur",
            "Des participants à distance qui voient mal l'écran et entendent mal la salle",
            'Un service informatique appelé en renfort à chaque réunion importante',
          ],
          solution:
            'Des écrans collaboratifs de 75 et 86 pouces dans les salles de réunion, avec partage sans fil et visioconférence intégrée, administrés de façon centralisée par le service informatique.',
          results: [
            'Des réunions lancées en moins de 30\u00a0s',
            "Des participants à distance qui suivent comme s'ils étaient dans la salle",
            'Moins de sollicitations du support informatique',
          ],
          colour: '#72B0CC',
          metrics: [{ label: 'Démarrage de la réunion', before: 'Recherche de câbles', after: '< 30\u00a0s' }],
          testimonial: {
            quote: "Avant, chaque comité commençait par une recherche d'adaptateur. Aujourd'hui, on entre, on partage, on commence.",
            author: 'Thomas B., responsable des services généraux',
          },
        },
        {
          title: 'Formation et ateliers',
          subtitle: 'Un centre de formation qui voulait des stagiaires actifs',
          image: 'case-studies/ecran-formation.svg',
          imageAlt:
            'Dans un centre de formation, deux stagiaires annotent en même temps le même schéma sur un grand écran tactile, l’un en entourant un bloc en orange, l’autre en cochant le dernier en vert, pendant que le formateur commente et que d’autres stagiaires suivent depuis leurs bureaux.',
          challenges: [
            'Des stagiaires passifs devant un vidéoprojecteur',
            'Des travaux de groupe difficiles à mettre en commun',
            'Des supports annotés perdus à la fin de la session',
          ],
          solution:
            'Un écran collaboratif de 86 pouces par salle : le formateur projette son support, les stagiaires partagent leurs travaux sans fil et annotent à plusieurs grâce au tactile 20 points.',
          results: [
            'Des stagiaires qui passent au tableau à plusieurs',
            "Jusqu'à 4 travaux de groupe comparés côte à côte",
            'Des supports annotés envoyés aux stagiaires en fin de session',
          ],
          colour: '#CF6E3F',
          testimonial: {
            quote: "Les stagiaires ne regardent plus l'écran, ils s'en servent. Les restitutions de groupe sont devenues le meilleur moment de la journée.",
            author: "Aurélie S., responsable pédagogique d'un centre de formation",
          },
        },
        {
          title: 'Espaces de projet',
          subtitle: "Une équipe d'ingénierie répartie sur plusieurs sites",
          image: 'case-studies/ecran-projet-multisite.svg',
          imageAlt:
            'Dans un espace projet d’ingénierie, un ingénieur annote un plan technique sur un écran monté sur un pied roulant, où deux collègues d’autres sites, visibles en vignettes vidéo, ont ajouté leurs propres annotations ; à droite, un collègue tient une tablette à côté d’un casque de chantier et d’un plan roulé.',
          challenges: [
            'Des plans difficiles à commenter avec les collègues à distance',
            "Des revues de projet qui s'étirent faute de support commun",
            'Des décisions notées par chacun, chacun à sa façon',
          ],
          solution:
            'Des écrans collaboratifs 4K de 65 et 75 pouces dans les espaces de projet : plans annotés à plusieurs, visioconférence intégrée avec les autres sites et compte rendu envoyé en fin de séance.',
          results: [
            'Des plans lisibles en 4K et annotés en direct',
            'Des revues de projet plus courtes et mieux suivies',
            'Une seule version des décisions, partagée avec tous',
          ],
          colour: '#82BC6C',
          metrics: [{ label: 'Productivité des revues de projet', before: 'Échanges au fil des e-mails', after: '+45 %' }],
          testimonial: {
            quote:
              "Nous annotons le même plan que nos collègues de l'autre site comme s'ils étaient dans la salle. Les décisions sont prises et partagées avant la fin de la réunion.",
            author: "Marc D., chef de projet dans un bureau d'ingénierie",
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
      intro: 'Cinq tailles, une même expérience : choisissez selon la taille de votre salle.',
      groups: [
        {
          category: 'Affichage',
          specs: [
            { label: 'Tailles', value: '55, 65, 75, 86 et 98 pouces' },
            { label: 'Résolution', value: '4K (3840 × 2160) à partir de 65 pouces' },
            { label: 'Luminosité', value: '400 nits minimum' },
            { label: 'Distance de lecture conseillée', value: '1,5 fois la diagonale' },
          ],
        },
        {
          category: 'Tactile',
          specs: [
            { label: 'Technologie', value: 'Infrarouge' },
            { label: 'Points de contact', value: '20 simultanés' },
            { label: 'Temps de réponse', value: 'Moins de 8\u00a0ms' },
            { label: 'Saisie', value: 'Au doigt ou au stylet' },
          ],
        },
        {
          category: 'Connectivité',
          specs: [
            { label: 'Partage sans fil', value: 'Ordinateurs, tablettes et smartphones, sans adaptateur' },
            { label: 'Sources simultanées', value: "Jusqu'à 4" },
            { label: 'Latence', value: 'Moins de 100\u00a0ms' },
            { label: 'Connexion filaire', value: 'Entrées HDMI et USB pour vos équipements existants' },
          ],
        },
        {
          category: 'Audio et vidéo',
          specs: [
            { label: 'Caméra', value: 'Intégrée, cadrage de toute la salle' },
            { label: 'Micros', value: 'Intégrés, pour capter chaque intervenant' },
            { label: 'Haut-parleurs', value: 'Intégrés' },
            { label: 'Visioconférence', value: 'Compatible avec vos outils de visioconférence habituels' },
          ],
        },
      ],
    },
    {
      kind: 'trial',
      id: 'essai',
      eyebrow: 'Essai gratuit',
      title: 'Essayez-le dans vos vraies réunions',
      days: 30,
      text: "Nous installons un écran collaboratif dans l'une de vos salles de réunion. Vos équipes l'utilisent pendant 30 jours dans leurs vraies réunions ; vous décidez ensuite, sur des faits.",
      points: [
        'Installation et mise en service par nos équipes',
        'Prise en main accompagnée pour vos collaborateurs',
        'Une taille adaptée à votre salle, de 55 à 98 pouces',
        "Sans engagement à l'issue des 30 jours",
      ],
      button: 'Tester gratuitement pendant 30 jours',
    },
  ],
  contact: {
    title: 'Une salle à équiper ?',
    text: "Dites à notre assistant combien de salles vous souhaitez équiper et comment vous les utilisez : il vous recommande la bonne taille d'écran et organise votre essai gratuit.",
    button: 'Parler à notre assistant',
  },
});
