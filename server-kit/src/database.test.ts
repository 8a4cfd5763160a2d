// The PostgreSQL driver path: a connection the server drops while idle is logged, and the pool carries on.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster';

let cluster: PostgresCluster | undefined;
let serverUrl: string;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    serverUrl = process.env.TEST_DATABASE_URL;
  } else {
    cluster = await startPostgresCluster();
    serverUrl = cluster.url;
  }
}, 120_000);
afterAll(() => cluster?.stop());

/** A migrations folder with no migrations, so the test needs no service's schema. */
function emptyMigrations(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  return folder;
}

describe('openDatabase on a PostgreSQL server', () => {
  it('logs an idle connection the server ends, and keeps answering on a new one', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const url = new URL(serverUrl);
    url.searchParams.set('application_name', 'pool-under-test');
    const database = await openDatabase({
      url: url.toString(),
      defaultDir: '',
      schema: {},
      migrationsFolder: emptyMigrations(),
      logger,
      poolSize: 1,
    });
    try {
      await database.ping();

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pool-under-test'",
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);

      await expect
        .poll(() => lines.filter((line) => line.level === 50).map((line) => line.msg), { timeout: 5000 })
        .toEqual(['database connection lost; the pool will reconnect']);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
