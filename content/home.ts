import type { StatCard } from './types.ts';
import { typeset } from './typeset.ts';

/** Copy and figures of the home page. */
export const hero = typeset({
  eyebrow: 'Écrans interactifs, tables tactiles, réalité virtuelle et IA',
  headlineStart: 'La technologie au service de ',
  headlineHighlight: "l'émotion",
  intro:
    "Nous concevons, installons et faisons vivre des dispositifs d'affichage interactifs qui captent l'attention de vos visiteurs, fluidifient vos réunions et transforment vos espaces en expériences mémorables.",
  primary: { label: 'Découvrir nos solutions', href: '#offres' },
  secondary: { label: 'Prendre contact', href: '#contact' },
  reassurance: 'Démo gratuite · Audit offert · Sans engagement',
  /** The range in use, beside the headline (a path under content/images/). */
  image: 'home/hero.svg',
  imageAlt:
    'Un showroom aux tons bleu nuit : trois visiteurs touchent une table tactile devant un grand écran mural qui affiche un graphique partagé. À gauche, une borne d’affichage dynamique et un visiteur coiffé d’un casque de réalité virtuelle, la main levée.',
});

/** Hero counters: they start 500 ms after load and run for 1.5 s. */
export const heroStats: StatCard[] = typeset([
  { target: 340, decimals: 0, prefix: '+', suffix: ' %', label: "d'engagement avec l'affichage dynamique", duration: 1500 },
  { target: 73, decimals: 0, prefix: '', suffix: ' %', label: 'de temps de réunion gagné', duration: 1500 },
  { target: 2.5, decimals: 1, prefix: '×', suffix: '', label: 'de conversions en showroom', duration: 1500 },
]);
export const HERO_COUNTER_DELAY_MS = 500;

export const mission = typeset({
  eyebrow: 'Notre expertise',
  title: 'Notre mission : faire de chaque écran un moment partagé',
  paragraphs: [
    "Depuis plus de huit ans, nous aidons les showrooms, les espaces de vente, les salles de réunion et les bureaux d'études à remplacer les supports figés par des expériences que l'on touche, que l'on partage et dont on se souvient.",
    "Nous vous accompagnons de l'audit à la maintenance : choix du matériel, création des contenus, intégration à vos outils, formation de vos équipes. Et notre assistant IA répond à vos visiteurs jour et nuit.",
  ],
});

/** Mission counters, started when the figures are half visible. The last one is fixed text. */
export const missionFigures: (StatCard | { fixed: string; label: string })[] = typeset([
  { target: 500, decimals: 0, prefix: '', suffix: '+', label: 'projets réalisés', duration: 2000 },
  { target: 98, decimals: 0, prefix: '', suffix: ' %', label: 'de clients satisfaits', duration: 1500 },
  { target: 8, decimals: 0, prefix: '', suffix: '+', label: "années d'expertise", duration: 1000 },
  { fixed: '24/7', label: 'réponses de notre assistant IA' },
]);

export const sections = typeset({
  offers: {
    eyebrow: 'Nos solutions',
    title: 'Quatre façons de rendre vos espaces interactifs',
    intro: "Chaque solution part d'un problème concret et se mesure en résultats.",
  },
  trust: {
    eyebrow: 'Ils nous font confiance',
    title: 'Des projets qui parlent pour nous',
    intro: 'Sélectionnez un client pour découvrir son projet et son impact mesuré.',
  },
  references: { title: 'Ce que disent nos clients' },
  quiz: {
    eyebrow: 'Le quiz',
    title: 'Quelle solution ont-ils choisie ?',
    intro: 'Un client, un indice : à vous de deviner la solution qui a transformé son quotidien.',
  },
  blog: {
    eyebrow: 'Le blog',
    title: 'Nos derniers articles',
    intro: 'Guides, études de cas et retours de terrain pour choisir en connaissance de cause.',
    all: 'Voir tous les articles',
  },
  finalBand: {
    title: 'Un projet en tête ? Parlons-en maintenant.',
    button: 'Parler à notre IA maintenant',
    phoneLabel: 'Ou appelez-nous au',
    promise: 'Réponse IMMÉDIATE · Démo gratuite · Sans engagement',
  },
});
