import { BRAND_NAME } from './brand-name.ts';
import type { Brand } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * Brand and contact details, used by the header, the footer, the contact section and the legal pages.
 * The defaults cannot reach a real company: invented brand, e-mail at example.com, a phone number from
 * the range France reserves for fiction, an invented street. Replace the legal values marked
 * "(exemple)" with the real ones before going live.
 */
export const brand: Brand = typeset({
  name: BRAND_NAME,
  tagline: "Solutions d'affichage interactif et collaboratif pour les professionnels",
  email: 'bonjour@example.com',
  phone: '04 65 71 28 40',
  phoneE164: '+33465712840',
  address: {
    street: '14 chemin de la Croix-Valmont',
    postalCode: '69570',
    city: 'Dardilly',
    country: 'France',
  },
  hours: { fr: 'du lundi au vendredi, de 9 h à 18 h', en: 'Monday to Friday, 9 am to 6 pm (Paris time)' },
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/ondalys-exemple' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/ondalys-exemple' },
    { label: 'TikTok', url: 'https://www.tiktok.com/@ondalys-exemple' },
    { label: 'Instagram', url: 'https://www.instagram.com/ondalys-exemple' },
    { label: 'YouTube', url: 'https://www.youtube.com/@ondalys-exemple' },
  ],
  stats: [
    { value: '500+', label: 'projets réalisés' },
    { value: '98\u00a0%', label: 'de clients satisfaits' },
    { value: '8+', label: "ans d'expertise" },
  ],
  legal: {
    companyForm: 'SAS, société par actions simplifiée (exemple)',
    capital: '10\u00a0000\u00a0€ (exemple)',
    registration: 'RCS Lyon 000\u00a0000\u00a0000 (exemple)',
    vatNumber: 'FR00\u00a0000000000 (exemple)',
    publicationDirector: 'Camille Durand, présidente (exemple)',
    host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France',
  },
});
