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
): Promise<AssistanceDatabase> {
  return openDatabase({
    url,
    defaultDir: path.join(dataDir, 'assistance'),
    schema,
    migrationsFolder,
    logger,
  });
}
