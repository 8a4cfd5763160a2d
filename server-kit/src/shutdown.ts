import type { Server } from 'node:http';
import type { Logger } from 'pino';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (up to `graceMs`), then run
 * the closers (sockets, database) in order and exit.
 */
export function onShutdown(
  server: Server,
  logger: Logger,
  closers: Array<() => Promise<unknown>>,
  graceMs = 10_000,
) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    forced.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'error while closing');
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
