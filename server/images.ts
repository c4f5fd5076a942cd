import { builtImage, namedImages, type ImageSet } from '../content/image.ts';
import { readBuilt } from './assets.ts';
import { DIST } from './paths.ts';

export type ImageManifest = ImageSet;

/** The images tools/images.ts built (dist/images.json). */
export const loadImages = (dist = DIST) => readBuilt<ImageManifest>('images.json', 'Images', dist);

/** Why a page shows no picture where its content names one. */
export const imageNotBuilt = (image: string) => `image « ${image} » introuvable dans content/images/ (ou pas encore construite : npm run build)`;

/** The images content names that the build did not make, each with the file that names it. */
export function missingImages(images: ImageManifest, sources: { file: string; content: unknown }[]): { file: string; image: string; message: string }[] {
  return sources.flatMap(({ file, content }) =>
    namedImages(content)
      .filter(({ image }) => builtImage(images, image) === undefined)
      .map(({ image }) => ({ file, image, message: imageNotBuilt(image) })),
  );
}

/** Each page's card for social networks, by path (server/share-cards.tsx, dist/share-cards.json). */
export const loadShareCards = (dist = DIST) => readBuilt<Record<string, string>>('share-cards.json', 'Cartes de partage', dist);
