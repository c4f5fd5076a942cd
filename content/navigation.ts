import type { NavLink } from './types.ts';
import { typeset } from './typeset.ts';

/** Top bar links. */
export const mainNav: NavLink[] = typeset([
  { label: 'Accueil', href: '/#accueil' },
  { label: 'Solutions', href: '/#offres' },
  { label: 'Expertise', href: '/#mission' },
  { label: 'Blog', href: '/blog' },
]);

export const contactLink: NavLink = typeset({ label: 'Contact', href: '#contact', contact: true });

export const footerSolutions: NavLink[] = typeset([
  { label: 'Écrans collaboratifs', href: '/solutions/ecrans-collaboratifs' },
  { label: 'Affichage dynamique', href: '/solutions/affichage-dynamique' },
  { label: 'Tables tactiles', href: '/solutions/tables-tactiles' },
  { label: "Bureau d'étude VR", href: '/solutions/bureau-etude-vr' },
  { label: 'Assistant IA', href: '/solutions/assistant-ia' },
]);

export const footerCompany: NavLink[] = typeset([
  { label: 'À propos', href: '/a-propos' },
  { label: 'Blog & Réalisations', href: '/blog' },
  { label: 'Actualités', href: '/blog' },
  { label: 'Carrières', href: '/carrieres' },
  { label: 'Contact', href: '#contact', contact: true },
]);

export const footerLegal: NavLink[] = typeset([
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Confidentialité', href: '/confidentialite' },
  { label: 'CGV', href: '/cgv' },
]);
