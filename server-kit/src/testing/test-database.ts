// Gives each API test file its own empty database in the lane it runs in.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server for the postgres lane (TEST_DATABASE_URL or a throwaway cluster). */
    postgresAdminUrl: string;
    /** PGlite lane: a migrated (and seeded) data dir per service, dumped once per run (pglite-template.ts). */
    pgliteTemplates: Record<string, string>;
  }
}

export type TestLane = 'pglite' | 'postgres';

export function currentLane(): TestLane {
  return process.env.TEST_DB_LANE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * The PGlite lane's template of `service` (a dumped data dir), when its global setup made one; undefined in
 * the PostgreSQL lane and outside vitest.
 */
export function pgliteTemplate(service: string): string | undefined {
  if (currentLane() !== 'pglite') return undefined;
  try {
    return inject('pgliteTemplates')?.[service];
  } catch {
    return undefined;
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (currentLane() === 'pglite') return { url: 'pglite:memory', drop: async () => undefined };
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('The postgres lane has no server: its globalSetup did not provide one.');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
