import type { Express, Response } from 'express';
import { type FeedItem, robotsTxt, rssXml, sitemapXml, type SitemapEntry } from './feeds.ts';

export interface FeedSources {
  publicUrl: string;
  /** The sitemap's entries today (site-pages.ts, from the page registry). */
  sitemap: () => SitemapEntry[];
  /** The articles listed today, newest first. */
  articles: () => FeedItem[];
}

const sendText = (res: Response, type: string, body: string) => {
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.send(body);
};

/** /robots.txt, /sitemap.xml and /rss.xml, as feeds.ts writes them. */
export function serveFeeds(app: Express, { publicUrl, sitemap, articles }: FeedSources): void {
  app.get('/robots.txt', (_req, res) => sendText(res, 'text/plain', robotsTxt(publicUrl)));
  app.get('/sitemap.xml', (_req, res) => sendText(res, 'application/xml', sitemapXml(publicUrl, sitemap())));
  app.get('/rss.xml', (_req, res) => sendText(res, 'application/rss+xml', rssXml(publicUrl, articles())));
}
