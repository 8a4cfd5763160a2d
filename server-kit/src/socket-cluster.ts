// Shares socket.io broadcasts between the instances of one service. On a PostgreSQL server every instance
// sends its room broadcasts (and socketsJoin / socketsLeave / serverSideEmit) through LISTEN/NOTIFY with
// @socket.io/postgres-adapter, so a socket connected to any instance hears them. PGlite lives inside one
// process: that store runs as one instance and keeps socket.io's in-memory adapter.
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import pg from 'pg';
import type { Namespace, Server } from 'socket.io';
import type { DatabaseHandle } from './database';
import { batchingNotifies } from './notify-batcher';
import type { Sessions } from './sessions';

export interface ClusterOptions {
  /** The service's name; it separates the notification channels of services sharing one database. */
  service: string;
  logger: Logger;
  /** How often instances greet each other (socket.io's default 5 s); tests shorten it. */
  heartbeatIntervalMs?: number;
}

export type SocketScope = 'cluster' | 'single-instance';

/** What the shutdown needs of @socket.io/postgres-adapter's internal LISTEN client (its PubSubClient). */
interface AdapterListener {
  client?: unknown;
  close(): void;
  scheduleReconnection(): void;
}

/**
 * Installs the PostgreSQL adapter on `io` when the service runs on a PostgreSQL server. It gets a pool of its
 * own with two connections: one LISTENs, the other sends every broadcast in turn. The adapter delivers a
 * broadcast to local sockets only once its NOTIFY is sent, so sending them one after another on one
 * connection keeps events in the order they were emitted, here and on every other instance (PostgreSQL
 * delivers notifications in commit order). Those asked for while one is on its way go together in the next
 * statement (notify-batcher.ts). The pool ends when socket.io closes.
 */
export function shareSocketsAcrossInstances(
  io: Server,
  database: Pick<DatabaseHandle<Record<string, unknown>>, 'kind' | 'pool'>,
  options: ClusterOptions,
): SocketScope {
  if (database.kind !== 'postgres' || !database.pool) return 'single-instance';
  const pool = new pg.Pool({ ...database.pool.options, max: 2, allowExitOnIdle: true });
  let closing: Promise<void> | undefined;
  const report = (error: Error) => {
    if (!closing)
      options.logger.error({ err: error }, 'socket.io adapter: a broadcast between instances failed');
  };
  pool.on('error', report);
  // The adapter keeps its LISTEN connection checked out, gives it no 'error' listener, and when it is lost
  // opens a new one without giving the old one back. Without the two handlers below a server restart would
  // throw in the process, and each lost connection would hold one of the pool's two places for good (the
  // broadcasts would then wait for a connection that never comes, and the pool would never end).
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', report);
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      client.release(new Error('the connection to PostgreSQL ended'));
    });
  });
  const heartbeatInterval = options.heartbeatIntervalMs ?? 5_000;
  const adapterOf = createAdapter(batchingNotifies(pool), {
    channelPrefix: `socket.io:${options.service}`,
    heartbeatInterval,
    heartbeatTimeout: heartbeatInterval * 2,
    errorHandler: report,
  });
  // socket.io calls this with `new`, so it must not be an arrow function.
  io.adapter(function postgresAdapter(nsp: Namespace) {
    const adapter = adapterOf(nsp);
    const close = adapter.close.bind(adapter);
    // The adapter's listener (not part of its typed surface): a connection it is still opening when socket.io
    // closes would be kept checked out for good, and a failed one retried every 2 s, on an ended pool.
    const listener = (adapter as unknown as { client: AdapterListener }).client;
    adapter.close = () => {
      closing ??= (async () => {
        listener.scheduleReconnection = () => undefined;
        close(); // gives the listening connection back and says goodbye to the other instances
        const deadline = Date.now() + 5_000;
        while ((pool.totalCount > pool.idleCount || pool.waitingCount > 0) && Date.now() < deadline) {
          if (listener.client) listener.close();
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      })();
      return closing;
    };
    return adapter;
  });
  return 'cluster';
}

/** Server-side event (between instances): an account's remembered session checks are out of date. */
const SESSION_FORGET_EVENT = 'session_forget';

/**
 * A session change made through one instance (a password change) applies at once on every instance of the
 * service, not only after the other instances' remembered checks expire.
 */
export function forgetSessionsEverywhere(io: Server, sessions: Sessions): () => void {
  const stop = sessions.onForget((userId) => io.serverSideEmit(SESSION_FORGET_EVENT, userId));
  io.on(SESSION_FORGET_EVENT, (userId: unknown) => {
    if (typeof userId === 'string') sessions.forgetHere(userId);
  });
  return stop;
}

/** How many instances of this service the adapter knows of, this one included (1 on PGlite). */
export function instanceCount(io: Server): Promise<number> {
  return io.of('/').adapter.serverCount();
}
