// Full-page screenshots of pages at phone and laptop widths, for looking at what visitors see.
// Usage: node --import tsx scripts/screenshot.ts http://localhost:3000/ [more URLs]   (writes .screenshots/*.png)
import { mkdirSync } from 'node:fs';
import { launchBrowser } from '../tools/chromium.ts';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: node --import tsx scripts/screenshot.ts URL [URL...]');
  process.exit(2);
}
mkdirSync('.screenshots', { recursive: true });
const browser = await launchBrowser();
for (const url of urls) {
  for (const width of [390, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
    page.on('console', (message) => message.type() === 'error' && console.error(`${url} @${width}: ${message.text()}`));
    await page.goto(url, { waitUntil: 'networkidle' });
    // Scroll down and back so sections revealed on scroll are shown, as a visitor would see them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForTimeout(2500);
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    // Tall pages are cut into slices that stay legible when viewed.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const slice = width < 600 ? 1600 : 1200;
    for (let y = 0, part = 1; y < height; y += slice, part++) {
      const file = `.screenshots/${name}-${width}-${part}.png`;
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, height - y) } });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
