/**
 * The questions the built-in assistant had no answer for, from the conversations' records: grouped
 * by their words (« Quel est le poids de la table ? » and « quel poids pour la table » are one),
 * most frequent first, e-mail addresses and phone numbers masked. For the editors: what to write next.
 */
import { contentTerms } from '../assistant/normalize.ts';
import type { Turn } from './record.ts';

export interface UnansweredQuestion {
  /** The latest wording of the question, masked. */
  question: string;
  count: number;
  /** When it was last asked. */
  last: string;
}

/** Longest question shown, in characters. */
const MAX_SHOWN = 160;

/** A visitor's text with its e-mail addresses and phone-like numbers masked, on one line. */
export function masked(text: string): string {
  return text
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[e-mail]')
    .replace(/\+?\(?\d[\d\s.()/-]{5,}\d/g, '[téléphone]')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029\s]+/gu, ' ')
    .trim();
}

/** The question of each answer marked unanswered (the visitor's message just before it), at or after `since`. */
export function unansweredIn(turns: Turn[], since?: Date): { question: string; at: string }[] {
  const found: { question: string; at: string }[] = [];
  turns.forEach((turn, i) => {
    const asked = turns[i - 1];
    if (turn.role !== 'assistant' || !turn.unanswered || asked?.role !== 'user') return;
    if (since && Date.parse(asked.at) < since.getTime()) return;
    found.push({ question: asked.content, at: asked.at });
  });
  return found;
}

/** Groups questions by their words, most frequent first (then the latest first). */
export function groupQuestions(questions: { question: string; at: string }[]): UnansweredQuestion[] {
  const groups = new Map<string, UnansweredQuestion>();
  for (const { question, at } of questions) {
    const shown = masked(question);
    const key = [...new Set(contentTerms(shown))].sort().join(' ') || shown.toLowerCase();
    const group = groups.get(key);
    if (!group) groups.set(key, { question: shown.slice(0, MAX_SHOWN), count: 1, last: at });
    else {
      group.count++;
      if (at > group.last) Object.assign(group, { question: shown.slice(0, MAX_SHOWN), last: at });
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.last.localeCompare(a.last));
}
