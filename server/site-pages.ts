import type { Express, Request, Response } from 'express';
import { ui } from '../content/interface.ts';
import { ARTICLE_ID, type ArticleStore } from './articles/catalog.ts';
import type { BuiltFiles } from './built-files.ts';
import type { CompanyPage } from './company-pages.ts';
import type { DevChannel } from './dev-reload.ts';
import { renderDocument } from './document.tsx';
import type { SitemapEntry } from './feeds.ts';
import type { Logger } from './logger.ts';
import { cachePage, type PageCache, sendCachedPage } from './page-cache.ts';
import { articleNotFoundPage, articlePage, articlePath, errorPage, fixedPages, type PageDefinition, type SiteContext } from './pages.tsx';
import { headersOf, type securityHeaders } from './security.ts';
import { SHARE_CARD_SIZE } from './share-card-size.ts';

const FALLBACK_ERROR_HTML =
  `<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><title>${ui.errors[500].title}</title>` +
  `<p>${ui.errors.plainHtml} <a href="/">${ui.errors.plainHtmlLink}</a>.</p></html>`;

/** The site's pages: their registry, rendered for the day and kept in the page cache, and how they are sent. */
export interface SitePages {
  /** Registers every page at its one address. */
  route(app: Express): void;
  /** Registers the 404 page of an article that is not out (or does not exist). */
  routeUnknownArticles(app: Express): void;
  /** Whether `path` is a page's one address today (canonicalRedirect sends other spellings to it). */
  isPage(path: string): boolean;
  /** The error page of `status`, or plain HTML if the page shell itself is broken. */
  sendError(req: Request, res: Response, status: number): void;
  /** Every page's address on `day`: the sitemap's, and the export's (pagePaths). */
  paths(day: string): string[];
  /** The sitemap's entries on `day`: every page, with the date its content last changed where it has one. */
  sitemap(day: string): SitemapEntry[];
}

export interface SitePagesOptions {
  publicUrl: string;
  built: BuiltFiles;
  articles: ArticleStore;
  companyPages: CompanyPage[];
  /** Today's date (YYYY-MM-DD, Paris time). */
  today: () => string;
  cache: PageCache;
  /** In development, the page shows the content's problems and reloads when it changes. */
  dev: DevChannel | undefined;
  /** The security headers, which every page carries in its cached header list. */
  security: ReturnType<typeof securityHeaders>;
  log: Logger;
}

export function sitePages({ publicUrl, built, articles, companyPages, today, cache, dev, security, log }: SitePagesOptions): SitePages {
  const { manifest, css, images, shareCards } = built;
  // Pages are rendered for a day (Paris time): the dated article, its cards and the footer's year turn over with it.
  const siteOn = (day: string): SiteContext => ({ articles, images, publicUrl, today: day });

  const pageHeaders = headersOf(security);
  const renderHtml = (page: PageDefinition, day: string) =>
    renderDocument({
      ...page.meta,
      // The page's own card (1200 × 630) when it was made; else its image, or the default one.
      ...(page.meta.path !== undefined && shareCards[page.meta.path] ? { image: shareCards[page.meta.path], imageSize: SHARE_CARD_SIZE } : {}),
      manifest,
      css: css[page.styles] ?? '',
      publicUrl,
      today: day,
      dev: dev?.state(),
      children: page.body,
    });
  /** `key` is the page's canonical path: other spellings never reach here (see canonicalRedirect). */
  const sendPage = (req: Request, res: Response, key: string, define: (site: SiteContext) => PageDefinition) => {
    const day = today();
    sendCachedPage(
      req,
      res,
      cache.get(key, () => cachePage(renderHtml(define(siteOn(day)), day), pageHeaders), day),
    );
  };
  const sendError = (req: Request, res: Response, status: number) => {
    try {
      const day = today();
      sendCachedPage(
        req,
        res,
        cache.get(`error:${status}`, () => cachePage(renderHtml(errorPage(status), day), pageHeaders, status), day),
      );
    } catch (error) {
      // The page shell itself is broken (a missing bundle, say): answer with plain HTML rather than nothing.
      log({ level: 'error', event: 'error-page-failed', status, message: String(error) });
      res.status(status).type('html').send(FALLBACK_ERROR_HTML);
    }
  };

  // Our pages by their one address. Routing is case-sensitive and strict, so /Blog or /blog/ match
  // nothing here: canonicalRedirect sends them to /blog, and anything else is the 404 page.
  const fixed = fixedPages(companyPages);
  const staticPages = new Map(fixed.map((page) => [page.path, page.define]));
  const isPage = (path: string) => {
    const id = /^\/article\/([^/]+)$/.exec(path)?.[1];
    return staticPages.has(path) || (id !== undefined && ARTICLE_ID.test(id) && articles.get(id, today()) !== undefined);
  };

  return {
    route(app) {
      for (const [path, define] of staticPages) app.get(path, (req, res) => sendPage(req, res, path, define));
      app.get('/article/:id', (req, res, next) => {
        const id = req.params.id;
        const article = ARTICLE_ID.test(id) ? articles.get(id, today()) : undefined;
        // Express decodes the id: /article/%65crans-tactiles is a spelling, which canonicalRedirect redirects.
        if (!article || req.path !== articlePath(article)) return next();
        sendPage(req, res, articlePath(article), (site) => articlePage(site, article));
      });
    },
    routeUnknownArticles(app) {
      // An unknown article: not cached, since any id can be asked for and the page names it.
      app.get('/article/:id', (req, res) => {
        res.status(404).type('html').setHeader('Cache-Control', 'no-cache');
        res.send(renderHtml(articleNotFoundPage(req.params.id), today()));
      });
    },
    isPage,
    sendError,
    paths: (day) => [...fixed.map((page) => page.path), ...articles.list(day).map(articlePath)],
    sitemap(day) {
      const list = articles.list(day);
      const newest = list[0]?.date;
      return [
        ...fixed.map((page) => ({ path: page.path, lastmod: page.listsArticles ? newest : undefined })),
        ...list.map((article) => ({ path: articlePath(article), lastmod: article.date })),
      ];
    },
  };
}
