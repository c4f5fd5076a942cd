// Builds the browser bundles (hashed names, shared chunks) and the server entry with esbuild.
// `--if-stale` builds only when dist/ is missing or older than a source file (what `npm start` uses).
// `--into DIR` builds into DIR, a folder of the project, in place of dist/ (`npm run dev` builds there,
// then swaps it in: a build that fails leaves the running dist/ whole, see scripts/dev.ts).
// esbuild and the image pipeline (sharp) are imported when a build is due: `--if-stale` on a fresh
// dist/ (every `npm start`) then costs no more than reading the sources' times.
import type { Metafile, Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from '../server/assets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const into = process.argv.indexOf('--into');
const dist = into > 0 ? resolve(root, process.argv[into + 1] ?? '') : join(root, 'dist');
// The server bundle finds the project as its folder's parent (server/paths.ts).
if (dirname(dist) !== resolve(root)) throw new Error(`--into: ${dist} must be a folder of the project itself`);
const assetsDir = join(dist, 'public', 'assets');
const widgetDir = join(dist, 'public', 'widget');
const manifestFile = join(dist, 'manifest.json');
const imagesFile = join(dist, 'images.json');
const shareCardsFile = join(dist, 'share-cards.json');
const sourceDirs = ['client', 'server', 'widget', 'content', 'protocol'].map((d) => join(root, d));

function newestSourceTime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

function upToDate(): boolean {
  const built = [
    manifestFile,
    imagesFile,
    shareCardsFile,
    join(dist, 'server.js'),
    join(dist, 'leads.js'),
    join(dist, 'export.js'),
    join(dist, 'check.js'),
    join(widgetDir, 'chat-assistant.js'),
    join(widgetDir, 'proof-worker.js'),
  ];
  if (!built.every(existsSync)) return false;
  const builtAt = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return Math.max(...sourceDirs.map(newestSourceTime), statSync(join(root, 'package.json')).mtimeMs) < builtAt;
}

const BROWSER_TARGETS = ['es2020', 'chrome90', 'firefox90', 'safari15'];

/** `import css from './file.css?inline'`: the stylesheet, minified, as a string (the chat's shadow-root styles). */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: join(args.resolveDir, args.path.replace(/\?inline$/, '')), namespace: 'inline-css' }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { transform } = await import('esbuild');
      const { code } = await transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true, target: BROWSER_TARGETS });
      return { contents: code.trim(), loader: 'text', watchFiles: [args.path] };
    });
  },
};

/** Entry name -> its file and the chunks it imports statically (for modulepreload). */
function manifestFrom(metafile: Metafile): Manifest {
  const manifest: Manifest = {};
  const url = (out: string) => `/${relative(join(dist, 'public'), join(root, out)).split('\\').join('/')}`;
  const staticImports = (out: string, seen = new Set<string>()) => {
    for (const imp of metafile.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return seen;
  };
  for (const [out, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || out.endsWith('.map')) continue;
    const name = info.entryPoint.replace(/^.*\//, '').replace(/\.(tsx?|css)$/, '');
    manifest[name] = { file: url(out), imports: [...staticImports(out)].map(url) };
  }
  // The upright face of the typeface, which every page preloads (server/document.tsx).
  const font = Object.keys(metafile.outputs).find((out) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(out));
  if (font) manifest.font = { file: url(font), imports: [] };
  return manifest;
}

/** The entry of the manifest named `name`, which the build itself has just written. */
function entryOf(manifest: Manifest, name: string) {
  const entry = manifest[name];
  if (!entry) throw new Error(`the client build made no ${name} entry`);
  return entry;
}

export async function buildAll(): Promise<void> {
  const { build } = await import('esbuild');
  const { buildImages } = await import('../tools/images.ts');
  // dist/static/ (npm run export) stays: a host may be serving it, and its pages name its own copies of the bundles.
  for (const entry of existsSync(dist) ? readdirSync(dist) : []) if (entry !== 'static') rmSync(join(dist, entry), { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const client = await build({
    absWorkingDir: root,
    // One build for the islands and the chat element, so that they share the React chunk.
    entryPoints: ['client/entry.tsx', 'widget/element.tsx', ...['base', 'home', 'landing', 'reading'].map((name) => `client/styles/${name}.css`)],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: BROWSER_TARGETS,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    // The typeface's files, named in base.css's @font-face (client/styles/base.css).
    loader: { '.woff2': 'file' },
    // Absolute: the stylesheets are inlined in pages at any path (server/assets.ts).
    publicPath: '/assets/',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [inlineCss],
  });
  const manifest = manifestFrom(client.metafile);
  // The loader keeps a stable name for embedding; it knows the hashed name of the chat module.
  await build({
    absWorkingDir: root,
    entryPoints: ['widget/loader.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: ['es2020'],
    define: { __CHAT_MODULE__: JSON.stringify(entryOf(manifest, 'element').file) },
    plugins: [inlineCss],
    outfile: join(widgetDir, 'chat-assistant.js'),
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The proof-of-work solver, fetched by the chat only when a reply asks for a proof, and started as a
  // Worker from a blob: (a worker must be same-origin, and the chat runs on partners' pages too).
  await build({
    absWorkingDir: root,
    entryPoints: ['widget/proof-worker.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: BROWSER_TARGETS,
    outfile: join(widgetDir, 'proof-worker.js'),
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Subresource integrity of the scripts the pages name in <script> tags.
  const integrity = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
  const entry = entryOf(manifest, 'entry');
  entry.integrity = integrity(join(dist, 'public', entry.file));
  manifest.loader = { file: '/widget/chat-assistant.js', imports: [], integrity: integrity(join(widgetDir, 'chat-assistant.js')) };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  // The images of content/images/, at several widths and in AVIF and WebP (tools/images.ts).
  const images = await buildImages({
    srcDir: join(root, 'content', 'images'),
    outDir: join(dist, 'public', 'images', 'built'),
    cacheDir: join(root, 'node_modules', '.cache', 'site-images'),
  });
  writeFileSync(imagesFile, JSON.stringify(images, null, 2));
  // The server, `npm run leads` (dist/leads.js), `npm run export` (dist/export.js) and `npm run check` (dist/check.js).
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'server/main.ts',
      leads: 'server/leads/cli.ts',
      export: 'server/export/main.ts',
      check: 'server/check.ts',
      'share-cards': 'server/share-cards.tsx',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    outdir: dist,
    logLevel: 'warning',
  });
  // Each page's card for social networks (server/share-cards.tsx), from the content the server reads.
  const { buildShareCards }: typeof import('../server/share-cards.tsx') = await import(pathToFileURL(join(dist, 'share-cards.js')).href);
  const cards = await buildShareCards({
    outDir: join(dist, 'public', 'images', 'built', 'share'),
    cacheDir: join(root, 'node_modules', '.cache', 'share-cards'),
  });
  writeFileSync(shareCardsFile, JSON.stringify(cards, null, 2));
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  if (process.argv.includes('--if-stale') && upToDate()) process.exit(0);
  const started = Date.now();
  await buildAll();
  // On stderr: `npm run -s leads -- export > leads.csv` rebuilds a stale dist/ first, and the file holds only the export.
  console.error(`build: ${relative(root, dist)}/ ready in ${Date.now() - started} ms`);
}
