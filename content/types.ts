/** Shapes of the editable content. Pages are components fed by these; edit the data, not the components. */

export interface Brand {
  /** The name the company trades under (content/brand-name.ts). */
  name: string;
  tagline: string;
  emails: {
    /** Shown on every page and in the assistant's replies. */
    contact: string;
    /** Where a visitor asks for their data to be erased (privacy page, consent text). */
    privacy: string;
    /** The sender of the e-mails the team receives for each lead. */
    sender: string;
  };
  /** As displayed, e.g. "04 65 71 28 40". */
  phone: string;
  /** E.164 form for tel: links, e.g. "+33465712840". */
  phoneE164: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** When the phone is answered, as a reply says it in each language. */
  hours: { fr: string; en: string };
  social: { label: 'Facebook' | 'LinkedIn' | 'TikTok' | 'Instagram' | 'YouTube'; url: string }[];
  /** Footer figures (500+ projects, 98% satisfaction, 8+ years). */
  stats: { value: string; label: string }[];
  /** Legal details, for /mentions-legales, /cgv and the JSON-LD. */
  legal: {
    /** Dénomination sociale. */
    name: string;
    form: string;
    capital: string;
    /** 9 digits (the check verifies their key), written without spaces. */
    siren: string;
    /** 14 digits: the SIREN and the head office's 5. */
    siret: string;
    /** The town of the trade register (« RCS Lyon »). */
    rcsCity: string;
    /** "FR", its 2-digit key, the SIREN. */
    vatNumber: string;
    publicationDirector: string;
    host: string;
  };
}

/** A field of Brand, or of its legal details, as `npm run check` names it. */
export type BrandField = Exclude<keyof Brand, 'legal'> | `legal.${keyof Brand['legal']}`;

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
  /** Key of an icon in client/ui/Icon.tsx. */
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
  /** Colours of the item: its first brand colour (#72B0CC, #CF6E3F, #82BC6C) sets its accent. */
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
  /** Colours of the item: its first brand colour (#72B0CC, #CF6E3F, #82BC6C) sets its accent. */
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

/* ------------------------------------------------------------------------------------------------
 * Solution and landing pages (/solutions/*): a hero, then a list of sections, each rendered by the
 * component of its kind (client/landing/). The #contact section closes every page.
 * ---------------------------------------------------------------------------------------------- */

export interface LinkButton {
  label: string;
  /** A path, a #anchor of the page, or "#contact" to open the assistant. */
  href: string;
}

export interface Figure {
  /** As displayed: "+340 %", "24/7", "< 30 s". */
  value: string;
  label: string;
  description?: string;
}

export interface Card {
  icon?: IconName;
  title: string;
  description: string;
  /** A one-line gain shown under the description (features). */
  benefit?: string;
}

export interface UseCase {
  title: string;
  /** A picture of the case (a path under content/images/), described by `imageAlt`. */
  image?: string;
  imageAlt?: string;
  subtitle: string;
  challenges: string[];
  solution: string;
  results: string[];
  colour: BrandColour;
  metrics?: { label: string; before: string; after: string }[];
  testimonial?: { quote: string; author: string };
}

export interface SpecGroup {
  category: string;
  specs: { label: string; value: string }[];
}

export interface ComparisonRow {
  feature: string;
  classic: string;
  collaborative: string;
  improvement: string;
}

export interface TouchTableSize {
  inches: number;
  /** The table at this size beside people, the same scale for every size (a path under content/images/). */
  image?: string;
  imageAlt?: string;
  /** What this size is for, in one sentence. */
  summary: string;
  specs: { label: string; value: string }[];
}

interface SectionBase {
  /** Anchor of the section (e.g. "solutions", "cases", "demo", "comparison"). */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Light grey background, to alternate sections. */
  tinted?: boolean;
}

export type LandingSection =
  | (SectionBase & { kind: 'text'; paragraphs: string[]; points?: string[] })
  | (SectionBase & { kind: 'blocks'; blocks: { icon: IconName; title: string; text: string; features: string[] }[] })
  | (SectionBase & { kind: 'cards'; cards: Card[] })
  | (SectionBase & { kind: 'figures'; figures: Figure[] })
  | (SectionBase & { kind: 'useCases'; useCases: UseCase[] })
  | (SectionBase & { kind: 'steps'; steps: { title: string; description: string }[] })
  | (SectionBase & { kind: 'specs'; groups: SpecGroup[] })
  | (SectionBase & { kind: 'comparison'; classicLabel: string; newLabel: string; rows: ComparisonRow[] })
  | (SectionBase & { kind: 'modes'; modes: Card[] })
  | (SectionBase & { kind: 'sizes'; sizes: TouchTableSize[] })
  | (SectionBase & { kind: 'trial'; days: number; text: string; points: string[]; button: string })
  | (SectionBase & { kind: 'cta'; text: string; buttons: LinkButton[] });

export interface LandingPageContent {
  /** The page lives at /solutions/{slug}. */
  slug: string;
  meta: { title: string; description: string };
  /** Short name in breadcrumbs and links, e.g. "Affichage dynamique". */
  name: string;
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    figures?: Figure[];
    buttons: LinkButton[];
    /** A back link to the home page above the title (landing pages). */
    backToHome?: boolean;
    /** The product in use, beside the title: a path under content/images/, and what it shows. */
    image?: string;
    imageAlt?: string;
  };
  sections: LandingSection[];
  /** The closing #contact section: a short invitation that opens the assistant. */
  contact: { title: string; text: string; button: string };
}

/* ------------------------------------------------------------------------------------------------
 * Chat assistant
 * ---------------------------------------------------------------------------------------------- */

/** The assistant's opening message: one of 12 built-in items, picked at random once per session. */
export interface ChatOpener {
  id: string;
  type: 'charade' | 'anecdote' | 'challenge';
  content: string;
  difficulty: 'easy' | 'medium' | 'hard';
  category: 'experience' | 'stats' | 'technology' | 'innovation' | 'success_story' | 'collaboration' | 'productivity' | 'challenge';
}

/** What the built-in assistant knows of an opener; kept server-side so the widget never ships answers. */
export interface ChatOpenerAnswer {
  /** Answers counted right (compared without case, accents or punctuation). */
  answers: string[];
  /** Answers counted close: "presque !". */
  close: string[];
  /** One or two sentences given after any guess (or with the solution). */
  explanation: string;
  /** The solution page the item leads to, e.g. "/solutions/tables-tactiles". */
  solutionPath: string;
}
