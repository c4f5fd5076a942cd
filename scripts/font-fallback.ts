// The metric-matched fallback of the site's typeface (client/styles/base.css, "Inter Fallback"): the
// overrides that make Arial (or Liberation Sans, its metric twin on Linux) take the room Inter takes,
// so that nothing moves when Inter arrives. Measured in Chromium: Inter's ascent and descent, and the
// width of the site's French text in each, whose ratio is the size-adjust.
// Usage: node --import tsx scripts/font-fallback.ts   (prints the @font-face rule to paste into base.css)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { launchBrowser } from '../tools/chromium.ts';

const require = createRequire(import.meta.url);
const font = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64');
// The site's own French: the words of its articles, as the width to match.
const SAMPLE = readdirSync('content/articles')
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(join('content/articles', name), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''))
  .join(' ')
  .replace(/[#*_>|`[\]()-]+/g, ' ')
  .replace(/\s+/g, ' ');

/**
 * Arial has a regular and a bold face; Inter every weight, wider as it gets bolder. Each range of
 * weights gets its own fallback face, sized on the weight the site uses most in it: body text (400),
 * semibold labels (600 to 700), the headings (800).
 */
const RANGES = [
  {
    weights: '100 549',
    measured: 400,
    arial: 400,
    src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Helvetica')",
  },
  {
    weights: '550 749',
    measured: 650,
    arial: 700,
    src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Helvetica Bold')",
  },
  {
    weights: '750 900',
    measured: 800,
    arial: 700,
    src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Helvetica Bold')",
  },
];

const browser = await launchBrowser();
const page = await browser.newPage();
await page.setContent('<!DOCTYPE html><html><body></body></html>');
const measured = await page.evaluate(
  async ({ font, sample, ranges }) => {
    const face = new FontFace('Measured Inter', `url(data:font/woff2;base64,${font})`, { weight: '100 900' });
    document.fonts.add(await face.load());
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas in Chromium');
    const measure = (family: string, weight: number) => {
      context.font = `${weight} 100px ${family}`;
      const text = context.measureText(sample);
      return { width: text.width, ascent: text.fontBoundingBoxAscent, descent: text.fontBoundingBoxDescent };
    };
    return ranges.map((range) => ({ inter: measure("'Measured Inter'", range.measured), arial: measure('Arial', range.arial) }));
  },
  { font, sample: SAMPLE, ranges: RANGES },
);
await browser.close();

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
for (const [i, range] of RANGES.entries()) {
  const pair = measured[i];
  if (!pair) throw new Error(`no measure for the weights ${range.weights}`);
  const { inter, arial } = pair;
  const ratio = inter.width / arial.width;
  console.log(`@font-face {
  font-family: 'Inter Fallback';
  font-weight: ${range.weights};
  src: ${range.src};
  size-adjust: ${percent(ratio)};
  ascent-override: ${percent(inter.ascent / 100 / ratio)};
  descent-override: ${percent(inter.descent / 100 / ratio)};
  line-gap-override: 0%;
}
`);
}
