// The HTTP server's request listener. The hottest reads are answered before Express when nothing about
// the request needs its middleware: a GET or HEAD with no session token, no Origin (so no CORS decision)
// and, for /api/config, no Accept-Encoding or If-None-Match. That is GET /api/config and every catalogue
// read the catalogue cache already holds. The answer is the same as Express would give, header for header
// (a test compares them): the same security headers, request id, access log line and request timing,
// Vary: Origin as the CORS middleware adds, and the same ETag. It is written with one `writeHead` call
// from headers worked out at start-up, which skips building a header map per request. Everything else
// goes to the Express app unchanged.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { headerPairs } from '@store/server-kit/fast-middleware';
import { accessLogger, assignRequestId, REQUEST_ID_HEADER } from '@store/server-kit/http';
import { routeMatcher } from '@store/server-kit/openapi';
import { describeDeployment, securityHeaders } from './app';
import type { Container } from './container';
import { CATALOGUE_VARY, entryAnswer } from './modules/products/catalogue-cache';
import { backendOperations } from './openapi.operations';

const CATALOGUE_PREFIX = '/api/product/';

export function createRequestListener(container: Container, app: Express, logger: Logger): RequestListener {
  const security = headerPairs(securityHeaders(container.config.assistanceUrl));
  const catalogueHeaders = [...security, 'Vary', `Origin, ${CATALOGUE_VARY}, Accept-Encoding`];
  const configHeaders = [...security, 'Vary', 'Origin'];
  const logAccess = accessLogger(logger);
  const timeRequest = container.metrics.requestTimer(routeMatcher(backendOperations));
  const etagOf = app.get('etag fn') as (body: string, encoding: BufferEncoding) => string | undefined;

  /** Gives the request what the Express stack would: an id, an access log line and its timing. */
  const observe = (req: IncomingMessage, res: ServerResponse): string => {
    const id = assignRequestId(req);
    logAccess(req, res, id);
    timeRequest(req, res);
    return id;
  };

  const hot = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { headers: h } = req;
    if (h.token !== undefined || h.authorization !== undefined || h.origin !== undefined) return false;
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
    if (url === '/api/config' && h['accept-encoding'] === undefined && h['if-none-match'] === undefined) {
      const body = JSON.stringify(describeDeployment(container));
      const id = observe(req, res);
      const etag = etagOf(body, 'utf8');
      res.writeHead(200, [
        ...configHeaders,
        REQUEST_ID_HEADER,
        id,
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(Buffer.byteLength(body)),
        ...(etag ? ['ETag', etag] : []),
      ]);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    return false;
  };

  return (req, res) => {
    if (!hot(req, res)) app(req, res);
  };
}
