import { describe, expect, it } from 'vitest';
import { assistantVocabulary } from '../../content/assistant.ts';
import { assistantNotesEn, assistantTextsEn } from '../../content/assistant-en.ts';
import { brand } from '../../content/brand.ts';
import { chatOpenerAnswers } from '../../content/chat-opener-answers.ts';
import { leadTexts } from '../../content/leads.ts';
import { leadTextsEn } from '../../content/leads-en.ts';
import { landingPages } from '../../content/solution-pages/index.ts';
import { solutionCards } from '../../content/solutions.ts';
import type { ChatReply } from '../../protocol/chat.ts';
import { listed, loadArticles } from '../../server/articles/catalog.ts';
import { buildKnowledge } from '../../server/assistant/knowledge.ts';
import { splitSentences } from '../../server/assistant/text.ts';
import { loadCompanyPages } from '../../server/company-pages.ts';
import { ARTICLES_DIR, COMPANY_PAGES_DIR } from '../../server/paths.ts';
import { answerOf, contentAssistant, heldOut, heldOut3, nameOf, questions } from '../../tools/assistant/question-set.ts';
import { playRequest, scriptedRequests } from '../../tools/assistant/request-set.ts';
import { solveProof } from '../helpers/proof.ts';

/**
 * The built-in assistant states only what content/ says: every sentence of every reply it gives over
 * all our question sets and request conversations is a sentence of our pages (as the knowledge
 * quotes them) or a sentence of one of the templates of content/ (its {names} filled in by anything).
 */

/** Compared without typography: no-break spaces, curly apostrophes, bold marks. */
const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every string of a content object. */
const stringsOf = (data: unknown): string[] =>
  typeof data === 'string'
    ? [data]
    : Array.isArray(data)
      ? data.flatMap(stringsOf)
      : data && typeof data === 'object'
        ? Object.values(data).flatMap(stringsOf)
        : [];

function contentSentences(): { sentences: Set<string>; labels: Set<string> } {
  const articles = listed(loadArticles(ARTICLES_DIR).articles);
  const companyPages = loadCompanyPages(COMPANY_PAGES_DIR, (problem) => {
    throw new Error(problem.message);
  });
  const knowledge = buildKnowledge({ landingPages, solutionCards, articles, companyPages, brand, facts: assistantVocabulary.facts });
  const sentences = [
    ...knowledge.docs.flatMap((doc) => doc.sentences),
    ...Object.values(chatOpenerAnswers).flatMap((answer) => splitSentences(answer.explanation)),
  ];
  return { sentences: new Set(sentences.map(plain)), labels: new Set([brand.name, ...knowledge.docs.map((doc) => doc.label)].map(plain)) };
}

/** A {name} of a template while it is split into sentences: a word with a capital, as any value may start a sentence. */
const SLOT = 'Qslotq';

/** The sentences of every template, as patterns: a {name} stands for any text (or none). A sentence that is only {names} is no template. */
function templatePatterns(): RegExp[] {
  const texts = [
    assistantVocabulary.replies,
    assistantVocabulary.quickReplies,
    assistantTextsEn.replies,
    assistantTextsEn.quickReplies,
    assistantNotesEn,
    leadTexts,
    leadTextsEn,
  ].flatMap(stringsOf);
  const sentences = texts.flatMap((text) => plain(text.replace(/\{\w+\}/g, SLOT)).split('\n')).flatMap((line) => splitSentences(line));
  return [...new Set(sentences)]
    .filter((sentence) => sentence.replaceAll(SLOT, '').replace(/[\s.,;:!?()«»"-]/g, '') !== '')
    .map(
      (sentence) =>
        new RegExp(
          `^${sentence
            .replace(/\s*Qslotq\s*/g, SLOT)
            .replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
            .replaceAll(SLOT, '.*')}$`,
        ),
    );
}

describe('the built-in assistant says only what content/ says', () => {
  const assistant = contentAssistant();
  const { sentences: known, labels } = contentSentences();
  const patterns = templatePatterns();

  /** Our sentences, longest first: each is taken out of a reply where it stands whole. */
  const byLength = [...known].filter((sentence) => sentence.length >= 12).sort((a, b) => b.length - a.length);

  /**
   * A list item « - Page : what it does », the page's name and the start of one of our sentences
   * (the list of our solutions: each card's first clause, lowercased after the colon).
   */
  function isPageItem(line: string): boolean {
    const item = /^- (.+?) : (.+)$/.exec(line);
    if (!item || !labels.has(item[1]!)) return false;
    const start = `${item[2]!.charAt(0).toUpperCase()}${item[2]!.slice(1)}`;
    return byLength.some((sentence) => sentence.startsWith(start));
  }

  /** The sentences of a reply that are neither ours nor a template's. */
  function unknownSentences(reply: ChatReply): string[] {
    return reply.message
      .split('\n')
      .map(plain)
      .filter((line) => line && !labels.has(line) && !isPageItem(line))
      .flatMap((line) => {
        let rest = line.replace(/^- /, '');
        for (const sentence of byLength) if (rest.includes(sentence)) rest = rest.replace(sentence, ' ');
        return splitSentences(rest.trim());
      })
      .filter((sentence) => sentence && !known.has(sentence) && !patterns.some((pattern) => pattern.test(sentence)));
  }

  it('flags a sentence content/ does not hold, even inside a quote of ours', () => {
    const invented = 'Nous livrons partout en France en deux heures.';
    const reply = answerOf(assistant, questions[0]!);
    expect(unknownSentences({ ...reply, message: `${reply.message} ${invented}` })).toEqual([invented]);
    expect(unknownSentences(reply)).toEqual([]);
    // A list item is ours only when what follows the page's name starts one of our sentences.
    const item = '- Présentation innovante : nous livrons partout en France en deux heures';
    expect(unknownSentences({ ...reply, message: item })).toHaveLength(1);
  });

  it('over the tuned and held-out questions', () => {
    const faults: string[] = [];
    for (const question of [...questions, ...heldOut, ...heldOut3]) {
      const unknown = unknownSentences(answerOf(assistant, question));
      if (unknown.length) faults.push(`${nameOf(question)}: ${unknown.join(' | ')}`);
    }
    expect(faults).toEqual([]);
    // Every question set answered once: about 10 s alone, more on a busy machine.
  }, 120_000);

  it('over every reply of the scripted request conversations', async () => {
    const faults: string[] = [];
    for (const script of scriptedRequests) {
      const played = await playRequest(script, assistant, solveProof);
      for (const { message, reply } of played.exchange) {
        const unknown = unknownSentences(reply);
        if (unknown.length) faults.push(`${script.name} / « ${message} »: ${unknown.join(' | ')}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
