import type { QuizItem } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * Home page quiz: a client of content/clients.ts, a clue about its need, and the solution category
 * that answered it. Each brand must match a name in clientReferences exactly.
 */
export const quizItems: QuizItem[] = typeset([
  {
    brand: 'Vauclerc Automobiles',
    clue: "Ses clients passaient à peine dix minutes dans le showroom, le temps de feuilleter un catalogue. Il voulait qu'ils configurent leur futur véhicule eux-mêmes, du bout des doigts.",
    answer: 'Solutions de Présentation Innovante',
    gradient: 'linear-gradient(135deg, #CF6E3F 0%, #0d1b2a 100%)',
  },
  {
    brand: 'Atelier Verdanne',
    clue: 'Ses clients découvraient leur boutique une fois les meubles fabriqués, et demandaient des retouches coûteuses. Il fallait leur faire visiter le lieu avant la première découpe.',
    answer: 'Solutions de Présentation Innovante',
    gradient: 'linear-gradient(135deg, #82BC6C 0%, #72B0CC 100%)',
  },
  {
    brand: 'Quaëlis Services',
    clue: 'Ses agences affichaient des offres imprimées, souvent périmées avant la fin du mois. Le siège voulait changer les messages de tout le réseau en quelques secondes.',
    answer: 'Affichage Dynamique / Interactif',
    gradient: 'linear-gradient(135deg, #CF6E3F 0%, #82BC6C 100%)',
  },
  {
    brand: 'Hélvane Énergie',
    clue: "Son budget d'impression explosait à chaque campagne. Elle cherchait des supports animés, allumés jour et nuit, que les visiteurs puissent emporter sur leur téléphone.",
    answer: 'Affichage Dynamique / Interactif',
    gradient: 'linear-gradient(135deg, #82BC6C 0%, #0d1b2a 100%)',
  },
  {
    brand: 'Ternaval Ingénierie',
    clue: 'Ses revues de projet entre plusieurs sites commençaient toujours en retard, entre câbles introuvables et connexion capricieuse. Elle voulait lancer une réunion en un geste.',
    answer: 'Solutions de Collaboration',
    gradient: 'linear-gradient(135deg, #72B0CC 0%, #0d1b2a 100%)',
  },
  {
    brand: 'Moréal Construction',
    clue: 'Ses conducteurs de travaux et ses architectes se passaient des plans imprimés de main en main. Ils voulaient les annoter ensemble sur un même écran, sans un seul câble.',
    answer: 'Solutions de Collaboration',
    gradient: 'linear-gradient(135deg, #CF6E3F 0%, #72B0CC 100%)',
  },
  {
    brand: 'Cabinet Alvérande',
    clue: 'Ses consultants passaient des heures à répondre aux mêmes questions de prospects et à caler des rendez-vous. Il cherchait un relais disponible à toute heure, qui connaisse ses offres.',
    answer: 'Assistant IA Personnalisé',
    gradient: 'linear-gradient(135deg, #72B0CC 0%, #82BC6C 100%)',
  },
  {
    brand: 'Nexaume Technologies',
    clue: 'Ses clients écrivaient au support le soir et le week-end, et attendaient le lundi pour une réponse. Elle voulait une réponse précise en quelques secondes, tirée de sa propre documentation.',
    answer: 'Assistant IA Personnalisé',
    gradient: 'linear-gradient(135deg, #0d1b2a 0%, #72B0CC 100%)',
  },
]);
