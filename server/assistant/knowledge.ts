import type { Brand, LandingPageContent, LandingSection, SolutionCard } from '../../content/types.ts';

/**
 * What the assistant knows, as documents: one per section of a solution page (per block, use case or
 * size where a section holds several), one per h2 or h3 section of an article or company page, and
 * the company facts. Each keeps its sentences, so that a reply can quote the one or two that answer.
 */

export interface ArticleSource {
  id: string;
  title: string;
  description?: string;
  category?: string;
  tags?: string[];
  html: string;
}

export interface CompanyPageSource {
  slug: string;
  title: string;
  description: string;
  html: string;
}

export interface KnowledgeSources {
  landingPages: LandingPageContent[];
  solutionCards: SolutionCard[];
  articles: ArticleSource[];
  companyPages: CompanyPageSource[];
  brand: Brand;
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

const NBSP = '\u00a0';
/** Spaces to collapse; no-break spaces are the content's typography and stay. */
const SPACES = /[ \t\r\n]+/g;

/** "Un prix" -> "un prix", but "NFC" and "L’IA" stay. */
function lowerFirst(text: string): string {
  return /^[A-ZÀ-Ý][a-zà-ÿ]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "a", "a et b", "a, b et c". */
export function joinFrench(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** A unit of text as a sentence: trimmed, with final punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.replace(SPACES, ' ').trim().replace(/\s*[;,]$/, '');
  if (!trimmed) return '';
  // A list item that goes on from a lead-in ("- de nombreux points…") starts a sentence of its own.
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…»)]$/.test(capital) ? capital : `${capital}.`;
}

const titled = (title: string, text: string) => asSentence(`${title}${NBSP}: ${lowerFirst(text.trim())}`);

/** Splits a paragraph into sentences (a break needs final punctuation and a word that is not lower case). */
export function splitSentences(text: string): string[] {
  return text
    .replace(SPACES, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=[^a-zà-ÿ])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A short page name from an article title: "4K et HDR : ce qui compte…" -> "4K et HDR". */
export function shortTitle(title: string, max = 48): string {
  const head = title.split(/\s*[:—–]\s|\s\(/)[0]!.trim();
  if (head.length <= max) return head;
  const cut = head.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** By the name in the HTML: a Map, so that "&constructor;" is no entity. */
const ENTITIES = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"], ['nbsp', NBSP], ['#39', "'"]]);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (match, name: string) => {
    const known = ENTITIES.get(name);
    if (known !== undefined) return known;
    const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN;
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

const stripTags = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ''));

interface HtmlSection {
  /** Anchor of the section's own heading. */
  id: string;
  /** The h2 it belongs to, then its own h3 (empty for the text before the first heading). */
  heading: string;
  subheading: string;
  /** Text units (paragraphs, list items), as sentences may be quoted from them. */
  units: string[];
  /** Headings below h3, table rows and other text that is searched but not quoted. */
  extra: string[];
}

/**
 * Rendered markdown split at its h2 and h3 headings: an h3 is a section of its own (its sentences
 * belong together), named by its h2 and itself. The part before the first heading comes first.
 */
export function htmlSections(html: string): HtmlSection[] {
  let h2 = '';
  return html.split(/(?=<h[23][\s>])/).map((part) => {
    let id = '';
    let subheading = '';
    let body = part;
    const heading = /^<h([23])([^>]*)>([\s\S]*?)<\/h[23]>/.exec(part);
    if (heading) {
      id = /\sid="([^"]+)"/.exec(heading[2]!)?.[1] ?? '';
      const text = stripTags(heading[3]!).trim();
      if (heading[1] === '2') h2 = text;
      else subheading = text;
      body = part.slice(heading[0].length);
    }
    const extra: string[] = [];
    body = body.replace(/<h[4-6][^>]*>([\s\S]*?)<\/h[4-6]>/g, (_match, inner: string) => {
      extra.push(stripTags(inner).trim());
      return '\n';
    });
    body = body.replace(/<table[\s\S]*?<\/table>/g, (table) => {
      for (const row of table.split(/<\/tr>/)) {
        const cells = [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => stripTags(cell[1]!).trim()).filter(Boolean);
        if (cells.length) extra.push(cells.join(' ; '));
      }
      return '\n';
    });
    // Code, calls to action and "related articles" are not answers.
    body = body.replace(/<pre[\s\S]*?<\/pre>|<div class="md-cta">[\s\S]*?<\/div>|<nav class="md-related"[\s\S]*?<\/nav>/g, '\n');
    const units = stripTags(body.replace(/<\/(p|li|blockquote|aside|div|nav|dd|dt)>|<br\s*\/?>/g, '\n'))
      .split('\n')
      .map((unit) => unit.replace(SPACES, ' ').trim())
      .filter(Boolean);
    return { id, heading: h2, subheading, units, extra };
  });
}

