import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import type { ArticleStore } from './articles/catalog.ts';
import { ASSETS_DIR, BUILT_IMAGES_DIR, PUBLIC_DIR, WIDGET_DIR } from './paths.ts';

// The widget and the bundles it imports are loaded by partners' pages too (module scripts need CORS).
const embeddable = (_req: Request, res: Response, next: () => void) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};

/** /assets (the bundles) and /widget (the chat's loader), each compressed on its own route. */
export function serveBundles(app: Express): void {
  // Bundles carry a content hash in their name: cache them for a year.
  app.use('/assets', embeddable, compression(), express.static(ASSETS_DIR, { immutable: true, maxAge: '1y', index: false, redirect: false }));
  // The loader keeps its name, so it is revalidated on every visit.
  app.use('/widget', embeddable, compression(), express.static(WIDGET_DIR, { maxAge: 0, index: false, redirect: false }));
}

/**
 * The source of an article, as a client that renders articles itself fetches it. Served from
 * memory by id: no path from the request ever reaches the file system.
 */
export function serveArticleSources(app: Express, articles: ArticleStore, today: () => string): void {
  app.get('/content/articles/:file', (req, res, next) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(req.params.file);
    const article = match ? articles.get(match[1]!, today()) : undefined;
    if (!article) return next();
    res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(article.source);
  });
}

/** /images/built (the built images) and the files of public/, as they are. */
export function servePublicFiles(app: Express): void {
  // Built images carry a hash of their source in their name: cached for a year, like the bundles.
  app.use('/images/built', express.static(BUILT_IMAGES_DIR, { immutable: true, maxAge: '1y', index: false, redirect: false }));
  app.use(express.static(PUBLIC_DIR, { index: false, maxAge: '1d', redirect: false }));
}
