// Builds the main API's Express app (used by server.ts and by the API tests).
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { PublicConfig } from '@store/contracts/config';
import { authenticate } from '@store/server-kit/auth';
import { apiDocsRouter } from '@store/server-kit/api-docs';
import { databaseCheck, healthRouter, probeRouter } from '@store/server-kit/health';
import { metricsRouter } from '@store/server-kit/metrics';
import { routeMatcher } from '@store/server-kit/openapi';
import { unlessBodiless, whenEncodingAccepted } from '@store/server-kit/fast-middleware';
import { precompressedFiles } from '@store/server-kit/precompressed-static';
import { apiNotFound, errorHandler, requestLogger } from '@store/server-kit/http';
import type { Container } from './container';
import { cartAccessRouter } from './modules/cart/cart-access.routes';
import { cartRouter } from './modules/cart/cart.routes';
import { configRouter, createConfigAnswer } from './modules/config/config.routes';
import { mediaRouter } from './modules/media/media.routes';
import { ordersRouter } from './modules/orders/orders.routes';
import { paymentsRouter } from './modules/payments/payments.routes';
import { mailRouter } from './modules/mail/mail.routes';
import { newsletterRouter } from './modules/newsletter/newsletter.routes';
import { productsRouter } from './modules/products/products.routes';
import { adminReviewsRouter, productReviewsRouter } from './modules/reviews/reviews.routes';
import { LOCAL_UPLOADS_URL } from './modules/uploads/media-storage';
import { demoAccounts } from './modules/users/demo-accounts';
import { usersRouter } from './modules/users/users.routes';
import { passwordResetRouter } from './modules/users/password-reset.routes';
import { backendApiDocument, backendOperations } from './openapi.operations';
import { BUILT_ASSETS, headersForEachKind, securityHeadersOf } from './response-headers';

