import type { AssistantFacts } from '../../content/assistant.ts';
import { ui } from '../../content/interface.ts';
import { fill } from '../../content/template.ts';
import type { Brand, LandingPageContent, SolutionCard } from '../../content/types.ts';
import { type FactWriter, factWriter } from './fact-sentences.ts';
import { type DocDraft, type KnowledgeDoc, numberedDoc } from './knowledge-doc.ts';
import { type ArticleSource, articlePage, type CompanyPageSource, companyPage, markdownPageDocs } from './page-docs.ts';
import { solutionCardDoc, solutionPageDocs, solutionPath } from './solution-docs.ts';
import { type TrialOffer, trialOffers } from './trials.ts';
import { asSentence } from './text.ts';

/**
 * What the assistant knows, as documents: one per section of a solution page (per block, use case or
 * size where a section holds several: solution-docs.ts), one per h2 or h3 section of an article or
 * company page (page-docs.ts), and the company facts. Each keeps its sentences, so that a reply can
 * quote the one or two that answer. Articles and company pages are read from their markdown-it
 * tokens, as the site renders them (markdown-sections.ts).
 */

export interface KnowledgeSources {
  landingPages: LandingPageContent[];
  solutionCards: SolutionCard[];
  articles: ArticleSource[];
  companyPages: CompanyPageSource[];
  brand: Brand;
  /** Templates of the sentences written from cards, specs, sizes… (content/assistant.ts). */
  facts: AssistantFacts;
}

export interface Knowledge {
  docs: KnowledgeDoc[];
  /** Pages that list others (the blog): offered when named, never searched, so that they weigh on no answer. */
  listings: KnowledgeDoc[];
  trials: TrialOffer[];
  /** Name of every page by path, for buttons. */
  pageNames: Map<string, string>;
}

/** The company facts: who we are, where, how to reach us. */
function companyFactsDoc({ brand, companyPages }: KnowledgeSources, pageNames: Map<string, string>, { fact, titled, facts }: FactWriter): DocDraft {
  const about = companyPages.some((page) => page.slug === 'a-propos') ? '/a-propos' : '/';
  const stats = brand.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ');
  return {
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
  };
}

/** The blog's listing page: what it holds (case studies, guides), said by its introduction: « vos études de cas » lead there. */
function blogDoc(): DocDraft {
  return {
    page: '/blog',
    url: '/blog',
    kind: 'company',
    pageName: ui.meta.crumbBlog,
    label: ui.meta.crumbBlog,
    title: ui.blog.title,
    keywords: ui.meta.feedDescription,
    sentences: [asSentence(ui.blog.intro), asSentence(ui.meta.blogDescription)],
  };
}

/** Builds the documents from the content. Pure: the same content gives the same documents. */
export function buildKnowledge(sources: KnowledgeSources): Knowledge {
  const write = factWriter(sources.facts);
  const pageNames = new Map<string, string>();
  const drafts: DocDraft[] = [];
  for (const page of sources.landingPages) {
    pageNames.set(solutionPath(page), page.name);
    drafts.push(...solutionPageDocs(page, write));
  }
  // A card is named like the solution page it links to.
  drafts.push(...sources.solutionCards.map((card) => solutionCardDoc(card, pageNames.get(card.link) ?? card.title)));
  const markdownPages = [
    ...sources.articles.map((article) => articlePage(article, sources.brand.name)),
    ...sources.companyPages.map((page) => companyPage(page, sources.brand)),
  ];
  for (const page of markdownPages) {
    pageNames.set(page.path, page.name);
    drafts.push(...markdownPageDocs(page));
  }
  drafts.push(companyFactsDoc(sources, pageNames, write));
  const listings = sources.articles.length ? [blogDoc()] : [];
  for (const listing of listings) pageNames.set(listing.page, listing.pageName);
  return {
    docs: drafts.map(numberedDoc),
    listings: listings.map((listing, i) => numberedDoc(listing, drafts.length + i)),
    trials: trialOffers(sources.landingPages),
    pageNames,
  };
}
