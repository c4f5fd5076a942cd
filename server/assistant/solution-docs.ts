import type { LandingPageContent, LandingSection, SolutionCard, TouchTableSize, UseCase } from '../../content/types.ts';
import { fill } from '../../content/template.ts';
import { type FactWriter, sentencesOf, sentencesOfAll } from './fact-sentences.ts';
import type { DocDraft } from './knowledge-doc.ts';
import { asSentence, joinFrench, lowerFirst, splitSentences } from './text.ts';

/**
 * The documents of our solution pages: one for the page's opening, one per section (and per block,
 * use case or size where a section holds several), and one per card of the solutions' list.
 */

/** Path of a solution page. */
export const solutionPath = (page: LandingPageContent) => `/solutions/${page.slug}`;

/** Path of a section of a solution page, with its anchor when it has one. */
export const sectionUrl = (page: LandingPageContent, section: LandingSection) => (section.id ? `${solutionPath(page)}#${section.id}` : solutionPath(page));

/** What the documents of one section share, and what they are written with. */
interface SectionContext {
  page: LandingPageContent;
  /** Page, url, kind, names and the section's keywords: the fields of each of its documents. */
  common: Omit<DocDraft, 'title' | 'sentences' | 'text'>;
  /** The page's keywords (name, eyebrow, title), without the section's eyebrow. */
  pageKeywords: string;
  /** The section's intro, as sentences. */
  intro: string[];
  write: FactWriter;
}

type SectionOf<Kind extends LandingSection['kind']> = Extract<LandingSection, { kind: Kind }>;

/** The document of the section itself, under its title. */
const titledDoc = (section: LandingSection, { common }: SectionContext, sentences: string[]): DocDraft => ({ ...common, title: section.title, sentences });

/** A use case: what was done and its results are quoted. */
function useCaseDoc(useCase: UseCase, { common, write }: SectionContext): DocDraft {
  return {
    ...common,
    title: `${useCase.title} : ${useCase.subtitle}`,
    sentences: [
      asSentence(useCase.subtitle),
      ...sentencesOf(useCase.solution),
      ...useCase.results.map(asSentence),
      ...(useCase.metrics ?? []).map((metric) =>
        write.fact('metric', { label: metric.label, before: lowerFirst(metric.before), after: lowerFirst(metric.after) }),
      ),
    ],
    // The problems and the testimonial are found, but not quoted as an answer.
    text: [...useCase.challenges, useCase.testimonial?.quote ?? ''].join(' '),
  };
}

/** The sizes of a product together: which there are, and what each is for. */
function sizesDoc(section: SectionOf<'sizes'>, at: SectionContext): DocDraft {
  const { fact } = at.write;
  const inches = joinFrench(section.sizes.map((size) => String(size.inches)));
  return titledDoc(section, at, [
    fact('sizes', { title: section.eyebrow ?? section.title, sizes: inches }),
    ...at.intro,
    ...section.sizes.map((size) => fact('size', { inches: String(size.inches), summary: lowerFirst(size.summary) })),
  ]);
}

/** One size, named in bold with the page ("Tables tactiles, 75 pouces"), found by the page's keywords. */
function sizeDoc(size: TouchTableSize, { common, page, pageKeywords, write }: SectionContext): DocDraft {
  const label = fill(write.facts.sizeLabel, { page: page.name, inches: String(size.inches) });
  return {
    ...common,
    label,
    title: label,
    keywords: pageKeywords,
    sentences: [asSentence(size.summary), ...size.specs.map((spec) => write.titled(spec.label, spec.value))],
  };
}

/** A comparison table, a sentence a row. */
function comparisonDoc(section: SectionOf<'comparison'>, at: SectionContext): DocDraft {
  const rows = section.rows.map((row) =>
    at.write.fact('comparison', {
      feature: row.feature,
      collaborative: lowerFirst(row.collaborative),
      classic: lowerFirst(row.classic),
      improvement: lowerFirst(row.improvement),
    }),
  );
  return titledDoc(section, at, [...at.intro, ...rows]);
}

