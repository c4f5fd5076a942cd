/**
 * Paris time, in one place: the site is French and its team in Paris. Pages are rendered for the day
 * in Paris; the team reads dates in Paris time (the CSV, the list, `--since`, the e-mail). The JSON
 * export keeps ISO 8601 in UTC, for machines.
 */
const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day in Paris at `time` (YYYY-MM-DD). */
export function parisDay(time = Date.now()): string {
  return parisDate.format(time);
}

/** Today in Paris, worked out at most once a second: every page request asks for it. */
export function parisToday(): () => string {
  let day = '';
  let until = 0;
  return () => {
    const now = Date.now();
    if (now >= until) {
      day = parisDay(now);
      until = now + 1000;
    }
    return day;
  };
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** « 23/11/2026 11:00:00 »: what a French spreadsheet reads as a date and time. */
export function parisDateTime(date: Date): string {
  return dateTime.format(date);
}

/** How far Paris's clock is ahead of UTC at `at`, in ms. */
function parisOffset(at: number): number {
  const field = (type: string) => Number(parts.formatToParts(at).find((part) => part.type === type)!.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second')) - at;
}

/** Midnight in Paris at the start of `day` (YYYY-MM-DD), or null when it is not a real date. */
export function parisMidnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // Paris changes its clocks at 01:00 UTC, after both its own midnight and 00:00 UTC: the offset at
  // 00:00 UTC that day is the one at its midnight.
  return new Date(utc - parisOffset(utc));
}

const fullDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' });

/** « mardi 24 novembre 2026 à 11:00 »: a date in a sentence, as the team's e-mail says it. */
export function parisFullDate(date: Date): string {
  return fullDate.format(date);
}
