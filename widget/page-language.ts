import type { Language } from '../content/language.ts';

/**
 * The language of the page around the chat: English when the element, or the nearest element around
 * it, or the page says `lang="en…"`; French otherwise (our own site, and the default). Apart from
 * texts.ts so that the loader takes it without React.
 */
export function pageLanguage(element: Element | null): Language {
  const lang = element?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
  return /^en\b/i.test(lang) ? 'en' : 'fr';
}
