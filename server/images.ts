import type { ResponsiveImage } from '../content/image.ts';
import { readBuilt } from './assets.ts';
import { DIST } from './paths.ts';

export type ImageManifest = Record<string, ResponsiveImage>;

/** The images tools/images.mjs built (dist/images.json). */
export const loadImages = (dist = DIST) => readBuilt<ImageManifest>('images.json', 'Images', dist);

/** Each page's card for social networks, by path (server/share-cards.tsx, dist/share-cards.json). */
export const loadShareCards = (dist = DIST) => readBuilt<Record<string, string>>('share-cards.json', 'Cartes de partage', dist);
