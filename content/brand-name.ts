/** The brand's name, on its own so that the chat's tiny loader can use it without the rest of brand.ts. */
export const BRAND_NAME = 'Ondalys';

/**
 * Only for a name that starts with an h: true when French elides before it as before a vowel (mute h,
 * « l’Hôtel », « d’Horizon »), false when it does not (aspirated h, « le Hangar », « de Hublot »).
 * `{product}` in content follows it (content/brand-placeholder.ts).
 */
export const BRAND_NAME_H_IS_MUTE: boolean = false;
