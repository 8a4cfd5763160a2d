// A job queue in the service's own PostgreSQL database (pg-boss, schema `pgboss`), on both database lanes.
// A job is written in the transaction of the event that causes it, through the same connection, so a
// rolled-back event leaves no job and a committed one cannot lose it. Each job's id comes from a key naming
// its event: writing the same event twice stores one job.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './database';

/** Anything Drizzle runs SQL on: the database, or an open transaction. */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** A UUID made from the key (its SHA-256, shaped as a version 8 UUID), so a key always names one job. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss writes SQL with $1… parameters; Drizzle binds values where they stand. Each $n becomes a bound value,
 * so the statement runs on whatever Drizzle runs on: the pool, or an open transaction.
 */
export function boundSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${value === undefined ? null : value}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const onExecutor = (executor: SqlExecutor) => ({
  async executeSql(text: string, values: unknown[] = []) {
    const result: unknown = await executor.execute(boundSql(text, values));
    const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
    return { rows };
  },
});

export interface QueueRules {
  /** Tries after the first failure (5 s, 10 s, 20 s, … with backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still running after this long is taken to have died with its process, and is tried again. */
  expireInSeconds: number;
}

/** pg-boss's statement for one job, as `captureInsert` caught it: `values[nameAt]` is the queue's name. */
export interface JobInsert {
  queue: string;
  text: string;
  values: readonly unknown[];
  nameAt: number;
}

/** The queue's name where the job's statement binds it: no name, no row, so no job unless `onlyIf` holds. */
const nameOnlyIf = (insert: JobInsert, onlyIf: SQL) => sql`(select ${insert.queue}::text where ${onlyIf})`;

/**
 * The job's statement, to run as a common table expression of a larger statement (`with job as (…)`), which
 * writes the job only when `onlyIf` holds there: the event and its job in one round trip, with no transaction
 * around them. The condition stands in for the queue's name, which pg-boss joins with its queue table.
 */
export function jobInsertSql(insert: JobInsert, onlyIf: SQL): SQL {
  const values = [...insert.values];
  values[insert.nameAt] = nameOnlyIf(insert, onlyIf);
  return boundSql(insert.text, values);
}

/**
 * `jobInsertSql` with the job's values as placeholders named `${prefix}1`, `${prefix}2`, … (`jobInsertValues`
 * gives them), for a statement rendered once and run for many jobs whose statements have the same text.
 */
export function jobInsertTemplate(insert: JobInsert, onlyIf: SQL, prefix: string): SQL {
  const values: unknown[] = insert.values.map((_value, index) => sql.placeholder(`${prefix}${index + 1}`));
  values[insert.nameAt] = nameOnlyIf(insert, onlyIf);
  return boundSql(insert.text, values);
}

/** The values of one job for `jobInsertTemplate`'s placeholders. */
export function jobInsertValues(insert: JobInsert, prefix: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  insert.values.forEach((value, index) => {
    if (index !== insert.nameAt) values[`${prefix}${index + 1}`] = value === undefined ? null : value;
  });
  return values;
}

/**
 * How often pg-boss's maintenance runs (pg-boss's default is 120 s). It is what finds a job whose process died
 * mid-run once the job's expiry has passed, so a dead job is tried again within expiry + this.
 */
export const JOB_MAINTENANCE_SECONDS = 30;

export function createJobQueue(database: { query: DatabaseHandle<Record<string, unknown>>['query'] }) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
    schema: 'pgboss',
    // No cron schedules; maintenance (expiring, archiving) stays on.
    schedule: false,
    maintenanceIntervalSeconds: JOB_MAINTENANCE_SECONDS,
  });
  /**
   * pg-boss's own statement for the job, captured without running it, to run as a common table expression of
   * a larger statement (`jobInsertSql`, or `jobInsertTemplate` for a statement run many times).
   */
  const captureInsert = async (queue: string, data: object, key: string): Promise<JobInsert> => {
    let statement: { text: string; values: unknown[] } | undefined;
    const capture = {
      executeSql(text: string, values: unknown[] = []) {
        statement = { text, values };
        return Promise.resolve({ rows: [{ id: jobIdOf(key) }] });
      },
    };
    await boss.send(queue, data, { id: jobIdOf(key), db: capture });
    if (!statement) throw new Error('pg-boss wrote no statement for the job');
    const nameAt = statement.values.indexOf(queue);
    // Checked here because the condition works only through them: the name bound once, and joined with
    // the queue table (pg-boss 10's insertJob); a pg-boss upgrade that changes either stops every order.
    if (
      nameAt < 0 ||
      statement.values.indexOf(queue, nameAt + 1) >= 0 ||
      !/\bj\.name = q\.name\b/.test(statement.text)
    ) {
      throw new Error(
        'pg-boss’s job statement no longer binds the queue’s name once and joins its queue by it',
      );
    }
    return { queue, text: statement.text, values: statement.values, nameAt };
  };

  return {
    boss,
    /**
     * Creates pg-boss's tables (once per database) and the queues. Instances starting together must take
     * turns (`withStartupLock`): pg-boss's CREATE SCHEMA is not safe against a concurrent one. pg-boss reports
     * a failed poll or maintenance (the database briefly away) as an `error` event: logged here, and tried
     * again at its next turn. Without a listener the event would end the process.
     */
    async install(queues: Record<string, QueueRules>, logger: Logger): Promise<void> {
      boss.on('error', (error) => {
        logger.warn(
          { err: error },
          'job queue: a poll or maintenance failed; it is tried again at its next turn',
        );
      });
      await boss.start();
      for (const [name, rules] of Object.entries(queues)) {
        await boss.createQueue(name, {
          name,
          retryLimit: rules.retryLimit,
          retryDelay: rules.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: rules.expireInSeconds,
        });
      }
    },

    /** Writes a job on `executor` (an open transaction, so it commits or rolls back with it). */
    async enqueue(executor: SqlExecutor, queue: string, data: object, key: string): Promise<void> {
      await boss.send(queue, data, { id: jobIdOf(key), db: onExecutor(executor) });
    },

    captureInsert,

    stop: () => boss.stop({ graceful: true, timeout: 5_000, wait: true }),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
