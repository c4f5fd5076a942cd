import type { AssistantFacts } from '../../content/assistant.ts';
import { fillProduct } from '../../content/brand-placeholder.ts';
import type { Brand, LandingPageContent, LandingSection, SolutionCard } from '../../content/types.ts';
import { parseFrontMatter } from '../articles/front-matter.ts';
import { parseMarkdown } from '../articles/markdown.ts';
import { markdownSections, type PageSection } from './markdown-sections.ts';
import { companyPlaceholders } from '../company.ts';
import { asSentence, joinFrench, lowerFirst, shortTitle, splitSentences } from './text.ts';
import { fill } from '../../content/template.ts';

/**
 * What the assistant knows, as documents: one per section of a solution page (per block, use case or
 * size where a section holds several), one per h2 or h3 section of an article or company page, and
 * the company facts. Each keeps its sentences, so that a reply can quote the one or two that answer.
 * Articles and company pages are read from their markdown-it tokens, as the site renders them.
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

export interface KnowledgeSources {
  landingPages: LandingPageContent[];
  solutionCards: SolutionCard[];
  articles: ArticleSource[];
  companyPages: CompanyPageSource[];
  brand: Brand;
  /** Templates of the sentences written from cards, specs, sizes… (content/assistant.ts). */
  facts: AssistantFacts;
}

export interface KnowledgeDoc {
  id: number;
  /** Path of the page, e.g. "/solutions/tables-tactiles": buttons group documents by it. */
  page: string;
  /** Path with the anchor of the section, when it has one. */
  url: string;
  kind: 'solution' | 'article' | 'company';
  /** Short name of the page, for its button: "Tables tactiles", "4K et HDR". */
  pageName: string;
  /** What a reply names in bold: the page, or the page and the part ("Tables tactiles, 75 pouces"). */
  label: string;
  title: string;
  keywords: string;
  text: string;
  /** Sentences a reply may quote, in reading order. */
  sentences: string[];
}

/** A free trial, read from the "trial" section of a solution page. */
export interface TrialOffer {
  slug: string;
  name: string;
  days: number;
  /** Path of the trial section. */
  url: string;
}

export interface Knowledge {
  docs: KnowledgeDoc[];
  trials: TrialOffer[];
  /** Name of every page by path, for buttons. */
  pageNames: Map<string, string>;
}

