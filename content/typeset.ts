/**
 * French typography for content strings: a no-break space before : ; ! ? % and » and after «, and
 * the typographic apostrophe, so editors can type ordinary spaces and quotes. Applied to whole
 * content objects, so the server and the browser render the same text.
 */
const UNITS =
  '€|%|h|min|s|ms|m|m²|cm|mm|km|pouces?|jours?|semaines?|mois|ans?|nits|heures?|minutes?|secondes?|personnes|utilisateurs|points|langues|salles|projets';
const NUMBER_THEN_UNIT = new RegExp(`(\\d) (?=(?:${UNITS})(?![\\p{L}\\d]))`, 'gu');

/** Also keeps numbers whole on one line: 15 000, 48 h, n° 3, < 30 s, 1 920 × 1 080, 04 65 71 28 40. */
export function typesetText(text: string): string {
  return text
    .replace(/ ([:;!?%»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\p{L})'/gu, '$1\u2019')
    .replace(/\b0\d(?: \d\d){4}\b/g, (phone) => phone.replace(/ /g, '\u00a0'))
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0')
    .replace(NUMBER_THEN_UNIT, '$1\u00a0')
    .replace(/\bn° /g, 'n°\u00a0')
    .replace(/([<>≤≥×]) (?=\d)/g, '$1\u00a0')
    .replace(/(\d) ×/g, '$1\u00a0×');
}

/** Applies `change` to every string of a content object (arrays and plain objects, any depth). */
export function mapStrings<T>(data: T, change: (text: string) => string): T {
  if (typeof data === 'string') return change(data) as T;
  if (Array.isArray(data)) return data.map((item) => mapStrings(item, change)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, mapStrings(value, change)])) as T;
  }
  return data;
}

export function typeset<T>(data: T): T {
  return mapStrings(data, typesetText);
}
