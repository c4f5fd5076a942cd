/**
 * What the assistant knows of an article or a company page, read from its markdown-it tokens
 * (server/assistant/markdown-sections.ts, page-docs.ts): sections at h2 and h3, quotable units, searched extras.
 */
import { describe, expect, it } from 'vitest';
import { assistantVocabulary } from '../../content/assistant.ts';
import { fillProduct } from '../../content/brand-placeholder.ts';
import { brand } from '../../content/brand.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import { solutionCards } from '../../content/solutions.ts';
import { parseFrontMatter } from '../../server/articles/front-matter.ts';
import { parseMarkdown } from '../../server/articles/markdown.ts';
import { buildKnowledge } from '../../server/assistant/knowledge.ts';
import { markdownSections } from '../../server/assistant/markdown-sections.ts';
import { splitSentences } from '../../server/assistant/text.ts';
import { loadCompanyPages } from '../../server/company-pages.ts';
import { companyPlaceholders } from '../../server/company.ts';
import { COMPANY_PAGES_DIR } from '../../server/paths.ts';

const sectionsOf = (markdown: string) => markdownSections(parseMarkdown(markdown));

describe('sections of a page, from its markdown tokens', () => {
  const sections = sectionsOf(`Une ouverture qui dit de quoi parle l'article,
sur deux lignes du fichier.

## Les tailles {#tailles}

Du 32 au 75 pouces, pour R&amp;D ou showroom.

#### Un détail

| Taille | Usage |
| --- | --- |
| 55 | Salle de réunion |

\`\`\`
npm start
\`\`\`

### La distance

Reculez de 1,5 fois la diagonale.  
Une seconde ligne, après un saut forcé.

::: tips Trois réglages à vérifier
- Le contraste.
:::

::: cta
[Demander une démo](#contact)
:::

::: related
- [Un autre article](/article/autre)
:::
`);

  it('splits at h2 and h3, the opening first, each with the anchor of its heading', () => {
    expect(sections.map(({ id, heading, subheading }) => ({ id, heading, subheading }))).toEqual([
      { id: '', heading: '', subheading: '' },
      { id: 'tailles', heading: 'Les tailles', subheading: '' },
      { id: 'la-distance', heading: 'Les tailles', subheading: 'La distance' },
    ]);
  });

  it('keeps paragraphs and list items as units, a soft line break as a space, entities decoded, in French typography', () => {
    expect(sections[0]!.units).toEqual(['Une ouverture qui dit de quoi parle l’article, sur deux lignes du fichier.']);
    expect(sections[1]!.units).toEqual(['Du 32 au 75\u00a0pouces, pour R&D ou showroom.']);
    expect(sections[2]!.units).toEqual(['Reculez de 1,5 fois la diagonale.', 'Une seconde ligne, après un saut forcé.', 'Le contraste.']);
  });

  it('searches headings below h3, table rows and titles of boxes without quoting them; leaves code, calls to action and related links out', () => {
    expect(sections[1]!.extra).toEqual(['Un détail', 'Taille ; Usage', '55 ; Salle de réunion']);
    expect(sections[2]!.extra).toEqual(['Trois réglages à vérifier']);
    const all = JSON.stringify(sections);
    for (const absent of ['npm start', 'Demander une démo', 'Un autre article']) expect(all).not.toContain(absent);
  });

  it('has no opening section when the page starts with a heading', () => {
    expect(sectionsOf('## Qui sommes-nous ?\n\nUne équipe.').map((section) => section.heading)).toEqual(['Qui sommes-nous\u00a0?']);
  });
});

describe('company pages', () => {
  const pages = loadCompanyPages(COMPANY_PAGES_DIR, () => {});

  it.each(pages.map((page) => [page.slug, page] as const))('%s: read from its file, each of its h2 a section with text', (_slug, page) => {
    const sections = markdownSections(parseMarkdown(fillProduct(parseFrontMatter(page.source).body, brand.name), companyPlaceholders()));
    const h2 = page.source.split('\n').filter((line) => /^## /.test(line)).length;
    expect(new Set(sections.map((section) => section.heading).filter(Boolean)).size).toBe(h2);
    for (const section of sections) expect(section.units.length, section.heading).toBeGreaterThan(0);
    expect(JSON.stringify(sections)).not.toMatch(/\{(product|email|phone)\}|&[a-z]+;/);
  });

  it('are in the knowledge', () => {
    const docs = buildKnowledge({ landingPages, solutionCards, articles: [], companyPages: pages, brand, facts: assistantVocabulary.facts }).docs;
    for (const page of pages)
      expect(
        docs.some((doc) => doc.page === `/${page.slug}`),
        page.slug,
      ).toBe(true);
  });
});

describe('sentences', () => {
  it('are split where Unicode says, not after an abbreviation nor inside quotes', () => {
    expect(splitSentences('Voir l’article L. 441-10 du Code de commerce. Le délai court.')).toEqual([
      'Voir l’article L. 441-10 du Code de commerce.',
      'Le délai court.',
    ]);
    expect(splitSentences('De la forme «\u00a0session-…\u00a0», créé par votre navigateur.')).toHaveLength(1);
    expect(splitSentences('Essai gratuit ? Oui : 15 jours ! Sans engagement.')).toEqual(['Essai gratuit ?', 'Oui : 15 jours !', 'Sans engagement.']);
  });
});
