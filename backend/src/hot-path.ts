// The HTTP server's request listener. The hottest reads are answered before Express when nothing about
// the request needs its middleware: a GET or HEAD with no session token and no Origin (so no CORS
// decision), as a browser asks on its own site, with Accept-Encoding and If-None-Match. That is GET
// /api/config and every catalogue read the catalogue cache already holds. The answer is the same as Express
// would give, header for header (a test compares them): the same security headers (an API answer's), request id, access log
// line and request timing, Vary: Origin as the CORS middleware adds, the same ETag and 304, the same
// compressed copy (prepared-answer.ts answers both paths). It is written with one `writeHead` call
// from headers worked out at start-up, which skips building a header map per request. Everything else
// goes to the Express app unchanged.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { headerPairs } from '@store/server-kit/fast-middleware';
import { accessLogger, assignRequestId, REQUEST_ID_HEADER } from '@store/server-kit/http';
import { routeMatcher } from '@store/server-kit/openapi';
import { describeDeployment } from './app';
import type { Container } from './container';
import { createConfigAnswer } from './modules/config/config.routes';
import { CATALOGUE_VARY, entryAnswer } from './modules/products/catalogue-cache';
import { backendOperations } from './openapi.operations';
import { apiHeaders } from './response-headers';

const CATALOGUE_PREFIX = '/api/product/';

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
    if (url === '/api/config') {
      const id = observe(req, res);
      const answer = config.answer(req);
      res.writeHead(answer.status, [...configHeaders, REQUEST_ID_HEADER, id, ...answer.headers]);
      res.end(answer.body);
      return true;
    }
    return false;
  };

  return (req, res) => {
    if (!hot(req, res)) app(req, res);
  };
}
