import type { ChatButton, ChatReply } from '../../../protocol/chat.ts';
import type { Analysis } from '../intents.ts';
import type { KnowledgeDoc } from '../knowledge-doc.ts';
import { contentTerms } from '../normalize.ts';
import { splitSentences } from '../text.ts';
import { PhraseIndex } from '../phrases.ts';
import type { PageHit, SearchOptions, SearchOutcome, WeightedTerms } from '../retrieval.ts';
import type { Replies } from '../replies.ts';
import type { Turn } from '../turn.ts';
import type { Parts, Step } from './step.ts';

/**
 * Retrieval: the message searched in the knowledge (server/assistant/retrieval.ts), alone, then with
 * the visitor's previous questions; the reply quotes the passage that answers and links one to three pages.
 * A subject of ours named with little else gets what its page says first.
 */

/**
 * Share of the question's words (weighed by rarity) the best page must hold to be the answer: the
 * strictest value the question set allows (from 0.55, three questions lose their page), so that a
 * page sharing a common word with a question we cannot answer is not given as its answer.
 */
const MIN_COVERAGE = 0.5;
/**
 * Enough when the visitor named a subject of ours: its pages are favoured, and the rest of the
 * question may be phrasing. At 0.5, "Wireless casting sécurisé pour la DSI" gets the collaboration
 * page instead of the wireless casting article.
 */
const MIN_COVERAGE_WITH_TOPIC = 0.3;
/** How much more of a question another page must cover to answer instead of the page of the subject it names. */
const OTHER_PAGE_MARGIN = 0.2;
/** How much more of a question another page's best passage must hold to answer instead of the page of the subject it names. */
const OTHER_PASSAGE_MARGIN = 0.15;
/** Words of a message searched for: a question holds fewer than 24 distinct ones; a pasted text adds time and no meaning. */
const MAX_TERMS = 24;
/**
 * Weight of the words that name a subject of ours when the message asks something about it: its
 * pages are favoured already, what is asked picks the section. From 0.5, "et le plus grand ?" after
 * the sizes of the collaborative screens answers with their impact figures instead of "98 pouces".
 */
const TOPIC_TERM_WEIGHT = 0.4;
/**
 * Weight of the synonyms of a visitor's word, and of the words a hint points to: found, but below
 * the visitor's own words. A narrow window: at 0.25, "et le plus grand ?" no longer reaches the
 * sizes ("98 pouces"); at 0.5, "à partir de quelle taille la 4K ?" quotes the resolutions instead
 * of "dès 65 pouces".
 */
const RELATED_WEIGHT = 0.35;
/**
 * Weight of what a question asks a figure or a fact of (« quelle est la résolution des écrans
 * collaboratifs de 86 pouces ? »), when the page of the subject it names is searched: the row that
 * names it, not the one that holds « 86 pouces ». Not in the search of all pages, where any passage
 * naming the word would do (« quel est votre chiffre d'affaires ? » is no « chiffres » of a ROI).
 */
const FOCUS_WEIGHT = 2;
/** Weights of the previous message, then of the one before, when a follow-up is read with them: below the message's own 1, the latest leading. */
const CONTEXT_WEIGHTS = [0.5, 0.3];
/**
 * Words a message needs to be answered on its own: one or two ("et la luminosité ?") are read with
 * the previous question first, even when they find a page alone.
 */
const STANDALONE_TERMS = 3;
/** Other pages offered as buttons when they score at least 40 % of the best page: further below, they are no alternative. */
const RELATED_PAGE_SHARE = 0.4;
/** Pages linked by a reply (README: one to three). */
const MAX_PAGES = 3;
/** "C'est quoi une table tactile connectée ?": an overview of a subject with one more word still gets the subject's page. */
const OVERVIEW_EXTRA_WORDS = 1;
/**
 * Below MIN_COVERAGE, the pages that still hold this share of the question's words (weighed by
 * rarity) are offered as buttons, said to be near, beside a human: a question in words our pages do
 * not use ("nos clients attendent à l'accueil") still reaches the pages about it, instead of the
 * list of our solutions.
 */
