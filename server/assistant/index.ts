import { assistantVocabulary, type AssistantVocabulary, type ContactIntent } from '../../content/assistant.ts';
import { brand as defaultBrand } from '../../content/brand.ts';
import { chatOpenerAnswers } from '../../content/chat-opener-answers.ts';
import { landingPages as defaultLandingPages } from '../../content/solution-pages/index.ts';
import { solutionCards as defaultSolutionCards } from '../../content/solutions.ts';
import type { Brand, ChatOpenerAnswer, LandingPageContent, SolutionCard } from '../../content/types.ts';
import type { ChatReply } from '../chat/reply.ts';
import type { ChatRequest } from '../chat/validate.ts';
import { IntentReader, type Analysis } from './intents.ts';
import { buildKnowledge, splitSentences, type ArticleSource, type CompanyPageSource } from './knowledge.ts';
import { contentTerms, stem, tokenize } from './normalize.ts';
import { judgeGuess } from './openers.ts';
import { PhraseIndex, wordsOf } from './phrases.ts';
import { Replies } from './replies.ts';
import { Retriever, type WeightedTerms } from './retrieval.ts';

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
  /** The reply when answering failed. */
  fallback(): ChatReply;
  /** Number of indexed documents. */
  readonly size: number;
}

/** Share of the visitor's words (by rarity) a page must hold to be given as the answer. */
const MIN_COVERAGE = 0.5;
/** Enough when the visitor named one of our subjects. */
const MIN_COVERAGE_WITH_TOPIC = 0.3;
/** Longest message read: beyond, words add time and no meaning. */
const MAX_READ = 600;
/** Earlier messages of the visitor read for context. */
const CONTEXT_MESSAGES = 2;
const DURATION = /\b\d+(?:[,.]\d+)?\s?(?:jours?|semaines?|mois|h|heures?|min|minutes?|s|secondes?|ans?)\b/i;
/** Intents a follow-up ("et pour la VR ?") carries over from the previous question. */
const CARRIED: ContactIntent[] = ['price', 'trial', 'demo', 'audit'];

