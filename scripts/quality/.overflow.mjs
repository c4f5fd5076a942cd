import { launchBrowser } from '../../tests/browser/chromium.mjs';
const b = await launchBrowser();
for (const js of [false, true]) {
  const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, javaScriptEnabled: js });
  const p = await c.newPage();
  await p.goto('http://localhost:3100/' , { waitUntil: 'networkidle' });
  console.log('js', js, await p.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > w + 0.5).slice(0, 8).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));
    return { sw: document.documentElement.scrollWidth, w, iw: innerWidth, wide };
  }));
  await c.close();
}
await b.close();
