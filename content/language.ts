/** The languages the assistant answers in. The site's pages are French only. */
export type Language = 'fr' | 'en';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

export const isLanguage = (value: unknown): value is Language => value === 'fr' || value === 'en';

/**
 * Words that tell a short message's language when a statistical detector cannot ("Hello", "merci
 * beaucoup", "sure, go ahead"): folded, matched as whole words.
 */
export const languageMarkers: Record<Language, string[]> = {
  fr: [
    'bonjour', 'bonsoir', 'salut', 'merci', 'oui', 'non', 'accord', 'svp', 'stp', 'beaucoup', 'volontiers', 'bien', 'allez', 'je', 'vous', 'nous', 'est', 'pas', 'le', 'les',
    'des', 'une', 'mon', 'mes', 'vos', 'votre', 'notre', 'nos', 'avec', 'sont', 'que', 'qui', 'quoi', 'comment', 'quel', 'quelle', 'quels', 'quelles', 'pourquoi', 'combien', 'ou', 'et',
    'la', 'un', 'de', 'du', 'au', 'aux', 'en', 'sur', 'dans', 'par', 'ce', 'ces', 'il', 'elle', 'ça', 'ca', 'faites', 'avez', 'ma', 'chez', 'sans', 'peut', 'faut',
  ],
  en: [
    'hello', 'hi', 'hey', 'yes', 'yeah', 'yep', 'no', 'nope', 'thanks', 'thank', 'please', 'pls', 'sure', 'go', 'ahead', 'agree', 'i', 'you', 'we', 'is', 'not', 'the', 'my',
    'your', 'our', 'do', 'does', 'can', 'what', 'how', 'who', 'where', 'when', 'which', 'have', 'has', 'are', 'with', 'for', 'and', 'of', 'to', 'it', 'this', 'that', 'any',
  ],
};
