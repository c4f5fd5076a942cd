import { assistantVocabulary, WORD_LISTS, type AssistantVocabulary, type AssistantWords, type ContactIntent } from '../../content/assistant.ts';
import { assistantNotesEn, assistantWordsEn, glossaryEn } from '../../content/assistant-en.ts';
import type { Language } from '../../content/language.ts';
import { brand as defaultBrand } from '../../content/brand.ts';
import { chatOpenerAnswers } from '../../content/chat-opener-answers.ts';
import { landingPages as defaultLandingPages } from '../../content/solution-pages/index.ts';
import { solutionCards as defaultSolutionCards } from '../../content/solutions.ts';
import type { Brand, ChatOpenerAnswer, LandingPageContent, SolutionCard } from '../../content/types.ts';
import type { ChatReply, ChatRequest } from '../../protocol/chat.ts';
import { IntentReader, type Analysis } from './intents.ts';
import { buildKnowledge, type Knowledge } from './knowledge.ts';
import type { ArticleSource, CompanyPageSource } from './page-docs.ts';
import type { TrialOffer } from './trials.ts';
import { stem, tokenize } from './normalize.ts';
import { isUnanswered, Replies } from './replies.ts';
import { Retriever } from './retrieval.ts';
import { Glossary } from './translate.ts';
import { writtenOut } from './texting.ts';
import { insultStep, offTopicStep } from './steps/abuse.ts';
import { complaintStep } from './steps/complaint.ts';
import { contactStep } from './steps/contact.ts';
import { factCheck } from './steps/fact-check.ts';
import { fallbackStep } from './steps/fallback.ts';
import { greetingStep } from './steps/greeting.ts';
import { openerStep } from './steps/opener.ts';
import { retrievalStep } from './steps/retrieval.ts';
import { storyStep } from './steps/story.ts';
import type { Parts, Step } from './steps/step.ts';
import { MAX_READ, readTurn } from './turn.ts';

/**
 * The built-in assistant: answers POST /api/chat without a webhook, in the visitor's language (French
 * or English), from the site's own content. Each message is read once (turn.ts), then goes through the steps of steps/ in order until
 * one replies: abuse, complaint, greeting, opener guess, contact intents, off-topic, retrieval, fallback; a
 * quote that does not name the figure or fact asked for then gives way to an honest "no answer" (steps/fact-check.ts).
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
  /** The reply to a message, in `language` (French by default). */
  answer(request: ChatRequest, language?: Language): ChatReply;
  /** How the assistant reads a message (its intents, subjects, whether it asks): the lead desk reads requests with it. */
  read(message: string, language?: Language): Analysis;
  /** The free trials: their solution page, length and section. */
  readonly trials: TrialOffer[];
  /** Whether a reply of `answer` found nothing in our pages for the question. */
  unanswered(reply: ChatReply): boolean;
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
  const steps: Step[] = [
    insultStep(),
    complaintStep(),
    greetingStep(parts),
    opener.step,
    storyStep(parts, retrieval.orNearPages),
    contactStep(parts, retrieval.answers),
    offTopicStep(),
    retrieval.orNearPages,
  ];
  const fallback = fallbackStep();
  const checked = factCheck(parts);

  function answer(request: ChatRequest, language: Language = 'fr'): ChatReply {
    const turn = readTurn(parts, request, opener.pending, language);
    const reply = checked(turn, steps.reduce<ChatReply | null>((found, step) => found ?? step(turn), null) ?? fallback(turn));
    return language === 'fr' ? reply : inOtherLanguage(reply, request, parts.repliesIn[language]);
  }

  return {
    answer,
    read: (message, language = 'fr') => parts.read(message.slice(0, MAX_READ), language),
    unanswered: isUnanswered,
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
  // The visitor's words are read in both languages: "yes", "call me back" as « oui », « rappelez-moi ».
  const reader = new IntentReader(withWords(vocabulary, assistantWordsEn), (word) => retriever.has(word), {
    sizes: screenSizes(knowledge),
    product: brand.name,
  });
  const glossary = new Glossary(glossaryEn);
  const repliesIn = (language: Language) => new Replies(vocabulary, brand, knowledge, solutionCards, publicUrl, language);
  return {
    vocabulary,
    brand,
    knowledge,
    retriever,
    reader,
    repliesIn: { fr: repliesIn('fr'), en: repliesIn('en') },
    read: lastReadKept((text, language) => {
      if (language !== 'fr') return reader.analyse(text, glossary.toFrench(text), (part) => glossary.toFrench(part));
      // Chat shorthand written out first (« cb », « vs », « pr »: texting.ts), so that intents and search
      // read the same words; a French message's English trade words (« le pricing du touch table ») are searched in French too.
      const plain = writtenOut(text);
      return reader.analyse(plain, glossary.englishInFrench(plain) ?? plain, (part) => glossary.englishInFrench(part) ?? part);
    }),
    durationStems: new Set(vocabulary.duration.flatMap((phrase) => tokenize(phrase).map(stem))),
  };
}

