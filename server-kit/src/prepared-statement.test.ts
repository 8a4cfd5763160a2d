import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { executePrepared, executeTemplate, statementTemplate } from './prepared-statement';
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

  const difference = statementTemplate(
    sql`select ${sql.placeholder('a')}::int - ${sql.placeholder('b')}::int as total, 'difference' as kind`,
  );

  it('runs a template rendered once with new values each time, as one statement per connection', async () => {
    const database = await open(serverUrl());
    try {
      const { db } = database;
      const run = (a: number, b: number) => executeTemplate(db, difference, { a, b });
      expect((await run(5, 3)).rows).toEqual([{ total: 2, kind: 'difference' }]);
      expect((await run(50, 8)).rows).toEqual([{ total: 42, kind: 'difference' }]);
      const prepared = (await db.execute(
        sql`select count(*)::int as count from pg_prepared_statements where name = ${difference.name}`,
      )) as unknown as { rows: Array<{ count: number }> };
      expect(prepared.rows).toEqual([{ count: 1 }]);
      await expect(executeTemplate(db, difference, { a: 1 })).rejects.toThrow(/placeholder/i);
    } finally {
      await database.close();
    }
  });

  it('on PGlite, runs a template with its values', async () => {
    const database = await open('pglite:memory');
    try {
      expect((await executeTemplate(database.db, difference, { a: 50, b: 8 })).rows).toEqual([
        { total: 42, kind: 'difference' },
      ]);
    } finally {
      await database.close();
    }
  });
});
