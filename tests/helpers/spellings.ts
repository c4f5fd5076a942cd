/** Paths of our pages that the hostile-spelling tests ask for. */
export const CANONICAL = ['/', '/blog', '/solutions/collaboration', '/solutions/tables-tactiles', '/a-propos', '/article/ecrans-tactiles', '/article/4k-hdr'];
export const ARTICLES = CANONICAL.filter((path) => path.startsWith('/article/'));

/** 32 well-mixed bits of n, so that each n picks another set of letters to respell. */
const mix = (n: number) => {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

/**
 * Distinct spellings of our paths, as a hostile client makes them: upper case letters, letters as
 * %-escapes (which decode to the same page), doubled and trailing slashes. With `upperCase: false`
 * only the article's id is respelt, with escapes: each is a real page under another key, as the
 * spellings that once filled the page cache were.
 */
export function spellings(count: number, { seed = 1, paths = CANONICAL, upperCase = true } = {}): string[] {
  const result = new Set<string>();
  for (let n = seed; result.size < count; n++) {
    const path = paths[n % paths.length]!;
    const bits = mix(n);
    // Escapes in /article/ itself never matched a route; in the id they once did (Express decodes params).
    const from = upperCase ? 0 : path.lastIndexOf('/');
    let spelt = '';
    [...path].forEach((char, i) => {
      const respell = i > from && /[a-z]/.test(char) && (bits >>> (i % 32)) & 1;
      spelt += !respell ? char : upperCase && i % 3 !== 0 ? char.toUpperCase() : `%${char.charCodeAt(0).toString(16)}`;
    });
    if (n % 3 === 0) spelt += '/';
    if (upperCase && n % 7 === 0) spelt = spelt.replace('/', '//');
    if (spelt !== path) result.add(spelt);
  }
  return [...result];
}
