import { secureHeaders } from 'hono/secure-headers';

/**
 * The console's security headers, from Hono's `secureHeaders`: the one Content-Security-Policy of the production
 * server (user content never runs as script in the page; the middleware renders it from these directives, in this
 * order), `nosniff`, no referrer and no framing. Hono's other defaults are off so the
 * console's headers stay exactly these four.
 */
export const consoleSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'blob:', 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", 'blob:'],
    },
    xContentTypeOptions: true,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
