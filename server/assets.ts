import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './paths.ts';

export interface Asset {
  file: string;
  imports: string[];
}
export type Manifest = Record<string, Asset>;

/** The hashed bundle names written by scripts/build.mjs. */
export function loadManifest(dist = DIST): Manifest {
  const file = join(dist, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Bundles introuvables (${file}) : lancez « npm run build » avant le serveur.`, { cause: error });
  }
}

export function asset(manifest: Manifest, name: string): Asset {
  const found = manifest[name];
  if (!found) throw new Error(`Bundle « ${name} » absent de dist/manifest.json : relancez « npm run build ».`);
  return found;
}
