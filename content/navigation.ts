import type { NavLink } from './types.ts';

/** Top bar links (SPEC.md "Shared behaviour"). */
export const mainNav: NavLink[] = [
  { label: 'Accueil', href: '/#accueil' },
  { label: 'Solutions', href: '/#offres' },
  { label: 'Expertise', href: '/#mission' },
  { label: 'Blog', href: '/blog' },
];

export const contactLink: NavLink = { label: 'Contact', href: '#contact', contact: true };

export const footerSolutions: NavLink[] = [
  { label: 'Écrans Collaboratifs', href: '/solutions/ecrans-collaboratifs' },
  { label: 'Affichage Dynamique', href: '/solutions/affichage-dynamique' },
  { label: 'Tables Tactiles', href: '/solutions/tables-tactiles' },
  { label: "Bureau d'Étude VR", href: '/solutions/bureau-etude-vr' },
  { label: 'Assistant IA', href: '/solutions/assistant-ia' },
];

export const footerCompany: NavLink[] = [
  { label: 'À propos', href: '/a-propos' },
  { label: 'Blog & Réalisations', href: '/blog' },
  { label: 'Actualités', href: '/blog' },
  { label: 'Carrières', href: '/carrieres' },
  { label: 'Contact', href: '#contact', contact: true },
];

export const footerLegal: NavLink[] = [
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Confidentialité', href: '/confidentialite' },
  { label: 'CGV', href: '/cgv' },
];
