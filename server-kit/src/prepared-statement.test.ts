import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { executePrepared } from './prepared-statement';
import { emptyMigrations } from './testing/empty-migrations';
import { postgresForFile } from './testing/postgres-for-file';
import { temporaryDirectory } from './testing/temporary-directory';

const serverUrl = postgresForFile();

describe('executePrepared', () => {
  const open = (url: string) =>
    openDatabase({
      url,
      defaultDir: temporaryDirectory('pglite-'),
      schema: {},
      migrationsFolder: emptyMigrations(),
      logger: pino({ level: 'silent' }),
      poolSize: 1,
    });
  const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as total, 'sum' as kind`;
  const product = (a: number, b: number) => sql`select ${a}::int * ${b}::int as total, 'product' as kind`;

  it('on a PostgreSQL server, parses a statement once per connection and answers as db.execute does', async () => {
    const database = await open(serverUrl());
    try {
      const { db } = database;
      const preparedNames = async () =>
        (
          (await db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as {
            rows: Array<{ name: string }>;
          }
        ).rows.map((row) => row.name);
      const before = await preparedNames();

      expect((await executePrepared(db, sum(1, 2))).rows).toEqual([{ total: 3, kind: 'sum' }]);
      expect((await executePrepared(db, sum(40, 2))).rows).toEqual([{ total: 42, kind: 'sum' }]);
      const afterOneText = await preparedNames();
      // New values, the same text: one statement on the pool's one connection.
      expect(afterOneText.length - before.length).toBe(1);

      expect((await executePrepared(db, product(6, 7))).rows).toEqual([{ total: 42, kind: 'product' }]);
      expect((await preparedNames()).length - before.length).toBe(2);
      const executed = (await db.execute(product(6, 7))) as unknown as { rows: unknown[] };
      expect((await executePrepared(db, product(6, 7))).rows).toEqual(executed.rows);
    } finally {
      await database.close();
    }
  });

  it('on PGlite, answers as db.execute does', async () => {
    const database = await open('pglite:memory');
    try {
      expect((await executePrepared(database.db, sum(1, 2))).rows).toEqual([{ total: 3, kind: 'sum' }]);
      expect((await executePrepared(database.db, product(6, 7))).rows).toEqual([
        { total: 42, kind: 'product' },
      ]);
    } finally {
      await database.close();
    }
  });
});
