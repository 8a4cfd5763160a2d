// The HTTP server's request listener. The hottest reads are answered before Express when nothing about
// the request needs more of its middleware than is done here, with the same answer Express would give,
// header for header (a test compares them): the same security headers (an API answer's), request id, access
// log line and request timing, the same Vary, ETag, 304 and compressed copy. Headers worked out at start-up
// go out in one `writeHead` call, which skips building a header map per request. Two kinds are answered:
// - a GET or HEAD with no Origin (so no CORS decision), as a browser asks on its own site, and either no
//   session token or a shopper's or helper's whose session is already known to be current: GET /api/config
//   and every catalogue read the catalogue cache already holds, a product's reviews among them
//   (prepared-answer.ts answers both paths);
// - a signed-in shopper's own cart and orders (POST /api/cart/get, /api/order/userorders, without a body,
//   as the shop's client asks), when the token's session is already known to be current and any Origin is
//   one CORS allows or refuses as the cors middleware would, from the answers kept per shopper
//   (modules/personal/kept-answers.ts). Express cost about four times the CPU of the read itself there
//   (docs/performance.md).
// Everything else goes to the Express app unchanged.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { tokenFromHeaders } from '@store/server-kit/auth';
import { headerPairs } from '@store/server-kit/fast-middleware';
import { accessLogger, assignRequestId, failureAnswerer, REQUEST_ID_HEADER } from '@store/server-kit/http';
import { routeMatcher } from '@store/server-kit/openapi';
import { keptPersonalAnswer, type PreparedAnswer } from '@store/server-kit/prepared-answer';
import { describeDeployment } from './app';
import type { Container } from './container';
import { createConfigAnswer } from './modules/config/config.routes';
import { CATALOGUE_VARY, entryAnswer } from './modules/products/catalogue-cache';
import { backendOperations } from './openapi.operations';
import { apiHeaders } from './response-headers';

const CATALOGUE_PREFIX = '/api/product/';

/** The signed-in reads answered before Express, by their exact URL. */
const signedInReads = new Map<
  string,
  (container: Container, userId: string, req: IncomingMessage) => Promise<PreparedAnswer>
>([
  [
    '/api/cart/get',
    async (container, userId, req) => keptPersonalAnswer(req, await container.cartAnswers.answer(userId)),
  ],
  [
    '/api/order/userorders',
    async (container, userId, req) => keptPersonalAnswer(req, await container.orderAnswers.answer(userId)),
  ],
]);

/** A request with no body: no Transfer-Encoding, and no Content-Length or 0. */
const hasNoBody = ({ headers }: IncomingMessage) =>
  headers['transfer-encoding'] === undefined &&
  (headers['content-length'] === undefined || headers['content-length'] === '0');

export function createRequestListener(container: Container, app: Express, logger: Logger): RequestListener {
  const security = headerPairs(apiHeaders);
  const catalogueHeaders = [...security, 'Vary', `Origin, ${CATALOGUE_VARY}, Accept-Encoding`];
  const configHeaders = [...security, 'Vary', 'Origin, Accept-Encoding'];
  const config = createConfigAnswer(describeDeployment(container));
  const logAccess = accessLogger(logger);
  const timeRequest = container.metrics.requestTimer(routeMatcher(backendOperations));

  /** Gives the request what the Express stack would: an id, an access log line and its timing. */
  const observe = (req: IncomingMessage, res: ServerResponse): string => {
    const id = assignRequestId(req);
    logAccess(req, res, id);
    timeRequest(req, res);
    return id;
  };

  /**
   * No token, or one whose session is known to be current: Express would let the request through as it
   * is (a signed-in shopper's client sends its token with every call, catalogue reads too). Not an admin's:
   * the catalogue cache is skipped for admins (catalogue-cache.ts), so Express answers them.
   */
  const readsAsAGuest = (req: IncomingMessage): boolean => {
    const token = tokenFromHeaders(req.headers);
    if (token === undefined) return true;
    const user = container.sessions.knownValid(token);
    return user !== undefined && user.role !== 'admin';
  };

  const hot = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { headers: h } = req;
    if (h.origin !== undefined || !readsAsAGuest(req)) return false;
    const url = req.url ?? '';
    if (url.startsWith(CATALOGUE_PREFIX)) {
      // Kept per language: the same URL may be stored in English, Sinhala and Tamil.
      const entry = container.catalogue.lookup(url, h['accept-language']);
      if (!entry) return false;
      const id = observe(req, res);
      const answer = entryAnswer(req, entry);
      res.writeHead(answer.status, [...catalogueHeaders, REQUEST_ID_HEADER, id, ...answer.headers]);
      res.end(answer.body);
      return true;
    }
    if (url === '/api/config') {
      const id = observe(req, res);
      const answer = config.answer(req);
      res.writeHead(answer.status, [...configHeaders, REQUEST_ID_HEADER, id, ...answer.headers]);
      res.end(answer.body);
      return true;
    }
    return false;
  };

  const personalHeaders = [...security, 'Vary', 'Origin, Accept-Encoding'];
  const corsOrigins = new Set(container.config.CORS_ORIGINS);
  const answerFailure = failureAnswerer(logger);
  // The weak ETag Express's `res.json` puts on every answer it sends, error answers included.
  const etagSetting: unknown = app.get('etag fn');
  const expressEtag =
    typeof etagSetting === 'function'
      ? (etagSetting as (body: string, encoding: string) => string)
      : undefined;

  /** Sends a signed-in read's answer, or its failure as Express's error handler answers it. */
  const answerSignedIn = async (
    req: IncomingMessage,
    res: ServerResponse,
    read: () => Promise<PreparedAnswer>,
    requestHeaders: string[],
  ): Promise<void> => {
    try {
      const answer = await read();
      res.writeHead(answer.status, [...personalHeaders, ...requestHeaders, ...answer.headers]);
      res.end(answer.body);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const failure = answerFailure(error, req.id);
      const body = JSON.stringify(failure.body);
      const etag = expressEtag?.(body, 'utf8');
      // The compression middleware, which runs only when Accept-Encoding is sent, adds to Vary there.
      res.writeHead(failure.status, [
        ...security,
        'Vary',
        req.headers['accept-encoding'] ? 'Origin, Accept-Encoding' : 'Origin',
        ...requestHeaders,
        ...Object.entries(failure.headers).flat(),
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(Buffer.byteLength(body)),
        ...(etag ? ['ETag', etag] : []),
      ]);
      res.end(body);
    }
  };

  const signedIn = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const read = signedInReads.get(req.url ?? '');
    if (!read || !hasNoBody(req)) return false;
    const token = tokenFromHeaders(req.headers);
    const user = token === undefined ? undefined : container.sessions.knownValid(token);
    if (!user) return false;
    // As the cors middleware answers a listed origin; any other gets only `Vary: Origin`, like Express.
    const { origin } = req.headers;
    const allowOrigin =
      origin !== undefined && corsOrigins.has(origin) ? ['Access-Control-Allow-Origin', origin] : [];
    const id = observe(req, res);
    answerSignedIn(req, res, () => read(container, user.id, req), [
      ...allowOrigin,
      REQUEST_ID_HEADER,
      id,
    ]).catch(() => res.destroy());
    return true;
  };

  return (req, res) => {
    if (!hot(req, res) && !signedIn(req, res)) app(req, res);
  };
}
