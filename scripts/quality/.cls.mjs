import { launchBrowser } from '../../tests/browser/chromium.mjs';
const b = await launchBrowser();
const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }); const p = await c.newPage();
await p.addInitScript(() => {
  window.shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.shifts.push({ value: e.value, t: e.startTime, sources: e.sources.map(s => ({ node: s.node?.outerHTML?.slice(0, 80), prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect) })) }); }).observe({ type: 'layout-shift', buffered: true });
});
await p.goto('http://localhost:3100/', { waitUntil: 'networkidle' });
await p.waitForTimeout(3000);
console.log(JSON.stringify(await p.evaluate(() => window.shifts), null, 1));
await b.close();
