// Starts the main API: config, database and migrations, seed, HTTP + socket.io, graceful shutdown.
import { createServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { resolveJwtSecret } from '@store/server-kit/auth';
import { answerParseErrorsAsJson } from '@store/server-kit/client-errors';
import { createLogger } from '@store/server-kit/logger';
import { runService } from '@store/server-kit/process-health';
import { forgetSessionsEverywhere, shareSocketsAcrossInstances } from '@store/server-kit/socket-cluster';
import { onShutdown } from '@store/server-kit/shutdown';
import { createApp } from './app';
import { readConfig } from './config/env';
import { createContainer } from './container';
import { createRequestListener } from './hot-path';
import { openBackendDatabase } from './db/client';
import { seedStore } from './db/seed/seed';
import { demoAccounts } from './modules/users/demo-accounts';
import { attachCartRelay } from './modules/realtime/cart-relay';
import { attachOrderRelay } from './modules/realtime/order-relay';

export async function startBackend(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const logger = createLogger('backend', config.LOG_LEVEL);
  const database = await openBackendDatabase(
    config.DATABASE_URL,
    config.dataDir,
    logger,
    config.DATABASE_WAIT_SECONDS * 1000,
  );
  logger.info({ database: database.kind, location: database.location }, 'database ready');
  const container = createContainer(config, database, resolveJwtSecret(config.JWT_SECRET, config.dataDir));

  // Instances starting together take turns, so an empty store is seeded once.
  await database.withStartupLock(async () => {
    // Demo accounts follow DEMO_MODE at every start, seeded or not: out of demo mode they cannot sign in.
    const disabled = await container.users.applyDemoMode(config.DEMO_MODE, demoAccounts);
    if (disabled.length > 0)
      logger.warn({ accounts: disabled.length }, 'demo mode is off: demo accounts disabled');

    if (config.SEED_ON_START) {
      const { productsAdded } = await seedStore(
        {
          products: container.repositories.products,
          stock: container.repositories.stock,
          users: container.users,
        },
        { demoMode: config.DEMO_MODE },
      );
      if (productsAdded > 0) logger.info({ productsAdded }, 'seeded the demo catalogue');
    }
  });

  // pg-boss's tables (its CREATE SCHEMA races between instances, so they take turns), then this one sends.
  await database.withStartupLock(() => container.mailJobs.install(logger));
  await container.mail.start(logger);
  logger.info({ transport: container.mail.transportKind }, 'mail queue ready');

  const stopFollowingCatalogue = await container.catalogue.follow(database);
  const stopFollowingCarts = await container.personal.follow(database);
  const stopSweepingUnpaidOrders = container.pendingCardOrders.start(logger);
  const app = createApp(container, logger);
  const server = createServer(createRequestListener(container, app, logger));
  answerParseErrorsAsJson(server);
  const io = new SocketServer(server, { cors: { origin: config.CORS_ORIGINS }, maxHttpBufferSize: 200_000 });
  const sockets = shareSocketsAcrossInstances(io, database, { service: 'backend', logger });
  logger.info({ sockets }, 'socket.io broadcasts');
  forgetSessionsEverywhere(io, container.sessions);
  attachCartRelay(io, { ...container, logger });
  attachOrderRelay(io, container.orders);
  container.metrics.trackSockets(io);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.BACKEND_PORT, () => {
      server.off('error', reject);
      resolve();
    });
  });
  logger.info({ port: config.BACKEND_PORT }, `main API listening on http://localhost:${config.BACKEND_PORT}`);
  onShutdown(server, logger, [
    () => io.close().then(() => undefined),
    stopFollowingCatalogue,
    stopFollowingCarts,
    async () => stopSweepingUnpaidOrders(),
    () => container.mailJobs.stop(),
    () => container.flushAnnouncements(),
    () => database.close(),
  ]);
  return { server, io, container };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runService('backend', () => startBackend());
}
