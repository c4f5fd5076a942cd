import compression from 'compression';
import express, { type Express } from 'express';
import { assistantDesk } from './assistant-desk.ts';
import type { Manifest } from './assets.ts';
import { loadBuiltFiles } from './built-files.ts';
import { canonicalRedirect, httpsOnly } from './canonical-url.ts';
import { chatApi } from './chat-api.ts';
import type { Config } from './config.ts';
import { DevChannel } from './dev-reload.ts';
import { errorHandler } from './error-handler.ts';
import { serveFeeds } from './feed-routes.ts';
import { serveHealth } from './health.ts';
import type { ImageManifest } from './images.ts';
import type { Leads } from './leads/service.ts';
import { createLogger, type Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import { PageCache } from './page-cache.ts';
import { ARTICLES_DIR, COMPANY_PAGES_DIR } from './paths.ts';
import { parisToday } from './paris-time.ts';
import { logRequests } from './request-log.ts';
import { hstsOverHttps, securityHeaders, styleHash } from './security.ts';
import { loadSiteContent } from './site-content.ts';
import { sitePages } from './site-pages.ts';
import { serveArticleSources, serveBundles, servePublicFiles } from './static-files.ts';

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

const pagePathsOfApp = new WeakMap<Express, () => string[]>();

/** The address of every page `app` serves today, from the same list as its router and sitemap: what the export writes. */
export function pagePaths(app: Express): string[] {
  const paths = pagePathsOfApp.get(app);
  if (!paths) throw new Error('not an app made by createApp');
  return paths();
}

/** Builds the Express app without listening, so tests can drive it directly. */
export function createApp(config: Config, options: AppOptions = {}): Express {
  const log = options.logger ?? createLogger({ level: config.logLevel, write: options.log });
  const built = loadBuiltFiles(options, log);
  const today = options.today ?? parisToday();
  const cache = options.pageCache ?? new PageCache();
  // In development, what goes wrong in the content shows in the open tabs as well as in the log.
  const dev = config.env === 'development' ? new DevChannel(() => cache.clear()) : undefined;
  const { articles, companyPages, showArticleProblems } = loadSiteContent({
    articlesDir: options.articlesDir ?? ARTICLES_DIR,
    companyPagesDir: options.companyPagesDir ?? COMPANY_PAGES_DIR,
    images: built.images,
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
  const security = securityHeaders({ styleHashes: Object.values(built.css).map(styleHash) });
  const pages = sitePages({ publicUrl: config.publicUrl, built, articles, companyPages, today, cache, dev, security, log });

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
  pages.route(app);
  app.use(canonicalRedirect(pages.isPage, security));

  // Every other response gets the security headers from helmet itself.
  app.use(security);
  // Before compression, which would hold the event stream back. main.ts tells it of failed rebuilds.
  if (dev) {
    app.use(dev.routes());
    app.locals.dev = dev;
  }

  pages.routeUnknownArticles(app);
  serveHealth(app, leads);
  app.use('/api/chat', chatApi({ config, leads, desk: assistant.today, rateLimit: options.chatRateLimit, webhookTimeoutMs: options.webhookTimeoutMs, log }));
  serveBundles(app);
  serveArticleSources(app, articles, today);

  // Below this line responses are not precompressed.
  app.use(compression());
  serveFeeds(app, { publicUrl: config.publicUrl, sitemap: () => pages.sitemap(today()), articles: () => articles.list(today()) });
  servePublicFiles(app);

  app.use((req, res) => pages.sendError(req, res, 404));
  app.use(errorHandler(pages.sendError, log));
  pagePathsOfApp.set(app, () => pages.paths(today()));
  return app;
}
