// Shares socket.io broadcasts between the instances of one service. On a PostgreSQL server every instance
// sends its room broadcasts (and socketsJoin / socketsLeave / serverSideEmit) through LISTEN/NOTIFY with
// @socket.io/postgres-adapter, so a socket connected to any instance hears them. PGlite lives inside one
// process: that store runs as one instance and keeps socket.io's in-memory adapter.
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type { DatabaseHandle } from './database';

export interface ClusterOptions {
  /** The service's name; it separates the notification channels of services sharing one database. */
  service: string;
  logger: Logger;
  /** How often instances greet each other (socket.io's default 5 s); tests shorten it. */
  heartbeatIntervalMs?: number;
}

export type SocketScope = 'cluster' | 'single-instance';

/** Installs the PostgreSQL adapter on `io` when the service runs on a PostgreSQL server. */
export function shareSocketsAcrossInstances(
  io: Server,
  database: Pick<DatabaseHandle<Record<string, unknown>>, 'kind' | 'pool'>,
  options: ClusterOptions,
): SocketScope {
  if (database.kind !== 'postgres' || !database.pool) return 'single-instance';
  io.adapter(
    createAdapter(database.pool, {
      channelPrefix: `socket.io:${options.service}`,
      heartbeatInterval: options.heartbeatIntervalMs ?? 5_000,
      heartbeatTimeout: (options.heartbeatIntervalMs ?? 5_000) * 2,
      errorHandler: (error) =>
        options.logger.error({ err: error }, 'socket.io adapter: a broadcast between instances failed'),
    }),
  );
  return 'cluster';
}

/** How many instances of this service the adapter knows of, this one included (1 on PGlite). */
export function instanceCount(io: Server): Promise<number> {
  return io.of('/').adapter.serverCount();
}
