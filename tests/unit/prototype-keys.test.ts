/**
 * An editor's {placeholder}, attribute block or container name that happens to be a member of
 * Object.prototype ("constructor", "__proto__", "toString"…) is text like any other: never a function
 * or an object turned into text, never an exception.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/articles/markdown.ts';
import { companyPlaceholders } from '../../server/company.ts';
import { parseArticle } from '../../server/articles/catalog.ts';
import { DEFAULT_CATEGORY_COLOUR } from '../../content/categories.ts';

const LEAK = /native code|function |\[object Object\]/;

describe('markdown with prototype names', () => {
  it.each([
    '# Titre {constructor}',
    'Paragraphe {__proto__}',
    '{toString}',
    '{valueOf}',
    '## Titre {hasOwnProperty}',
    '## Titre {#constructor}',
    'Texte {isPrototypeOf} et {product}',
    '- liste {constructor}\n- {__proto__}',
    '::: constructor\nbloc\n:::',
    '::: __proto__ Titre\nbloc\n:::',
    '::: toString\nbloc\n:::',
    '[lien][constructor]\n\n[constructor]: /a',
    '&constructor; &__proto__; &toString;',
    '| {constructor} | {toString} |\n| --- | --- |\n| {valueOf} | x |',
  ])('renders %j without a function or an object as text', (source) => {
    for (const replacements of [undefined, { product: 'Produit' }, companyPlaceholders()]) {
      let rendered: ReturnType<typeof renderMarkdown> | undefined;
      expect(() => (rendered = renderMarkdown(source, replacements))).not.toThrow();
      expect(rendered!.html).not.toMatch(LEAK);
      for (const heading of rendered!.headings) {
        expect(heading.text).not.toMatch(LEAK);
        expect(heading.id).not.toMatch(/function|native|object-object/);
      }
    }
  });

  it('leaves a placeholder that names no value as written, and still fills {product}', () => {
    const { html } = renderMarkdown('Le {product} et le {constructor} ; {toString}.', { product: 'Produit' });
    expect(html).toContain('Le Produit et le {constructor}');
    expect(html).toContain('{toString}');
  });

  it('keeps the heading text of "# Titre {constructor}" as "Titre"', () => {
    const { html, headings } = renderMarkdown('## Titre {constructor}');
    expect(headings).toEqual([{ id: 'titre', text: 'Titre', level: 2 }]);
    expect(html).toContain('>Titre</h2>');
  });
});

describe('an editor’s category that is a prototype name', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('« %s » gets the default colour, and the article renders', (category) => {
    const source = `---\ntitle: "Titre"\ndescription: "Une description."\ncategory: "${category}"\ndate: 2025-01-01\n---\n\nUn texte.\n`;
    const { article, problems } = parseArticle('essai', source);
    expect(problems).toEqual([]);
    expect(article!.categoryColor).toBe(DEFAULT_CATEGORY_COLOUR);
  });
});
