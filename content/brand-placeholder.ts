import { BRAND_NAME, BRAND_NAME_H_IS_MUTE } from './brand-name.ts';
import { fill } from './template.ts';

/**
 * `{product}` in content is the brand's name. French elides « de », « que » (and « lorsque »,
 * « puisque », « jusque »), « le » and « la » before a word that starts with a vowel or a mute h:
 * « la propriété d’Ondalys », « ce qu’Ondalys propose ». With a name such as « Vitrinea » the words
 * stay whole: « de Vitrinea ». Every `{product}` replacement goes through fillProduct.
 */

const VOWELS = 'aeiouàâäéèêëîïôöùûüœæ';
/** A vowel, or a y sounded as one: before a consonant (« d’Yves »), not before a vowel (« de Yann »). */
const VOWEL_SOUND = new RegExp(`^(?:[${VOWELS}]|y(?![${VOWELS}y]))`, 'iu');

/** Whether French elides before this name; an h counts as mute only when told (« l’Hôtel », but « le Hangar »). */
export function elidesBefore(name: string, { muteH = name === BRAND_NAME && BRAND_NAME_H_IS_MUTE }: { muteH?: boolean } = {}): boolean {
  const first = name.trimStart();
  return VOWEL_SOUND.test(first) || (muteH && /^h/iu.test(first));
}

/**
 * A word that elides before a vowel, then `{product}`, possibly inside markdown emphasis
 * (« de **{product}** »). The word must start a word: « monde {product} » is left alone.
 */
const ELIDABLE = /(?<![\p{L}\p{N}_’'-])(de|que|lorsque|puisque|jusque|le|la)[ \u00a0]+(?=(?:\*{1,2}|_{1,2})?\{product\})/giu;

/** Replaces every `{product}` of a text by the brand's name, eliding the word before it where French does. */
export function fillProduct(text: string, name: string = BRAND_NAME, options: { muteH?: boolean } = {}): string {
  if (!text.includes('{product}')) return text;
  const elided = elidesBefore(name, options) ? text.replace(ELIDABLE, (_match, word: string) => `${word.slice(0, -1)}’`) : text;
  return fill(elided, { product: name });
}
