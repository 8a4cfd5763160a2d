// The mail queue: pg-boss, in the shop's own PostgreSQL database (schema `pgboss`), on both database lanes.
// A mail's job is written in the transaction of the event that causes it (a status change), or in its statement
// (an order: `jobInsert`), through the same connection, so an order not stored leaves no job and a stored one
// cannot lose its mail. Each job's
// id comes from the mail's idempotency key: writing the same event twice stores one job.
import type { Logger } from 'pino';
import type { Language } from '@store/contracts/languages';
import type { HelpTranscriptNotice } from '@store/server-kit/help-transcript-notice';
import { createJobQueue, type JobInsert, type SqlExecutor } from '@store/server-kit/job-queue';
import type { BackendDatabase } from '../../db/client';

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
/** A scheduled help session booked or cancelled (the assistance service's signed notice said so). */
export type HelpSessionMailJob = {
  kind: 'help-session-booked' | 'help-session-cancelled';
  requestId: string;
  userId: string;
  scheduledFor: string;
  language: Language;
};
/** A shopper's live help conversation, mailed at their request (the assistance service's signed notice). */
export type HelpTranscriptMailJob = { kind: 'help-transcript' } & HelpTranscriptNotice;
export type MailJob =
  OrderMailJob | AccountMailJob | NewsletterMailJob | HelpSessionMailJob | HelpTranscriptMailJob;

/** One mail per event: the same event always has the same key. */
export function mailKey(job: MailJob): string {
  if (job.kind === 'help-transcript') {
    return `${job.kind}:${job.requestId}:${job.lastMessageId}:${job.language}`;
  }
  if (job.kind === 'order-status') return `${job.kind}:${job.orderId}:${job.status}`;
  if ('resetId' in job) return `${job.kind}:${job.resetId}`;
  if ('requestId' in job) return `${job.kind}:${job.requestId}`;
  if (job.kind === 'newsletter-confirm') return `${job.kind}:${job.subscriptionId}:${job.sequence}`;
  if (job.kind === 'newsletter') return `${job.kind}:${job.issueId}:${job.subscriptionId}`;
  return `${job.kind}:${job.orderId}`;
}

/** Where mails are queued, in the transaction of the change that causes them. */
export interface MailOutbox {
  enqueue(executor: SqlExecutor, job: MailJob): Promise<void>;
  /**
   * The statement that writes the mail's job, for a common table expression of the statement that makes the
   * event (`with mailed as (…)`, written only when a condition holds: `jobInsertSql`, `jobInsertTemplate` in
   * server-kit's job-queue.ts): one round trip, committed or undone with it.
   */
  jobInsert(job: MailJob): Promise<JobInsert>;
}

/** Retries: 5 s, 10 s, 20 s, … (pg-boss's backoff) until the 8th failure, then the mail is given up and logged. */
export const MAIL_RETRY_LIMIT = 8;
export const MAIL_RETRY_DELAY_SECONDS = 5;
/**
 * A job still being sent after this long is taken to have died with its process, and is tried again. The SMTP
 * transport's own time limits (mail-transport.ts) end any send well before it, so no send is still running.
 */
export const MAIL_SEND_EXPIRY_SECONDS = 60;

export function createMailJobsRepository(database: BackendDatabase) {
  const queue = createJobQueue(database);
  return {
    boss: queue.boss,
    /** pg-boss's tables and the mail queue (under `withStartupLock`: instances starting together take turns). */
    install: (logger: Logger) =>
      queue.install(
        {
          [MAIL_QUEUE]: {
            retryLimit: MAIL_RETRY_LIMIT,
            retryDelaySeconds: MAIL_RETRY_DELAY_SECONDS,
            expireInSeconds: MAIL_SEND_EXPIRY_SECONDS,
          },
        },
        logger,
      ),
    /** Writes the mail's job on `executor` (an open transaction, so it commits or rolls back with it). */
    enqueue: (executor: SqlExecutor, job: MailJob) => queue.enqueue(executor, MAIL_QUEUE, job, mailKey(job)),
    jobInsert: (job: MailJob) => queue.captureInsert(MAIL_QUEUE, job, mailKey(job)),
    stop: queue.stop,
  };
}

export type MailJobsRepository = ReturnType<typeof createMailJobsRepository>;
