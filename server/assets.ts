import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './paths.ts';

export interface Asset {
  file: string;
  imports: string[];
  /** Subresource integrity ("sha384-…") of the scripts named in <script> tags. */
  integrity?: string;
}
export type Manifest = Record<string, Asset>;

/** A JSON file scripts/build.ts writes in dist/; missing or broken, an error that says to build (`what`: « Bundles », « Images »…). */
export function readBuilt<T>(name: string, what: string, dist = DIST): T {
  const file = join(dist, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${what} introuvables (${file}) : lancez « npm run build » avant le serveur.`, { cause: error });
  }
}

/** The hashed bundle names written by scripts/build.ts. */
export const loadManifest = (dist = DIST) => readBuilt<Manifest>('manifest.json', 'Bundles', dist);

/** Each kind of page inlines base.css and its own stylesheet (client/styles/): no page carries the others' rules. */
export const PAGE_STYLES = ['home', 'landing', 'reading'] as const;
export type PageStyles = (typeof PAGE_STYLES)[number];

/**
 * The stylesheet each kind of page inlines: one round trip less before the first paint on a slow
 * phone, and the smallest page that can paint (the CSP names each by its hash).
 */
export function loadInlineCss(manifest: Manifest, dist = DIST): Record<PageStyles, string> {
  const read = (name: string) => {
    const file = join(dist, 'public', asset(manifest, name).file);
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`Feuille de style introuvable (${file}) : relancez « npm run build ».`, { cause: error });
    }
  };
  const base = read('base');
  return Object.fromEntries(PAGE_STYLES.map((kind) => [kind, base + read(kind)])) as Record<PageStyles, string>;
}

export function asset(manifest: Manifest, name: string): Asset {
  const found = manifest[name];
  if (!found) throw new Error(`Bundle « ${name} » absent de dist/manifest.json : relancez « npm run build ».`);
  return found;
}
