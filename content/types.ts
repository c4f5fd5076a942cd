/** Shapes of the editable content. Pages are components fed by these; edit the data, not the components. */

export interface Brand {
  name: string;
  tagline: string;
  email: string;
  /** As displayed, e.g. "04 65 71 28 40". */
  phone: string;
  /** E.164 form for tel: links, e.g. "+33465712840". */
  phoneE164: string;
  address: { street: string; postalCode: string; city: string; country: string };
  social: { label: 'Facebook' | 'LinkedIn' | 'TikTok' | 'Instagram' | 'YouTube'; url: string }[];
  /** Footer figures (SPEC.md: 500+ projects, 98% satisfaction, 8+ years). */
  stats: { value: string; label: string }[];
  /** Legal details for /mentions-legales, filled by the operator. */
  legal: {
    companyForm: string;
    capital: string;
    registration: string;
    vatNumber: string;
    publicationDirector: string;
    host: string;
  };
}

export interface NavLink {
  label: string;
  href: string;
  /** Opens the chat assistant instead of (or before) following href. */
  contact?: boolean;
}

export interface StatCard {
  /** Counter target, e.g. 340. */
  target: number;
  decimals: number;
  prefix: string;
  suffix: string;
  label: string;
  /** Counter duration in ms. */
  duration: number;
}

export interface SolutionCard {
  /** Key of an icon in client/ui/icons.tsx. */
  icon: IconName;
  title: string;
  hook: string;
  pain: string;
  solution: string;
  benefitList: [string, string, string, string];
  impact: string;
  stats: string;
  /** One of the three brand colours. */
  colour: BrandColour;
  /** CSS gradient for the card's accent band. */
  gradient: string;
  /** Illustrations of the situation before and after (SVG in public/images/solutions/). */
  beforeImage: string;
  afterImage: string;
  beforeLabel: string;
  afterLabel: string;
  link: string;
}

export interface ClientReference {
  name: string;
  /** SVG logo in public/images/clients/. */
  logo: string;
  sector: string;
  gradient: string;
  solution: string;
  impact: string;
  tags: string[];
  /** Defaults to 'Projet signature'. */
  badgeLabel?: string;
  /** Shown in the references carousel. */
  quote: { text: string; author: string; role: string };
}

export interface QuizItem {
  brand: string;
  clue: string;
  answer: SolutionCategory;
  gradient: string;
}

export type SolutionCategory =
  | 'Solutions de Présentation Innovante'
  | 'Affichage Dynamique / Interactif'
  | 'Solutions de Collaboration'
  | 'Assistant IA Personnalisé';

export type BrandColour = '#72B0CC' | '#CF6E3F' | '#82BC6C';

export const ICON_NAMES = [
  'sparkles',
  'monitor',
  'users',
  'bot',
  'touch',
  'vr',
  'chart',
  'clock',
  'shield',
  'phone',
  'mail',
  'map',
  'arrow-right',
  'check',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
