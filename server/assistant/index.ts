import { assistantVocabulary, type AssistantVocabulary, type ContactIntent } from '../../content/assistant.ts';
import { brand as defaultBrand } from '../../content/brand.ts';
import { chatOpenerAnswers } from '../../content/chat-opener-answers.ts';
import { landingPages as defaultLandingPages } from '../../content/solution-pages/index.ts';
import { solutionCards as defaultSolutionCards } from '../../content/solutions.ts';
import type { Brand, ChatOpenerAnswer, LandingPageContent, SolutionCard } from '../../content/types.ts';
import { typesetText } from '../../content/typeset.ts';
import type { ChatReply } from '../chat/reply.ts';
import { MAX_MESSAGE, type ChatRequest } from '../chat/validate.ts';
import { IntentReader, type Analysis } from './intents.ts';
import { buildKnowledge, splitSentences, type ArticleSource, type CompanyPageSource } from './knowledge.ts';
import { contentTerms, stem, tokenize } from './normalize.ts';
import { judgeGuess } from './openers.ts';
import { PhraseIndex, wordsOf } from './phrases.ts';
import { Replies } from './replies.ts';
import { Retriever, type SearchOutcome, type WeightedTerms } from './retrieval.ts';

/**
 * The built-in assistant: answers POST /api/chat without a webhook, in French, from the site's own
 * content. Order of handling: abuse, greeting or thanks alone, a guess at the opening riddle, contact
 * intents (price, trial, demo, audit, callback, location, phone, e-mail), then a search of the pages
 * and articles, then a polite answer that steers back to what we do.
 */

export interface AssistantSources {
  /** Published articles (ArticleStore.list()). */
  articles: ArticleSource[];
  /** Company pages (about, careers, legal), from content/pages/. */
  companyPages: CompanyPageSource[];
  landingPages?: LandingPageContent[];
  solutionCards?: SolutionCard[];
  brand?: Brand;
  openerAnswers?: Record<string, ChatOpenerAnswer>;
  vocabulary?: AssistantVocabulary;
}

export interface Assistant {
  answer(request: ChatRequest): ChatReply;
  /** Number of indexed documents. */
  readonly size: number;
}

/** Share of the visitor's words (by rarity) a page must hold to be given as the answer. */
const MIN_COVERAGE = 0.5;
/** Enough when the visitor named one of our subjects. */
const MIN_COVERAGE_WITH_TOPIC = 0.3;
/** Longest message read: beyond, words add time and no meaning. */
const MAX_READ = 600;
/** Longest part of an earlier message (ours, or an opener's text) read: no more than a visitor's message may hold. */
const MAX_HISTORY_READ = MAX_MESSAGE;
/** Distinct words of one message searched for: a question holds fewer, a pasted text adds time and no meaning. */
const MAX_TERMS = 24;
/** Earlier messages of the visitor read for context. */
const CONTEXT_MESSAGES = 2;
const DURATION = /\b\d+(?:[,.]\d+)?\s?(?:jours?|semaines?|mois|h|heures?|min|minutes?|s|secondes?|ans?)\b/i;
/** Weight of the words that name one of our subjects, when the message asks something about it. */
const TOPIC_TERM_WEIGHT = 0.4;
/** Weight of the synonyms of a visitor's word, and of the words a hint points to. */
const RELATED_WEIGHT = 0.35;
/** Intents a follow-up ("et pour la VR ?") carries over from the previous question. */
const CARRIED: ContactIntent[] = ['price', 'trial', 'demo', 'audit'];

