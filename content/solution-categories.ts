import type { SolutionCategory } from './types.ts';

/** The four families of solutions, as the quiz offers them as answers. */
export const SOLUTION_CATEGORIES: SolutionCategory[] = [
  'Solutions de Présentation Innovante',
  'Affichage Dynamique / Interactif',
  'Solutions de Collaboration',
  'Assistant IA Personnalisé',
];
