import type { ChatOpenerAnswer } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * Expected answers of the chat openers, by id. Server-side only: never imported by the widget.
 * Answers are written in lower case, without accents or apostrophes; figures are given with and without
 * their unit. Figures are the company's published claims only, as on its pages.
 */
export const chatOpenerAnswers: Record<string, ChatOpenerAnswer> = typeset({
  'charade-tactile': {
    answers: ['tactile', 'tactiles', 'tactil', 'ecran tactile', 'l ecran tactile', 'un ecran tactile', 'table tactile', 'la table tactile'],
    close: ['tact', 'ile', 'toucher', 'touche', 'interactif', 'interactive', 'table', 'ecran'],
    explanation: "Tact + île = tactile ! Nos tables tactiles, de 32 à 75 pouces ou sur mesure, réunissent jusqu'à 10 personnes autour du même écran.",
    solutionPath: '/solutions/tables-tactiles',
  },
  'charade-ecran': {
    answers: ['ecran', 'ecrans', 'un ecran', 'l ecran', 'ecran collaboratif', 'ecrans collaboratifs', 'ecran tactile', 'ecran interactif'],
    close: ['cran', 'et cran', 'tableau', 'tableau blanc', 'tableau interactif', 'moniteur', 'television', 'tele', 'visio'],
    explanation: 'Et + cran = écran ! Nos écrans collaboratifs, de 55 à 98 pouces, lancent la réunion en moins de 30 secondes, visio intégrée et sans câble.',
    solutionPath: '/solutions/ecrans-collaboratifs',
  },
  'charade-pixel': {
    answers: ['pixel', 'pixels', 'un pixel', 'le pixel', 'les pixels', 'pixcel'],
    close: ['pique', 'sel', 'pic', 'point', 'point lumineux', 'led', 'sous pixel', 'resolution'],
    explanation: 'Pique + sel = pixel ! Nos affichages dynamiques passent en 4K (3840 × 2160 pixels) dès 65 pouces, avec une luminosité de 400 nits minimum.',
    solutionPath: '/solutions/affichage-dynamique',
  },
  'charade-camera': {
    answers: ['camera', 'cameras', 'une camera', 'la camera', 'camera integree', 'camera de visio', 'camera de visioconference'],
    close: ['webcam', 'la webcam', 'micro', 'objectif', 'capteur', 'visio', 'visioconference', 'ecran de visio'],
    explanation:
      'K + mai + rat = caméra ! Caméra, micros et haut-parleurs sont intégrés à nos écrans de visioconférence tout-en-un : la réunion démarre en moins de 30 secondes.',
    solutionPath: '/solutions/collaboration',
  },
  'charade-immersion': {
    answers: ['immersion', 'l immersion', 'une immersion', 'immertion', 'immersion virtuelle', 'immersion vr', 'immersion 3d'],
    close: ['immersif', 'immersive', 'immerger', 'immerge', 'realite virtuelle', 'vr', 'casque vr', 'casque', 'visite virtuelle'],
    explanation:
      "I + mer + scions = immersion ! Notre bureau d'étude VR fait visiter vos projets jusqu'à 8 utilisateurs à la fois, avant la première pierre : 67 % de modifications en moins.",
    solutionPath: '/solutions/bureau-etude-vr',
  },
  'anecdote-impression': {
    answers: ['plus', 'plus de la moitie', 'plus que la moitie', 'oui plus', 'davantage', '65', '65 %', '65%', '65 pour cent', 'soixante cinq'],
    close: ['la moitie', 'moitie', '50', '50 %', '50%', '60', '60 %', '70', '70 %'],
    explanation:
      "Plus de la moitié : 65 % de coûts d'impression en moins, puisque vos messages se mettent à jour à distance au lieu d'être réimprimés à chaque campagne.",
    solutionPath: '/solutions/affichage-dynamique',
  },
  'anecdote-reunions': {
    answers: ['73', '73 %', '73%', '73 pour cent', 'soixante treize', 'soixante treize pour cent'],
    close: ['70', '70 %', '70%', '72', '74', '75', '75 %', '75%', 'trois quarts', '80', '80 %'],
    explanation: "73 % de temps de réunion gagné : moins de minutes perdues à brancher et à lancer la visio, plus de temps consacré à l'ordre du jour.",
    solutionPath: '/solutions/collaboration',
  },
  'anecdote-showroom': {
    answers: ['35', '35 min', '35 minutes', '35min', 'trente cinq', 'trente cinq minutes', '250', '250 %', '+250 %', '3,5 fois plus', '3.5 fois plus'],
    close: ['30', '30 min', '30 minutes', 'une demi heure', '40', '40 min', '40 minutes', '45', '45 min', '3 fois plus', 'trois fois plus'],
    explanation:
      'Ils restent désormais 35 minutes au lieu de 10, soit +250 % de temps passé dans le showroom, et le taux de conversion est passé de 8 % à 20 %.',
    solutionPath: '/solutions/tables-tactiles',
  },
  'anecdote-memorisation': {
    answers: ['89', '89 %', '89%', '89 pour cent', 'quatre vingt neuf', 'quatre vingt neuf pour cent'],
    close: ['85', '85 %', '86', '87', '88', '90', '90 %', '90%', '91', '92', '9 sur 10', 'neuf sur dix'],
    explanation: "89 % de mémorisation : le client retient ce qu'il a exploré lui-même, bien plus que ce qu'il a seulement entendu ou feuilleté.",
    solutionPath: '/solutions/presentation-innovante',
  },
  'challenge-table-tactile': {
    answers: ['10', 'dix', '10 personnes', 'dix personnes', 'jusqu a 10', 'jusqu a dix', 'jusqu a 10 personnes', 'jusqu a dix personnes'],
    close: ['8', 'huit', '9', 'neuf', '11', '12', 'douze', '8 personnes', '12 personnes'],
    explanation:
      "Jusqu'à 10 personnes autour d'une même table, avec un tactile 10 points capacitif ou 40 points infrarouge : conjoints, associés et vendeurs choisissent ensemble.",
    solutionPath: '/solutions/tables-tactiles',
  },
  'challenge-assistant-ia': {
    answers: ['10', '10 h', '10h', '10 heures', 'dix', 'dix heures', '10 heures par semaine'],
    close: ['8', '8 h', '8 heures', '9', '9 h', '11', '12', '12 h', '12 heures', 'une journee', '1 journee'],
    explanation:
      '10 h gagnées par semaine sur les questions répétitives et les tâches administratives, avec 95 % de satisfaction : du temps rendu au conseil et à la vente.',
    solutionPath: '/solutions/assistant-ia',
  },
  'challenge-distance-ecran': {
    answers: [
      '2,5',
      '2.5',
      '2,5 m',
      '2.5 m',
      '2,5m',
      '2.5m',
      '2,50 m',
      '2 m 50',
      '2m50',
      '250 cm',
      '2,5 metres',
      '2.5 metres',
      'deux metres cinquante',
      'deux metres et demi',
      '2 metres et demi',
      '2,4 m',
      '2.4 m',
      '2,6 m',
      '2.6 m',
      '1,5 fois la diagonale',
      '1.5 fois la diagonale',
      'une fois et demie la diagonale',
    ],
    close: ['2', '2 m', '2 metres', '3', '3 m', '3 metres', '2,2 m', '2,8 m', '2 fois la diagonale', 'deux fois la diagonale', '1 fois la diagonale'],
    explanation:
      'Comptez environ 1,5 fois la diagonale : 65 pouces font 1,65 m, soit à peu près 2,5 m de recul. Nos écrans collaboratifs affichent la 4K (3840 × 2160) dès 65 pouces.',
    solutionPath: '/solutions/ecrans-collaboratifs',
  },
});
