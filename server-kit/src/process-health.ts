// How a service process lives and dies: start-up failures, unhandled rejections and uncaught exceptions are
// logged through pino with their reason and end the process with code 1, so a supervisor (docker, systemd,
// `npm start`) sees the failure and restarts it cleanly instead of it limping on in an unknown state.
import type { Logger } from 'pino';
import { createLogger } from './logger';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The level for the logger used before the configuration is read: LOG_LEVEL when it is valid, else info. */
function bootstrapLevel(env: NodeJS.ProcessEnv): string {
  const wanted = env.LOG_LEVEL;
  return wanted && LOG_LEVELS.includes(wanted) ? wanted : 'info';
}

/** The reason a start-up failed, in words an operator can act on. */
export function startFailureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const { port } = (error ?? {}) as { port?: unknown };
  if (code === 'EADDRINUSE') {
    return `${typeof port === 'number' ? `port ${port}` : 'the port'} is already in use (is another copy running?)`;
  }
  if (code === 'EACCES' && port !== undefined) return `no permission to listen on port ${String(port)}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

let installed = false;

/** Logs unhandled rejections and uncaught exceptions as fatal and exits with code 1 (installed once). */
export function exitOnFatalErrors(logger: Logger, exit: (code: number) => void = process.exit): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason: unknown) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    exit(1);
  });
  process.on('uncaughtException', (error: Error) => {
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    exit(1);
  });
}

/**
 * The entry point of a service: installs the fatal-error handlers, then runs `start`. If it fails, the
 * reason is logged through pino (e.g. the invalid setting, or the port in use) and the process exits 1.
 */
export function runService(
  name: string,
  start: () => Promise<unknown>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const logger = createLogger(name, bootstrapLevel(env));
  exitOnFatalErrors(logger);
  start().catch((error: unknown) => {
    logger.fatal({ err: error }, `${name} could not start: ${startFailureReason(error)}`);
    process.exit(1);
  });
}
