// Opens a service's database: PGlite (embedded, the default) or a PostgreSQL server, behind one Drizzle type.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { databaseFailureReason, isDatabaseUnavailable } from './database-errors';
import { createPgliteDataDir, hasPgliteDataDir } from './pglite-data-dir';
import type { PoolStats } from './metrics';

export type Database<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs: a directory, "memory", or the server URL without its password. */
  location: string;
  ping(): Promise<void>;
  /** Connections in use, for the metrics (PGlite: its one in-process connection). */
  poolStats(): PoolStats;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (PostgreSQL: on a connection of its own, outside the
   * pool). When that connection is lost it is opened again, and `onNotify` is called once more with no
   * payload, because notifications sent meanwhile are lost. Resolves once listening; the returned function
   * stops.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Runs `work` while this process holds the database's start-up lock (a PostgreSQL advisory lock), so
   * instances starting together migrate and seed one after another. PGlite belongs to one process: it just
   * runs `work`.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The connection pool on a PostgreSQL server (for the socket.io adapter); undefined on PGlite. */
  pool?: pg.Pool;
  /**
   * SQL text as a library writes it (the job queue): with values, one statement with $1… parameters; without,
   * any number of statements (PGlite's exec, PostgreSQL's simple protocol). Answers the last one's rows.
   */
  query(text: string, values?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the whole data dir as a tar file, which `pglite:memory-from:<file>` starts from. */
  dumpDataDir?(): Promise<Buffer>;
}

/** PGlite in memory, starting from a dumped data dir: `pglite:memory-from:<tar file>` (tests). */
export const MEMORY_FROM = 'memory-from:';

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  /** DATABASE_URL as configured; undefined means PGlite in `defaultDir`. */
  url: string | undefined;
  defaultDir: string;
  schema: TSchema;
  migrationsFolder: string;
  /** Where faults of idle server connections are reported. */
  logger: Logger;
  poolSize?: number;
  /** PGlite extensions the migrations create (e.g. `@electric-sql/pglite/contrib/pg_trgm`). */
  pgliteExtensions?: Extensions;
  /**
   * How long start-up keeps trying a PostgreSQL server that is not up yet (refused, starting, shutting
   * down), with a growing pause between tries; 0 fails at the first try. Other faults (a wrong password,
   * a missing database) fail at once.
   */
  waitForServerMs?: number;
}

export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const url = options.url ?? `pglite:${options.defaultDir}`;
  if (url.startsWith('pglite:')) return openPglite(url.slice('pglite:'.length), options);
  return openPostgres(url, options);
}

/**
 * PostgreSQL's settings inside PGlite. Its shared buffers default to 128 MB, which the WebAssembly memory
 * touches at start and never gives back: most of an idle service's memory. The store's working set is far
 * smaller, and pages beyond the buffers are still read from the data dir through the OS's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

async function openPglite<TSchema extends Record<string, unknown>>(
  target: string,
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  // `memory-from:<file>`: in memory, starting from a data dir dumped earlier (tests start from a migrated,
  // seeded template instead of building each database again).
  const template = target.startsWith(MEMORY_FROM) ? target.slice(MEMORY_FROM.length) : undefined;
  const inMemory = target === 'memory' || target === '' || template !== undefined;
  if (!inMemory) {
    mkdirSync(path.resolve(target), { recursive: true });
    if (!hasPgliteDataDir(path.resolve(target))) {
      await createPgliteDataDir(path.resolve(target), pgliteStartParams);
    }
  }
  // One options object: PGlite reads its second argument only when the first is a data dir string.
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: path.resolve(target) }),
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    startParams: pgliteStartParams,
    extensions: options.pgliteExtensions ?? {},
  });
  const db = drizzlePglite(client, { schema: options.schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  await client.exec(SHARED_COUNTERS_TABLE);
  return {
    db: db as unknown as Database<TSchema>,
    kind: 'pglite',
    location: inMemory ? 'memory' : path.resolve(target),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: 1, max: 1 }),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
    withStartupLock: (work) => work(),
    dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
    query: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, [...values]);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/**
 * Key of the advisory lock taken around migrations and seeding. Advisory locks are scoped to one database, so
 * services with their own databases never wait for each other.
 */
export const STARTUP_LOCK_KEY = 7_310_442_015;

/**
 * Where socket.io's PostgreSQL adapter stores broadcasts too big for a NOTIFY payload (8000 bytes), as the
 * adapter's documentation creates it. Made here, under the start-up lock, because it is not in any service's
 * Drizzle schema.
 */
