import path from 'node:path';
import type { Logger } from 'pino';
import { openDatabase, type Database, type DatabaseHandle } from '@store/server-kit/database';
import { schema, type AssistanceSchema } from './schema/index';

export type AssistanceDb = Database<AssistanceSchema>;
export type AssistanceDatabase = DatabaseHandle<AssistanceSchema>;

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export function openAssistanceDatabase(
  url: string | undefined,
  dataDir: string,
  logger: Logger,
  /** How long to wait for a PostgreSQL server that is not up yet (DATABASE_WAIT_SECONDS). */
  waitForServerMs = 0,
): Promise<AssistanceDatabase> {
  return openDatabase({
    url,
    defaultDir: path.join(dataDir, 'assistance'),
    schema,
    migrationsFolder,
    logger,
    waitForServerMs,
  });
}
