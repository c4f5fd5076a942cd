import type { RequestHandler } from 'express';

/** Where a page's other spellings point: decoded, lower case, no trailing or doubled slash. */
export function canonicalPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape (%E9 alone) is no spelling of ours: it stays as it is and ends on the 404 page.
  }
  return (
    decoded
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '') || '/'
  );
}

/** The query string of a URL, with its '?', or ''. */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/**
 * /Blog, /blog/ and /article/%65crans-tactiles are 301s to /blog and /article/ecrans-tactiles: one
 * address per page for search engines, and one entry per page in the page cache however a client
 * spells it. Only paths that are ours are redirected, so a redirect never leads off the site.
 */
export function canonicalRedirect(isPage: (path: string) => boolean, headers: RequestHandler): RequestHandler {
  return (req, res, next) => {
    // Installed after the pages' routes: a page asked for by its own address never gets here.
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const canonical = canonicalPath(req.path);
    if (canonical === req.path || !isPage(canonical)) return next();
    headers(req, res, () => res.redirect(301, canonical + queryOf(req.originalUrl)));
  };
}

/**
 * Behind a proxy, a visit over plain http goes to https on the public host: never to the Host the
 * client sent, which anyone can forge.
 */
export function httpsOnly(publicUrl: string, headers: RequestHandler): RequestHandler {
  const host = new URL(publicUrl).host;
  return (req, res, next) => {
    if (req.protocol !== 'http' || !req.headers['x-forwarded-proto']) return next();
    headers(req, res, () => res.redirect(301, `https://${host}${req.originalUrl}`));
  };
}