/**
 * Keeps the last message read: the lead desk reads a visitor's message (its facts, its request), then
 * hands it to the assistant, which would read it again. Analyses are never changed once made.
 */
function lastReadKept(read: Parts['read']): Parts['read'] {
  let last: { text: string; language: Language; analysis: Analysis } | undefined;
  return (text, language) => {
    if (last?.text !== text || last.language !== language) last = { text, language, analysis: read(text, language) };
    return last.analysis;
  };
}

/** The vocabulary with another language's word lists added to its own. */
function withWords(vocabulary: AssistantVocabulary, words: AssistantWords): AssistantVocabulary {
  const intents = Object.fromEntries(
    Object.entries(vocabulary.intents).map(([intent, own]) => {
      const other = words.intents[intent as ContactIntent];
      const both = (list: 'except' | 'mentions') => [...(own[list] ?? []), ...(other[list] ?? [])];
      return [intent, { keywords: [...own.keywords, ...other.keywords], except: both('except'), mentions: both('mentions') }];
    }),
  ) as AssistantVocabulary['intents'];
  return { ...vocabulary, intents, ...Object.fromEntries(WORD_LISTS.map((list) => [list, [...new Set([...vocabulary[list], ...words[list]])]])) };
}

/**
 * A reply in a language other than the pages': a reply that quotes a page (it starts with its label
 * in bold) is introduced as such, and the first of the conversation says once that the pages are French.
 */
function inOtherLanguage(reply: ChatReply, request: ChatRequest, replies: Replies): ChatReply {
  // The quote starts the reply, or follows a hello (« Hello!\n\n**Tables tactiles** … »).
  const afterHello = reply.message.indexOf('\n\n**');
  const at = reply.message.startsWith('**') ? 0 : afterHello < 0 ? -1 : afterHello + 2;
  if (at < 0) return reply;
  const notes = assistantNotesEn;
  const saidBefore = request.conversationHistory.some((entry) => entry.role === 'assistant' && entry.content.includes(notes.pagesInFrench));
  const note = replies.fill(saidBefore ? notes.quoting : `${notes.pagesInFrench} ${notes.quoting}`);
  return { ...reply, message: `${reply.message.slice(0, at)}${note}\n\n${reply.message.slice(at)}` };
}

/** The screen sizes our content names ("55 pouces"). */
function screenSizes(knowledge: Knowledge): number[] {
  const sizes = new Set<number>();
  for (const doc of knowledge.docs) {
    for (const sentence of doc.sentences) if (/pouces/.test(sentence)) for (const n of sentence.match(/\b\d{2,3}\b/g) ?? []) sizes.add(Number(n));
  }
  return [...sizes].filter((n) => n >= SCREEN_INCHES.min && n <= SCREEN_INCHES.max);
}
