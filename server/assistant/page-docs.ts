import { fillProduct } from '../../content/brand-placeholder.ts';
import type { Brand } from '../../content/types.ts';
import { parseFrontMatter } from '../articles/front-matter.ts';
import { parseMarkdown } from '../articles/markdown.ts';
import { companyPlaceholders } from '../company.ts';
import { sentencesOf, sentencesOfAll } from './fact-sentences.ts';
import type { DocDraft } from './knowledge-doc.ts';
import { markdownSections, type PageSection } from './markdown-sections.ts';
import { asSentence, shortTitle } from './text.ts';

/**
 * The documents of the pages written in markdown, articles and company pages: one per h2 or h3
 * section (markdown-sections.ts), the first with the page's description.
 */

export interface ArticleSource {
  id: string;
  title: string;
  description?: string;
  category?: string;
  tags?: string[];
  /** The file as written, front matter and markdown (Article.source). */
  source: string;
}

export interface CompanyPageSource {
  slug: string;
  title: string;
  description: string;
  /** The file as written, front matter and markdown, as content/pages/ holds it. */
  source: string;
}

/** An article or a company page, read, with what its documents say of it. */
export interface MarkdownPage {
  path: string;
  kind: 'article' | 'company';
  /** Short name, for its button. */
  name: string;
  title: string;
  keywords: string;
  /** Sentences quoted before the page's opening text (its description). */
  intro: string[];
  sections: PageSection[];
}

/** Sentences worth quoting: complete, neither a heading nor a lead-in to a list. */
function quotable(units: string[]): string[] {
  return sentencesOfAll(units).filter((sentence) => sentence.length >= 25 && !/:\.$/.test(sentence) && !/^(?:\[|Lire|Voir|Retour)/.test(sentence));
}

/** The sections of an article or company page, from its file: placeholders filled as for the page shown. */
function sectionsOf(source: string, productName: string, placeholders: Record<string, string> = {}): PageSection[] {
  return markdownSections(parseMarkdown(fillProduct(parseFrontMatter(source).body, productName), placeholders));
}

export function articlePage(article: ArticleSource, productName: string): MarkdownPage {
  return {
    path: `/article/${article.id}`,
    kind: 'article',
    name: shortTitle(article.title),
    title: article.title,
    keywords: [article.category ?? '', ...(article.tags ?? [])].join(' '),
    intro: article.description ? sentencesOf(article.description) : [],
    sections: sectionsOf(article.source, productName),
  };
}

export function companyPage(page: CompanyPageSource, brand: Brand): MarkdownPage {
  return {
    path: `/${page.slug}`,
    kind: 'company',
    name: page.title,
    title: page.title,
    keywords: page.description,
    intro: [asSentence(page.description)],
    sections: sectionsOf(page.source, brand.name, companyPlaceholders(brand)),
  };
}

/** A document per section; the opening text, before any heading, is found by the page's title and keywords. */
export function markdownPageDocs({ path, kind, name, title, keywords, intro, sections }: MarkdownPage): DocDraft[] {
  return sections.map((section, i) => {
    const first = i === 0 && section.heading === '' && section.subheading === '';
    return {
      page: path,
      url: first || !section.id ? path : `${path}#${section.id}`,
      kind,
      pageName: name,
      label: name,
      title: first ? title : `${section.heading} ${section.subheading}`.trim(),
      keywords: first ? keywords : `${keywords} ${title}`,
      text: section.extra.join(' '),
      sentences: [...(first ? intro : []), ...quotable(section.units)],
    };
  });
}
