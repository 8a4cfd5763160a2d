// The mail queue: pg-boss, in the shop's own PostgreSQL database (schema `pgboss`), on both database lanes.
// A mail's job is written in the transaction of the event that causes it (an order, a status change), through
// the same connection, so a rolled-back order leaves no job and a committed one cannot lose its mail. Each job's
// id comes from the mail's idempotency key: writing the same event twice stores one job.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Language } from '@store/contracts/languages';
import type { BackendDatabase, BackendDb } from '../../db/client';

export const MAIL_QUEUE = 'mail';

/** What a mail job carries: which mail, about what. The mail itself is written when it is sent. */
export type OrderMailJob =
  | { kind: 'order-placed'; orderId: string }
  | { kind: 'order-status'; orderId: string; status: 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled' }
  | { kind: 'cancel-requested'; orderId: string };
export type AccountMailJob = {
  kind: 'password-reset' | 'password-changed';
  userId: string;
  resetId: string;
  /** The language of the page that asked for the link (else the account's saved language). */
  language?: Language;
};
export type NewsletterMailJob =
  | { kind: 'newsletter-confirm'; subscriptionId: string; sequence: number }
  | { kind: 'newsletter'; subscriptionId: string; issueId: string; subject: string; text: string };
export type MailJob = OrderMailJob | AccountMailJob | NewsletterMailJob;

/** One mail per event: the same event always has the same key. */
export function mailKey(job: MailJob): string {
  if (job.kind === 'order-status') return `${job.kind}:${job.orderId}:${job.status}`;
  if ('resetId' in job) return `${job.kind}:${job.resetId}`;
  if (job.kind === 'newsletter-confirm') return `${job.kind}:${job.subscriptionId}:${job.sequence}`;
  if (job.kind === 'newsletter') return `${job.kind}:${job.issueId}:${job.subscriptionId}`;
  return `${job.kind}:${job.orderId}`;
}

/** Where mails are queued, in the transaction of the change that causes them. */
export interface MailOutbox {
  enqueue(executor: Executor, job: MailJob): Promise<void>;
}

/** A UUID made from the key (its SHA-256, shaped as a version 8 UUID), so a key always names one job. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Retries: 5 s, 10 s, 20 s, … (pg-boss's backoff) until the 8th failure, then the mail is given up and logged. */
export const MAIL_RETRY_LIMIT = 8;
export const MAIL_RETRY_DELAY_SECONDS = 5;
/**
 * A job still being sent after this long is taken to have died with its process, and is tried again. The SMTP
 * transport's own time limits (mail-transport.ts) end any send well before it, so no send is still running.
 */
export const MAIL_SEND_EXPIRY_SECONDS = 60;

type Executor = Pick<BackendDb, 'execute'>;

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

const onExecutor = (executor: Executor) => ({
  async executeSql(text: string, values: unknown[] = []) {
    const result: unknown = await executor.execute(boundSql(text, values));
    const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
    return { rows };
  },
});

export function createMailJobsRepository(database: BackendDatabase) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
    schema: 'pgboss',
    // No cron schedules; maintenance (expiring, archiving) stays on.
    schedule: false,
  });
  return {
    boss,
    /**
     * Creates pg-boss's tables (once per database) and the queue. Instances starting together must take turns
     * (`withStartupLock`): pg-boss's CREATE SCHEMA is not safe against a concurrent one.
     */
    async install(): Promise<void> {
      await boss.start();
      await boss.createQueue(MAIL_QUEUE, {
        name: MAIL_QUEUE,
        retryLimit: MAIL_RETRY_LIMIT,
        retryDelay: MAIL_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: MAIL_SEND_EXPIRY_SECONDS,
      });
    },

    /** Writes the mail's job on `executor` (an open transaction, so it commits or rolls back with it). */
    async enqueue(executor: Executor, job: MailJob): Promise<void> {
      await boss.send(MAIL_QUEUE, job, { id: jobIdOf(mailKey(job)), db: onExecutor(executor) });
    },

    stop: () => boss.stop({ graceful: true, timeout: 5_000, wait: true }),
  };
}

export type MailJobsRepository = ReturnType<typeof createMailJobsRepository>;