/** Sentences worth quoting: complete, neither a heading nor a lead-in to a list. */
function quotable(units: string[]): string[] {
  return units
    .flatMap(splitSentences)
    .map(asSentence)
    .filter((sentence) => sentence.length >= 25 && !/:\.$/.test(sentence) && !/^(?:\[|Lire|Voir|Retour)/.test(sentence));
}

/** Builds the documents from the content. Pure: the same content gives the same documents. */
export function buildKnowledge(sources: KnowledgeSources): Knowledge {
  const docs: KnowledgeDoc[] = [];
  const trials: TrialOffer[] = [];
  const pageNames = new Map<string, string>();

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
      sentences: [
        asSentence(page.meta.description),
        ...splitSentences(page.hero.lead).map(asSentence),
        ...(page.hero.figures ?? []).map((figure) => figureSentence(figure)),
      ],
    });
    for (const section of page.sections) addSection(section);

    function addSection(section: LandingSection) {
      const url = section.id ? `${path}#${section.id}` : path;
      const sectionKeywords = [keywords, section.eyebrow ?? ''].join(' ');
      const lead = section.lead ? splitSentences(section.lead).map(asSentence) : [];
      const common = { ...base, url, keywords: sectionKeywords };
      switch (section.kind) {
        case 'text':
          add({ ...common, title: section.title, sentences: [...lead, ...section.paragraphs.flatMap(splitSentences).map(asSentence), ...(section.points ?? []).map(asSentence)] });
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
          add({ ...common, title: section.title, sentences: [...lead, ...section.modes.map((mode) => titled(`Mode ${mode.title.toLowerCase()}`, mode.description))] });
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
                ...(useCase.metrics ?? []).map((metric) => asSentence(`${metric.label}${NBSP}: ${lowerFirst(metric.before)} avant, ${lowerFirst(metric.after)} après`)),
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
            sentences: [...lead, ...section.groups.flatMap((group) => group.specs.map((spec) => asSentence(`${spec.label}${NBSP}: ${lowerFirst(spec.value)}`)))],
          });
          break;
        case 'comparison':
          add({
            ...common,
            title: section.title,
            sentences: [
              ...lead,
              ...section.rows.map((row) =>
                asSentence(`${row.feature}${NBSP}: ${lowerFirst(row.collaborative)}, au lieu de ${lowerFirst(row.classic)} (${lowerFirst(row.improvement)})`),
              ),
            ],
          });
          break;
        case 'sizes':
          add({
            ...common,
            title: section.title,
            sentences: [
              asSentence(`${section.eyebrow ?? section.title}${NBSP}: ${joinFrench(section.sizes.map((size) => String(size.inches)))} pouces`),
              ...lead,
              ...section.sizes.map((size) => asSentence(`${size.inches} pouces${NBSP}: ${lowerFirst(size.summary)}`)),
            ],
          });
          for (const size of section.sizes) {
            add({
              ...common,
              label: `${page.name}, ${size.inches} pouces`,
              title: `${page.name} ${size.inches} pouces`,
              keywords,
              sentences: [asSentence(size.summary), ...size.specs.map((spec) => asSentence(`${spec.label}${NBSP}: ${lowerFirst(spec.value)}`))],
            });
          }
          break;
        case 'trial':
          trials.push({ slug: page.slug, name: page.name, days: section.days, url });
          add({ ...common, title: section.title, keywords: `${sectionKeywords} essai gratuit`, sentences: [...splitSentences(section.text).map(asSentence), ...section.points.map(asSentence)] });
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

  const addHtmlPage = (page: string, kind: 'article' | 'company', name: string, title: string, keywords: string, intro: string[], html: string) => {
    pageNames.set(page, name);
    htmlSections(html).forEach((section, i) => {
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
    addHtmlPage(`/article/${article.id}`, 'article', shortTitle(article.title), article.title, keywords, description, article.html);
  }

  for (const page of sources.companyPages) {
    addHtmlPage(`/${page.slug}`, 'company', page.title, page.title, page.description, [asSentence(page.description)], page.html);
  }

  // The company facts: who we are, where, how to reach us.
  const { brand } = sources;
  const about = sources.companyPages.some((page) => page.slug === 'a-propos') ? '/a-propos' : '/';
  add({
    page: about,
    url: about,
    kind: 'company',
    pageName: pageNames.get(about) ?? brand.name,
    label: brand.name,
    title: `${brand.name} en chiffres${NBSP}: ${brand.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ')}`,
    keywords: `${brand.tagline} entreprise société chiffres références expérience`,
    sentences: [
      asSentence(`${brand.name}${NBSP}: ${lowerFirst(brand.tagline)}`),
      asSentence(brand.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ')),
      asSentence(`Nous sommes installés au ${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`),
    ],
  });

  return { docs, trials, pageNames };
}

function figureSentence(figure: { value: string; label: string; description?: string }): string {
  const head = `${figure.value} ${figure.label}`;
  return figure.description ? titled(head, figure.description) : asSentence(head);
}
