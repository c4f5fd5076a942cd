// The image pipeline (run by scripts/build.ts; tested by tests/unit/images.test.ts): every JPEG, PNG or SVG of content/images/ becomes
// AVIF and WebP at several widths (sharp), named by a hash of the source, so that they are cached
// for a year; a blurred placeholder (a 16-pixel WebP in an SVG of the image's size); and dist/images.json, which pages read
// (server/images.ts, client/ui/Picture.tsx): width, height, srcset per format, placeholder.
// Encoded files are kept in node_modules/.cache/site-images between builds: only a changed image
// is encoded again.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageSet, ResponsiveImage } from '../content/image.ts';

/** Widths made for each image, at most its own (an SVG has none: up to the largest). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600];
const FORMATS: Record<'avif' | 'webp', (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};
/** Changing the settings above must encode again: they are part of the hash. */
const SETTINGS = 'avif q55 e4; webp q78 e4; placeholder 16 q40 svg; v2';
const SOURCE = /\.(?:jpe?g|png|svg)$/i;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** Builds every image of `srcDir` into `outDir` (served at /images/built/), and returns the manifest. */
export async function buildImages({ srcDir, outDir, cacheDir }: { srcDir: string; outDir: string; cacheDir: string }): Promise<ImageSet> {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const manifest: ImageSet = {};
  for (const file of filesUnder(srcDir)
    .filter((name) => SOURCE.test(name))
    .sort()) {
    const key = relative(srcDir, file).split('\\').join('/');
    const source = readFileSync(file);
    const hash = createHash('sha256').update(source).update(SETTINGS).digest('hex').slice(0, 10);
    const isSvg = /\.svg$/i.test(file);
    const meta = await sharp(source).metadata();
    if (!meta.width || !meta.height) throw new Error(`${key}: dimensions illisibles`);
    const sourceWidth = meta.width;
    const widths = isSvg ? IMAGE_WIDTHS : IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
    if (widths.length === 0) widths.push(sourceWidth);
    const largest = widths[widths.length - 1] ?? sourceWidth;
    const base = key.replace(/\.[^.]+$/, '').replace(/[^a-z0-9-]+/gi, '-');
    const size = { width: largest, height: Math.round((largest * meta.height) / meta.width) };
    const srcsets: Record<string, string> = {};
    for (const [format, encode] of Object.entries(FORMATS)) {
      const set = [];
      for (const width of widths) {
        const name = `${base}-${hash}-${width}.${format}`;
        const cached = join(cacheDir, name);
        if (!existsSync(cached)) {
          // An SVG is drawn at the width wanted, not scaled up from its own size.
          const image = sharp(source, isSvg ? { density: Math.ceil((72 * width) / sourceWidth) } : {}).resize({ width });
          writeFileSync(cached, await encode(image).toBuffer());
        }
        copyFileSync(cached, join(outDir, name));
        set.push(`/images/built/${name} ${width}w`);
      }
      srcsets[format] = set.join(', ');
    }
    const src = `/images/built/${base}-${hash}-${widths[Math.min(1, widths.length - 1)]}.webp`;
    const placeholder = await sharp(source, isSvg ? { density: 24 } : {})
      .resize({ width: 16 })
      .webp({ quality: 40 })
      .toBuffer();
    // Blurred inside an SVG of the image's size: a 16-pixel raster shown large would be a low-resolution image to an audit.
    const tiny = `data:image/webp;base64,${placeholder.toString('base64')}`;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">` +
      `<filter id="b" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${Math.round(size.width / 40)}"/><feComponentTransfer><feFuncA type="discrete" tableValues="1 1"/></feComponentTransfer></filter>` +
      `<image width="100%" height="100%" preserveAspectRatio="none" filter="url(#b)" href="${tiny}"/></svg>`;
    const placeholderUri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const entry: ResponsiveImage = { ...size, avif: srcsets.avif ?? '', webp: srcsets.webp ?? '', src, placeholder: placeholderUri };
    manifest[key] = entry;
  }
  return manifest;
}
