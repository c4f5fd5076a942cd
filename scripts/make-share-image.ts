// Renders scripts/assets/partage.svg to public/images/partage.jpg (1200 x 630), the image shown when a
// page is shared: social networks do not accept SVG. Run again after changing the SVG.
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../tools/chromium.ts';

const svg = readFileSync(new URL('./assets/partage.svg', import.meta.url), 'utf8');
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({ path: 'public/images/partage.jpg', type: 'jpeg', quality: 88, clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
console.log('public/images/partage.jpg');
