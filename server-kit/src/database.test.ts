// The PostgreSQL driver path: a connection the server drops (idle or inside a transaction) is logged and
// never crashes the process, the pool carries on, and start-up waits for a server that is not up yet.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from './database-errors';
import { openDatabase } from './database';
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster';
import { postgresForFile } from './testing/postgres-for-file';
import { emptyMigrations } from './testing/empty-migrations';

const serverUrl = postgresForFile();

describe('openDatabase on a PostgreSQL server', () => {
  it('logs an idle connection the server ends, and keeps answering on a new one', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const url = new URL(serverUrl());
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

      const admin = new pg.Client({ connectionString: serverUrl() });
      await admin.connect();
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pool-under-test'",
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);

      await expect
        .poll(() => lines.filter((line) => line.level === 50).map((line) => line.msg), { timeout: 5000 })
        .toEqual(['database connection lost; the pool will reconnect']);
      expect(lines.map((line) => line.msg)).not.toContain('database connection lost during a query');
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

// These stop and start the server, so they run on a cluster of their own.
describe('openDatabase when the PostgreSQL server goes away and comes back', () => {
  let own: PostgresCluster;
  beforeAll(async () => {
    own = await startPostgresCluster();
  }, 120_000);
  afterAll(() => own?.stop());

  const capture = () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    return { lines, logger };
  };

  it('does not crash when a connection held by a transaction is ended; the transaction fails as "unavailable"', async () => {
    const { lines, logger } = capture();
    const url = new URL(own.url);
    url.searchParams.set('application_name', 'held-by-transaction');
    const database = await openDatabase({
      url: url.toString(),
      defaultDir: '',
      schema: {},
      migrationsFolder: emptyMigrations(),
      logger,
      poolSize: 2,
    });
    try {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // Between two statements the client is checked out with no query running: the pool no longer
      // listens for its errors, and node-postgres emits one when the server ends the connection.
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding();
        await released;
        await tx.execute(sql`select 2`);
      });
      const outcome = transaction.then(
        () => 'committed',
        (error: unknown) => error,
      );
      await held;
      const admin = new pg.Client({ connectionString: own.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'held-by-transaction'",
      );
      await admin.end();
      await expect
        .poll(() => lines.map((line) => line.msg), { timeout: 10_000 })
        .toContain('database connection lost during a query');
      release();
      expect(isDatabaseUnavailable(await outcome)).toBe(true);
      // The pool carries on with a new connection.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('fails queries as "unavailable" while the server is stopped and answers again once it is back', async () => {
    const { logger } = capture();
    const database = await openDatabase({
      url: own.url,
      defaultDir: '',
      schema: {},
      migrationsFolder: emptyMigrations(),
      logger,
      poolSize: 2,
    });
    try {
      await database.ping();
      own.stopServer();
      const failure = await database.ping().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      own.startServer();
      await expect
        .poll(
          () =>
            database.ping().then(
              () => 'up',
              () => 'down',
            ),
          { timeout: 30_000 },
        )
        .toBe('up');
    } finally {
      await database.close();
    }
  });

  it('waits at start-up, logging each retry, until the server is up', async () => {
    const { lines, logger } = capture();
    own.stopServer();
    let stopped = true;
    let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
    const opening = openDatabase({
      url: own.url,
      defaultDir: '',
      schema: {},
      migrationsFolder: emptyMigrations(),
      logger,
      waitForServerMs: 60_000,
    }).then((database) => (opened = database));
    try {
      await expect
        .poll(
          () => lines.filter((line) => line.msg === 'database not reachable yet; retrying in 1 s').length,
          {
            timeout: 20_000,
          },
        )
        .toBe(1);
      expect(lines.slice(0, 3)).toEqual([
        expect.objectContaining({ level: 40, tries: 1, retryInMs: 250 }),
        expect.objectContaining({ level: 40, tries: 2, retryInMs: 500 }),
        expect.objectContaining({
          level: 40,
          tries: 3,
          retryInMs: 1000,
          reason: expect.stringMatching(/ECONNREFUSED/),
        }),
      ]);
      expect(opened).toBeUndefined();
      own.startServer();
      stopped = false;
      const database = await opening;
      await expect(database.ping()).resolves.toBeUndefined();
      expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'database is up' });
    } finally {
      if (stopped) own.startServer();
      await opening.then(
        (database) => database.close(),
        () => undefined,
      );
    }
  });

  it('gives up after DATABASE_WAIT_SECONDS with the reason, and at once on a fault retrying cannot mend', async () => {
    const { logger } = capture();
    own.stopServer();
    try {
      await expect(
        openDatabase({
          url: own.url,
          defaultDir: '',
          schema: {},
          migrationsFolder: emptyMigrations(),
          logger,
          waitForServerMs: 1_000,
        }),
      ).rejects.toThrow(
        /^the database at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres is not reachable \(.*ECONNREFUSED.*\) after \d tries in 1 s$/,
      );
    } finally {
      own.startServer();
    }
    const missing = new URL(own.url);
    missing.pathname = '/no_such_database';
    const started = Date.now();
    await expect(
      openDatabase({
        url: missing.toString(),
        defaultDir: '',
        schema: {},
        migrationsFolder: emptyMigrations(),
        logger,
        waitForServerMs: 60_000,
      }),
    ).rejects.toThrow(
      /^the database at postgres:\/\/.*\/no_such_database cannot be used: database "no_such_database" does not exist$/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
