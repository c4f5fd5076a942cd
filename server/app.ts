import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import { ui } from '../content/interface.ts';
import { publicReadiness, type Leads } from './leads/service.ts';
import { assistantDesk } from './assistant-desk.ts';
import { chatApi } from './chat-api.ts';
import { ARTICLE_ID } from './articles/catalog.ts';
import { loadSiteContent } from './site-content.ts';
import type { Manifest } from './assets.ts';
import { loadBuiltFiles } from './built-files.ts';
import { SHARE_CARD_SIZE } from './share-card-size.ts';
import type { ImageManifest } from './images.ts';
import { DevChannel } from './dev-reload.ts';
import type { Config } from './config.ts';
import { renderDocument } from './document.tsx';
import { robotsTxt, rssXml, sitemapXml } from './feeds.ts';
import { cachePage, PageCache, sendCachedPage } from './page-cache.ts';
import { articleNotFoundPage, articlePage, articlePath, errorPage, fixedPages, type PageDefinition, type SiteContext } from './pages.tsx';
import { ARTICLES_DIR, ASSETS_DIR, BUILT_IMAGES_DIR, COMPANY_PAGES_DIR, PUBLIC_DIR, WIDGET_DIR } from './paths.ts';
import { parisToday } from './paris-time.ts';
import { createLogger, type Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import { logRequests } from './request-log.ts';
import { headersOf, hstsOverHttps, securityHeaders, styleHash } from './security.ts';
import { canonicalRedirect, httpsOnly } from './canonical-url.ts';
import { isLocalCaller } from './proxy-trust.ts';

export interface AppOptions {
  manifest?: Manifest;
  /** The built images (dist/images.json by default). */
  images?: ImageManifest;
  /** Each page's card for social networks, by path (dist/share-cards.json by default). */
  shareCards?: Record<string, string>;
  articlesDir?: string;
  companyPagesDir?: string;
  /** Where request and error lines go; stdout, batched, by default. */
  log?: (line: string) => void;
  /** The process's logger (main.ts); else one is made, writing to `log`. */
  logger?: Logger;
  /** Counts the requests and the log's events (METRICS_PORT, main.ts). */
  metrics?: Metrics;
  /** Today's date (YYYY-MM-DD) for pages that show it; Paris time by default. */
  today?: () => string;
  /** Chat messages one client may send a minute. */
  chatRateLimit?: number;
  /** How long the webhook may take to answer (config.chatWebhookTimeoutMs by default). */
  webhookTimeoutMs?: number;
  /** The rendered pages; the app makes its own unless a test wants to look inside. */
  pageCache?: PageCache;
  /**
   * The leads' database and notifications (server/leads/service.ts), started by main.ts. Without it
   * the assistant still takes requests, and says honestly at the consent that it cannot store them.
   */
  leads?: Leads;
}

const FALLBACK_ERROR_HTML =
  `<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><title>${ui.errors[500].title}</title>` +
  `<p>${ui.errors.plainHtml} <a href="/">${ui.errors.plainHtmlLink}</a>.</p></html>`;

/** Builds the Express app without listening, so tests can drive it directly. */
const pagePathsOfApp = new WeakMap<Express, () => string[]>();

/** The address of every page `app` serves today, from the same list as its router and sitemap: what the export writes. */
export function pagePaths(app: Express): string[] {
  const paths = pagePathsOfApp.get(app);
  if (!paths) throw new Error('not an app made by createApp');
  return paths();
}

export function createApp(config: Config, options: AppOptions = {}): Express {
  const log = options.logger ?? createLogger({ level: config.logLevel, write: options.log });
  const { manifest, css, images, shareCards } = loadBuiltFiles(options, log);
  const today = options.today ?? parisToday();
  const cache = options.pageCache ?? new PageCache();
  // In development, what goes wrong in the content shows in the open tabs as well as in the log.
  const dev = config.env === 'development' ? new DevChannel(() => cache.clear()) : undefined;
  const { articles, companyPages, showArticleProblems } = loadSiteContent({
    articlesDir: options.articlesDir ?? ARTICLES_DIR,
    companyPagesDir: options.companyPagesDir ?? COMPANY_PAGES_DIR,
    images,
    dev,
    log,
  });
  const leads = options.leads;
  const assistant = assistantDesk({ config, leads, articles, companyPages, today, log });
  if (dev) {
    articles.watch(() => {
      cache.clear();
      assistant.rebuild(articles.list(today()));
      showArticleProblems();
      dev.reload();
    });
  }
  // Pages are rendered for a day (Paris time): the dated article, its cards and the footer's year turn over with it.
  const siteOn = (day: string): SiteContext => ({ articles, images, publicUrl: config.publicUrl, today: day });

  const security = securityHeaders({ styleHashes: Object.values(css).map(styleHash) });
  const pageHeaders = headersOf(security);
  const renderHtml = (page: PageDefinition, day: string) =>
    renderDocument({
      ...page.meta,
      // The page's own card (1200 × 630) when it was made; else its image, or the default one.
      ...(page.meta.path !== undefined && shareCards[page.meta.path] ? { image: shareCards[page.meta.path], imageSize: SHARE_CARD_SIZE } : {}),
      manifest,
      css: css[page.styles] ?? '',
      publicUrl: config.publicUrl,
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
  /** Every page's address today: the sitemap's, and the export's (pagePaths). */
  const pagePathsOn = (day: string) => [...fixed.map((page) => page.path), ...articles.list(day).map(articlePath)];
  const isPage = (path: string) => {
    const id = /^\/article\/([^/]+)$/.exec(path)?.[1];
    return staticPages.has(path) || (id !== undefined && ARTICLE_ID.test(id) && articles.get(id, today()) !== undefined);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  if (options.metrics) log.watch(options.metrics.event);
  logRequests(app, log, config.trustProxy, options.metrics?.request);
  if (config.trustProxy !== false) app.use(hstsOverHttps(config.hstsPreload), httpsOnly(config.publicUrl, security));

  // Site pages come first: they carry the security headers in their cached header list. Only their
  // exact address matches, so they do not pay for the spelling check that follows.
  for (const [path, define] of staticPages) app.get(path, (req, res) => sendPage(req, res, path, define));
  app.get('/article/:id', (req, res, next) => {
    const id = req.params.id;
    const article = ARTICLE_ID.test(id) ? articles.get(id, today()) : undefined;
    // Express decodes the id: /article/%65crans-tactiles is a spelling, redirected below.
    if (!article || req.path !== articlePath(article)) return next();
    sendPage(req, res, articlePath(article), (site) => articlePage(site, article));
  });
  app.use(canonicalRedirect(isPage, security));

  // Every other response gets the security headers from helmet itself.
  app.use(security);
  // Before compression, which would hold the event stream back. main.ts tells it of failed rebuilds.
  if (dev) {
    app.use(dev.routes());
    app.locals.dev = dev;
  }

  // An unknown article: not cached, since any id can be asked for and the page names it.
  app.get('/article/:id', (req, res) => {
    res.status(404).type('html').setHeader('Cache-Control', 'no-cache');
    res.send(renderHtml(articleNotFoundPage(req.params.id), today()));
  });

  // Alive: the process answers, whatever its database does (a restart would not bring that back).
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  // Ready: the leads' store answers and its outbox moves; else 503 and why (server/leads/service.ts).
  // The reason code is public; the database's own words (its host and port) and the count of
  // notifications owed only go to a caller on this machine itself, not through a proxy.
  app.get('/readyz', async (req, res) => {
    const readiness = leads ? await leads.ready() : ({ ready: true, store: 'not-opened' } as const);
    res.setHeader('Cache-Control', 'no-store');
    res.status(readiness.ready ? 200 : 503).json(isLocalCaller(req) ? readiness : publicReadiness(readiness));
  });

  app.use('/api/chat', chatApi({ config, leads, desk: assistant.today, rateLimit: options.chatRateLimit, webhookTimeoutMs: options.webhookTimeoutMs, log }));

  // The widget and the bundles it imports are loaded by partners' pages too (module scripts need CORS).
  const embeddable = (_req: Request, res: Response, next: () => void) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
  // Bundles carry a content hash in their name: cache them for a year.
  app.use('/assets', embeddable, compression(), express.static(ASSETS_DIR, { immutable: true, maxAge: '1y', index: false, redirect: false }));
  // The loader keeps its name, so it is revalidated on every visit.
  app.use('/widget', embeddable, compression(), express.static(WIDGET_DIR, { maxAge: 0, index: false, redirect: false }));

  // The source of an article, as a client that renders articles itself fetches it. Served from
  // memory by id: no path from the request ever reaches the file system.
  app.get('/content/articles/:file', (req, res, next) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(req.params.file);
    const article = match ? articles.get(match[1]!, today()) : undefined;
    if (!article) return next();
    res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(article.source);
  });

  const sendText = (res: Response, type: string, body: string) => {
    res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  };

  // Below this line responses are not precompressed.
  app.use(compression());
  app.get('/robots.txt', (_req, res) => sendText(res, 'text/plain', robotsTxt(config.publicUrl)));
  app.get('/sitemap.xml', (_req, res) => {
    const list = articles.list(today());
    const newest = list[0]?.date;
    const entries = [
      ...fixed.map((page) => ({ path: page.path, lastmod: page.listsArticles ? newest : undefined })),
      ...list.map((article) => ({ path: articlePath(article), lastmod: article.date })),
    ];
    sendText(res, 'application/xml', sitemapXml(config.publicUrl, entries));
  });
  app.get('/rss.xml', (_req, res) => sendText(res, 'application/rss+xml', rssXml(config.publicUrl, articles.list(today()))));
  // Built images carry a hash of their source in their name: cached for a year, like the bundles.
  app.use('/images/built', express.static(BUILT_IMAGES_DIR, { immutable: true, maxAge: '1y', index: false, redirect: false }));
  app.use(express.static(PUBLIC_DIR, { index: false, maxAge: '1d', redirect: false }));

  app.use((req, res) => sendError(req, res, 404));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    log({
      level: status >= 500 ? 'error' : 'warn',
      event: 'request-error',
      method: req.method,
      path: req.originalUrl,
      status,
      message: error instanceof Error ? error.message : String(error),
      stack: status >= 500 && error instanceof Error ? error.stack : undefined,
    });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(req, res, status);
  };
  app.use(onError);
  pagePathsOfApp.set(app, () => pagePathsOn(today()));
  return app;
}
