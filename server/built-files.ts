import { loadInlineCss, loadManifest, type Manifest, type PageStyles } from './assets.ts';
import { loadImages, loadShareCards, type ImageManifest } from './images.ts';
import type { Logger } from './logger.ts';

/** What the build made for the pages (dist/): the bundles, their inlined CSS, the images and the share cards. */
export interface BuiltFiles {
  manifest: Manifest;
  css: Partial<Record<PageStyles, string>>;
  images: ImageManifest;
  /** Each page's card for social networks, by path. */
  shareCards: Record<string, string>;
}

/** The built files as given (tests), else read from dist/; one that is missing is logged, and the app starts all the same. */
export function loadBuiltFiles(options: Partial<Omit<BuiltFiles, 'css'>>, log: Logger): BuiltFiles {
  const manifest = options.manifest ?? loadManifest();
  // A broken manifest must not stop the app: pages then fail with a clear 500, the rest still works.
  let css: Partial<Record<PageStyles, string>> = {};
  try {
    css = loadInlineCss(manifest);
  } catch (error) {
    log({ level: 'error', event: 'styles-missing', message: String(error) });
  }
  // Images and share cards not built: the pages render without them, and the log says why.
  const builtOrNone = <T>(given: T | undefined, load: () => T, event: string): T | Record<string, never> => {
    try {
      return given ?? load();
    } catch (error) {
      log({ level: 'error', event, message: String(error) });
      return {};
    }
  };
  const images: ImageManifest = builtOrNone(options.images, loadImages, 'images-missing');
  const shareCards: Record<string, string> = builtOrNone(options.shareCards, loadShareCards, 'share-cards-missing');
  return { manifest, css, images, shareCards };
}
