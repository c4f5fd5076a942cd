import { brand } from '../content/brand.ts';
import { ui } from '../content/interface.ts';
import { fill } from '../content/template.ts';

/**
 * Characters XML 1.0 forbids, even escaped: C0 controls but tab, line feed and carriage return, lone
 * surrogates, U+FFFE and U+FFFF. One of them in a title would make the whole feed unreadable.
 */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data or attribute value: markup escaped, forbidden characters dropped. */
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, from the content's own date. */
  lastmod?: string;
}

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  category: string;
  date: string;
}

/** RSS 2.0 of the articles, newest first. */
export function rssXml(publicUrl: string, items: FeedItem[]): string {
  const rfc822 = (date: string) => new Date(`${date}T08:00:00Z`).toUTCString();
  const entries = items.map((item) => {
    const url = `${publicUrl}/article/${item.id}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(fill(ui.meta.feedTitle, { brand: brand.name }))}</title>`,
    `    <link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(fill(ui.meta.feedDescription, { brand: brand.name }))}</description>`,
    '    <language>fr-FR</language>',
    ...(items[0] ? [`    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
