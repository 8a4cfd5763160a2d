import path from 'node:path';
import type { Logger } from 'pino';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { openDatabase, type Database, type DatabaseHandle } from '@store/server-kit/database';
import { schema, type BackendSchema } from './schema/index';

export type BackendDb = Database<BackendSchema>;
export type BackendDatabase = DatabaseHandle<BackendSchema>;

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export function openBackendDatabase(
  url: string | undefined,
  dataDir: string,
  logger: Logger,
  /** How long to wait for a PostgreSQL server that is not up yet (DATABASE_WAIT_SECONDS). */
  waitForServerMs = 0,
): Promise<BackendDatabase> {
  return openDatabase({
    url,
    defaultDir: path.join(dataDir, 'backend'),
    schema,
    migrationsFolder,
    logger,
    waitForServerMs,
    // Catalogue search (migration 0008): full-text search, unaccent, and pg_trgm for misspelt words.
    pgliteExtensions: { pg_trgm, unaccent },
  });
}
