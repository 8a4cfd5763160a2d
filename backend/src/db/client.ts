import path from 'node:path';
import type { Logger } from 'pino';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { openDatabase, type Database, type DatabaseHandle } from '@store/server-kit/database';
import { schema, type BackendSchema } from './schema/index';

export type BackendDb = Database<BackendSchema>;
export type BackendDatabase = DatabaseHandle<BackendSchema>;

/**
 * How close a searched word must be to a word of a product's name to match it (pg_trgm word similarity,
 * 0–1): "trowsers" scores 0.5 against "trousers", "jaket" 0.44 against "jacket", "skirt" 0.33 against "shirt".
 */
export const SEARCH_WORD_SIMILARITY = 0.4;

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export function openBackendDatabase(
  url: string | undefined,
  dataDir: string,
  logger: Logger,
): Promise<BackendDatabase> {
  return openDatabase({
    url,
    defaultDir: path.join(dataDir, 'backend'),
    schema,
    migrationsFolder,
    logger,
    // Catalogue search (migration 0006): full-text search plus pg_trgm for misspelt words.
    pgliteExtensions: { pg_trgm, unaccent },
    sessionSettings: { 'pg_trgm.word_similarity_threshold': String(SEARCH_WORD_SIMILARITY) },
  });
}