const SOCKET_IO_ATTACHMENTS_TABLE = `create table if not exists socket_io_attachments (
  id bigserial unique,
  created_at timestamptz default now(),
  payload bytea
)`;

/** Hit counters every instance shares (see shared-counters.ts); plumbing, like the attachments table. */
export const SHARED_COUNTERS_TABLE = `create table if not exists rate_limit_hits (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
)`;

async function withAdvisoryLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let healthy = false;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    const result = await work(client);
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    healthy = true;
    return result;
  } finally {
    // After a failure the connection is closed rather than reused: ending the session frees the lock.
    client.release(!healthy);
  }
}

async function openPostgres<TSchema extends Record<string, unknown>>(
  url: string,
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection losing its server (a restart, a failover, an admin ending it) must not crash the
  // process: the pool drops it and opens a new one for the next query. Operators still need to know.
  pool.on('error', (error) => {
    options.logger.error(
      { err: error, database: redactPassword(url) },
      'database connection lost; the pool will reconnect',
    );
  });
  // The pool listens for errors only on idle clients. A client checked out for a transaction whose
  // server goes away emits 'error' with nobody listening, which would crash the process; its query has
  // already failed with the same error (answered 503), and the pool drops the client on release.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle client's loss is reported by the pool's own 'error' above.
      if (checkedOut.has(client))
        options.logger.warn({ reason: error.message }, 'database connection lost during a query');
    });
  });
  const db = drizzlePg(pool, { schema: options.schema });
  // On the lock's own connection, so a pool of one still works.
  await untilServerAnswers(
    () =>
      withAdvisoryLock(pool, async (client) => {
        await migratePg(drizzlePg(client), { migrationsFolder: options.migrationsFolder });
        await client.query(SOCKET_IO_ATTACHMENTS_TABLE);
        await client.query(SHARED_COUNTERS_TABLE);
      }),
    options.waitForServerMs ?? 0,
    options.logger,
    redactPassword(url),
  );
  return {
    db: db as unknown as Database<TSchema>,
    kind: 'postgres',
    location: redactPassword(url),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify, options.logger),
    close: () => pool.end(),
    withStartupLock: (work) => withAdvisoryLock(pool, () => work()),
    pool,
    query: async (text, values) => {
      const result = await pool.query<Record<string, unknown>>(text, values ? [...values] : undefined);
      // Several statements answer an array of results; the last one's rows are wanted.
      const last: unknown = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [] };
    },
  };
}

const identifierPattern = /^[a-z_][a-z0-9_]*$/;

async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  if (!identifierPattern.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retryDelay = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    next.on('error', (error) => {
      if (client !== next) return;
      logger.error({ err: error, channel }, 'lost the LISTEN connection; opening it again');
      void next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };

  const reconnect = () => {
    if (stopped) return;
    client = undefined;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          retryDelay = 100;
          // Whatever was announced while the connection was down is unknown.
          onNotify();
        },
        (error: unknown) => {
          logger.warn({ err: error, channel }, 'could not LISTEN again yet');
          retryDelay = Math.min(retryDelay * 2, 5_000);
          reconnect();
        },
      );
    }, retryDelay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * Runs `attempt` until it succeeds, retrying while the server is unreachable for up to `waitMs`, after
 * pauses of 0.25 s, 0.5 s, 1 s… (at most 5 s), each logged, so that a service started before its database
 * (docker-compose, a host reboot) becomes ready when the database does.
 */
export async function untilServerAnswers<T>(
  attempt: () => Promise<T>,
  waitMs: number,
  logger: Logger,
  database: string,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let tries = 1; ; tries++) {
    try {
      const result = await attempt();
      if (tries > 1) logger.info({ database, tries }, 'database is up');
      return result;
    } catch (error) {
      const reason = databaseFailureReason(error);
      if (!isDatabaseUnavailable(error)) {
        throw new Error(`the database at ${database} cannot be used: ${reason}`, { cause: error });
      }
      const pause = Math.min(5_000, 250 * 2 ** (tries - 1));
      if (Date.now() + pause > deadline) {
        throw new Error(
          `the database at ${database} is not reachable (${reason})${waitMs > 0 ? ` after ${tries} tries in ${Math.round(waitMs / 1000)} s` : ''}`,
          { cause: error },
        );
      }
      logger.warn(
        { database, tries, retryInMs: pause, reason },
        `database not reachable yet; retrying in ${pause / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

export function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
