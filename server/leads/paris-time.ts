/**
 * The team reads dates in Paris time (as the site's pages do): the CSV, the list and `--since`.
 * The JSON export keeps ISO 8601 in UTC, for machines.
 */
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
