// The HTTP server's request listener. The hottest reads are answered before Express when nothing about
// the request needs its middleware: a GET or HEAD with no session token, no Origin (so no CORS decision)
// and, for /api/config, no Accept-Encoding or If-None-Match. That is GET /api/config and every catalogue
// read the catalogue cache already holds. The answer is the same as Express would give, header for header
// (a test compares them): the same security headers, request id and access log line, Vary: Origin as
// the CORS middleware adds, and the same ETag. Everything else goes to the Express app unchanged.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { requestLogger } from '@store/server-kit/http';
import { describeDeployment, securityHeaders } from './app';
import type { Container } from './container';
import { sendEntry } from './modules/products/catalogue-cache';

const CATALOGUE_PREFIX = '/api/product/';

export function createRequestListener(container: Container, app: Express, logger: Logger): RequestListener {
  const headers = securityHeaders(container.config.assistanceUrl);
  const logRequest = requestLogger(logger);
  const etagOf = app.get('etag fn') as (body: string, encoding: BufferEncoding) => string | undefined;
  const proceed = () => undefined;

  /** What every answer here carries, as the Express stack would have set it. */
  const prepare = (req: IncomingMessage, res: ServerResponse) => {
    headers(req as never, res as never, proceed);
    logRequest(req as never, res as never, proceed);
    res.setHeader('Vary', 'Origin');
  };

  const hot = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { headers: h } = req;
    if (h.token !== undefined || h.authorization !== undefined || h.origin !== undefined) return false;
    const url = req.url ?? '';
    if (url.startsWith(CATALOGUE_PREFIX)) {
      const entry = container.catalogue.lookup(url);
      if (!entry) return false;
      prepare(req, res);
      sendEntry(req, res, entry);
      return true;
    }
    if (url === '/api/config' && h['accept-encoding'] === undefined && h['if-none-match'] === undefined) {
      const body = JSON.stringify(describeDeployment(container));
      prepare(req, res);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      const etag = etagOf(body, 'utf8');
      if (etag) res.setHeader('ETag', etag);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    return false;
  };

  return (req, res) => {
    if (!hot(req, res)) app(req, res);
  };
}
