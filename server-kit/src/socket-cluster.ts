// Shares socket.io broadcasts between the instances of one service. On a PostgreSQL server every instance
// sends its room broadcasts (and socketsJoin / socketsLeave / serverSideEmit) through LISTEN/NOTIFY with
// @socket.io/postgres-adapter, so a socket connected to any instance hears them. PGlite lives inside one
// process: that store runs as one instance and keeps socket.io's in-memory adapter.
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import pg from 'pg';
import type { Namespace, Server } from 'socket.io';
import { MessageType, type ClusterMessage, type Offset } from 'socket.io-adapter';
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

/** The adapter's own parts that `sendingOnlyToListeners` uses (not part of its typed surface). */
interface AdapterPublishing {
  doPublish(message: ClusterMessage): Promise<Offset>;
  /** The other instances heard from within the heartbeat timeout, by id. */
  nodesMap: Map<string, number>;
}

/** What an instance says of itself: sent whether or not another instance is known, so others learn of it. */
const PRESENCE = new Set<MessageType>([
  MessageType.INITIAL_HEARTBEAT,
  MessageType.HEARTBEAT,
  MessageType.ADAPTER_CLOSE,
]);

/**
 * While no other instance is known, a broadcast's NOTIFY would reach nobody: it is not sent, and the local
 * sockets get the event without waiting for a round trip to PostgreSQL (a cash order's emptied cart, every
 * cart change, every order update; a quarter of the statements an order sent). The instance still
 * announces itself, and another one is known as soon as its first heartbeat is heard: an instance's first
 * heartbeat goes out as it starts, before it can take connections, and is answered at once. A message not
 * sent waits for those still on their way, so the local sockets get events in the order they were emitted.
 * What it gives up: while this instance's listening connection is lost, it hears no heartbeat, so after a
 * loss longer than the heartbeat timeout it sends nothing to others until it hears one again (at most one
 * heartbeat interval after it listens again); while it listens to nothing, it misses their broadcasts too.
 */
export function sendingOnlyToListeners(adapter: AdapterPublishing): void {
  const publish = adapter.doPublish.bind(adapter);
  let previous: Promise<unknown> = Promise.resolve();
  adapter.doPublish = (message) => {
    const sent =
      PRESENCE.has(message.type) || adapter.nodesMap.size > 0
        ? publish(message)
        : previous.then(
            () => '',
            () => '',
          );
    previous = sent.catch(() => undefined);
    return sent;
  };
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
    sendingOnlyToListeners(adapter as unknown as AdapterPublishing);
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
