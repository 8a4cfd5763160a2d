// /api/docs on both services: the generated OpenAPI document as JSON (/api/docs/openapi.json) and Swagger UI
// to read and try it (/api/docs). The viewer's files come from the swagger-ui-dist package on this server
// (no CDN, so it works offline), and the page has no inline script, so it runs under the services' CSP.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import type { OpenApiDocument } from './openapi';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, string> = {
  '/swagger-ui.css': 'swagger-ui.css',
  '/swagger-ui-bundle.js': 'swagger-ui-bundle.js',
  '/favicon-32x32.png': 'favicon-32x32.png',
};

// Reads the document's address from the page, so the script is the same file for every mount point.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-url'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(base: string, title: string): string {
  const at = escapeHtml(base);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (reference)</title>
<link rel="icon" href="${at}/assets/favicon-32x32.png">
<link rel="stylesheet" href="${at}/assets/swagger-ui.css">
</head>
<body>
<main>
<h1 style="font-family: sans-serif; margin: 1rem 1.25rem 0">${escapeHtml(title)}</h1>
<p style="font-family: sans-serif; margin: 0.5rem 1.25rem">The same document as JSON: <a href="${at}/openapi.json">${at}/openapi.json</a></p>
<div id="swagger-ui" data-url="${at}/openapi.json"></div>
</main>
<script src="${at}/assets/swagger-ui-bundle.js"></script>
<script src="${at}/init.js"></script>
</body>
</html>
`;
}

/** Mount at /api/docs. */
export function apiDocsRouter(document: OpenApiDocument): Router {
  const router = Router();
  const json = JSON.stringify(document);

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').set('Cache-Control', 'no-cache').send(json);
  });
  router.get('/', (req, res) => {
    res.type('html').set('Cache-Control', 'no-cache').send(page(req.baseUrl, document.info.title));
  });
  // Static files of the viewer (middleware, not API operations).
  router.use('/init.js', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(INIT_SCRIPT);
  });
  router.use('/assets', (req, res, next) => {
    const file = ASSETS[req.path];
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.sendFile(path.join(swaggerDir, file), { maxAge: '1d' });
  });
  return router;
}
