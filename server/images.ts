import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResponsiveImage } from '../content/image.ts';
import { DIST } from './paths.ts';

export type ImageManifest = Record<string, ResponsiveImage>;

/** The images tools/images.mjs built (dist/images.json). */
export function loadImages(dist = DIST): ImageManifest {
  const file = join(dist, 'images.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ImageManifest;
  } catch (error) {
    throw new Error(`Images introuvables (${file}) : lancez « npm run build » avant le serveur.`, { cause: error });
  }
}

/** Each page's card for social networks, by path (server/share-cards.tsx, dist/share-cards.json); none when it was not built. */
export function loadShareCards(dist = DIST): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(dist, 'share-cards.json'), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