const NEAR_PAGE_COVERAGE = 0.25;
/** Words a question needs before its near pages are offered: one shared word says nothing. */
const NEAR_PAGE_TERMS = 2;
/**
 * Share of a question's own words (weighed by rarity) that the answer (its sentences and its
 * section's heading) must hold: below, the page shares words with the question but does not answer
 * it (« combien pèse la table de 75 pouces ? » finds the 75-inch table, not its weight), and the
 * reply says so and offers a person.
 */
const MIN_ANSWER_COVERAGE = 0.4;
/** Share of the words (weighed by rarity) of the subject a question names that the section answering from another page must hold. */
const MIN_SUBJECT_COVERAGE = 0.5;
/** Share of the best page's score a page on the subject needs to answer when the best is off it. */
const ON_SUBJECT_SHARE = 0.75;
/** Words a question needs besides the names of our subjects for its answer to be checked so. */
const MIN_CHECKED_TERMS = 2;
/** A sentence that states a duration, preferred when the visitor asks "combien de temps ?". */
const DURATION = /\b\d+(?:[,.]\d+)?\s?(?:jours?|semaines?|mois|h|heures?|min|minutes?|s|secondes?|ans?)\b/i;

/** A number, in figures or in words (« deux ou trois gestes », « quatre fois plus »): what a question that counts wants. */
const COUNT = /\d|\b(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cent|mille|moitié|double|triple)\b/i;
/**
 * A question that asks how many or how much (« combien », « le plus grand »), not how long nor of a
 * size it names: the duration words also hold « quand » and « vite », whose answers need no number.
 */
const asksCount = (analysis: Analysis) => analysis.figures && !analysis.duration && analysis.sizes.length === 0;

/** The terms of a message, weighted, and the words their synonyms and hints stand for. */
interface OwnTerms {
  own: WeightedTerms;
  alternatives: Map<string, string[]>;
}

