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
/**
 * A browser reads "//host", "/\host", "\/host" and "\\host" at the start of a link as another site
 * (backslashes count as slashes): a path of the site starts with one slash and nothing like a second.
 */
const OTHER_HOST = /^[/\\]{2}/;
const notOtherHost = z.string().refine((value) => !OTHER_HOST.test(value), {
  message: 'attendu : un chemin du site commençant par une seule / (// ou \\ au début mènerait à un autre site)',
  abort: true,
});
const path = notOtherHost.regex(/^\/[^\s]*$/, 'attendu : un chemin commençant par /');
/** An image of content/images/ by its path there: the build makes its sizes and formats (tools/images.ts). */
const contentImage = z
  .string()
  .regex(
    /^(?:[a-z0-9][\w-]*\/)*[a-z0-9][\w.-]*\.(?:svg|png|jpe?g)$/i,
    'attendu : le chemin d’une image de content/images/, par exemple articles/mon-image.svg',
  );
const href = notOtherHost.regex(
  /^(\/[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d]+)$/,
  'attendu : un chemin, une ancre (#contact), une URL https, mailto: ou tel:',
);

/** Article category colours are the three brand colours; any case, kept as the article writes them. */
const BRAND_COLOURS = ['#72B0CC', '#82BC6C', '#CF6E3F'] as const;
const categoryColor = z.preprocess(
  (value) => (typeof value === 'string' && BRAND_COLOURS.some((colour) => colour === value.trim().toUpperCase()) ? value.trim().toUpperCase() : value),
  z.enum(BRAND_COLOURS, { error: 'attendu : une des trois couleurs de la marque, #72B0CC, #82BC6C ou #CF6E3F' }),
);

/** The front matter of content/articles/*.md. Unknown fields are refused so that typos show. */
export const frontMatterSchema = z
  .strictObject({
    id: z.string().optional(),
    title: text,
    description: text,
    category: text,
    categoryColor: categoryColor.optional(),
    tags: z.array(text).default([]),
    date: isoDate,
    author: text.optional(),
    imageHero: path.optional(),
    imageHeroAlt: text.optional(),
    /** The article's picture, shown over its text and on its card (a path under content/images/). */
    image: contentImage.optional(),
    imageAlt: text.optional(),
    badge: text.optional(),
    tagline: text.optional(),
    subtitle: text.optional(),
    stats: z
      .array(z.strictObject({ value: text, label: text }))
      .length(3, 'attendu : exactement trois chiffres')
      .optional(),
    ctas: z.array(z.strictObject({ label: text, href })).optional(),
    beforeText: text.optional(),
    afterText: text.optional(),
    icon: z.enum(ICON_NAMES).optional(),
    gradient: text.optional(),
    /** Shows today's date instead of `date` (erreurs-reunion). */
    displayToday: z.boolean().default(false),
    /** Reachable by its address but left out of the lists, feed and sitemap (the markdown test article). */
    unlisted: z.boolean().default(false),
  })
  .refine((data) => !data.image || data.imageAlt, {
    path: ['imageAlt'],
    message: 'obligatoire avec « image » : ce que montre l’image, pour qui ne la voit pas',
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** "champ « date » : attendu : une date AAAA-MM-JJ" for each problem of a front matter. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return `champ${issue.keys.length > 1 ? 's' : ''} inconnu${issue.keys.length > 1 ? 's' : ''} : ${issue.keys.map((key) => `« ${key} »`).join(', ')}`;
    const field = issue.path.join('.') || 'front matter';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'champ obligatoire manquant' : issue.message;
    return `champ « ${field} » : ${message}`;
  });
}
