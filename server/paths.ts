import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

// Resolves to the project root both from server/paths.ts (tests) and from the bundled dist/server.js.
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const PUBLIC_DIR = join(ROOT, 'public');
export const ASSETS_DIR = join(DIST, 'public', 'assets');
export const WIDGET_DIR = join(DIST, 'public', 'widget');
/** The images of content/images/ as tools/images.ts makes them, served at /images/built/. */
export const BUILT_IMAGES_DIR = join(DIST, 'public', 'images', 'built');
export const CONTENT_DIR = join(ROOT, 'content');
export const ARTICLES_DIR = join(CONTENT_DIR, 'articles');
export const COMPANY_PAGES_DIR = join(CONTENT_DIR, 'pages');
