import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Two years, subdomains included; `preload` (HSTS_PRELOAD=1, as deploy/nginx.conf has it) only when
 * asked: once browsers hard-code the domain, undoing it takes months, so the operator decides.
 */
export const hstsValue = (preload: boolean) => `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`;

/**
 * HSTS only on responses that came over HTTPS (a proxy says so with X-Forwarded-Proto): browsers
 * ignore it over http, and a site reached by plain http on a private address must not pin itself.
 */
export function hstsOverHttps(preload: boolean): RequestHandler {
  const value = hstsValue(preload);
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', value);
    next();
  };
}

/**
 * Security headers. Scripts only from our origin, never inline or eval'd: island data travels in
 * JSON blocks, so cached HTML needs no nonce. Styles only from our origin and the page's inlined
 * stylesheet, named by its hash; colours come from data attributes, never style attributes, and the
 * chat widget styles its shadow root with a constructed stylesheet.
 */
export function securityHeaders(options: { styleHashes?: string[] } = {}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // Nothing is allowed unless named below.
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...(options.styleHashes ?? []).map((hash) => `'${hash}'`)],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The widget solves its proof of work in a worker, made from a Blob of its script on partners' pages.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent by hstsOverHttps, on HTTPS responses only.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Widget files and /api/chat are loaded from partners' pages: they override this per route.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Headers for browsers that no longer exist (IE8's X-Download-Options, Flash's cross-domain
    // policies, the retired XSS auditor) or not needed here: each costs bytes on every response.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  });
}

/**
 * The headers a helmet middleware sets, as a flat [name, value…] list, read once by running it on a
 * stand-in response. Cached pages send them in one writeHead instead of running helmet per request.
 */
export function headersOf(middleware: ReturnType<typeof securityHeaders>): string[] {
  const headers: string[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push(name, String(value)),
    removeHeader: () => undefined,
  };
  let called = false;
  middleware({} as never, response as never, () => (called = true));
  if (!called) throw new Error('helmet did not run synchronously');
  return headers;
}

/** The CSP source of an inline <style> block: 'sha256-…' of its exact text. */
export function styleHash(css: string): string {
  return `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
}
