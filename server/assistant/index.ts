import { assistantVocabulary, type AssistantVocabulary } from '../../content/assistant.ts';
import { brand as defaultBrand } from '../../content/brand.ts';
import { chatOpenerAnswers } from '../../content/chat-opener-answers.ts';
import { landingPages as defaultLandingPages } from '../../content/solution-pages/index.ts';
import { solutionCards as defaultSolutionCards } from '../../content/solutions.ts';
import type { Brand, ChatOpenerAnswer, LandingPageContent, SolutionCard } from '../../content/types.ts';
import type { ChatReply } from '../chat/reply.ts';
import type { ChatRequest } from '../chat/validate.ts';
import { IntentReader, type Analysis } from './intents.ts';
import { buildKnowledge, type ArticleSource, type CompanyPageSource, type Knowledge, type TrialOffer } from './knowledge.ts';
import { stem, tokenize } from './normalize.ts';
import { Replies } from './replies.ts';
import { Retriever } from './retrieval.ts';
import { insultStep, offTopicStep } from './steps/abuse.ts';
import { contactStep } from './steps/contact.ts';
import { fallbackStep } from './steps/fallback.ts';
import { greetingStep } from './steps/greeting.ts';
import { openerStep } from './steps/opener.ts';
import { retrievalStep } from './steps/retrieval.ts';
import { storyStep } from './steps/story.ts';
import type { Parts, Step } from './steps/step.ts';
import { MAX_READ, readTurn } from './turn.ts';

/**
 * The built-in assistant: answers POST /api/chat without a webhook, in French, from the site's own
 * content. Each message is read once (turn.ts), then goes through the steps of steps/ in order until
 * one replies: abuse, greeting, opener guess, contact intents, off-topic, retrieval, fallback.
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
  /** How the assistant reads a message (its intents, subjects, whether it asks): the lead desk reads requests with it. */
  read(message: string): Analysis;
  /** The free trials: their solution page, length and section. */
  readonly trials: TrialOffer[];
  /** Number of indexed documents. */
  readonly size: number;
}

/**
 * Screen sizes, in inches: the sentences of our content that say "pouces" hold other numbers too
 * ("10 personnes", "2 160 pixels"); what we sell is 32 to 98, a screen is never under 20 nor over 120.
 */
const SCREEN_INCHES = { min: 20, max: 120 };

export function createAssistant(sources: AssistantSources, publicUrl: string): Assistant {
  const parts = buildParts(sources, publicUrl);
  const opener = openerStep(parts, sources.openerAnswers ?? chatOpenerAnswers);
  const retrieval = retrievalStep(parts);
  const steps: Step[] = [insultStep(parts), greetingStep(parts), opener.step, storyStep(parts, retrieval.orLeads), contactStep(parts), offTopicStep(parts), retrieval.orLeads];
  const fallback = fallbackStep(parts);

  function answer(request: ChatRequest): ChatReply {
    const turn = readTurn(parts, request, opener.pending);
    for (const step of steps) {
      const reply = step(turn);
      if (reply) return reply;
    }
    return fallback(turn);
  }

  return {
    answer,
    read: (message) => parts.reader.analyse(message.slice(0, MAX_READ)),
    trials: parts.knowledge.trials,
    size: parts.knowledge.docs.length,
  };
}

/** The content read and indexed once: the knowledge, its search index, the message reader and the replies. */
function buildParts(sources: AssistantSources, publicUrl: string): Parts {
  const vocabulary = sources.vocabulary ?? assistantVocabulary;
  const brand = sources.brand ?? defaultBrand;
  const solutionCards = sources.solutionCards ?? defaultSolutionCards;
  const knowledge = buildKnowledge({
    landingPages: sources.landingPages ?? defaultLandingPages,
    solutionCards,
    articles: sources.articles,
    companyPages: sources.companyPages,
    brand,
    facts: vocabulary.facts,
  });
  const retriever = new Retriever(knowledge.docs);
  const reader = new IntentReader(vocabulary, (word) => retriever.has(word), { sizes: screenSizes(knowledge), product: brand.name });
  return {
    vocabulary,
    brand,
    knowledge,
    retriever,
    reader,
    replies: new Replies(vocabulary, brand, knowledge, solutionCards, publicUrl),
    durationStems: new Set(vocabulary.duration.flatMap((phrase) => tokenize(phrase).map(stem))),
  };
}

/** The screen sizes our content names ("55 pouces"). */
function screenSizes(knowledge: Knowledge): number[] {
  const sizes = new Set<number>();
  for (const doc of knowledge.docs) {
    for (const sentence of doc.sentences) if (/pouces/.test(sentence)) for (const n of sentence.match(/\b\d{2,3}\b/g) ?? []) sizes.add(Number(n));
  }
  return [...sizes].filter((n) => n >= SCREEN_INCHES.min && n <= SCREEN_INCHES.max);
}
