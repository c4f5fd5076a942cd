/** Pages are rendered for a day in Paris: the dated article, its cards and the footer's year turn over with it. */
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
