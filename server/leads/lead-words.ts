/**
 * How a visitor's words are read during a request, in both languages at once: a French conversation
 * may answer "yes, I agree", an English one « oui ». One list each, content/leads.ts's then
 * content/leads-en.ts's.
 */
import { leadWords as french } from '../../content/leads.ts';
import { leadWordsEn } from '../../content/leads-en.ts';
import { tokenize } from '../assistant/normalize.ts';

/** Both word lists, key by key: lists joined, groups (offers, fields) merged by their keys. */
function joined<T>(first: T, second: T | undefined): T {
  if (Array.isArray(first)) return [...first, ...((second as unknown[] | undefined) ?? [])] as T;
  const keys = new Set([...Object.keys(first as object), ...Object.keys((second as object | undefined) ?? {})]);
  return Object.fromEntries(
    [...keys].map((key) => [key, joined((first as Record<string, unknown>)[key] ?? [], (second as Record<string, unknown> | undefined)?.[key])]),
  ) as T;
}

export const leadWords: typeof french = joined(french, leadWordsEn);

const NO_LANGUAGE = new Set(leadWords.noLanguage.flatMap((phrase) => tokenize(phrase)));

/** A message of borrowed answer words only (« Oui », "ok", « d'accord, merci »): it keeps the conversation's language. */
export function saysNoLanguage(message: string): boolean {
  const words = tokenize(message);
  return words.length > 0 && words.every((word) => NO_LANGUAGE.has(word));
}
