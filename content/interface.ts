import { typeset } from './typeset.ts';

/**
 * The words of the site's interface: labels, headings and messages of the layout and of the pages'
 * shared parts (the pages' own texts live beside them: home.ts, solution-pages/, articles/, pages/).
 * `{name}` is filled in where the text is used. Typeset like the rest of content/: type ordinary
 * spaces before : ; ! ? and plain apostrophes.
 *
 * Components rendered on the server only import it; islands (the parts hydrated in the browser)
 * get their labels as props, so that this module never ships to the browser.
 */
export const ui = typeset({
  layout: {
    skipLink: 'Aller au contenu',
    logoAlt: '{brand}, accueil',
    mainNav: 'Navigation principale',
    mobileNav: 'Menu mobile',
    menuClosed: 'Ouvrir le menu',
    menuOpen: 'Fermer le menu',
  },
  footer: {
    social: 'Réseaux sociaux',
    newWindow: ' (nouvelle fenêtre)',
    solutions: 'Solutions',
    company: 'Entreprise',
    legal: 'Légal',
    copyright: '© {year} {brand}. Tous droits réservés.',
  },
  /** The end of the pages that ask for a contact: a question and the assistant's button. */
  article: {
    back: 'Retour au blog',
    reading: 'Lecture : {minutes} min',
    by: 'Par {author}',
    closingTitle: 'Prêt à transformer votre expérience ?',
    closingContact: 'Nous contacter',
    closingMore: "Lire d'autres articles",
  },
  articleCards: {
    before: 'Situation avant',
    after: 'Après {brand}',
    read: "Lire l'article",
    minutes: '{minutes} min',
  },
  blog: {
    eyebrow: 'Le blog {brand}',
    title: 'Réalisations, Expertises & Inspirations',
    intro:
      "Études de cas, guides techniques et retours de terrain : tout ce qu'il faut savoir pour choisir vos écrans interactifs, tables tactiles et assistants IA.",
    listTitle: 'Tous nos articles',
    closingTitle: 'Un projet, une question sur nos solutions ?',
    closingContact: 'Contactez-nous',
  },
  errors: {
    status: 'Erreur {status}',
    home: "Retour à l'accueil",
    articles: 'Lire nos articles',
    solutions: 'Découvrir nos solutions',
    allArticles: 'Voir tous les articles',
    400: { title: 'Requête invalide', message: "L'adresse ou les données envoyées ne sont pas valides. Vérifiez le lien, ou repartez de l'une de ces pages :" },
    404: { title: 'Page introuvable', message: "La page que vous cherchez n'existe pas ou a été déplacée. Voici où continuer votre visite :" },
    500: {
      title: 'Un incident est survenu',
      message: "Notre serveur a rencontré un problème. Réessayez dans quelques instants, ou repartez de l'une de ces pages :",
    },
    /** 'Impossible de charger l'article : ' and the detail, in red. */
    articleTitle: 'Article introuvable',
    articleMessage: "Impossible de charger l'article : aucun article ne porte l'identifiant « {id} ».",
    articleDescription: "Cet article n'existe pas ou a été retiré.",
    /** When even the page shell cannot be rendered (a missing bundle): plain HTML. */
    plainHtml: 'Un incident est survenu. Réessayez dans quelques instants ou',
    plainHtmlLink: "revenez à l'accueil",
  },
  landing: {
    backToHome: "Retour à l'accueil",
    challenges: 'Les enjeux',
    answer: 'Notre réponse',
    results: 'Les résultats',
    metricsCaption: 'Avant et après : {title}',
    metric: 'Indicateur',
    before: 'Avant',
    after: 'Après',
    criterion: 'Critère',
    gain: 'Gain',
    trialDays: "jours d'essai gratuit",
  },
  /** Labels of the home page's and solution pages' islands, passed to them as props. */
  solutionCards: {
    compare: 'Comparer avant et après : {title}',
    before: 'Avant',
    after: 'Après',
    problem: 'Le problème : ',
    solution: 'Notre solution : ',
    more: 'En savoir plus',
    moreAbout: ' sur {title}',
  },
  clientShowcase: {
    badge: 'Projet signature',
    panel: 'Projet {name}',
    impact: 'Impact mesuré',
    close: 'Fermer',
    closeProject: ' le projet {name}',
  },
  carousel: {
    label: 'Références clients',
    play: 'Lecture',
    pause: 'Pause',
    autoplay: ' du défilement automatique',
    previous: 'Référence précédente',
    next: 'Référence suivante',
    slide: '{position} sur {count} : {name}',
    show: 'Afficher la référence {name}',
  },
  quiz: {
    round: 'Question {round} · Score : {score}/{answered}',
    options: 'Réponses possibles',
    right: 'Bonne réponse ! ',
    wrong: 'Pas tout à fait : la bonne réponse était « {answer} ». ',
    next: 'Question suivante',
  },
  touchSizes: {
    group: 'Taille de la table',
    inches: ' (pouces)',
    title: 'Table tactile {inches} pouces',
  },
  /** Titles of the pages that are not content files, and of the feed. */
  meta: {
    homeTitle: '{brand} · Écrans interactifs, tables tactiles et assistant IA',
    homeDescription:
      "Affichage dynamique, écrans collaboratifs, tables tactiles, bureau d'étude VR et assistant IA : des espaces qui captent l'attention et convertissent. Démo gratuite, audit offert.",
    blogTitle: 'Blog : réalisations, expertises et inspirations · {brand}',
    blogDescription:
      "Études de cas, guides et analyses sur les écrans interactifs, l'affichage dynamique, la VR et l'IA, pour choisir en connaissance de cause.",
    feedTitle: 'Le blog {brand}',
    feedDescription: "Réalisations, guides et analyses sur l'affichage interactif, par {brand}",
    crumbHome: 'Accueil',
    crumbBlog: 'Blog',
    crumbSolutions: 'Solutions',
  },
  /** Default titles of the article containers (::: tips, ::: summary) when the editor gives none. */
  markdown: {
    tips: 'Comment éviter cette erreur',
    summary: 'En résumé',
    related: 'Articles similaires',
  },
});

/** Labels an island receives as props. */
export type SolutionCardsLabels = typeof ui.solutionCards;
export type ClientShowcaseLabels = typeof ui.clientShowcase;
export type CarouselLabels = typeof ui.carousel;
export type QuizLabels = typeof ui.quiz;
export type TouchSizesLabels = typeof ui.touchSizes;
