import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import { loadArticles } from './articles/catalog.ts';
import { loadManifest, type Manifest } from './assets.ts';
import type { Config } from './config.ts';
import { renderDocument } from './document.tsx';
import { cachePage, PageCache, sendCachedPage } from './page-cache.ts';
import { errorPage, sitePages, type PageDefinition } from './pages.tsx';
import { ARTICLES_DIR, ASSETS_DIR, PUBLIC_DIR } from './paths.ts';
import { batchedWriter, requestLog } from './request-log.ts';
import { securityHeaders } from './security.ts';

export interface AppOptions {
  manifest?: Manifest;
  articlesDir?: string;
  /** Where request and error lines go; stdout, batched, by default. */
  log?: (line: string) => void;
}

const FALLBACK_ERROR_HTML =
  '<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><title>Erreur</title>' +
  '<p>Un incident est survenu. Réessayez dans quelques instants ou <a href="/">revenez à l’accueil</a>.</p></html>';

function logLine(log: (line: string) => void, entry: Record<string, unknown>) {
  log(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n');
}

/** Builds the Express app without listening, so tests can drive it directly. */
export function createApp(config: Config, options: AppOptions = {}): Express {
  const log = options.log ?? batchedWriter();
  const manifest = options.manifest ?? loadManifest();
  const { articles, problems } = loadArticles(options.articlesDir ?? ARTICLES_DIR);
  for (const problem of problems) logLine(log, { level: 'error', event: 'article-invalid', ...problem });

  const cache = new PageCache();
  const render = (page: PageDefinition, status = 200) =>
    cachePage(renderDocument({ ...page.meta, manifest, publicUrl: config.publicUrl, children: page.body }), status);
  const sendError = (req: Request, res: Response, status: number) => {
    try {
      sendCachedPage(req, res, cache.get(`error:${status}`, () => render(errorPage(status), status)));
    } catch (error) {
      // The page shell itself is broken (a missing bundle, say): answer with plain HTML rather than nothing.
      logLine(log, { level: 'error', event: 'error-page-failed', status, message: String(error) });
      res.status(status).type('html').send(FALLBACK_ERROR_HTML);
    }
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(log));
  app.use(securityHeaders());

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // Bundles carry a content hash in their name: cache them for a year.
  app.use('/assets', express.static(ASSETS_DIR, { immutable: true, maxAge: '1y', index: false, redirect: false }));

  for (const [path, define] of Object.entries(sitePages({ articles }))) {
    app.get(path, (req, res) => sendCachedPage(req, res, cache.get(path, () => render(define()))));
  }

  // Below this line responses are not precompressed.
  app.use(compression());
  app.use(express.static(PUBLIC_DIR, { index: false, maxAge: '1d', redirect: false }));

  app.use((req, res) => sendError(req, res, 404));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    logLine(log, {
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
  return app;
}