/** Sentences worth quoting: complete, neither a heading nor a lead-in to a list. */
function quotable(units: string[]): string[] {
  return units
    .flatMap(splitSentences)
    .map(asSentence)
    .filter((sentence) => sentence.length >= 25 && !/:\.$/.test(sentence) && !/^(?:\[|Lire|Voir|Retour)/.test(sentence));
}

/** The sections of an article or company page, from its file: placeholders filled as for the page shown. */
function sectionsOf(source: string, productName: string, placeholders: Record<string, string> = {}): PageSection[] {
  return markdownSections(parseMarkdown(fillProduct(parseFrontMatter(source).body, productName), placeholders));
}

/** Builds the documents from the content. Pure: the same content gives the same documents. */
export function buildKnowledge(sources: KnowledgeSources): Knowledge {
  const docs: KnowledgeDoc[] = [];
  const trials: TrialOffer[] = [];
  const pageNames = new Map<string, string>();

  const { facts } = sources;
  const fact = (template: keyof AssistantFacts, values: Record<string, string>) => asSentence(fill(facts[template], values));
  /** "Title : description", the description starting in lower case. */
  const titled = (title: string, text: string) => fact('titled', { title, text: lowerFirst(text.trim()) });
  const figureSentence = (figure: { value: string; label: string; description?: string }) => {
    const head = `${figure.value} ${figure.label}`;
    return figure.description ? titled(head, figure.description) : asSentence(head);
  };

  const add = (doc: Omit<KnowledgeDoc, 'id' | 'text'> & { text?: string }) => {
    const sentences = doc.sentences.filter(Boolean);
    docs.push({ ...doc, id: docs.length, sentences, text: [doc.text ?? '', ...sentences].join(' ').trim() });
  };

  for (const page of sources.landingPages) {
    const path = `/solutions/${page.slug}`;
    pageNames.set(path, page.name);
    const base = { page: path, kind: 'solution' as const, pageName: page.name, label: page.name };
    const keywords = [page.name, page.hero.eyebrow, page.meta.title].join(' ');
    add({
      ...base,
      url: path,
      title: page.hero.title,
      keywords: `${keywords} ${page.meta.description}`,
      sentences: [asSentence(page.meta.description), ...splitSentences(page.hero.lead).map(asSentence), ...(page.hero.figures ?? []).map(figureSentence)],
    });
    for (const section of page.sections) addSection(section);

    function addSection(section: LandingSection) {
      const url = section.id ? `${path}#${section.id}` : path;
      const sectionKeywords = [keywords, section.eyebrow ?? ''].join(' ');
      const lead = section.lead ? splitSentences(section.lead).map(asSentence) : [];
      const common = { ...base, url, keywords: sectionKeywords };
      switch (section.kind) {
        case 'text':
          add({
            ...common,
            title: section.title,
            sentences: [...lead, ...section.paragraphs.flatMap(splitSentences).map(asSentence), ...(section.points ?? []).map(asSentence)],
          });
          break;
        case 'blocks':
          add({ ...common, title: section.title, sentences: lead });
          for (const block of section.blocks) {
            add({ ...common, title: block.title, sentences: [...splitSentences(block.text).map(asSentence), ...block.features.map(asSentence)] });
          }
          break;
        case 'cards':
          add({
            ...common,
            title: section.title,
            sentences: [...lead, ...section.cards.flatMap((card) => [titled(card.title, card.description), card.benefit ? asSentence(card.benefit) : ''])],
          });
          break;
        case 'modes':
          add({
            ...common,
            title: section.title,
            sentences: [...lead, ...section.modes.map((mode) => titled(fill(facts.mode, { mode: mode.title.toLowerCase() }), mode.description))],
          });
          break;
        case 'figures':
          add({ ...common, title: section.title, sentences: [...lead, ...section.figures.map(figureSentence)] });
          break;
        case 'useCases':
          add({ ...common, title: section.title, sentences: lead });
          for (const useCase of section.useCases) {
            add({
              ...common,
              title: `${useCase.title} : ${useCase.subtitle}`,
              sentences: [
                asSentence(useCase.subtitle),
                ...splitSentences(useCase.solution).map(asSentence),
                ...useCase.results.map(asSentence),
                ...(useCase.metrics ?? []).map((metric) =>
                  fact('metric', { label: metric.label, before: lowerFirst(metric.before), after: lowerFirst(metric.after) }),
                ),
              ],
              // The problems and the testimonial are found, but not quoted as an answer.
              text: [...useCase.challenges, useCase.testimonial?.quote ?? ''].join(' '),
            });
          }
          break;
        case 'steps':
          add({ ...common, title: section.title, sentences: [...lead, ...section.steps.map((step) => titled(step.title, step.description))] });
          break;
        case 'specs':
          add({
            ...common,
            title: section.title,
            keywords: `${sectionKeywords} ${section.groups.map((group) => group.category).join(' ')}`,
            sentences: [...lead, ...section.groups.flatMap((group) => group.specs.map((spec) => titled(spec.label, spec.value)))],
          });
          break;
        case 'comparison':
          add({
            ...common,
            title: section.title,
            sentences: [
              ...lead,
              ...section.rows.map((row) =>
                fact('comparison', {
                  feature: row.feature,
                  collaborative: lowerFirst(row.collaborative),
                  classic: lowerFirst(row.classic),
                  improvement: lowerFirst(row.improvement),
                }),
              ),
            ],
          });
          break;
        case 'sizes':
          add({
            ...common,
            title: section.title,
            sentences: [
              fact('sizes', { title: section.eyebrow ?? section.title, sizes: joinFrench(section.sizes.map((size) => String(size.inches))) }),
              ...lead,
              ...section.sizes.map((size) => fact('size', { inches: String(size.inches), summary: lowerFirst(size.summary) })),
            ],
          });
          for (const size of section.sizes) {
            const label = fill(facts.sizeLabel, { page: page.name, inches: String(size.inches) });
            add({
              ...common,
              label,
              title: label,
              keywords,
              sentences: [asSentence(size.summary), ...size.specs.map((spec) => titled(spec.label, spec.value))],
            });
          }
          break;
        case 'trial':
          trials.push({ slug: page.slug, name: page.name, days: section.days, url });
          add({
            ...common,
            title: section.title,
            keywords: `${sectionKeywords} ${facts.trialKeywords}`,
            sentences: [...splitSentences(section.text).map(asSentence), ...section.points.map(asSentence)],
          });
          break;
        case 'cta':
          add({ ...common, title: section.title, sentences: splitSentences(section.text).map(asSentence) });
          break;
      }
    }
  }

  for (const card of sources.solutionCards) {
    const name = pageNames.get(card.link) ?? card.title;
    add({
      page: card.link,
      url: card.link,
      kind: 'solution',
      pageName: name,
      label: name,
      title: card.title,
      keywords: `${card.title} ${card.solution}`,
      text: card.pain,
      sentences: [asSentence(card.solution), ...card.benefitList.map(asSentence), asSentence(card.impact)].flatMap(splitSentences),
    });
  }

  const addPage = (page: string, kind: 'article' | 'company', name: string, title: string, keywords: string, intro: string[], sections: PageSection[]) => {
    pageNames.set(page, name);
    sections.forEach((section, i) => {
      const first = i === 0 && section.heading === '' && section.subheading === '';
      add({
        page,
        url: first || !section.id ? page : `${page}#${section.id}`,
        kind,
        pageName: name,
        label: name,
        title: first ? title : `${section.heading} ${section.subheading}`.trim(),
        keywords: first ? keywords : `${keywords} ${title}`,
        text: section.extra.join(' '),
        sentences: [...(first ? intro : []), ...quotable(section.units)],
      });
    });
  };

  for (const article of sources.articles) {
    const description = article.description ? splitSentences(article.description).map(asSentence) : [];
    const keywords = [article.category ?? '', ...(article.tags ?? [])].join(' ');
    const sections = sectionsOf(article.source, sources.brand.name);
    addPage(`/article/${article.id}`, 'article', shortTitle(article.title), article.title, keywords, description, sections);
  }

  for (const page of sources.companyPages) {
    const sections = sectionsOf(page.source, sources.brand.name, companyPlaceholders(sources.brand));
    addPage(`/${page.slug}`, 'company', page.title, page.title, page.description, [asSentence(page.description)], sections);
  }

  // The company facts: who we are, where, how to reach us.
  const { brand } = sources;
  const about = sources.companyPages.some((page) => page.slug === 'a-propos') ? '/a-propos' : '/';
  const stats = brand.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ');
  add({
    page: about,
    url: about,
    kind: 'company',
    pageName: pageNames.get(about) ?? brand.name,
    label: brand.name,
    title: fill(facts.companyTitle, { name: brand.name, stats }),
    keywords: `${brand.tagline} ${facts.companyKeywords}`,
    sentences: [
      titled(brand.name, brand.tagline),
      asSentence(stats),
      fact('address', { street: brand.address.street, postalCode: brand.address.postalCode, city: brand.address.city }),
    ],
  });

  return { docs, trials, pageNames };
}
