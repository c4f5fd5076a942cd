// Section 2: the JavaScript and CSS the home page loads in Chromium (Debian's, via tools/chromium.ts),
// at three moments: the page loaded; scrolled to the bottom (every island hydrated); the chat reached
// for. Sizes are gzip -9 of the decoded bodies. Target: the page's JS <= 80 KB gzip.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser } from '../../tools/chromium.ts';
import { fmtKB, heading, KB, plural, record, table, verdict } from './report.ts';
import { BROWSER_ACCEPT_ENCODING, rawGet, startOurApp } from './servers.ts';

const JS_GZIP_BUDGET = 80 * KB;

/** When a file was loaded: with the page, as the visitor scrolled, or when the chat was reached for. */
type Moment = 'load' | 'scroll' | 'chat';

/** A script or stylesheet the page loaded, with its sizes in bytes. */
interface LoadedFile {
  path: string;
  status: number;
  raw: number;
  gzip: number;
  transferred: number;
  encoding: string;
  when: Moment;
}

export async function benchPageWeight() {
  heading('2. Home page weight in Chromium — JS and CSS (gzip -9 of the decoded bodies)');
  const server = await startOurApp();
  let browser: Browser | undefined;
  try {
    // The HTML as a browser-like client gets it from our server (precompressed, not decoded).
    const html = await rawGet(server.url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });

    browser = await launchBrowser();
    const page = await browser.newPage();
    const origin = new URL(server.url).origin;
    // Three moments: the page loaded; the visitor scrolled to the bottom (every island hydrated);
    // the visitor reached for the chat (its stand-in button hovered).
    const responses: { response: Response; moment: Moment }[] = [];
    let moment: Moment = 'load';
    page.on('response', (response) => responses.push({ response, moment }));
    const documentResponse = await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    if (documentResponse?.status() !== 200) throw new Error(`Chromium got ${documentResponse?.status()} for /`);
    moment = 'scroll';
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    moment = 'chat';
    await page.evaluate(() => document.querySelector('chat-assistant-launcher')?.shadowRoot?.querySelector('button')?.dispatchEvent(new Event('pointerenter')));
    await page.locator('chat-assistant .launcher').waitFor();
    await page.waitForTimeout(500);

    const files: Record<'script' | 'stylesheet', LoadedFile[]> = { script: [], stylesheet: [] };
    const seen = new Set();
    for (const { response, moment: when } of responses) {
      const type = response.request().resourceType();
      if ((type !== 'script' && type !== 'stylesheet') || seen.has(response.url())) continue;
      if (new URL(response.url()).origin !== origin) continue;
      seen.add(response.url());
      const body = await response.body();
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      const encoding = (await response.allHeaders())['content-encoding'] ?? 'none';
      files[type].push({
        path: new URL(response.url()).pathname,
        status: response.status(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes ? sizes.responseBodySize : NaN,
        encoding,
        when,
      });
    }
    const docHeaders = await documentResponse.allHeaders();
    const docSizes = await documentResponse
      .request()
      .sizes()
      .catch(() => null);
    const docBody = await documentResponse.body();

    const totalOf = (list: LoadedFile[]) =>
      list.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, transferred: t.transferred + f.transferred }), {
        raw: 0,
        gzip: 0,
        transferred: 0,
      });
    const totals = { script: totalOf(files.script), stylesheet: totalOf(files.stylesheet) };
    for (const type of ['script', 'stylesheet'] as const) {
      const list = files[type];
      list.sort((a, b) => b.gzip - a.gzip);
      const label = type === 'script' ? 'JavaScript' : 'CSS';
      console.log(`\n${label} (${plural(list.length, 'file')}, same origin):`);
      table(
        ['file', 'loaded', 'status', 'decoded', 'gzip -9', 'sent', 'encoding'],
        [
          ...list.map((f) => [f.path, f.when, String(f.status), fmtKB(f.raw), fmtKB(f.gzip), fmtKB(f.transferred), f.encoding]),
          [`total ${label}`, '', '', fmtKB(totals[type].raw), fmtKB(totals[type].gzip), fmtKB(totals[type].transferred), ''],
        ],
      );
    }
    const jsAt = (when: Moment) => files.script.filter((f) => f.when === when).reduce((t, f) => t + f.gzip, 0);
    const [loadJs, scrollJs, chatJs] = [jsAt('load'), jsAt('scroll'), jsAt('chat')];
    const pageJs = loadJs + scrollJs;
    const jsPass = pageJs <= JS_GZIP_BUDGET;
    console.log();
    console.log(`${verdict(jsPass)}  target: the page's JS <= ${fmtKB(JS_GZIP_BUDGET)} gzip (got ${fmtKB(pageJs)} = ${pageJs} bytes, every island hydrated)`);
    console.log(`INFO  of which ${fmtKB(loadJs)} at load (React and the islands come as the visitor scrolls to them)`);
    console.log(`INFO  the chat, loaded when the visitor reaches for it (or 2 s before its invitation), adds ${fmtKB(chatJs)} gzip`);
    // The page's own stylesheet is inlined (base.css + home.css); stylesheet files would be counted too.
    const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(docBody.toString('utf8'))?.[1] ?? '';
    const cssGzip = gzipSync(inlineCss, { level: 9 }).length + totals.stylesheet.gzip;
    console.log(`INFO  CSS: ${fmtKB(cssGzip)} gzip (inlined in the page${files.stylesheet.length ? ` and ${plural(files.stylesheet.length, 'file')}` : ''})`);
    const uncompressed = [...files.script, ...files.stylesheet].filter((f) => f.encoding === 'none');
    if (uncompressed.length) {
      const wire = uncompressed.reduce((t, f) => t + f.transferred, 0);
      const gz = uncompressed.reduce((t, f) => t + f.gzip, 0);
      console.log(
        `NOTE  ${plural(uncompressed.length, 'JS/CSS file')} sent without content-encoding: ${fmtKB(wire)} on the wire where gzip would be ${fmtKB(gz)}`,
      );
    }
    console.log(
      `INFO  HTML document: ${html.body.length} bytes (${fmtKB(html.body.length)}) ${html.headers['content-encoding'] ?? 'uncompressed'} ` +
        `for accept-encoding "${BROWSER_ACCEPT_ENCODING}", ${fmtKB(docBody.length)} decoded; ` +
        `Chromium received ${docSizes ? `${docSizes.responseBodySize} bytes` : '?'} (content-encoding: ${docHeaders['content-encoding'] ?? 'none'})`,
    );

    const section = 'home page weight';
    record({ section, metric: 'page JS gzip at load', value: fmtKB(loadJs) });
    record({ section, metric: 'page JS gzip, every island hydrated', value: fmtKB(pageJs), target: `<= ${fmtKB(JS_GZIP_BUDGET)}`, status: verdict(jsPass) });
    record({ section, metric: 'chat JS added when reached for, gzip', value: fmtKB(chatJs) });
    record({ section, metric: 'CSS gzip (inlined)', value: fmtKB(cssGzip) });
    record({ section, metric: `HTML transferred (${html.headers['content-encoding'] ?? 'identity'})`, value: fmtKB(html.body.length) });
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}
