import { BRAND_NAME } from './brand-name.ts';
import type { Brand, BrandField } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * The company, in one place: its name and how to reach it, its legal details, its accounts. Every
 * page, the JSON-LD, the legal pages, the assistant's replies, the consent text and the team's
 * e-mails read it from here.
 *
 * The defaults cannot reach a real company: an invented brand, e-mails at example.com, a phone
 * number from the range France reserves for fiction (04 65 71 xx xx), an invented street, accounts
 * named "-exemple", registration numbers of zeros. `npm run check` lists every value still shipped
 * as an example (the patterns above, and the fields of `brandExamples` below) with what to change,
 * and exits 1 while any is left; `npm start` in production says the same at start.
 */
export const brand: Brand = typeset({
  name: BRAND_NAME,
  tagline: "Solutions d'affichage interactif et collaboratif pour les professionnels",
  emails: {
    contact: 'bonjour@example.com',
    privacy: 'donnees-personnelles@example.com',
    sender: 'ne-pas-repondre@example.com',
  },
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
    name: `${BRAND_NAME} SAS`,
    form: 'société par actions simplifiée (SAS)',
    capital: '10 000 €',
    siren: '000000000',
    siret: '00000000000000',
    rcsCity: 'Lyon',
    vatNumber: 'FR00000000000',
    publicationDirector: 'Camille Durand, présidente',
    host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France',
  },
});

/**
 * Fields still holding the values this project ships with, that nothing else gives away (an invented
 * street looks like a street): remove a field from this list once its value is the company's own.
 * `npm run check` lists them.
 */
export const brandExamples: BrandField[] = ['name', 'address', 'stats', 'legal.capital', 'legal.publicationDirector', 'legal.host'];
