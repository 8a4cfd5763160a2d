import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { createJobQueue, jobIdOf, jobInsertSql, jobInsertTemplate, jobInsertValues } from './job-queue';
import { executeTemplate, statementTemplate } from './prepared-statement';
import { temporaryDirectory } from './testing/temporary-directory';

let database: DatabaseHandle<Record<string, never>>;
const migrations = temporaryDirectory('job-queue-migrations-');

beforeAll(async () => {
  const { writeFileSync, mkdirSync } = await import('node:fs');
  mkdirSync(path.join(migrations, 'meta'), { recursive: true });
  writeFileSync(
    path.join(migrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  database = await openDatabase({
    url: 'pglite:memory',
    defaultDir: migrations,
    schema: {},
    migrationsFolder: migrations,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await database?.close();
});

describe('the job queue', () => {
  it('logs a failed poll or maintenance (pg-boss `error` event) instead of ending the process', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const queue = createJobQueue(database);
    await queue.install({ work: { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 5 } }, logger);
    try {
      // Without a listener, EventEmitter throws on `error`: inside pg-boss's timers, that ends the process.
      expect(() => queue.boss.emit('error', new Error('the database is away'))).not.toThrow();
      expect(lines.join('')).toContain('the database is away');
      expect(lines.join('')).toContain('job queue: a poll or maintenance failed');
    } finally {
      await queue.stop();
    }
  });

  it('names a job by its key: the same key, the same UUID', () => {
    expect(jobIdOf('order-placed:1')).toBe(jobIdOf('order-placed:1'));
    expect(jobIdOf('order-placed:1')).not.toBe(jobIdOf('order-placed:2'));
    expect(jobIdOf('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('writes a job inside a larger statement only when the statement says so, with its queue’s rules', async () => {
    const queue = createJobQueue(database);
    await queue.install(
      { inline: { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 7 } },
      pino({ level: 'silent' }),
    );
    try {
      const placeEvent = async (key: string, happened: boolean) =>
        database.db.execute(sql`
          with event as (select 1 as one where ${happened}),
          job as (${jobInsertSql(await queue.captureInsert('inline', { key }, key), sql`exists (select 1 from event)`)})
          select count(*) from event`);
      await placeEvent('happened', true);
      await placeEvent('happened', true);
      await placeEvent('did not happen', false);
      const stored = await database.query(
        `select id, name, data, retry_limit, retry_delay, extract(epoch from expire_in)::int as expire_seconds
         from pgboss.job where name = 'inline'`,
      );
      expect(stored.rows).toEqual([
        {
          id: jobIdOf('happened'),
          name: 'inline',
          data: { key: 'happened' },
          retry_limit: 3,
          retry_delay: 2,
          expire_seconds: 7,
        },
      ]);
    } finally {
      await queue.stop();
    }
  });

  it('writes jobs through one template, rendered once, with each job’s values given at each run', async () => {
    const queue = createJobQueue(database);
    await queue.install(
      { templated: { retryLimit: 4, retryDelaySeconds: 3, expireInSeconds: 9 } },
      pino({ level: 'silent' }),
    );
    try {
      const first = await queue.captureInsert('templated', { key: 'first' }, 'first');
      const template = statementTemplate(sql`
        with event as (select 1 as one where ${sql.placeholder('happened')}),
        job as (${jobInsertTemplate(first, sql`exists (select 1 from event)`, 'job_')})
        select count(*) from event`);
      const placeEvent = async (key: string, happened: boolean) => {
        const insert = await queue.captureInsert('templated', { key }, key);
        // pg-boss writes every job of a queue with one text: only the values change.
        expect(insert.text).toBe(first.text);
        await executeTemplate(database.db, template, { happened, ...jobInsertValues(insert, 'job_') });
      };
      await placeEvent('first', true);
      await placeEvent('second', true);
      await placeEvent('first', true);
      await placeEvent('did not happen', false);
      const stored = await database.query(
        `select id, name, data, retry_limit, retry_delay, extract(epoch from expire_in)::int as expire_seconds
         from pgboss.job where name = 'templated' order by data->>'key'`,
      );
      expect(stored.rows).toEqual(
        ['first', 'second'].map((key) => ({
          id: jobIdOf(key),
          name: 'templated',
          data: { key },
          retry_limit: 4,
          retry_delay: 3,
          expire_seconds: 9,
        })),
      );
      // A job's values and the template's placeholders are one for one: a missing value is refused.
      await expect(executeTemplate(database.db, template, { happened: true })).rejects.toThrow(
        /placeholder/i,
      );
    } finally {
      await queue.stop();
    }
  });
});
