/**
 * An image of content/images/ as the pipeline made it (tools/images.mjs, dist/images.json): its
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

/** An image of content/images/ a page shows, with what it shows for who cannot see it. */
export interface ContentImage {
  /** Its path under content/images/. */
  image: string;
  imageAlt: string;
}
