import helmet from 'helmet';

/**
 * Security headers. Scripts only from our origin, never inline or eval'd: island data travels in
 * JSON blocks, so cached HTML needs no nonce. Inline styles stay allowed: React renders style
 * attributes for data-driven colours, and the chat widget styles its shadow root.
 */
export function securityHeaders(options: { chatEndpoints?: string[] } = {}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.chatEndpoints ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Widget files and /api/chat are loaded from partners' pages: they override this per route.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