export function createAssistant(sources: AssistantSources, publicUrl: string): Assistant {
  const vocabulary = sources.vocabulary ?? assistantVocabulary;
  const brand = sources.brand ?? defaultBrand;
  const solutionCards = sources.solutionCards ?? defaultSolutionCards;
  const openerAnswers = sources.openerAnswers ?? chatOpenerAnswers;
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
  const reader = new IntentReader(vocabulary, (word) => retriever.has(word), [...sizes].filter((n) => n >= 20 && n <= 120));
  const synonyms = new PhraseIndex<number>(
    vocabulary.synonyms.flatMap((group, i) => group.map((phrase) => [i, phrase] as const)),
    (word) => retriever.has(word),
  );
  const synonymTerms = vocabulary.synonyms.map((group) => [...new Set(group.flatMap((phrase) => contentTerms(phrase)))]);
  const durationStems = new Set(vocabulary.duration.flatMap((phrase) => tokenize(phrase).map(stem)));
  const replies = new Replies(vocabulary, brand, knowledge, solutionCards, publicUrl);
  const retryWords = tokenize(vocabulary.replies.opener.retry).join(' ');
  const reminderWords = tokenize(vocabulary.replies.greetingWithOpener).join(' ');

  /** Adds terms, and their synonyms at a lower weight, without lowering a weight already given. */
  function addTerms(into: WeightedTerms, analysis: Analysis, weight: number) {
    const raise = (term: string, w: number) => into.set(term, Math.max(into.get(term) ?? 0, w));
    for (const term of analysis.terms) raise(term, weight);
    for (const group of synonyms.values(analysis.words)) for (const term of synonymTerms[group]!) raise(term, weight * 0.5);
  }

  /** The opening item still waiting for an answer, if the previous reply was it (or asked for another try). */
  function openerPending(request: ChatRequest, lastAssistant: string | undefined): { answer: ChatOpenerAnswer; retry: boolean } | null {
    const charad = request.charad ?? request.conversationHistory.find((entry) => entry.charad)?.charad ?? null;
    const answer = charad ? openerAnswers[charad.id] : undefined;
    if (!charad || !answer) return null;
    if (lastAssistant === undefined) return request.conversationHistory.some((entry) => entry.role === 'user') ? null : { answer, retry: false };
    const last = tokenize(lastAssistant).join(' ');
    if (last === tokenize(charad.content).join(' ') || last === reminderWords) return { answer, retry: false };
    if (last.endsWith(retryWords)) return { answer, retry: true };
    return null;
  }

  function guessReply(pending: { answer: ChatOpenerAnswer; retry: boolean }, analysis: Analysis, message: string): ChatReply | null {
    const { answer, retry } = pending;
    const texts = vocabulary.replies.opener;
    const quick = vocabulary.quickReplies;
    const explanation = { explanation: answer.explanation };
    const steer = () => [replies.page(answer.solutionPath, undefined, 'primary'), replies.call('secondary')];
    const verdict = judgeGuess(message, answer);
    const words = analysis.words.tokens.length;
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
    const lastAssistant = [...history].reverse().find((entry) => entry.role === 'assistant')?.content;
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
      return replies.greeting(pending !== null);
    }

    const greet = (reply: ChatReply) => {
      if (analysis.greets) reply.message = `${vocabulary.replies.hello}${reply.message}`;
      return reply;
    };

    if (pending && analysis.intents.length === 0) {
      const guess = guessReply(pending, analysis, message);
      if (guess) return guess;
    }

    const topics = topicsOf(analysis, context);
    const previousIntent = context[0]?.intents[0];
    const ownTerms = analysis.terms.filter((term) => !durationStems.has(term));

    if (analysis.intents.length) {
      const intent = analysis.intents[0]!;
      if (intent === 'price' && analysis.duration) return greet(replies.quote(topics));
      return greet(replies.contact(intent, topics, analysis.intents, analysis.contactDetails));
    }
    if (analysis.contactDetails) return greet(replies.contact('callback', topics, [], true));

    if (analysis.duration && ownTerms.length === 0 && analysis.topics.length === 0) {
      if (previousIntent === 'trial') return replies.trial(topics);
      if (previousIntent === 'price') return replies.quote(topics);
      if (context.length === 0) return replies.durations();
    }

    if (analysis.followUp && previousIntent && CARRIED.includes(previousIntent) && (analysis.topics.length || analysis.sizes.length)) {
      return replies.contact(previousIntent, topics, [], false);
    }

    if (analysis.offTopic && analysis.topics.length === 0) return greet(replies.offTopic());

    const found = retrieve(analysis, context);
    if (found) return greet(found);
    if (analysis.topics.length) return greet(topicReply(analysis.topics[0]!));
    if (analysis.duration && context.length) return replies.durations();
    return greet(analysis.terms.some((term) => retriever.has(term)) ? replies.unknown() : replies.offTopic());
  }

  /** Subjects under discussion: those of the message, then those of the visitor's previous messages. */
  function topicsOf(analysis: Analysis, context: Analysis[]): string[] {
    return [...new Set([...analysis.topics, ...context.flatMap((earlier) => earlier.topics)])];
  }

  function retrieve(analysis: Analysis, context: Analysis[]): ChatReply | null {
    const own: WeightedTerms = new Map();
    addTerms(own, analysis, 1);
    const ownBoost = new Set(analysis.topics.map((slug) => `/solutions/${slug}`));
    const primary = [...new Set(analysis.terms.filter((term) => !durationStems.has(term)))];
    const enough = (coverage: number, topics: number) => coverage >= (topics > 0 ? MIN_COVERAGE_WITH_TOPIC : MIN_COVERAGE);

    let outcome = analysis.followUp || primary.length === 0 ? null : retriever.search(own, primary, ownBoost);
    if (outcome && outcome.pages.length && enough(outcome.coverage, analysis.topics.length) && primary.length > 2) return retrievalReply(outcome, analysis);

    if (context.length) {
      // A follow-up, or too little on its own: read it with the previous question(s).
      const combined: WeightedTerms = new Map();
      context.forEach((earlier, i) => addTerms(combined, earlier, i === 0 ? 0.5 : 0.3));
      addTerms(combined, analysis, 1);
      const boost = new Set([...ownBoost, ...context.flatMap((earlier) => earlier.topics).map((slug) => `/solutions/${slug}`)]);
      const judged = primary.length ? primary : [...new Set(context[0]!.terms)];
      const withContext = retriever.search(combined, judged, boost);
      const topicCount = analysis.topics.length + context.reduce((n, earlier) => n + earlier.topics.length, 0);
      if (withContext.pages.length && enough(withContext.coverage, topicCount)) return retrievalReply(withContext, analysis, context.some((earlier) => earlier.duration));
    }
    if (!outcome && primary.length) outcome = retriever.search(own, primary, ownBoost);
    if (outcome && outcome.pages.length && enough(outcome.coverage, analysis.topics.length)) return retrievalReply(outcome, analysis);
    return null;
  }

  function retrievalReply(outcome: ReturnType<Retriever['search']>, analysis: Analysis, contextDuration = false): ChatReply {
    const best = outcome.pages[0]!;
    const prefer = analysis.duration || contextDuration ? DURATION : analysis.sizes.length ? new RegExp(`\\b(?:${analysis.sizes.join('|')})\\b|4K`) : undefined;
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

  return { answer, fallback: () => replies.failure(), size: knowledge.docs.length };
}