export function createAssistant(sources: AssistantSources, publicUrl: string): Assistant {
  const vocabulary = sources.vocabulary ?? assistantVocabulary;
  const brand = sources.brand ?? defaultBrand;
  const solutionCards = sources.solutionCards ?? defaultSolutionCards;
  // By id from the visitor's charad: a Map, so that "constructor" or "__proto__" finds nothing.
  const openerAnswers = new Map(Object.entries(sources.openerAnswers ?? chatOpenerAnswers));
  const knowledge = buildKnowledge({
    landingPages: sources.landingPages ?? defaultLandingPages,
    solutionCards,
    articles: sources.articles,
    companyPages: sources.companyPages,
    brand,
  });
  const retriever = new Retriever(knowledge.docs);
  const sizes = new Set<number>();
  for (const doc of knowledge.docs) {
    for (const sentence of doc.sentences) if (/pouces/.test(sentence)) for (const n of sentence.match(/\b\d{2,3}\b/g) ?? []) sizes.add(Number(n));
  }
  const reader = new IntentReader(vocabulary, (word) => retriever.has(word), { sizes: [...sizes].filter((n) => n >= 20 && n <= 120), product: brand.name });
  /** The page each answer label stands for: a follow-up leans on the page we answered from. */
  const pageOfLabel = new Map<string, string>();
  for (const doc of knowledge.docs) if (!pageOfLabel.has(doc.label)) pageOfLabel.set(doc.label, doc.page);
  const synonyms = new PhraseIndex<number>(
    vocabulary.synonyms.flatMap((group, i) => group.map((phrase) => [i, phrase] as const)),
    (word) => retriever.has(word),
  );
  const synonymTerms = vocabulary.synonyms.map((group) => [...new Set(group.flatMap((phrase) => contentTerms(phrase)))]);
  const hints = new PhraseIndex<number>(
    vocabulary.hints.flatMap((hint, i) => hint.phrases.map((phrase) => [i, phrase] as const)),
    (word) => retriever.has(word),
  );
  const hintTerms = vocabulary.hints.map((hint) => contentTerms(hint.search));
  const durationStems = new Set(vocabulary.duration.flatMap((phrase) => tokenize(phrase).map(stem)));
  const solutionsWords = new Set(vocabulary.intents.solutions.keywords.flatMap((phrase) => contentTerms(phrase)));
  const replies = new Replies(vocabulary, brand, knowledge, solutionCards, publicUrl);
  const retryWords = tokenize(vocabulary.replies.opener.retry).join(' ');
  const reminderWords = tokenize(vocabulary.replies.greetingWithOpener).join(' ');

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
    for (const term of [...new Set(terms)].slice(0, MAX_TERMS)) raise(term, subject.has(term) ? weight * TOPIC_TERM_WEIGHT : weight);
    for (const hint of hints.values(analysis.words)) for (const term of hintTerms[hint]!) raise(term, weight * RELATED_WEIGHT);
    for (const span of synonyms.spans(analysis.words)) {
      const group = synonymTerms[span.value]!;
      for (const term of group) raise(term, weight * RELATED_WEIGHT);
      if (!alternatives) continue;
      for (const word of contentTerms(analysis.words.tokens.slice(span.start, span.end).join(' '))) {
        alternatives.set(word, [...(alternatives.get(word) ?? []), ...group]);
      }
    }
  }

  /** The opening item still waiting for an answer, if the previous reply was it (or asked for another try). */
  function openerPending(request: ChatRequest, lastAssistant: string | undefined): { answer: ChatOpenerAnswer; retry: boolean } | null {
    const charad = request.charad ?? request.conversationHistory.find((entry) => entry.charad)?.charad ?? null;
    const answer = charad ? openerAnswers.get(charad.id) : undefined;
    if (!charad || !answer) return null;
    if (lastAssistant === undefined) return request.conversationHistory.some((entry) => entry.role === 'user') ? null : { answer, retry: false };
    const last = tokenize(lastAssistant).join(' ');
    if (last === tokenize(charad.content.slice(0, MAX_HISTORY_READ)).join(' ') || last === reminderWords) return { answer, retry: false };
    if (last.endsWith(retryWords)) return { answer, retry: true };
    return null;
  }

  function guessReply(pending: { answer: ChatOpenerAnswer; retry: boolean }, analysis: Analysis, message: string): ChatReply | null {
    const { answer, retry } = pending;
    const texts = vocabulary.replies.opener;
    const quick = vocabulary.quickReplies;
    const explanation = { explanation: answer.explanation };
    const steer = () => [replies.page(answer.solutionPath, undefined, 'primary'), replies.call('secondary')];
    const words = analysis.words.tokens.length;
    // "Quelles tailles pour les tables tactiles ?" holds the answer to a charade, but asks something else.
    if (analysis.asks && analysis.topics.length && analysis.rest.length) return null;
    const verdict = judgeGuess(message, answer);
    if (verdict === 'right') return replies.reply(replies.fill(texts.right, explanation), steer(), [quick.demo, quick.trial, quick.solutions]);
    if (verdict === 'close' && words <= 12) {
      if (retry) return replies.reply(replies.fill(texts.closeAgain, explanation), steer(), [quick.demo, quick.trial, quick.solutions]);
      return replies.reply(`${texts.close} ${texts.retry}`, [], [quick.giveUp]);
    }
    if (analysis.giveUp && words <= 10) return replies.reply(replies.fill(texts.reveal, explanation), steer(), [quick.demo, quick.trial, quick.solutions]);
    // A question, or a subject of ours, is answered as such; anything else short is a wrong guess.
    if (analysis.question || analysis.intents.length || words > 6 || (analysis.topics.length && words > 3)) return null;
    return replies.reply(replies.fill(texts.wrong, explanation), steer(), [quick.demo, quick.trial, quick.solutions]);
  }

  /** The contact intent our previous reply offered ("Voulez-vous être rappelé ?"), for a "oui". */
  function offered(lastAssistant: string | undefined): ContactIntent | undefined {
    if (!lastAssistant) return undefined;
    const questions = splitSentences(lastAssistant).filter((sentence) => sentence.trim().endsWith('?'));
    for (const question of questions.reverse()) {
      const intent = reader.intentsOf(wordsOf(question))[0];
      if (intent) return intent;
    }
    return undefined;
  }

  function answer(request: ChatRequest): ChatReply {
    const message = request.message.slice(0, MAX_READ);
    const analysis = reader.analyse(message);
    const history = request.conversationHistory;
    const lastAssistant = [...history].reverse().find((entry) => entry.role === 'assistant')?.content.slice(0, MAX_HISTORY_READ);
    const context = history
      .filter((entry) => entry.role === 'user')
      .slice(-CONTEXT_MESSAGES)
      .reverse()
      .map((entry) => reader.analyse(entry.content.slice(0, MAX_READ)));
    const pending = openerPending(request, lastAssistant);

    if (analysis.abusive) return replies.abuse();

    if (analysis.social) {
      const kinds = analysis.social;
      if (kinds.includes('yes')) {
        const offer = offered(lastAssistant);
        // "Oui" to the offer of the step we just described: the next step is a conseiller.
        if (offer) return replies.contact(offer === context[0]?.intents[0] ? 'callback' : offer, topicsOf(analysis, context), [], false);
      }
      if (kinds.includes('goodbye')) return replies.goodbye();
      if (kinds.includes('no')) return replies.no();
      if (kinds.includes('thanks')) return replies.thanks();
      if (kinds.includes('yes')) return replies.yes();
      const reply = replies.greeting(pending !== null);
      reply.message = reply.message.replace(typesetText(vocabulary.replies.hello), helloOf(analysis));
      return reply;
    }

    const greet = (reply: ChatReply) => {
      if (analysis.greets) reply.message = `${helloOf(analysis)}${reply.message.startsWith('**') ? '\n\n' : ' '}${reply.message}`;
      return reply;
    };

    if (pending && analysis.intents.length === 0) {
      const guess = guessReply(pending, analysis, message);
      if (guess) return guess;
    }

    const topics = topicsOf(analysis, context);
    const previousIntent = context[0]?.intents[0];
    const ownTerms = analysis.terms.filter((term) => !durationStems.has(term));

    // "Vous avez des solutions pour les promoteurs ?" asks more than the list of our solutions.
    const intents = analysis.intents.filter((intent) => intent !== 'solutions' || analysis.terms.every((term) => solutionsWords.has(term)));
    const elliptic = analysis.followUp || analysis.words.tokens.length <= 4 || (analysis.topics.length > 0 && analysis.rest.length === 0 && analysis.words.tokens.length <= 6);

    if (intents.length) {
      const intent = intents[0]!;
      // "L'essai est payant ?": it is free.
      if (intent === 'price' && (intents.includes('trial') || (previousIntent === 'trial' && elliptic))) return greet(replies.trial(topics));
      if (intent === 'price' && analysis.duration) return greet(replies.quote(topics));
      if (intent === 'trial' && analysis.duration) return greet(replies.trialDuration(topics));
      return greet(replies.contact(intent, topics, intents, analysis.contactDetails));
    }
    if (analysis.contactDetails) return greet(replies.contact('callback', topics, [], true));
    if (analysis.about) return greet(aboutReply());

    if (analysis.duration && ownTerms.length === 0 && analysis.topics.length === 0) {
      if (previousIntent === 'trial') return replies.trialDuration(topics);
      if (previousIntent === 'price') return replies.quote(topics);
      if (context.length === 0) return replies.durations();
    }

    if (elliptic && previousIntent && CARRIED.includes(previousIntent) && (analysis.topics.length || analysis.sizes.length)) {
      return replies.contact(previousIntent, topics, [], false);
    }

    if (analysis.offTopic && analysis.topics.length === 0) return greet(replies.offTopic());

    // "Vous faites des tables tactiles ?": the page of the subject says what it is.
    if (analysis.topics.length && (analysis.rest.length === 0 || (analysis.overview && analysis.rest.length <= 1))) {
      return greet(topicReply(analysis.topics[0]!));
    }

    const found = retrieve(analysis, context, focusOf(lastAssistant));
    if (found) return greet(found);
    if (analysis.topics.length) return greet(topicReply(analysis.topics[0]!));
    if (analysis.duration && context.length) return replies.durations();
    return greet(replies.unknown());
  }

  /** Subjects under discussion: those of the message, then those of the visitor's previous messages. */
  function topicsOf(analysis: Analysis, context: Analysis[]): string[] {
    return [...new Set([...analysis.topics, ...context.flatMap((earlier) => earlier.topics)])];
  }

  /** "Bonjour !", or "Bonsoir !" to who said bonsoir. */
  function helloOf(analysis: Analysis): string {
    const hello = typesetText(vocabulary.replies.hello);
    return analysis.words.tokens.includes('bonsoir') ? hello.replace(/^Bonjour/, 'Bonsoir') : hello;
  }

  /** The page our previous answer came from ("**Tables tactiles**\n…"). */
  function focusOf(lastAssistant: string | undefined): string | undefined {
    const label = lastAssistant ? /\*\*([^*\n]+)\*\*\n/.exec(lastAssistant)?.[1] : undefined;
    return label ? pageOfLabel.get(label) : undefined;
  }

  function retrieve(analysis: Analysis, context: Analysis[], focus: string | undefined): ChatReply | null {
    const own: WeightedTerms = new Map();
    const alternatives = new Map<string, string[]>();
    addTerms(own, analysis, 1, alternatives);
    const ownPages = new Set(analysis.topics.map((slug) => `/solutions/${slug}`));
    const subject = (term: string) => !analysis.duration || !durationStems.has(term);
    const primary = [...new Set(analysis.terms.filter(subject))].slice(0, MAX_TERMS);
    const asked = [...new Set(analysis.rest.filter(subject))].slice(0, MAX_TERMS);
    const enough = (coverage: number, topics: number) => coverage >= (topics > 0 ? MIN_COVERAGE_WITH_TOPIC : MIN_COVERAGE);
    const answers = (outcome: SearchOutcome | null, topics: number): outcome is SearchOutcome => !!outcome && outcome.pages.length > 0 && enough(outcome.coverage, topics);

    // A question on one of our subjects is answered from its page when the page holds the answer;
    // when it does not, the other pages are searched without favouring it.
    let favoured = ownPages;
    if (ownPages.size && asked.length) {
      const onPage = retriever.search(own, { primary: asked, favour: ownPages, only: ownPages, alternatives });
      if (onPage.pages.length && onPage.coverage >= MIN_COVERAGE) return retrievalReply(onPage, analysis);
      favoured = new Set();
    }

    let outcome = analysis.followUp || primary.length === 0 ? null : retriever.search(own, { primary, favour: favoured, alternatives });
    if (answers(outcome, analysis.topics.length) && primary.length > 2) return retrievalReply(outcome, analysis);

    if (context.length) {
      // A follow-up, or too little on its own: read it with the previous question(s).
      const combined: WeightedTerms = new Map();
      context.forEach((earlier, i) => addTerms(combined, earlier, i === 0 ? 0.5 : 0.3));
      addTerms(combined, analysis, 1, alternatives);
      const contextPages = new Set([...ownPages, ...context.flatMap((earlier) => earlier.topics).map((slug) => `/solutions/${slug}`), ...(focus ? [focus] : [])]);
      const judged = primary.length ? primary : [...new Set(context[0]!.terms)];
      const contextDuration = context.some((earlier) => earlier.duration);
      if (contextPages.size) {
        const onPage = retriever.search(combined, { primary: judged, favour: contextPages, only: contextPages, alternatives });
        if (onPage.pages.length && onPage.coverage >= MIN_COVERAGE) return retrievalReply(onPage, analysis, contextDuration);
      }
      const withContext = retriever.search(combined, { primary: judged, favour: contextPages, alternatives });
      const topicCount = analysis.topics.length + context.reduce((n, earlier) => n + earlier.topics.length, 0);
      if (answers(withContext, topicCount)) return retrievalReply(withContext, analysis, contextDuration);
    }
    if (!outcome && primary.length) outcome = retriever.search(own, { primary, favour: favoured, alternatives });
    if (answers(outcome, analysis.topics.length)) return retrievalReply(outcome, analysis);
    return null;
  }

  function retrievalReply(outcome: SearchOutcome, analysis: Analysis, contextDuration = false): ChatReply {
    const best = outcome.pages[0]!;
    const prefer =
      analysis.duration || contextDuration ? DURATION : analysis.sizes.length ? new RegExp(`\\b(?:${analysis.sizes.join('|')})\\b`) : analysis.figures ? /\d/ : undefined;
    const sentences = retriever.bestSentences(best.doc, outcome.matched, prefer);
    const pages = outcome.pages.filter((hit, i) => i === 0 || hit.score >= best.score * 0.4).slice(0, 3);
    const buttons = pages.map((hit, i) => replies.page(hit.doc.url, hit.doc.pageName, i === 0 ? 'primary' : 'secondary'));
    const slug = best.page.startsWith('/solutions/') ? best.page.slice('/solutions/'.length) : analysis.topics[0];
    const quick = vocabulary.quickReplies;
    const hasTrial = replies.trialsFor(slug ? [slug] : []).offers.length > 0;
    return replies.reply(`**${best.doc.label}**\n${sentences.join(' ')}`, buttons, hasTrial ? [quick.trial, quick.demo, quick.price] : [quick.demo, quick.price, quick.callback]);
  }

  /** A subject named without a question we could match: what its page says first. */
  function topicReply(slug: string): ChatReply {
    const doc = knowledge.docs.find((item) => item.page === `/solutions/${slug}`);
    if (!doc) return replies.unknown();
    const quick = vocabulary.quickReplies;
    return replies.reply(`**${doc.label}**\n${doc.sentences.slice(0, 2).join(' ')}`, [replies.page(doc.url, doc.pageName, 'primary'), replies.call('secondary')], [
      quick.demo,
      quick.trial,
      quick.price,
    ]);
  }

  /** Who we are: the opening of the about page, or the company facts. */
  function aboutReply(): ChatReply {
    const about = vocabulary.links.about;
    const doc = knowledge.docs.find((item) => item.page === about) ?? knowledge.docs.at(-1)!;
    const quick = vocabulary.quickReplies;
    return replies.reply(`**${brand.name}**\n${doc.sentences.slice(0, 2).join(' ')}`, [replies.page(doc.url, doc.pageName, 'primary'), ...replies.solutionButtons().slice(0, 2)], [
      quick.solutions,
      quick.location,
      quick.demo,
    ]);
  }

  return { answer, size: knowledge.docs.length };
}
