import type { LandingPageContent } from '../types.ts';
import { typeset } from '../typeset.ts';

/**
 * /solutions/affichage-dynamique. Figures are the company's published claims only; do not add a statistic
 * that is not one of them.
 */
export const page: LandingPageContent = typeset({
  slug: 'affichage-dynamique',
  name: 'Affichage dynamique',
  meta: {
    title: 'Affichage dynamique : écrans animés et NFC en point de vente',
    description:
      "Écrans publicitaires animés mis à jour en 30 secondes et système interactif NFC : +340 % d'engagement et 65 % de coûts d'impression en moins.",
  },
  hero: {
    eyebrow: 'Affichage dynamique',
    image: 'solutions/affichage-dynamique.svg',
    imageAlt:
      'Dans une boutique, deux totems à écran présentent la nouvelle collection et l’offre de la semaine ; une cliente approche son téléphone de la puce NFC pour emporter la fiche produit.',
    title: 'Vos offres changent. Vos écrans suivent.',
    intro:
      'Remplacez les affiches papier par des écrans animés que vous mettez à jour à distance en 30 secondes, et laissez vos visiteurs repartir avec la fiche produit sur leur smartphone grâce au NFC.',
    figures: [
      { value: '+340 %', label: "d'engagement", description: 'Des contenus animés qui arrêtent le regard' },
      { value: '24/7', label: 'de diffusion', description: 'Selon votre programmation, sans intervention sur place' },
      { value: '-65 %', label: "de coûts d'impression", description: 'Fini les affiches à réimprimer à chaque campagne' },
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
      title: "L'affichage papier ne suit plus le rythme de votre activité",
      paragraphs: [
        'Une promotion qui démarre lundi, un prix qui change, une nouvelle collection qui arrive : à chaque fois, il faut concevoir, imprimer, livrer puis poser de nouvelles affiches. Le temps que tout soit en place, le message a parfois déjà changé.',
        "Résultat : des vitrines qui affichent des offres terminées, des équipes qui passent du temps à décoller et recoller, et un budget d'impression qui revient à chaque campagne, sans que le client en sache davantage sur vos produits.",
      ],
      points: [
        'Des affiches à réimprimer et à reposer à chaque promotion ou changement de prix',
        'Des messages périmés qui restent en vitrine faute de temps pour les remplacer',
        "Un budget d'impression et de pose qui se renouvelle à chaque campagne",
        "Une information figée : le visiteur ne peut ni approfondir ni emporter le détail d'un produit",
      ],
    },
    {
      kind: 'blocks',
      id: 'solutions',
      tinted: true,
      eyebrow: 'Nos solutions',
      title: 'Deux solutions pour une communication vivante',
      intro: "Des écrans qui attirent l'œil en vitrine et en magasin, et une interaction NFC qui prolonge la visite sur le smartphone de vos clients.",
      blocks: [
        {
          icon: 'monitor',
          title: 'Écrans publicitaires animés',
          text: "Vidéos, visuels animés, offres du moment, informations pratiques : vos contenus s'enchaînent selon le programme que vous définissez, en vitrine comme à l'intérieur du point de vente.",
          features: [
            'Mise à jour à distance en 30 secondes, sur un écran ou sur tout un réseau',
            'Programmation par jour et par plage horaire pour diffuser le bon message au bon moment',
            'Luminosité de 400 nits minimum pour une image lisible dans les espaces éclairés',
            'Résolution 4K à partir de 65 pouces',
          ],
        },
        {
          icon: 'phone',
          title: 'Système interactif NFC',
          text: "Le visiteur approche son smartphone de l'écran ou de la borne et reçoit aussitôt la fiche produit, la vidéo ou le formulaire de contact. L'échange se poursuit une fois qu'il a quitté le point de vente.",
          features: [
            'Fiche produit, brochure ou vidéo envoyée sur le smartphone du visiteur',
            'Aucune application à installer : un simple contact suffit',
            'Contenu associé à chaque point NFC, modifiable à distance',
            'Lien direct vers une prise de rendez-vous ou une demande de devis',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'avantages',
      eyebrow: 'Les bénéfices',
      title: "Ce que change l'affichage dynamique",
      cards: [
        {
          icon: 'sparkles',
          title: "Des messages qui captent l'attention",
          description: "Le mouvement attire le regard là où une affiche passe inaperçue : +340 % d'engagement devant vos écrans.",
        },
        {
          icon: 'clock',
          title: 'Des changements en 30 secondes',
          description:
            "Un prix, une promotion, un horaire : modifiez le contenu depuis votre ordinateur, l'écran ou tout votre réseau l'affiche en 30 secondes.",
        },
        {
          icon: 'chart',
          title: "65 % de coûts d'impression en moins",
          description: "Moins d'affiches à concevoir, imprimer, livrer et poser : le budget de chaque campagne va au contenu et non plus au papier.",
        },
        {
          icon: 'monitor',
          title: 'Une diffusion 24/7',
          description: "Vos écrans tournent en continu selon votre programmation, y compris en dehors des heures d'ouverture, sans intervention sur place.",
        },
        {
          icon: 'phone',
          title: "Le client repart avec l'information",
          description: 'Grâce au NFC, la fiche produit suit le visiteur sur son smartphone et reste à portée de main au moment où il prend sa décision.',
        },
        {
          icon: 'check',
          title: 'Une image de marque soignée',
          description: 'Une luminosité de 400 nits minimum et la 4K dès 65 pouces : votre point de vente affiche une finition à la hauteur de vos produits.',
        },
      ],
    },
    {
      kind: 'cta',
      tinted: true,
      title: "Passez à l'affichage dynamique",
      text: 'Nous étudions votre point de vente, vos contenus et vos contraintes, puis nous vous présentons en démonstration les écrans et le système NFC adaptés. Démo gratuite, sans engagement.',
      buttons: [
        { label: 'Demander une démo', href: '#contact' },
        { label: "Retour à l'accueil", href: '/' },
      ],
    },
  ],
  contact: {
    title: "Une question sur l'affichage dynamique ?",
    text: "Taille d'écran, luminosité, NFC, mise à jour des contenus : notre assistant vous répond 24/7 et peut organiser votre démo gratuite.",
    button: 'Parler à notre assistant',
  },
});
