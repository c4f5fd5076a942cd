import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { Picture } from '../../client/ui/Picture.tsx';
import { buildImages } from '../../tools/images.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  dirs.push(dir);
  return dir;
};

describe('the image pipeline (tools/images.ts)', () => {
  it('makes AVIF and WebP at the widths an image has, a placeholder, and the size of each', async () => {
    const [src, out, cache] = [temp(), temp(), temp()];
    // A photo 1000 px wide, and a drawing, whose vector draws at any width.
    writeFileSync(
      join(src, 'photo.png'),
      await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#72b0cc' } })
        .png()
        .toBuffer(),
    );
    writeFileSync(
      join(src, 'dessin.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#cf6e3f"/></svg>',
    );
    const manifest = await buildImages({ srcDir: src, outDir: out, cacheDir: cache });

    const photo = manifest['photo.png']!;
    expect(photo).toMatchObject({ width: 800, height: 400 });
    expect(photo.avif).toMatch(/^\/images\/built\/photo-\w{10}-480\.avif 480w, \/images\/built\/photo-\w{10}-800\.avif 800w$/);
    expect(photo.webp.split(', ')).toHaveLength(2);
    // A tiny WebP, blurred in an SVG of the image's own size.
    expect(photo.placeholder).toMatch(/^data:image\/svg\+xml;base64,/);
    const placeholder = Buffer.from(photo.placeholder.split(',')[1]!, 'base64').toString();
    expect(placeholder).toMatch(/^<svg [^>]*width="800" height="400"/);
    expect(placeholder).toContain('href="data:image/webp;base64,');
    expect(photo.placeholder.length).toBeLessThan(1200);
    const drawing = manifest['dessin.svg']!;
    expect(drawing).toMatchObject({ width: 1600, height: 1200 });
    const largest = join(out, drawing.avif.split(', ').at(-1)!.split(' ')[0]!.replace('/images/built/', ''));
    expect(await sharp(largest).metadata()).toMatchObject({ width: 1600, height: 1200, format: 'heif' });
    expect(readdirSync(out)).toHaveLength(2 * 2 + 4 * 2);

    // Built again, nothing is encoded again: the cache answers.
    const before = readdirSync(cache).map((name) => statSync(join(cache, name)).mtimeMs);
    await buildImages({ srcDir: src, outDir: temp(), cacheDir: cache });
    expect(readdirSync(cache).map((name) => statSync(join(cache, name)).mtimeMs)).toEqual(before);
  });

  it('builds nothing, and fails nothing, without a folder of images', async () => {
    expect(await buildImages({ srcDir: join(temp(), 'absent'), outDir: temp(), cacheDir: temp() })).toEqual({});
    expect(existsSync(join(temp(), 'absent'))).toBe(false);
  });
});

describe('<Picture>', () => {
  const image = {
    width: 1600,
    height: 1200,
    avif: '/a-480.avif 480w',
    webp: '/a-480.webp 480w',
    src: '/a-480.webp',
    placeholder: 'data:image/webp;base64,AAAA',
  };

  it('loads lazily below the first screen, with its size set', () => {
    const html = renderToStaticMarkup(createElement(Picture, { image, alt: 'Une table tactile', sizes: '100vw' }));
    expect(html).toContain('<source type="image/avif" srcSet="/a-480.avif 480w" sizes="100vw"/>');
    expect(html).toContain('alt="Une table tactile" width="1600" height="1200" loading="lazy" decoding="async"');
    expect(html.toLowerCase()).not.toContain('fetchpriority');
    expect(html).toContain('<img class="picture__placeholder" src="data:image/webp;base64,AAAA" alt="" aria-hidden="true"');
  });

  it('is fetched first when it is the first screen’s largest image', () => {
    const html = renderToStaticMarkup(createElement(Picture, { image, alt: 'Une table tactile', sizes: '100vw', priority: true }));
    expect(html).toContain('loading="eager" decoding="sync" fetchPriority="high"');
  });
});