/** The documents of each kind of section. */
const SECTION_DOCS: { [Kind in LandingSection['kind']]: (section: SectionOf<Kind>, at: SectionContext) => DocDraft[] } = {
  text: (section, at) => [titledDoc(section, at, [...at.intro, ...sentencesOfAll(section.paragraphs), ...(section.points ?? []).map(asSentence)])],
  blocks: (section, at) => [
    titledDoc(section, at, at.intro),
    ...section.blocks.map((block) => ({ ...at.common, title: block.title, sentences: [...sentencesOf(block.text), ...block.features.map(asSentence)] })),
  ],
  cards: (section, at) => [
    titledDoc(section, at, [
      ...at.intro,
      ...section.cards.flatMap((card) => [at.write.titled(card.title, card.description), card.benefit ? asSentence(card.benefit) : '']),
    ]),
  ],
  modes: (section, at) => {
    const { titled, facts } = at.write;
    return [
      titledDoc(section, at, [...at.intro, ...section.modes.map((mode) => titled(fill(facts.mode, { mode: mode.title.toLowerCase() }), mode.description))]),
    ];
  },
  figures: (section, at) => [titledDoc(section, at, [...at.intro, ...section.figures.map(at.write.figure)])],
  useCases: (section, at) => [titledDoc(section, at, at.intro), ...section.useCases.map((useCase) => useCaseDoc(useCase, at))],
  steps: (section, at) => [titledDoc(section, at, [...at.intro, ...section.steps.map((step) => at.write.titled(step.title, step.description))])],
  specs: (section, at) => [
    {
      ...titledDoc(section, at, [...at.intro, ...section.groups.flatMap((group) => group.specs.map((spec) => at.write.titled(spec.label, spec.value)))]),
      keywords: `${at.common.keywords} ${section.groups.map((group) => group.category).join(' ')}`,
    },
  ],
  comparison: (section, at) => [comparisonDoc(section, at)],
  sizes: (section, at) => [sizesDoc(section, at), ...section.sizes.map((size) => sizeDoc(size, at))],
  trial: (section, at) => [
    {
      ...titledDoc(section, at, [...sentencesOf(section.text), ...section.points.map(asSentence)]),
      keywords: `${at.common.keywords} ${at.write.facts.trialKeywords}`,
    },
  ],
  cta: (section, at) => [titledDoc(section, at, sentencesOf(section.text))],
};

/** The documents of a solution page: its opening (meta description, hero and its figures), then its sections. */
export function solutionPageDocs(page: LandingPageContent, write: FactWriter): DocDraft[] {
  const path = solutionPath(page);
  const base = { page: path, kind: 'solution' as const, pageName: page.name, label: page.name };
  const pageKeywords = [page.name, page.hero.eyebrow, page.meta.title].join(' ');
  const opening: DocDraft = {
    ...base,
    url: path,
    title: page.hero.title,
    keywords: `${pageKeywords} ${page.meta.description}`,
    sentences: [asSentence(page.meta.description), ...sentencesOf(page.hero.intro), ...(page.hero.figures ?? []).map(write.figure)],
  };
  const sectionDocs = (section: LandingSection) => {
    const at: SectionContext = {
      page,
      common: { ...base, url: sectionUrl(page, section), keywords: [pageKeywords, section.eyebrow ?? ''].join(' ') },
      pageKeywords,
      intro: section.intro ? sentencesOf(section.intro) : [],
      write,
    };
    // One function per kind; TypeScript cannot tell that `section` is of the kind it is looked up by.
    return (SECTION_DOCS[section.kind] as (section: LandingSection, at: SectionContext) => DocDraft[])(section, at);
  };
  return [opening, ...page.sections.flatMap(sectionDocs)];
}

/** A card of the solutions' list: the problem it solves is searched, the solution and its benefits quoted. */
export function solutionCardDoc(card: SolutionCard, pageName: string): DocDraft {
  return {
    page: card.link,
    url: card.link,
    kind: 'solution',
    pageName,
    label: pageName,
    title: card.title,
    keywords: `${card.title} ${card.solution}`,
    text: card.pain,
    sentences: [asSentence(card.solution), ...card.benefitList.map(asSentence), asSentence(card.impact)].flatMap(splitSentences),
  };
}
