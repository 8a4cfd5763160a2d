// Builds the assistance service's Express app (used by server.ts and by the API tests).
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { authenticate } from '@store/server-kit/auth';
import { apiDocsRouter } from '@store/server-kit/api-docs';
import { databaseCheck, healthRouter, probeRouter, serviceCheck } from '@store/server-kit/health';
import { metricsRouter } from '@store/server-kit/metrics';
import { routeMatcher } from '@store/server-kit/openapi';
import { precomputedHeaders, unlessBodiless } from '@store/server-kit/fast-middleware';
import { apiNotFound, errorHandler, requestLogger } from '@store/server-kit/http';
import type { Container } from './container';
import { shopperCartRouter } from './modules/cart/cart.routes';
import { uploadsRouter } from './modules/media/media.routes';
import { messagesRouter } from './modules/messages/messages.routes';
import { presenceRouter } from './modules/presence/presence.routes';
import { quickRepliesRouter } from './modules/quick-replies/quick-replies.routes';
import { requestsRouter } from './modules/requests/requests.routes';
import { transcriptMailRouter } from './modules/transcript-mail/transcript-mail.routes';
import { assistanceApiDocument, assistanceOperations } from './openapi.operations';

export function createApp(container: Container, logger: Logger): Express {
  const { config } = container;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  // The security headers are the same for every response, so helmet runs once, at start-up.
  app.use(precomputedHeaders(helmet()));
  app.use(requestLogger(logger));
  app.use(container.metrics.requestTimer(routeMatcher(assistanceOperations)));
  // Probes and metrics come before the API's parsers and session checks: they need none of them.
  app.use(
    probeRouter([databaseCheck(container.database), serviceCheck('mainApi', `${config.backendUrl}/readyz`)]),
  );
  app.use(metricsRouter(container.metrics.registry, config.METRICS_TOKEN));
  app.use(
    '/api',
    cors({ origin: config.CORS_ORIGINS, allowedHeaders: ['Content-Type', 'Authorization', 'token'] }),
  );
  app.use('/api', unlessBodiless(express.json({ limit: '32kb' })));
  app.use('/api', authenticate(container.sessions));

  app.use('/api/health', healthRouter(container.database));
  app.use('/api/docs', apiDocsRouter(assistanceApiDocument));
  app.use(
    '/api/assist/cart',
    shopperCartRouter(container.requests, container.cartGrants, container.backendCart),
  );
  app.use('/api/assist', presenceRouter(container.presence));
  app.use('/api/assist', quickRepliesRouter(container.quickReplies));
  app.use('/api/assist', transcriptMailRouter(container.transcriptMailer));
  app.use('/api/assist', requestsRouter(container.requests));
  app.use('/api/messages', messagesRouter(container.messages));
  app.use('/api', apiNotFound);

  app.use('/uploads', uploadsRouter(config.uploadsDir));

  app.use(errorHandler(logger));
  return app;
}
