import type { ChatOpener } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * The 12 opening items of the chat assistant. Their answers are server-side, in chat-opener-answers.ts.
 * Figures are the company's published claims only, as on its pages.
 */
export const chatOpeners: ChatOpener[] = typeset([
  /* Charades: the syllables sound like the answer, « mon premier… mon tout… ». */
  {
    // tact + île = tactile
    id: 'charade-tactile',
    type: 'charade',
    content:
      "Mon premier est la délicatesse de qui sait parler sans blesser ; mon second est une terre entourée d'eau ; mon tout se dit d'un écran qui obéit au bout des doigts. Une idée ? Écrivez-la-moi !",
    difficulty: 'easy',
    category: 'experience',
  },
  {
    // et + cran = écran
    id: 'charade-ecran',
    type: 'charade',
    content:
      "Mon premier relie « toi » à « moi » ; mon second, c'est le courage qu'il faut pour oser ; mon tout rassemble l'équipe en réunion, dans la salle comme à distance. Vous l'avez ? Dites-le-moi !",
    difficulty: 'easy',
    category: 'collaboration',
  },
  {
    // pique + sel = pixel
    id: 'charade-pixel',
    type: 'charade',
    content:
      "Mon premier est une couleur du jeu de cartes, avec le cœur, le carreau et le trèfle ; mon second relève le goût des plats ; mon tout est le plus petit point lumineux d'un écran. Qui suis-je ? À vous de jouer !",
    difficulty: 'medium',
    category: 'technology',
  },
  {
    // K + mai + rat = caméra
    id: 'charade-camera',
    type: 'charade',
    content:
      "Mon premier est la onzième lettre de l'alphabet ; mon deuxième est le mois du muguet ; mon troisième ronge tout dans le grenier ; mon tout, intégré à nos écrans de visio, permet à vos collègues à distance de vous voir. Une idée ? Écrivez-la-moi !",
    difficulty: 'medium',
    category: 'collaboration',
  },
  {
    // i + mer + scions = immersion
    id: 'charade-immersion',
    type: 'charade',
    content:
      "Mon premier est la neuvième lettre de l'alphabet ; mon deuxième baigne les plages ; mon troisième, c'est ce que nous faisons d'une bûche avec une scie ; mon tout, vous le vivez casque sur la tête, au cœur d'un bâtiment pas encore construit. Une idée ? Écrivez-la-moi !",
    difficulty: 'hard',
    category: 'innovation',
  },

  /* Anecdotes: a surprising fact, then a question whose answer is one of the company's published figures. */
  {
    id: 'anecdote-impression',
    type: 'anecdote',
    content:
      "Le saviez-vous ? Un écran animé arrête le regard là où une affiche passe inaperçue : +340 % d'engagement. Et sur la facture d'impression, selon vous, on économise plus ou moins de la moitié ?",
    difficulty: 'easy',
    category: 'stats',
  },
  {
    id: 'anecdote-reunions',
    type: 'anecdote',
    content:
      'Le saviez-vous ? Avec un écran de visioconférence tout-en-un et le partage sans fil, une réunion démarre en moins de 30 secondes, sans chercher le moindre câble. Nos clients gagnent ainsi bien plus de la moitié de leur temps de réunion : quel pourcentage exact tentez-vous ?',
    difficulty: 'medium',
    category: 'productivity',
  },
  {
    id: 'anecdote-showroom',
    type: 'anecdote',
    content:
      "Une concession automobile a installé 4 tables tactiles de 43 pouces et un mur LED de 3 × 2 m. Avant, ses visiteurs repartaient au bout de 10 minutes avec une brochure. Combien de temps restent-ils aujourd'hui, d'après vous ?",
    difficulty: 'medium',
    category: 'success_story',
  },
  {
    id: 'anecdote-memorisation',
    type: 'anecdote',
    content:
      "Le saviez-vous ? Un client retient bien mieux un produit qu'il a manipulé sur une table tactile ou visité en réalité virtuelle qu'une fiche qu'il a seulement feuilletée. Selon vous, quel taux de mémorisation atteignent ces présentations interactives ? Lancez un chiffre !",
    difficulty: 'hard',
    category: 'experience',
  },

  /* Challenges: a small quiz question with a checkable answer. */
  {
    id: 'challenge-table-tactile',
    type: 'challenge',
    content: 'Petit défi : combien de personnes peuvent explorer ensemble une de nos tables tactiles, autour du même écran ? Donnez-moi votre chiffre !',
    difficulty: 'easy',
    category: 'challenge',
  },
  {
    id: 'challenge-assistant-ia',
    type: 'challenge',
    content:
      "Notre assistant IA, entraîné sur vos données, répond 24/7 en moins de 2 secondes. Défi : combien d'heures par semaine fait-il gagner à vos équipes, à votre avis ?",
    difficulty: 'medium',
    category: 'productivity',
  },
  {
    id: 'challenge-distance-ecran',
    type: 'challenge',
    content: "Défi d'expert : à quelle distance faut-il s'installer pour profiter au mieux d'un écran de 65 pouces ? Tentez votre estimation en mètres !",
    difficulty: 'hard',
    category: 'technology',
  },
]);
