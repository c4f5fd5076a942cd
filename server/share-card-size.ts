/** The size of a page's card for social networks (server/share-cards.tsx), as og:image:width and height say it. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };
