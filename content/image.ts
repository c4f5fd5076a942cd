/**
 * An image of content/images/ as the pipeline made it (tools/images.ts, dist/images.json): its
 * size, a srcset per format, a fallback and a tiny blurred placeholder. Pages name images by their
 * path under content/images/ (`image: 'solutions/tables-tactiles.svg'`) with their alternative text.
 */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** "url 480w, url 800w, …". */
  avif: string;
  webp: string;
  /** The WebP of a middle width, for browsers without srcset. */
  src: string;
  /** data: URI of an SVG of the image's size around a 16-pixel WebP, blurred: shown until the image arrives. */
  placeholder: string;
}

/** The built images by their path under content/images/ (dist/images.json). */
export type ImageSet = Record<string, ResponsiveImage>;

/** The built image of a path under content/images/; undefined when none is named, or it was not built. */
export const builtImage = (images: ImageSet, image: string | undefined): ResponsiveImage | undefined =>
  image !== undefined && Object.hasOwn(images, image) ? images[image] : undefined;

/** Every image a piece of content names (an object's `image`, at any depth), with its `imageAlt` if any. */
export function namedImages(content: unknown): { image: string; imageAlt?: string }[] {
  if (Array.isArray(content)) return content.flatMap(namedImages);
  if (!content || typeof content !== 'object') return [];
  const { image, imageAlt } = content as { image?: unknown; imageAlt?: unknown };
  const own = typeof image === 'string' ? [{ image, ...(typeof imageAlt === 'string' ? { imageAlt } : {}) }] : [];
  return [...own, ...Object.values(content).flatMap(namedImages)];
}
