// The security headers of the main API's answers, by kind of answer: a page carries the storefront's
// policies (helmet: CSP, framing, referrer, HSTS, …); the build's scripts and styles only the two headers
// that act on a file a page loads; the API's JSON only what OWASP's REST cheat sheet asks of an API. A
// page's policies mean nothing on a fetch's answer, and they were about 900 bytes on every API call.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { precomputedHeaders } from '@store/server-kit/fast-middleware';
import type { Container } from './container';
import { payhereSettings } from './modules/payments/payhere';
import { builtPageScriptHashes } from './page-scripts';

/**
 * The headers of a page, worked out once. `formActions`: where else the storefront may post a form
 * (PayHere's checkout, when it is set up); helmet's default allows only the shop's own origin.
 * `pageScriptHashes`: the built page's inline scripts (page-scripts.ts).
 */
export function securityHeaders(
  assistanceUrl: string,
  formActions: readonly string[] = [],
  pageScriptHashes: readonly string[] = [],
): RequestHandler {
  return precomputedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...pageScriptHashes],
          'form-action': ["'self'", ...formActions],
          'img-src': ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
          'media-src': ["'self'", 'blob:', 'https://res.cloudinary.com', assistanceUrl],
          // TLS is the proxy's business; forcing https here would break a plain-http deployment.
          'upgrade-insecure-requests': null,
          'connect-src': ["'self'", assistanceUrl, assistanceUrl.replace(/^http/, 'ws')],
        },
      },
    }),
  );
}

/** The security headers of this deployment's pages. */
export function securityHeadersOf(container: Pick<Container, 'config'>): RequestHandler {
  const { config } = container;
  return securityHeaders(
    config.assistanceUrl,
    formActionsOf(container),
    builtPageScriptHashes(config.frontendDist),
  );
}

/** Origins the storefront posts forms to besides its own: PayHere's checkout when it is set up. */
function formActionsOf({ config }: Pick<Container, 'config'>): string[] {
  const payhere = payhereSettings(config);
  return payhere ? [new URL(payhere.checkoutUrl).origin] : [];
}

/** Where the build puts its content-named files: the scripts, styles and fonts a page loads, never a page. */
export const BUILT_ASSETS = '/assets/';

/** The API's own pages (the OpenAPI viewer), which run scripts and so keep the page's policies. */
const API_DOCS = '/api/docs';

/** Of the page's policies, the two that act on a script or stylesheet it loads. */
const ASSET_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' };

/**
 * An API answer's: nothing in it may load or run, be framed or be read by another site, and HTTPS stays
 * required (the same HSTS as the page's). An answer that is a page of its own (the test card checkout) sets
 * its own CSP over this one.
 */
export const API_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
} as const;

/** The API's headers as a middleware (what the hot path replays as header pairs). */
export const apiHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
  next();
};

/** Sets each answer's headers by what it is: a built file, an API answer, or a page (everything else). */
export function headersForEachKind(pageHeaders: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const { path } = req;
    if (path.startsWith(BUILT_ASSETS)) {
      res.set(ASSET_HEADERS);
      next();
    } else if ((path === '/api' || path.startsWith('/api/')) && !path.startsWith(API_DOCS)) {
      apiHeaders(req, res, next);
    } else {
      pageHeaders(req, res, next);
    }
  };
}
