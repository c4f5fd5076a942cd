import type { Language } from '../../content/language.ts';
import { typesetText } from '../../content/typeset.ts';
import { joinFrench } from './text.ts';

/** What differs from one language to the other besides the texts: typography, lists, "of the …", durations. */
export interface Grammar {
  typeset: (text: string) => string;
  join: (items: string[]) => string;
  /** "des tables tactiles" / "for the touch tables": a subject after "l'essai gratuit". */
  of: (label: string) => string;
  /** « 3 ans », "1 year", « 400 jours ». */
  days: (days: number) => string;
}

const DAYS_A_YEAR = 365;

/** "de" before a label: "les tables" -> "des tables", "le bureau" -> "du bureau", "l'IA" -> "de l'IA". */
export function ofLabel(label: string): string {
  if (/^les /i.test(label)) return `des ${label.slice(4)}`;
  if (/^le /i.test(label)) return `du ${label.slice(3)}`;
  return `de ${label}`;
}

const inYears = (days: number, year: string, years: string, day: string) =>
  days % DAYS_A_YEAR === 0 ? (days === DAYS_A_YEAR ? `1 ${year}` : `${days / DAYS_A_YEAR} ${years}`) : `${days} ${day}`;

export const GRAMMARS: Record<Language, Grammar> = {
  fr: { typeset: typesetText, join: joinFrench, of: ofLabel, days: (days) => inYears(days, 'an', 'ans', 'jours') },
  en: {
    // English typography: no space before : ; ! ?, the typographic apostrophe, a phone number kept on one line.
    typeset: (text) => text.replace(/(\p{L})'/gu, '$1\u2019').replace(/\b0\d(?: \d\d){4}\b/g, (phone) => phone.replace(/ /g, '\u00a0')),
    join: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
    of: (label) => `for ${label}`,
    days: (days) => inYears(days, 'year', 'years', 'days'),
  },
};
