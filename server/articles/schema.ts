import { z } from 'zod';
import { ICON_NAMES } from '../../content/types.ts';

const text = z.string().trim().min(1, 'ne doit pas être vide');
const isoDate = z.preprocess(
  // js-yaml 5 reads `date: 2025-01-31` as a string; a timestamp with a time still comes as a Date.
  (value) => {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
    // A timestamp keeps its day: "2025-01-31T10:00:00Z" is the 31st.
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return value.slice(0, 10);
    return value;
  },
  z
    .string({ error: 'attendu : une date AAAA-MM-JJ' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'attendu : une date AAAA-MM-JJ', abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'date inexistante'),
);
const path = z.string().regex(/^\/[^\s]*$/, 'attendu : un chemin commençant par /');
const href = z.string().regex(/^(\/[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d]+)$/, 'attendu : un chemin, une ancre (#contact), une URL https, mailto: ou tel:');

/** The front matter of content/articles/*.md. Unknown fields are refused so that typos show. */
export const frontMatterSchema = z.strictObject({
  id: z.string().optional(),
  title: text,
  description: text,
  category: text,
  categoryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'attendu : une couleur #RRGGBB').optional(),
  tags: z.array(text).default([]),
  date: isoDate,
  author: text.optional(),
  imageHero: path.optional(),
  imageHeroAlt: text.optional(),
  badge: text.optional(),
  tagline: text.optional(),
  subtitle: text.optional(),
  stats: z.array(z.strictObject({ value: text, label: text })).length(3, 'attendu : exactement trois chiffres').optional(),
  ctas: z.array(z.strictObject({ label: text, href })).optional(),
  beforeText: text.optional(),
  afterText: text.optional(),
  icon: z.enum(ICON_NAMES).optional(),
  gradient: text.optional(),
  /** Shows today's date instead of `date` (SPEC.md: erreurs-reunion). */
  displayToday: z.boolean().default(false),
  /** Reachable by its address but left out of the lists, feed and sitemap (the markdown test article). */
  unlisted: z.boolean().default(false),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** "champ « date » : attendu : une date AAAA-MM-JJ" for each problem of a front matter. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `champ${issue.keys.length > 1 ? 's' : ''} inconnu${issue.keys.length > 1 ? 's' : ''} : ${issue.keys.map((key) => `« ${key} »`).join(', ')}`;
    const field = issue.path.join('.') || 'front matter';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'champ obligatoire manquant' : issue.message;
    return `champ « ${field} » : ${message}`;
  });
}
