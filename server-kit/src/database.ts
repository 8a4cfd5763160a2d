// Opens a service's database: PGlite (embedded, the default) or a PostgreSQL server, behind one Drizzle type.
import { mkdirSync } from 'node:fs';
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

export type Database<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs: a directory, "memory", or the server URL without its password. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

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
}

export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const url = options.url ?? `pglite:${options.defaultDir}`;
  if (url.startsWith('pglite:')) return openPglite(url.slice('pglite:'.length), options);
  return openPostgres(url, options);
}

async function openPglite<TSchema extends Record<string, unknown>>(
  target: string,
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const inMemory = target === 'memory' || target === '';
  if (!inMemory) mkdirSync(path.resolve(target), { recursive: true });
  const extensions = options.pgliteExtensions ?? {};
  const client = inMemory ? new PGlite({ extensions }) : new PGlite(path.resolve(target), { extensions });
  const db = drizzlePglite(client, { schema: options.schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return {
    db: db as unknown as Database<TSchema>,
    kind: 'pglite',
    location: inMemory ? 'memory' : path.resolve(target),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres<TSchema extends Record<string, unknown>>(
  url: string,
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
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
  const db = drizzlePg(pool, { schema: options.schema });
  await migratePg(db, { migrationsFolder: options.migrationsFolder });
  return {
    db: db as unknown as Database<TSchema>,
    kind: 'postgres',
    location: redactPassword(url),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** Postgres unique-violation check that works for both drivers (pg and PGlite report code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  if (!cause || cause.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
