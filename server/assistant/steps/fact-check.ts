import type { ChatReply } from '../../../protocol/chat.ts';
import { contentTerms, stem, tokenize } from '../normalize.ts';
import type { Turn } from '../turn.ts';
import type { Parts } from './step.ts';

/**
 * A quote of our pages answers a question that asks a figure or a fact (« combien de salariés ? »,
 * "what's your yearly turnover?", « combien d'heures sur batterie ? ») only when it names what is
 * asked: a passage on our team or on a ROI says nothing of a headcount or a turnover, and the reply
 * says so plainly and offers a person, rather than quote a page beside the question (with the pages
 * of the quote when they name it elsewhere).
 */

/** The label in bold and the sentences of a reply that quotes a page (after a hello, if any). */
const QUOTE = /\*\*([^*\n]+)\*\*\n([\s\S]*)$/;

/** Every word's stem, stopwords too: « personnes » is one, and may be what is asked. */
const stems = (text: string) => tokenize(text).map(stem);

export function factCheck({ vocabulary, retriever }: Parts): (turn: Turn, reply: ChatReply) => ChatReply {
  // A word is found as any other of its synonyms or of its hint's phrases (« personnes » as « utilisateurs »).
  const groups = [...vocabulary.synonyms, ...vocabulary.hints.map((hint) => [...hint.phrases, hint.search])].map((group) => ({
    words: new Set(group.flatMap(stems)),
    others: group.flatMap((phrase) => contentTerms(phrase)),
  }));
  return (turn, reply) => {
    const { focus } = turn.analysis;
    const quote = focus.length ? QUOTE.exec(reply.message) : null;
    if (!quote) return reply;
    // The section quoted names it too: its anchor is its heading (« /carrieres#nos-valeurs »).
    const section = reply.buttons[0]?.url.split('#')[1]?.replace(/-/g, ' ') ?? '';
    const said = new Set(stems(`${quote[1]} ${quote[2]} ${section}`));
    const named = (term: string) => said.has(term) || groups.some((group) => group.words.has(term) && group.others.some((other) => said.has(other)));
    const unnamed = focus.filter((term) => !named(term));
    if (!unnamed.length) return reply;
    // Named elsewhere in our pages (« nos valeurs » of the careers page): the pages of the quote are near; named nowhere, nothing is.
    const pages = reply.buttons.filter((button) => !/^(?:tel|mailto):/.test(button.url));
    return turn.greet(unnamed.every((term) => retriever.has(term)) && pages.length ? turn.replies.nearPages(pages) : turn.replies.unknown());
  };
}
