/**
 * The distinctive words of our pages that the English glossary (content/assistant-en.ts) does not
 * reach: a word an English question cannot find unless it is written in French. Run it after adding
 * an article or a solution page, then add the English words a visitor would use for each gap that
 * names something of our subject (a word of everyday English that names something else draws
 * off-topic questions to a passing mention: write it in a phrase, "background noise", not "noise").
 *
 *   node --import tsx tools/assistant/glossary-gaps.ts [MAX_PAGES] [MIN_COUNT]
 *
 * Reads what the assistant searches (its documents, grouped by page); prints, most frequent first, each
 * stem found on at most MAX_PAGES pages (default 6: distinctive, not everywhere) and at least
 * MIN_COUNT times (default 2), with its commonest forms and its pages. A stem is reached when a
 * glossary entry, or `glossaryFrenchToo`, holds it on either side (an English word kept as written
 * reaches the same French word: "session", "interface").
 */
import { assistantVocabulary } from '../../content/assistant.ts';
import { glossaryEn, glossaryFrenchToo } from '../../content/assistant-en.ts';
import { brand } from '../../content/brand.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import { solutionCards } from '../../content/solutions.ts';
import { listed, loadArticles } from '../../server/articles/catalog.ts';
import { loadCompanyPages } from '../../server/company-pages.ts';
import { buildKnowledge } from '../../server/assistant/knowledge.ts';
import { STOPWORDS, stem, tokenize } from '../../server/assistant/normalize.ts';
import { ARTICLES_DIR, COMPANY_PAGES_DIR } from '../../server/paths.ts';

interface Gap {
  stem: string;
  count: number;
  forms: Map<string, number>;
  pages: Set<string>;
}

/** Every searched word of our pages, by stem: how often, in which forms, on which pages. */
function stemsOfContent(): Map<string, Gap> {
  const { docs } = buildKnowledge({
    landingPages,
    solutionCards,
    articles: listed(loadArticles(ARTICLES_DIR).articles),
    companyPages: loadCompanyPages(COMPANY_PAGES_DIR, () => {}),
    brand,
    facts: assistantVocabulary.facts,
  });
  const stems = new Map<string, Gap>();
  for (const doc of docs) {
    for (const word of tokenize(`${doc.title} ${doc.keywords} ${doc.text}`)) {
      if (word.length < 4 || STOPWORDS.has(word) || /\d/.test(word)) continue;
      const key = stem(word);
      const gap = stems.get(key) ?? { stem: key, count: 0, forms: new Map(), pages: new Set() };
      gap.count++;
      gap.forms.set(word, (gap.forms.get(word) ?? 0) + 1);
      gap.pages.add(doc.page);
      stems.set(key, gap);
    }
  }
  return stems;
}

/** The stems the glossary reaches, from either of its sides. */
function glossaryStems(): Set<string> {
  const words = [...glossaryEn.flat(), ...glossaryFrenchToo].flatMap(tokenize);
  return new Set(words.map(stem));
}

function main(maxPages = 6, minCount = 2): void {
  const reached = glossaryStems();
  const gaps = [...stemsOfContent().values()]
    .filter((gap) => !reached.has(gap.stem) && gap.pages.size <= maxPages && gap.count >= minCount)
    .sort((a, b) => b.count - a.count);
  for (const gap of gaps) {
    const forms = [...gap.forms].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(`${gap.count}\t${forms.map(([form]) => form).join(' ')}\t${[...gap.pages].slice(0, 4).join(' ')}`);
  }
  console.log(`${gaps.length} distinctive stems of our pages the glossary does not reach`);
}

main(Number(process.argv[2] ?? 6), Number(process.argv[3] ?? 2));
