/** Tables on a phone: a card per row, nothing cut off or to scroll sideways; a table again on a laptop. */
import { describe, expect, it } from 'vitest';
import { browserAndSite } from './setup.ts';

const site = browserAndSite();
// Pages whose tables have three columns or more: the comparison and case studies of a solution page, articles' tables.
const ROUTES = ['/solutions/ecrans-collaboratifs', '/solutions/tables-tactiles', '/article/4k-hdr', '/article/ecrans-tactiles'];

async function tablesOf(path: string, width: number) {
  const page = await site.browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll('.md-table--stack')].map((box) => {
      const cell = box.querySelector('td[data-label]');
      return {
        cut: box.scrollWidth > box.clientWidth + 1,
        row: getComputedStyle(box.querySelector('tbody tr')!).display,
        label: cell ? getComputedStyle(cell, '::before').content : null,
        expected: cell?.getAttribute('data-label'),
      };
    }),
  );
  const pageOverflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await page.close();
  return { tables, pageOverflows };
}

describe('tables', () => {
  it.each(ROUTES)('are cards at 390 px on %s, each value under its column’s name, none cut off', async (path) => {
    const { tables, pageOverflows } = await tablesOf(path, 390);
    expect(tables.length).toBeGreaterThan(0);
    expect(pageOverflows).toBe(false);
    for (const table of tables) {
      expect(table.cut).toBe(false);
      expect(table.row).toBe('block');
      expect(table.label).toBe(`"${table.expected}"`);
    }
  });

  it.each(ROUTES)('are tables at 1366 px on %s', async (path) => {
    const { tables } = await tablesOf(path, 1366);
    for (const table of tables) {
      expect(table.row).toBe('table-row');
      expect(table.label).toBe('none');
    }
  });
});
