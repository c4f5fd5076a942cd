/**
 * Texts of content/ with {names} in them (« Par {author} », « Bonjour {name} »), filled in one way
 * everywhere: the pages, the articles' placeholders and the assistant's templates.
 */

/** Fills each {name} given; own names only, so an editor's "{constructor}" stays as written, never a function turned into text. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}
