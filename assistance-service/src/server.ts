// Starts the assistance service: config, database and migrations, HTTP + socket.io, graceful shutdown.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import type { Logger } from 'pino';
import { resolveJwtSecret } from '@store/server-kit/auth';
import { answerParseErrorsAsJson } from '@store/server-kit/client-errors';
import { createLogger } from '@store/server-kit/logger';
import { runService } from '@store/server-kit/process-health';
import { shareSocketsAcrossInstances, type ClusterOptions } from '@store/server-kit/socket-cluster';
import { onShutdown } from '@store/server-kit/shutdown';
import { createApp } from './app';
import { readConfig, type AssistanceConfig } from './config/env';
import { createContainer, type Container } from './container';
import { openAssistanceDatabase } from './db/client';
import { attachAssistSocket } from './modules/realtime/assist-socket';

export interface AssistanceServer {
  server: Server;
  io: SocketServer;
  container: Container;
  /** Where it listens, e.g. http://localhost:4100. */
  url: string;
  /** Stops sockets, HTTP and the database (for tests and scripts; the process uses signals). */
  close(): Promise<void>;
}

/** HTTP server + socket.io around a container; shared by start-up and the test harness. */
export async function listen(
  container: Container,
  logger: Logger,
  port: number,
  host?: string,
  cluster: Pick<ClusterOptions, 'heartbeatIntervalMs'> = {},
): Promise<Omit<AssistanceServer, 'close'>> {
  const { config } = container;
  const server = createServer(createApp(container, logger));
  answerParseErrorsAsJson(server);
  const io = new SocketServer(server, { cors: { origin: config.CORS_ORIGINS }, maxHttpBufferSize: 64_000 });
  const sockets = shareSocketsAcrossInstances(io, container.database, {
    service: 'assistance',
    logger,
    ...cluster,
  });
  logger.info({ sockets }, 'socket.io broadcasts');
  const detachAssist = attachAssistSocket(io, {
    ...container,
    logger,
    maxSocketsPerUser: container.config.MAX_SOCKETS_PER_USER,
    helperAwayAfterSeconds: container.config.HELPER_AWAY_AFTER_SECONDS,
  });
  // socket.io's close() closes the HTTP server too.
  server.once('close', detachAssist);
  container.metrics.trackSockets(io);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return { server, io, container, url: `http://${host ?? 'localhost'}:${address.port}` };
}

/**
 * The help-session mail queue: pg-boss's tables (its CREATE SCHEMA races between instances, so they take
 * turns), then this instance hands queued mails to the main API. Answers how to stop it.
 */
export async function startSessionMail(container: Container, logger: Logger): Promise<() => Promise<void>> {
  await container.database.withStartupLock(() => container.sessionMailQueue.install(logger));
  await container.sessionMailRelay.start(logger);
  return () => container.sessionMailQueue.stop();
}

export async function startAssistance(env: NodeJS.ProcessEnv = process.env): Promise<AssistanceServer> {
  const config: AssistanceConfig = readConfig(env);
  const logger = createLogger('assistance', config.LOG_LEVEL);
  const database = await openAssistanceDatabase(
    config.ASSIST_DATABASE_URL,
    config.dataDir,
    logger,
    config.DATABASE_WAIT_SECONDS * 1000,
  );
  logger.info({ database: database.kind, location: database.location }, 'database ready');
  const container = createContainer(
    config,
    database,
    resolveJwtSecret(config.JWT_SECRET, config.dataDir),
    logger,
  );
  logger.info(
    { storage: container.audioStorage.kind, backend: config.backendUrl },
    container.audioStorage.kind === 'cloudinary'
      ? 'voice messages are stored in Cloudinary'
      : `voice messages are stored in ${config.uploadsDir} (CLOUDINARY_URL is not set)`,
  );

  const stopSessionMail = await startSessionMail(container, logger);
  const running = await listen(container, logger, config.ASSIST_PORT);
  logger.info({ port: config.ASSIST_PORT }, `assistance API listening on ${running.url}`);
  const closeSockets = () => running.io.close().then(() => undefined);
  onShutdown(running.server, logger, [closeSockets, stopSessionMail, () => database.close()]);
  return {
    ...running,
    close: async () => {
      await closeSockets();
      await stopSessionMail();
      await database.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runService('assistance', () => startAssistance());
}