/** GET /api/config's answer, worked out on each call so it follows live settings. */
export function describeDeployment({ config, payments, payhere, uploads, mail }: Container): PublicConfig {
  return {
    success: true,
    demoMode: config.DEMO_MODE,
    demoAccounts: config.DEMO_MODE
      ? demoAccounts.map(({ label, email, password }) => ({ label, email, password }))
      : [],
    payments: {
      cod: { available: true },
      card: payments.availability(),
      payhere: payhere.availability(),
    },
    uploads: { storage: uploads.storage },
    mail: { transport: mail.transportKind },
    assistanceUrl: config.assistanceUrl,
  };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function createApp(container: Container, logger: Logger): Express {
  const { config } = container;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(headersForEachKind(securityHeadersOf(container)));
  app.use(requestLogger(logger));
  app.use(container.metrics.requestTimer(routeMatcher(backendOperations)));
  app.use(whenEncodingAccepted(compression()));
  // Probes and metrics come before the API's parsers and session checks: they need none of them.
  app.use(probeRouter([databaseCheck(container.database)]));
  app.use(metricsRouter(container.metrics.registry, config.METRICS_TOKEN));
  app.use(
    '/api',
    cors({
      origin: config.CORS_ORIGINS,
      allowedHeaders: ['Content-Type', 'Authorization', 'token', 'Idempotency-Key'],
    }),
  );
  // Before the JSON parser: the Stripe webhook's signature is checked over the raw bytes.
  app.use('/api/payments', paymentsRouter(container.payments, container.payhere, logger));
  app.use('/api', unlessBodiless(express.json({ limit: '100kb' })));
  app.use('/api', authenticate(container.sessions));

  app.use('/api/health', healthRouter(container.database));
  app.use('/api/docs', apiDocsRouter(backendApiDocument));
  app.use('/api/config', configRouter(createConfigAnswer(describeDeployment(container))));
  app.use('/api/product', productReviewsRouter(container.reviews, container.catalogue.stocklessMiddleware));
  app.use('/api/reviews', adminReviewsRouter(container.reviews));
  app.use(
    '/api/newsletter',
    newsletterRouter(container.newsletter, {
      counters: container.counters,
      subscriptionsPerIp: config.RESET_REQUEST_RATE_LIMIT,
    }),
  );
  app.use(
    '/api/mail',
    mailRouter({
      mail: container.mail,
      demoMode: config.DEMO_MODE,
      transport: container.mail.transportKind,
      mailDir: path.join(config.dataDir, 'mail'),
    }),
  );
  app.use(
    '/api/product',
    container.catalogue.middleware,
    productsRouter(container.products, {
      uploads: container.uploads,
      maxUploadBytes: config.UPLOAD_MAX_BYTES,
    }),
  );
  app.use(
    '/api/user',
    passwordResetRouter(container.passwordResets, container.sessions, {
      counters: container.counters,
      logger,
      requestsPerIp: config.RESET_REQUEST_RATE_LIMIT,
      failedResetsPerIp: config.LOGIN_IP_RATE_LIMIT,
    }),
  );
  app.use(
    '/api/user',
    usersRouter(container.users, container.sessions, {
      failedLoginsPerEmail: config.LOGIN_RATE_LIMIT,
      failedLoginsPerIp: config.LOGIN_IP_RATE_LIMIT,
      registrationsPerIp: config.REGISTER_RATE_LIMIT,
      failedPasswordChangesPerUser: config.PASSWORD_CHANGE_RATE_LIMIT,
      counters: container.counters,
    }),
  );
  app.use('/api/cart', cartAccessRouter(container.cart, container.cartAccess));
  app.use('/api/cart', cartRouter(container.cart, container.cartAnswers));
  app.use(
    '/api/order',
    ordersRouter(
      container.orders,
      container.payments,
      container.payhere,
      {
        publicUrl: config.PUBLIC_URL,
        allowedOrigins: config.CORS_ORIGINS,
        fallbackUrl: config.defaultPublicUrl,
        apiOrigin: config.apiPublicUrl,
      },
      container.orderAnswers,
      container.orderMetrics,
    ),
  );
  app.use('/api', apiNotFound);

  // Uploaded product images are named by content hash, so they never change and may be cached for a year.
  app.use(
    LOCAL_UPLOADS_URL,
    express.static(path.join(config.dataDir, 'uploads'), { index: false, maxAge: '1y', immutable: true }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).json({ success: false, message: 'No such image.' });
    },
  );

  app.use('/media', mediaRouter());

  if (existsSync(path.join(config.frontendDist, 'index.html'))) {
    // Source maps stay on the server for debugging; they would publish the storefront's source.
    app.get(/\.map$/, (_req, res) => {
      res.status(404).type('text').send('Not found');
    });
    // The build's Brotli and gzip copies when the browser takes one (frontend/precompress-plugin.ts).
    const built = precompressedFiles(config.frontendDist);
    // A new build names its files anew, so a browser never needs to ask whether one changed: no ETag, no
    // Last-Modified (a few dozen bytes on every script).
    const forever = { maxAge: YEAR_MS, immutable: true, validators: false } as const;
    app.use(BUILT_ASSETS, built.middleware(forever, BUILT_ASSETS));
    app.use(
      BUILT_ASSETS,
      express.static(path.join(config.frontendDist, BUILT_ASSETS), {
        index: false,
        ...forever,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      }),
      (_req: express.Request, res: express.Response) => {
        // A page asking for a file of an older build gets a 404, not the shop's HTML as a script.
        res.status(404).type('text').send('Not found');
      },
    );
    app.use(built.middleware({ maxAge: YEAR_MS, immutable: true }));
    app.use(express.static(config.frontendDist, { index: false, maxAge: YEAR_MS, immutable: true }));
    // History fallback: every other GET is a route of the SPA.
    app.get('/{*path}', (req, res) => {
      res.set('Cache-Control', 'no-cache');
      const page = { maxAge: 0, immutable: false };
      if (built.send('/index.html', req.headers['accept-encoding'], res, page)) return;
      res.sendFile('index.html', { root: config.frontendDist });
    });
  }

  app.use(errorHandler(logger));
  return app;
}
