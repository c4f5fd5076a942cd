import type { LandingPageContent } from '../types.ts';
import { page as affichageDynamique } from './affichage-dynamique.ts';
import { page as assistantIa } from './assistant-ia.ts';
import { page as bureauEtudeVr } from './bureau-etude-vr.ts';
import { page as collaboration } from './collaboration.ts';
import { page as ecransCollaboratifs } from './ecrans-collaboratifs.ts';
import { page as presentationInnovante } from './presentation-innovante.ts';
import { page as tablesTactiles } from './tables-tactiles.ts';

/** Every page under /solutions/, each served at /solutions/{slug}. Add a file, then list it here. */
export const landingPages: LandingPageContent[] = [
  affichageDynamique,
  collaboration,
  presentationInnovante,
  assistantIa,
  bureauEtudeVr,
  tablesTactiles,
  ecransCollaboratifs,
];
