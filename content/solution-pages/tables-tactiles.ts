import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

export const page: LandingPageContent = typeset({
  slug: 'tables-tactiles',
  name: 'Tables tactiles',
  meta: {
    title: 'Tables tactiles interactives pour showroom et point de vente',
    description:
      "Tables tactiles de 32 à 75 pouces ou sur mesure : jusqu'à 10 personnes, tactile 10 ou 40 points, réponse < 8 ms. Essai gratuit de 15 jours, sans engagement.",
  },
  hero: {
    eyebrow: 'Tables tactiles interactives',
    image: 'solutions/tables-tactiles.svg',
    imageAlt:
      'Dans un showroom automobile, trois personnes autour d’une table tactile : l’une choisit la couleur d’un SUV du bout du doigt, l’autre ouvre sa fiche, le vendeur les accompagne avec sa tablette.',
    title: 'Vos clients ne feuillettent plus vos produits : ils les prennent en main',
    intro:
      "Catalogue, configurateur, plans ou maquettes : la table tactile réunit vos clients et vos vendeurs autour d'un même écran. Chacun explore, compare et choisit du bout des doigts, et vos présentations deviennent des moments que l'on retient.",
    figures: [
      { value: "Jusqu'à 10", label: "personnes autour d'une même table" },
      { value: '< 8 ms', label: 'de temps de réponse au toucher' },
      { value: '15 jours', label: "d'essai gratuit, sans engagement" },
    ],
    buttons: [
      { label: 'Demander une démo', href: '#essai' },
      { label: 'Choisir ma taille', href: '#tailles' },
    ],
    backToHome: true,
  },
  sections: [
    {
      kind: 'sizes',
      id: 'tailles',
      eyebrow: 'Trois formats de référence',
      title: 'La bonne taille pour votre espace',
      intro: 'Nous proposons aussi les formats 43 et 65 pouces, ainsi que des tables sur mesure. Voici les trois tailles les plus demandées.',
      sizes: [
        {
          inches: 32,
          image: 'sizes/table-32.svg',
          imageAlt:
            'Une table tactile de 32 pouces dans une pièce bleu nuit : une visiteuse debout derrière elle la consulte d’une main, comme à un comptoir d’accueil. Une plante en pot et une règle graduée au sol donnent l’échelle.',
          summary: "Pour un comptoir d'accueil, un stand ou un rendez-vous en tête-à-tête, là où la place est comptée.",
          specs: [
            { label: 'Usage', value: 'Individuel ou en binôme' },
            { label: 'Tactile', value: 'Capacitif 10 points ou infrarouge 40 points' },
            { label: 'Résolution', value: 'Haute définition' },
            { label: 'Temps de réponse', value: '< 8 ms' },
            { label: 'Luminosité', value: '400 nits minimum' },
          ],
        },
        {
          inches: 55,
          image: 'sizes/table-55.svg',
          imageAlt:
            'Une table tactile de 55 pouces dans la même pièce, à la même échelle : un couple l’utilise à ses deux extrémités pendant qu’un vendeur, debout derrière, leur montre un produit sur l’écran.',
          summary: 'Pour un petit groupe réuni autour du vendeur : un couple qui choisit une finition, une famille qui découvre un plan.',
          specs: [
            { label: 'Usage', value: 'Petit groupe' },
            { label: 'Tactile', value: 'Capacitif 10 points ou infrarouge 40 points' },
            { label: 'Résolution', value: 'Haute définition' },
            { label: 'Temps de réponse', value: '< 8 ms' },
            { label: 'Luminosité', value: '400 nits minimum' },
          ],
        },
        {
          inches: 75,
          image: 'sizes/table-75.svg',
          imageAlt:
            'Une table tactile de 75 pouces dans la même pièce, à la même échelle : un groupe de cinq personnes l’entoure, trois derrière et une à chaque bout, et plusieurs d’entre elles touchent l’écran.',
          summary: "Pour les espaces d'exposition et les présentations collectives, quand toute une équipe manipule le même contenu.",
          specs: [
            { label: 'Usage', value: "Jusqu'à 10 personnes" },
            { label: 'Tactile', value: 'Capacitif 10 points ou infrarouge 40 points' },
            { label: 'Résolution', value: '4K (3840 × 2160)' },
            { label: 'Temps de réponse', value: '< 8 ms' },
            { label: 'Luminosité', value: '400 nits minimum' },
          ],
        },
      ],
    },
    {
      kind: 'figures',
      id: 'impact',
      tinted: true,
      eyebrow: 'Résultats',
      title: "L'impact sur vos visiteurs",
      intro: "Quand le client touche, il reste, il compare et il se décide. Voici ce que change l'expérience interactive en point de vente.",
      figures: [
        {
          value: '+250 %',
          label: 'de temps passé en showroom',
          description: 'De 10 à 35 minutes de visite dans un showroom équipé de tables tactiles.',
        },
        {
          value: '+47 %',
          label: 'de conversion',
          description: 'Un visiteur qui a configuré son produit lui-même repart plus souvent avec une commande.',
        },
        {
          value: '+35 %',
          label: 'de panier moyen',
          description: 'Options, accessoires et finitions se découvrent pendant la manipulation, pas dans une brochure.',
        },
        {
          value: '68 %',
          label: 'des clients prêts à payer plus',
          description: "pour une expérience d'achat plus riche et plus personnelle.",
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      eyebrow: 'Applications',
      title: 'Quatre façons de faire travailler votre table',
      intro: 'Le matériel est le même ; ce sont les contenus qui font la différence. Nous les concevons avec vous.',
      cards: [
        {
          icon: 'touch',
          title: 'Catalogue interactif',
          description:
            'Toute votre gamme sur un seul écran : fiches produits, photos, vidéos et comparatifs, filtrés en quelques gestes selon le besoin du client.',
          benefit: 'Plus de catalogue papier à réimprimer à chaque nouveauté.',
        },
        {
          icon: 'sparkles',
          title: 'Configurateur produit',
          description: 'Couleurs, matériaux, options : le client compose son produit et voit le résultat immédiatement, accompagné par le vendeur.',
          benefit: 'Un choix concret, validé sur place.',
        },
        {
          icon: 'map',
          title: 'Plans et maquettes',
          description:
            'Plans de masse, lots, étages et orientations : le client zoome, fait pivoter et se projette dans son futur logement ou son futur local.',
          benefit: 'Des projets compris dès le premier rendez-vous.',
        },
        {
          icon: 'users',
          title: 'Animation et événements',
          description: 'Salons, lancements, journées portes ouvertes : quiz, jeux et parcours découverte qui attirent le public et lancent la conversation.',
          benefit: 'Un stand qui se remarque et des échanges qui démarrent seuls.',
        },
      ],
    },
    {
      kind: 'modes',
      id: 'modes',
      tinted: true,
      eyebrow: "Modes d'utilisation",
      title: 'Une table, trois façons de la vivre',
      intro: "Passez d'un mode à l'autre selon le moment de la visite : découverte en libre-service, choix accompagné, présentation au groupe.",
      modes: [
        {
          icon: 'touch',
          title: 'Exploration',
          description:
            "Le visiteur découvre votre offre en autonomie : il navigue dans le catalogue, ouvre les fiches qui l'intéressent et regarde les vidéos à son rythme, même quand vos vendeurs sont occupés.",
        },
        {
          icon: 'sparkles',
          title: 'Configuration',
          description:
            'Le client construit son produit ou son projet, option par option, et visualise chaque changement. Le vendeur guide, répond et fait avancer la décision.',
        },
        {
          icon: 'monitor',
          title: 'Présentation',
          description:
            "Le vendeur prend la main pour présenter à tout le groupe : contenus mis en avant, navigation maîtrisée, et jusqu'à 10 personnes qui suivent autour de la table.",
        },
      ],
    },
    {
      kind: 'useCases',
      id: 'cases',
      eyebrow: 'Cas clients',
      title: 'Ils ont adopté la table tactile',
      intro: "Trois secteurs, un même constat : quand le client manipule, la vente s'accélère.",
      useCases: [
        {
          title: 'Showroom automobile',
          subtitle: 'Une concession qui voulait retenir ses visiteurs plus longtemps',
          image: 'case-studies/table-showroom-automobile.svg',
          imageAlt:
            'Dans une concession automobile, des visiteurs configurent une voiture sur quatre petites tables tactiles pendant qu’un grand mur LED, au fond, affiche le modèle en vert, la teinte choisie sur l’une des tables.',
          challenges: [
            'Des visites courtes et des clients qui repartent avec une simple brochure',
            'Des configurations difficiles à montrer sans le véhicule exact en exposition',
            "Un budget d'impression important pour des catalogues vite périmés",
          ],
          solution:
            'Quatre tables tactiles de 43 pouces avec configurateur de véhicules, complétées par un mur LED de 3 × 2 m. Les contenus se mettent à jour en 30 secondes. Déploiement en 4 semaines et 2 jours de formation des équipes.',
          results: [
            'Des visiteurs qui restent bien plus longtemps en showroom',
            'Un taux de conversion multiplié par deux et demi',
            'Des catalogues papier remplacés par des contenus toujours à jour',
          ],
          colour: '#72B0CC',
          metrics: [
            { label: 'Temps passé en showroom', before: '10 min', after: '35 min' },
            { label: 'Taux de conversion', before: '8 %', after: '20 %' },
          ],
          testimonial: {
            quote:
              'Nos clients configurent leur véhicule avec le vendeur, au lieu de feuilleter une brochure. Les échanges sont plus concrets et les décisions se prennent sur place.',
            author: 'Thomas R., directeur de concession',
          },
        },
        {
          title: 'Promotion immobilière',
          subtitle: 'Un promoteur qui vend sur plan dans sa bulle de vente',
          image: 'case-studies/table-promotion-immobiliere.svg',
          imageAlt:
            'Dans un espace de vente immobilier, un couple et un conseiller entourent une table tactile qui affiche le plan masse d’une résidence ; l’un des acheteurs touche le lot sélectionné, surligné en orange et marqué d’un repère. Au mur, une perspective des immeubles.',
          challenges: [
            'Des acquéreurs qui peinent à se projeter à partir de plans papier',
            'Des rendez-vous répétés pour comparer les lots et les orientations',
            'Une bulle de vente trop petite pour une maquette physique',
          ],
          solution:
            'Une table tactile de 55 pouces avec plan de masse interactif : sélection du lot, étage, orientation, surfaces et prestations, en présence du conseiller.',
          results: [
            'Des acquéreurs qui comprennent le programme dès le premier rendez-vous',
            'Des comparaisons de lots menées en quelques gestes',
            'Une disponibilité des lots toujours à jour, sans réimpression',
          ],
          colour: '#CF6E3F',
          testimonial: {
            quote:
              "Le couple choisit son lot en regardant l'orientation et la vue depuis chaque étage. La table répond aux questions avant même qu'ils ne les posent.",
            author: 'Agathe V., directrice commerciale',
          },
        },
        {
          title: 'Retail',
          subtitle: "Une enseigne d'ameublement qui manquait de place pour exposer toute sa gamme",
          image: 'case-studies/table-ameublement.svg',
          imageAlt:
            'Au milieu d’un magasin de meubles, un client parcourt seul le catalogue sur une grande table tactile : il touche un échantillon de tissu et une fiche produit, entre un canapé orange, un fauteuil vert et un lampadaire.',
          challenges: [
            "Une surface de vente qui ne permet d'exposer qu'une partie des références",
            'Des clients qui hésitent entre finitions et coloris sans pouvoir les comparer',
            'Des vendeurs sollicités pour des questions simples aux heures de pointe',
          ],
          solution:
            'Une table tactile de 75 pouces au cœur du magasin : catalogue complet, comparateur de finitions et configurateur, en libre-service ou avec un vendeur.',
          results: [
            'Toute la gamme accessible, y compris les références non exposées',
            'Des options et accessoires découverts pendant la configuration',
            'Des vendeurs disponibles pour le conseil plutôt que pour la recherche de références',
          ],
          colour: '#82BC6C',
          testimonial: {
            quote:
              'La table est devenue le point de rendez-vous du magasin. Les clients viennent à plusieurs, comparent les finitions et appellent un vendeur quand ils sont prêts.',
            author: 'Romain L., responsable de magasin',
          },
        },
      ],
    },
    {
      kind: 'specs',
      id: 'specifications',
      tinted: true,
      eyebrow: 'Caractéristiques techniques',
      title: 'Les spécifications de nos tables tactiles',
      intro: 'Nous vous aidons à choisir le format et la technologie tactile adaptés à votre espace et à vos usages.',
      groups: [
        {
          category: 'Écran',
          specs: [
            { label: 'Tailles', value: '32, 43, 55, 65 et 75 pouces' },
            { label: 'Sur mesure', value: 'Formats spécifiques sur demande' },
            { label: 'Résolution', value: '4K (3840 × 2160) à partir de 65 pouces' },
            { label: 'Luminosité', value: '400 nits minimum' },
          ],
        },
        {
          category: 'Tactile',
          specs: [
            { label: 'Technologie', value: 'Capacitive 10 points ou infrarouge 40 points' },
            { label: 'Temps de réponse', value: '< 8 ms' },
            { label: 'Utilisateurs simultanés', value: "Jusqu'à 10 personnes" },
          ],
        },
        {
          category: 'Options et accompagnement',
          specs: [
            { label: 'Contenus', value: 'Catalogue, configurateur, plans : conçus avec vous' },
            { label: 'Mise à jour', value: 'Contenus modifiables à distance' },
            { label: 'Installation', value: 'Livraison, pose et mise en service' },
            { label: 'Formation', value: 'Prise en main par vos équipes' },
          ],
        },
      ],
    },
    {
      kind: 'trial',
      id: 'essai',
      eyebrow: 'Essai gratuit',
      title: 'Testez une table tactile dans vos locaux',
      days: 15,
      text: "Rien ne remplace l'essai en conditions réelles. Nous installons une table tactile dans votre showroom ou votre espace de vente pendant 15 jours : vous observez vos clients et vos équipes l'utiliser, puis vous décidez.",
      points: [
        'Installation et mise en service par nos équipes',
        'Contenus de démonstration adaptés à votre activité',
        "Prise en main de vos vendeurs le jour de l'installation",
        "Sans engagement : à la fin de l'essai, vous choisissez",
      ],
      button: 'Essayer gratuitement pendant 15 jours',
    },
  ],
  contact: {
    title: 'Un projet de table tactile ?',
    text: 'Taille, technologie tactile, contenus : notre assistant répond à vos questions tout de suite et organise votre démonstration ou votre essai gratuit.',
    button: 'Parler à notre assistant',
  },
});
