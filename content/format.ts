/** How figures and dates are written on the site, in French, the same on the server and in the browser. */

const formatters = new Map<number, Intl.NumberFormat>();

/** fr-FR number with a fixed count of decimals: 2.5 -> "2,5", 1500 -> "1 500". Same on server and browser. */
export function formatNumber(value: number, decimals = 0): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** A stat figure as shown: prefix, fr-FR number, suffix ("+340 %", "×2,5"); the server and the count-up script share it. */
export function formatFigure(value: number, { prefix, suffix, decimals }: { prefix: string; suffix: string; decimals: number }): string {
  return `${prefix}${formatNumber(value, decimals)}${suffix}`;
}

const dateFormatter = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-10-24" -> "24 octobre 2025", whatever the server's or the visitor's time zone. */
export function formatDate(isoDate: string): string {
  return dateFormatter.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
