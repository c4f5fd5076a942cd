import type { AssistantFacts } from '../../content/assistant.ts';
import { fill } from '../../content/template.ts';
import { asSentence, lowerFirst, splitSentences } from './text.ts';

/** Sentences written for the knowledge: a text cut into sentences, and the templates of content/assistant.ts filled in. */

/** The sentences of a paragraph, each with its final punctuation. */
export const sentencesOf = (text: string) => splitSentences(text).map(asSentence);

/** The sentences of several paragraphs, in order. */
export const sentencesOfAll = (texts: string[]) => texts.flatMap(splitSentences).map(asSentence);

export interface FactWriter {
  /** A template of the facts (AssistantFacts) filled in, as a sentence. */
  fact(template: keyof AssistantFacts, values: Record<string, string>): string;
  /** "Title : description", the description starting in lower case. */
  titled(title: string, text: string): string;
  /** A figure: "{value} {label}", and its description after a colon when it has one. */
  figure(figure: { value: string; label: string; description?: string }): string;
  readonly facts: AssistantFacts;
}

export function factWriter(facts: AssistantFacts): FactWriter {
  const fact = (template: keyof AssistantFacts, values: Record<string, string>) => asSentence(fill(facts[template], values));
  const titled = (title: string, text: string) => fact('titled', { title, text: lowerFirst(text.trim()) });
  const figure = (figure: { value: string; label: string; description?: string }) => {
    const head = `${figure.value} ${figure.label}`;
    return figure.description ? titled(head, figure.description) : asSentence(head);
  };
  return { fact, titled, figure, facts };
}
