/** The brand's name, on its own so that the chat's tiny loader can use it without the rest of brand.ts. */
export const BRAND_NAME = 'Ondalys';