export function retrievalStep({ vocabulary, knowledge, retriever, durationStems }: Parts) {
  const isContentWord = (word: string) => retriever.has(word);
  // A company page's subject named (« mes données ») points to the page's own words, as a hint does.
  const allHints = [...vocabulary.hints, ...vocabulary.pageSubjects];
  const hints = new PhraseIndex<number>(
    allHints.flatMap((hint, i) => hint.phrases.map((phrase) => [i, phrase] as const)),
    isContentWord,
  );
  // A word of a hint is a word we know: no typo of a synonym (« promo » is no « promoteur »).
  const hintWords = new Set(hints.stems());
  const synonyms = new PhraseIndex<number>(
    vocabulary.synonyms.flatMap((group, i) => group.map((phrase) => [i, phrase] as const)),
    (word) => isContentWord(word) || hintWords.has(word),
  );
  const synonymTerms = vocabulary.synonyms.map((group) => [...new Set(group.flatMap((phrase) => contentTerms(phrase)))]);
  const hintTerms = allHints.map((hint) => contentTerms(hint.search));
  /** Phrases of the message that stand for other terms, with those terms: hints first, then synonyms. */
  const related = [
    [hints, hintTerms],
    [synonyms, synonymTerms],
  ] as const;
  /** The page each answer label stands for: a follow-up leans on the page we answered from. */
  const pageOfLabel = new Map<string, string>();
  for (const doc of knowledge.docs) if (!pageOfLabel.has(doc.label)) pageOfLabel.set(doc.label, doc.page);

  /**
   * Adds terms, and their synonyms at a lower weight, without lowering a weight already given.
   * Records, for each word of a synonym, the other words of its group (they count as finding it).
   */
  function addTerms(into: WeightedTerms, analysis: Analysis, weight: number, alternatives?: Map<string, string[]>) {
    const raise = (term: string, w: number) => into.set(term, Math.max(into.get(term) ?? 0, w));
    // The names of our subjects already favour their pages; what is asked about them picks the section.
    const subject = new Set(analysis.rest.length ? analysis.topicTerms : []);
    // "Combien de temps ?" asks for a duration: its words are no subject.
    const terms = analysis.duration ? analysis.terms.filter((term) => !durationStems.has(term)) : analysis.terms;
    const spans = related.map(([phrases, termsOf]) => ({ termsOf, spans: phrases.spans(analysis.words) }));
    const wordsOf = (span: { start: number; end: number }) => contentTerms(analysis.words.tokens.slice(span.start, span.end).join(' '));
    // A message that is only a hint's phrase asks what it points to (« et le plus grand ? » is no « grande salle »): its words weigh as those.
    const [hinted] = spans;
    const pointers = new Set(hinted!.spans.flatMap((span) => wordsOf(span).filter((word) => !hintTerms[span.value]!.includes(word))));
    const pointing = terms.length > 0 && terms.every((term) => pointers.has(term) || subject.has(term));
    const own = (term: string) => (subject.has(term) ? weight * TOPIC_TERM_WEIGHT : pointing ? weight * RELATED_WEIGHT : weight);
    for (const term of [...new Set(terms)].slice(0, MAX_TERMS)) raise(term, own(term));
    // The terms a hint points to, then a synonym's group, below the visitor's words; finding one of them
    // counts as finding the words of the message they stand for: « le plus grand » is found where the sizes are.
    for (const { termsOf, spans: found } of spans) {
      for (const span of found) {
        const group = termsOf[span.value]!;
        for (const term of group) raise(term, weight * RELATED_WEIGHT);
        if (!alternatives) continue;
        for (const word of wordsOf(span)) alternatives.set(word, [...(alternatives.get(word) ?? []), ...group]);
      }
    }
  }

  /**
   * What the turn being answered has worked out, in one record: its searches, by what they search, and
   * the terms of each message read (the answer and the near pages search the same terms in many
   * turns); its answer and its near pages, once found (the contact and story steps may ask first).
   */
  let worked:
    | {
        turn: Turn;
        searches: WeakMap<WeightedTerms, Map<string, SearchOutcome>>;
        owns: Map<Analysis, OwnTerms>;
        answer?: ChatReply | null;
        near?: ChatReply | null;
      }
    | undefined;
  const workedOut = (turn: Turn) => {
    if (worked?.turn !== turn) worked = { turn, searches: new WeakMap(), owns: new Map() };
    return worked;
  };

  /** `retriever.search`, once for the same terms (the same map: a message's own are kept) and options in a turn. */
  function search(terms: WeightedTerms, options: SearchOptions): SearchOutcome {
    if (!worked) return retriever.search(terms, options);
    // No page favoured is an empty set of them; no page searched alone (all) is not.
    const pages = (set?: Set<string>) => [...(set ?? [])].sort().join(' ');
    const key = `${options.primary.join(' ')}|${pages(options.favour)}|${options.only ? pages(options.only) : '*'}|${options.shape?.source ?? ''}`;
    const searches = worked.searches.get(terms) ?? new Map<string, SearchOutcome>();
    worked.searches.set(terms, searches);
    const outcome = searches.get(key) ?? retriever.search(terms, options);
    searches.set(key, outcome);
    return outcome;
  }

  /** The terms of the message alone, and the words their synonyms and hints stand for (not to be changed: shared in the turn). */
  function ownTerms(analysis: Analysis): OwnTerms {
    let terms = worked?.owns.get(analysis);
    if (!terms) {
      terms = { own: new Map(), alternatives: new Map() };
      addTerms(terms.own, analysis, 1, terms.alternatives);
      worked?.owns.set(analysis, terms);
    }
    return terms;
  }

  /** The page our previous answer came from ("**Tables tactiles**\n…"). */
  function previousPageOf(lastAssistant: string | undefined): string | undefined {
    const label = lastAssistant ? /\*\*([^*\n]+)\*\*\n/.exec(lastAssistant)?.[1] : undefined;
    return label ? pageOfLabel.get(label) : undefined;
  }

  function retrieve(replies: Replies, analysis: Analysis, context: Analysis[], previousPage: string | undefined): ChatReply | null {
    const { own, alternatives } = ownTerms(analysis);
    const ownPages = new Set(analysis.topics.map((slug) => `/solutions/${slug}`));
    const subject = (term: string) => !analysis.duration || !durationStems.has(term);
    const primary = [...new Set(analysis.terms.filter(subject))].slice(0, MAX_TERMS);
    const asked = [...new Set(analysis.rest.filter(subject))].slice(0, MAX_TERMS);
    const shape = shapeOf(analysis);
    const enough = (coverage: number, topics: number) => coverage >= (topics > 0 ? MIN_COVERAGE_WITH_TOPIC : MIN_COVERAGE);
    const answers = (outcome: SearchOutcome | null, topics: number): outcome is SearchOutcome =>
      !!outcome && outcome.pages.length > 0 && enough(outcome.coverage, topics);

    // A question on one of our subjects is answered from its page when the page holds the answer;
    // when it does not, the other pages are searched without favouring it. A company page whose
    // subject is named (« mes données ») is favoured in every search.
    const namedPages = analysis.pages;
    let favoured = new Set([...ownPages, ...namedPages]);
    if (ownPages.size && asked.length) {
      const focused = new Map(own);
      for (const term of analysis.focus) if (focused.has(term)) focused.set(term, focused.get(term)! * FOCUS_WEIGHT);
      // « je suis un particulier, vous vendez des tables tactiles ? »: the page named beside the subject competes with it.
      const subjectPages = new Set(favoured);
      const onPage = search(focused, { primary: asked, favour: subjectPages, only: subjectPages, alternatives, shape });
      if (onPage.pages.length && onPage.coverage >= MIN_COVERAGE) {
        // An article that speaks of clearly more of what is asked, on the page or in one passage, answers
        // instead (« à quelle hauteur la caméra de visio ? »).
        const beatable = Math.min(onPage.coverage, onPage.passage.coverage) + OTHER_PAGE_MARGIN <= 1;
        const anywhere = beatable ? search(own, { primary: asked, favour: new Set(namedPages), alternatives, shape }) : onPage;
        const better =
          anywhere !== onPage &&
          anywhere.pages.length > 0 &&
          !ownPages.has(anywhere.pages[0]!.page) &&
          (anywhere.coverage >= onPage.coverage + OTHER_PAGE_MARGIN ||
            (anywhere.coverage >= MIN_COVERAGE && anywhere.passage.coverage >= onPage.passage.coverage + OTHER_PASSAGE_MARGIN));
        if (better) return reply(replies, anywhere, analysis, alternatives);
        // The pages elsewhere that speak best of what is asked are linked beside the subject's.
        const elsewhere = anywhere !== onPage ? anywhere : search(own, { primary: asked, favour: new Set(namedPages), alternatives, shape });
        return reply(replies, onPage, analysis, alternatives, false, elsewhere);
      }
      favoured = new Set(namedPages);
    }

    /** The message's own words, searched over all pages (the subject's page, when it had no answer, no longer favoured). */
    const ownSearch = () => search(own, { primary, favour: favoured, alternatives, shape });
    let outcome = analysis.followUp || primary.length === 0 ? null : ownSearch();
    const subjects = analysis.topics.length + namedPages.length;
    // A question that names no subject after one that did (« un assistant IA pour notre site » → « ça se
    // passe comment, la mise en place ? ») is read on that subject first, as a follow-up is: it changes
    // the subject only when found clearly better elsewhere.
    const onEarlierSubject = subjects === 0 && context.some((earlier) => earlier.topics.length > 0);
    if (answers(outcome, subjects) && primary.length >= STANDALONE_TERMS && !onEarlierSubject) return reply(replies, outcome, analysis, alternatives);

    if (context.length) {
      // A follow-up, or too little on its own: read it with the previous question(s).
      const combined: WeightedTerms = new Map();
      for (const [i, earlier] of context.entries()) addTerms(combined, earlier, CONTEXT_WEIGHTS[i] ?? CONTEXT_WEIGHTS.at(-1)!);
      addTerms(combined, analysis, 1);
      // A company page named now (« que vous l'effaciez ») goes before the subjects of the earlier messages.
      const contextPages = new Set([
        ...namedPages,
        ...ownPages,
        ...context.flatMap((earlier) => earlier.topics).map((slug) => `/solutions/${slug}`),
        // « Je voudrais postuler chez vous. » → « Il faut envoyer quoi ? »: the company page named before.
        ...context.flatMap((earlier) => earlier.pages),
        ...(previousPage ? [previousPage] : []),
      ]);
      // "and once that runs out?": words our pages never use are judged by the question they follow.
      const known = primary.filter((term) => retriever.has(term) || alternatives.has(term));
      const judged = known.length ? primary : [...new Set(context[0]!.terms)];
      const contextDuration = context.some((earlier) => earlier.duration);
      const contextShape = shapeOf(analysis, contextDuration);
      if (contextPages.size) {
        const onPage = search(combined, { primary: judged, favour: contextPages, only: contextPages, alternatives, shape: contextShape });
        if (onPage.pages.length && onPage.coverage >= MIN_COVERAGE) {
          // « Et pour la livraison, si le matériel est en stock ? » after another subject: words enough to
          // stand alone, found clearly better elsewhere, change the subject.
          outcome ??= primary.length >= STANDALONE_TERMS ? ownSearch() : null;
          if (answers(outcome, subjects) && outcome.coverage >= onPage.coverage + OTHER_PAGE_MARGIN) return reply(replies, outcome, analysis, alternatives);
          const elsewhere = search(combined, { primary: judged, favour: contextPages, alternatives, shape: contextShape });
          return reply(replies, onPage, analysis, alternatives, contextDuration, elsewhere);
        }
      }
      const withContext = search(combined, { primary: judged, favour: contextPages, alternatives, shape: contextShape });
      const topicCount = analysis.topics.length + context.reduce((n, earlier) => n + earlier.topics.length, 0);
      if (answers(withContext, topicCount)) return reply(replies, withContext, analysis, alternatives, contextDuration);
      // "Is HDR worth paying extra for?" → "even if the room only ever shows powerpoint and excel?": where
      // the follow-up's own words find nothing, with the question's they may (« c'est quoi le HDR ? » after
      // the tables' sizes finds its own page: the subject changes).
      outcome ??= primary.length ? ownSearch() : null;
      if (known.length && !answers(outcome, subjects)) {
        const both = [...new Set([...primary, ...context[0]!.terms])].slice(0, MAX_TERMS);
        const together = search(combined, { primary: both, favour: contextPages, alternatives, shape: contextShape });
        if (answers(together, topicCount)) return reply(replies, together, analysis, alternatives, contextDuration);
      }
    }
    if (!outcome && primary.length) outcome = ownSearch();
    if (answers(outcome, subjects)) return reply(replies, outcome, analysis, alternatives);
    return null;
  }

  /** The first document of each company page, by path: a page whose subject is named is near whatever is asked of it. */
  const pageDocs = new Map<string, KnowledgeDoc>();
  for (const doc of [...knowledge.docs, ...knowledge.listings]) if (doc.kind === 'company' && !pageDocs.has(doc.page)) pageDocs.set(doc.page, doc);
  const listings = new Map(knowledge.listings.map((doc) => [doc.page, doc]));

  /** The pages nearest a question none answers, offered as buttons; null when none is near enough. */
  function nearPages(replies: Replies, analysis: Analysis): ChatReply | null {
    const named = analysis.pages.flatMap((page) => pageDocs.get(page) ?? []);
    if (named.length) return replies.nearPages(named.map((doc, i) => replies.page(doc.page, doc.pageName, i === 0 ? 'primary' : 'secondary')));
    if (analysis.topics.length || analysis.offTopic) return null;
    const primary = [...new Set(analysis.terms)].slice(0, MAX_TERMS);
    if (primary.length < NEAR_PAGE_TERMS) return null;
    const { own, alternatives } = ownTerms(analysis);
    const outcome = search(own, { primary, alternatives });
    if (!outcome.pages.length || outcome.coverage < NEAR_PAGE_COVERAGE) return null;
    return replies.nearPages(pageButtons(replies, outcome));
  }

  /**
   * Buttons to the best page and to the others that score close enough to it, three at most; then, when
   * the answer was searched in the pages of a subject alone, to the best pages of the search of all
   * (`elsewhere`): « combien de nits en vitrine ? » is answered by the signage page, and the article on
   * 4K and HDR says more.
   */
  function pageButtons(replies: Replies, outcome: SearchOutcome, elsewhere?: SearchOutcome) {
    const near = (hits: PageHit[]) => hits.filter((hit) => hit.score >= hits[0]!.score * RELATED_PAGE_SHARE);
    const pages = near(outcome.pages).slice(0, MAX_PAGES);
    const linked = new Set(pages.map((hit) => hit.page));
    if (elsewhere?.pages.length) pages.push(...near(elsewhere.pages).filter((hit) => !linked.has(hit.page)));
    return pages.slice(0, MAX_PAGES).map((hit, i) => replies.page(hit.doc.url, hit.doc.pageName, i === 0 ? 'primary' : 'secondary'));
  }

  /**
   * The buttons of a question no passage answers, led by the page of the solution it names (« votre
   * assistant IA pourrait-il conseiller nos clients ? »): that page says most of what we can do.
   */
  function withTopicPage(replies: Replies, analysis: Analysis, buttons: ChatButton[]): ChatButton[] {
    const listed = withListing(replies, analysis, buttons);
    if (listed) return listed;
    const slug = analysis.topics[0];
    // Asked of us (« votre », "your"), not told of a trouble: a trouble asks for the pages that explain it.
    if (!slug || !analysis.addressed || analysis.trouble) return buttons;
    return leading(replies.page(`/solutions/${slug}`, undefined, 'primary'), buttons);
  }

  /** « Vous avez des études de cas à lire ? »: a listing named (never searched) leads; null when none is. */
  function withListing(replies: Replies, analysis: Analysis, buttons: ChatButton[]): ChatButton[] | null {
    const listing = analysis.pages.map((page) => listings.get(page)).find(Boolean);
    return listing ? leading(replies.page(listing.page, listing.pageName, 'primary'), buttons) : null;
  }

  /** `page` first, unless the buttons already lead to it. */
  function leading(page: ChatButton, buttons: ChatButton[]): ChatButton[] {
    if (buttons.some((button) => button.url.split('#')[0] === page.url)) return buttons;
    return [page, ...buttons.map((button) => ({ ...button, type: 'secondary' as const }))].slice(0, MAX_PAGES);
  }

  /** The form of the answer a question asks: a duration, a size it names, a figure. */
  function shapeOf(analysis: Analysis, contextDuration = false): RegExp | undefined {
    if (analysis.duration || contextDuration) return DURATION;
    if (analysis.sizes.length) return new RegExp(`\\b(?:${analysis.sizes.join('|')})\\b`);
    return analysis.figures ? /\d/ : undefined;
  }

  /** The best section's label in bold, its one or two sentences that answer, and buttons to the best pages. */
  function reply(
    replies: Replies,
    outcome: SearchOutcome,
    analysis: Analysis,
    alternatives: Map<string, string[]>,
    contextDuration = false,
    elsewhere?: SearchOutcome,
    retried = false,
  ): ChatReply {
    const best = outcome.pages[0]!;
    const asked = [...new Set(analysis.rest.length ? analysis.rest : analysis.terms)];
    const covering = (found: string[]) => retriever.coverageIn([...found, best.doc.title], asked, alternatives);
    const shape = shapeOf(analysis, contextDuration);
    const shaped = retriever.bestSentences(best.doc, outcome.matched, shape, outcome.passage.sentences);
    // A duration is preferred while it answers: « combien de temps ? … les premières semaines ne sont pas
    // représentatives » is answered by « Les premières semaines sont marquées par l'effet de nouveauté », not by « 15 jours ».
    // A size or a figure asked stays required: « combien de points de contact ? » needs the number.
    const plain =
      shape === DURATION && covering(shaped) < MIN_ANSWER_COVERAGE
        ? retriever.bestSentences(best.doc, outcome.matched, undefined, outcome.passage.sentences)
        : shaped;
    const sentences = covering(plain) >= MIN_ANSWER_COVERAGE ? plain : shaped;
    // A follow-up leans on the earlier question: its few words are no measure of the answer.
    // One word asked besides the subject is judged only when our pages never use it (« combien pèse… »): a word of ours may be phrasing (« autour »).
    const checked = asked.length >= MIN_CHECKED_TERMS || (asked.length === 1 && !retriever.has(asked[0]!));
    // « Combien d'années de garantie ? » answered with sentences that hold no number does not answer it either.
    const uncounted = asksCount(analysis) && !sentences.some((sentence) => COUNT.test(sentence));
    const offSubject = !onSubject(best, analysis);
    // « Une vitrine sur rue, des règles si l'écran reste allumé la nuit ? »: the best section speaks of another
    // of our products; a close second, the subject's page or an article named for it, answers from its page.
    const next =
      offSubject && !retried
        ? outcome.pages.slice(1, MAX_PAGES).find((hit) => hit.score >= best.score * ON_SUBJECT_SHARE && isSubjectPage(hit, analysis))
        : undefined;
    if (next) {
      const { own } = ownTerms(analysis);
      const there = search(own, { primary: asked, only: new Set([next.page]), alternatives, shape });
      if (there.pages.length) return reply(replies, there, analysis, alternatives, contextDuration, outcome, true);
    }
    if (offSubject || uncounted || (!analysis.followUp && checked && covering(sentences) < MIN_ANSWER_COVERAGE)) {
      return replies.nearPages(withTopicPage(replies, analysis, pageButtons(replies, outcome, elsewhere)));
    }
    const buttons = pageButtons(replies, outcome, elsewhere);
    const slug = best.page.startsWith('/solutions/') ? best.page.slice('/solutions/'.length) : analysis.topics[0];
    const { quick } = replies;
    const hasTrial = replies.trialsFor(slug ? [slug] : []).offers.length > 0;
    return replies.quoted(
      best.doc.label,
      sentences,
      withListing(replies, analysis, buttons) ?? buttons,
      hasTrial ? [quick.trial, quick.demo, quick.price] : [quick.demo, quick.price, quick.callback],
    );
  }

  /**
   * « Vos tables tactiles sont-elles fabriquées en France ? » answered from a section on another of our
   * products (« … avant de le fabriquer », of the VR office) does not answer. A company page speaks for
   * all; an article named for the subject (« Affichage dynamique en retail ») speaks of it in every section.
   */
  function onSubject(hit: PageHit, analysis: Analysis): boolean {
    return analysis.topicTerms.length === 0 || hit.doc.kind === 'company' || isSubjectPage(hit, analysis) || speaksOf(hit.doc, analysis.topicTerms);
  }

  /** The page of a subject named, or an article named for it. */
  function isSubjectPage(hit: PageHit, analysis: Analysis): boolean {
    return analysis.topics.some((slug) => hit.page === `/solutions/${slug}` || namedFor(hit.doc, slug));
  }

  /**
   * Whether a section (its sentences, heading and page name) holds at least MIN_SUBJECT_COVERAGE of the
   * words of a subject, a word counting when one of the section's starts with it (« visio » in « visioconférence »).
   */
  function speaksOf(doc: KnowledgeDoc, subjectTerms: string[]): boolean {
    const texts = [...doc.sentences, doc.title, doc.pageName];
    const present = new Set(contentTerms(texts.join(' ')));
    const longer = new Map(subjectTerms.map((term) => [term, [...present].filter((word) => word.startsWith(term))]));
    return retriever.coverageIn(texts, subjectTerms, longer) >= MIN_SUBJECT_COVERAGE;
  }

  /**
   * Whether the page of the subject named uses every other word of the question: « c'est quoi une table
   * tactile connectée ? » asks what the page says; « c'est quoi la garantie d'une table tactile ? », what it does not.
   */
  function pageSays(analysis: Analysis): boolean {
    const words = pageWords(`/solutions/${analysis.topics[0]}`);
    return analysis.rest.every((term) => words.has(term));
  }
  const wordsByPage = new Map<string, Set<string>>();
  function pageWords(page: string): Set<string> {
    let words = wordsByPage.get(page);
    if (!words) {
      words = new Set(knowledge.docs.filter((doc) => doc.page === page).flatMap((doc) => contentTerms([doc.title, doc.keywords, doc.text].join(' '))));
      wordsByPage.set(page, words);
    }
    return words;
  }

  /** The words of each subject's name (« l'affichage dynamique »), by its page's slug. */
  const topicNames = new Map(vocabulary.topics.map((topic) => [topic.page, contentTerms(topic.label)]));
  /** Whether a page's name holds all the words of a subject's name. */
  function namedFor(doc: KnowledgeDoc, slug: string): boolean {
    const name = new Set(contentTerms(doc.pageName));
    const words = topicNames.get(slug) ?? [];
    return words.length > 0 && words.every((word) => name.has(word));
  }

  /** Each turn's answer, searched once: the contact and story steps may ask for it before this step does. */
  const answers: Step = (turn) => {
    const work = workedOut(turn);
    // Null is an answer worked out too (no page answers): only undefined is not yet.
    if (work.answer === undefined) work.answer = answerOf(turn);
    return work.answer;
  };

  function answerOf(turn: Turn): ChatReply | null {
    const { analysis, context, lastAssistant, greet, replies, message } = turn;
    // "Vous faites des tables tactiles ?": the page of the subject says what it is.
    if (analysis.topics.length && (analysis.rest.length === 0 || (analysis.overview && analysis.rest.length <= OVERVIEW_EXTRA_WORDS && pageSays(analysis)))) {
      return greet(replies.topic(analysis.topics[0]!));
    }
    const previousPage = previousPageOf(lastAssistant);
    const found =
      retrieve(replies, analysis, context, previousPage) ??
      lastQuestion(replies, analysis, message, context, previousPage) ??
      withoutSupposed(replies, analysis, context, previousPage);
    return found ? greet(found) : null;
  }

  /**
   * « Quelle est votre garantie si l'écran lâche au bout d'un an ? »: a question whole too rare for our
   * pages is answered, when it can be, by its words outside the trouble it supposes.
   */
  function withoutSupposed(replies: Replies, analysis: Analysis, context: Analysis[], previousPage: string | undefined): ChatReply | null {
    // Only words our pages never use sink a question: a trouble told in ours (« si on remarque un défaut ») is part of it.
    if (!analysis.supposedTerms.some((term) => !retriever.has(term))) return null;
    const apart = new Set(analysis.supposedTerms);
    const keep = (terms: string[]) => terms.filter((term) => !apart.has(term));
    const terms = keep(analysis.terms);
    if (!terms.length || terms.length === analysis.terms.length) return null;
    return retrieve(
      replies,
      { ...analysis, terms, rest: keep(analysis.rest), askedRest: keep(analysis.askedRest), topicTerms: keep(analysis.topicTerms) },
      context,
      previousPage,
    );
  }

  /**
   * « Je prépare un dossier sur… Comment les écrans ont-ils évolué depuis 2015 ? »: a message that
   * introduces its question is answered, when whole it is not, by its last sentence, the question.
   */
  function lastQuestion(replies: Replies, analysis: Analysis, message: string, context: Analysis[], previousPage: string | undefined): ChatReply | null {
    const sentences = splitSentences(message);
    if (sentences.length < 2 || !sentences.at(-1)!.endsWith('?')) return null;
    const asked = new Set(contentTerms(sentences.at(-1)!));
    const keep = (terms: string[]) => terms.filter((term) => asked.has(term));
    const terms = keep(analysis.terms);
    if (terms.length < STANDALONE_TERMS || terms.length === analysis.terms.length) return null;
    return retrieve(replies, { ...analysis, terms, rest: keep(analysis.rest), topicTerms: keep(analysis.topicTerms) }, context, previousPage);
  }
  return {
    /** The answer of a page, or null. */
    answers,
    /** The answer of a page, or else the pages nearest to the question, or null (once per turn: the story step may ask first). */
    orNearPages: (turn) => {
      const found = answers(turn);
      if (found) return found;
      const work = workedOut(turn);
      if (work.near === undefined) {
        const near = nearPages(turn.replies, turn.analysis);
        work.near = near ? turn.greet(near) : null;
      }
      return work.near;
    },
  } satisfies Record<string, Step>;
}
