/**
 * French typography for content strings: a no-break space before : ; ! ? % and » and after «, and
 * the typographic apostrophe, so editors can type ordinary spaces and quotes. Applied to whole
 * content objects, so the server and the browser render the same text.
 */
export function typesetText(text: string): string {
  return text
    .replace(/ ([:;!?%»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\p{L})'/gu, '$1\u2019');
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
