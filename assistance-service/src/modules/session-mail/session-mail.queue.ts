// The outbox of help-session mails: a job in the assistance service's own database (pg-boss, schema `pgboss`),
// written in the transaction that books or cancels a scheduled session, so a session that was stored always
// gets its mail and one that was not never does. The relay (session-mail.relay.ts) hands each job to the main
// API, which owns the shopper's address and the mail itself.
import type { Logger } from 'pino';
import type { HelpSessionNotice } from '@store/server-kit/help-session-notice';
import { createJobQueue, type SqlExecutor } from '@store/server-kit/job-queue';
import type { AssistanceDatabase } from '../../db/client';

export const SESSION_MAIL_QUEUE = 'help-session-mail';
/**
 * Tries after the first failure: 5 s, 10 s, 20 s, … (backoff), so a main API that is down for over an hour
 * still gets the notice when it is back. A try takes at most RELAY_TIMEOUT_MS, far within the expiry.
 */
export const SESSION_MAIL_RETRY_LIMIT = 10;
export const SESSION_MAIL_RETRY_DELAY_SECONDS = 5;
export const SESSION_MAIL_EXPIRY_SECONDS = 60;

export type SessionMailJob = HelpSessionNotice;

/** Where a booking's or cancellation's mail is queued, in the transaction that stores it. */
export interface SessionMailOutbox {
  enqueue(executor: SqlExecutor, job: SessionMailJob): Promise<void>;
}

/** One job per session and event: the same event written twice stores one job. */
export const sessionMailKey = (job: SessionMailJob) => `help-session:${job.event}:${job.requestId}`;

export function createSessionMailQueue(database: AssistanceDatabase) {
  const queue = createJobQueue(database);
  return {
    boss: queue.boss,
    /** pg-boss's tables and the queue (under `withStartupLock`: instances starting together take turns). */
    install: (logger: Logger) =>
      queue.install(
        {
          [SESSION_MAIL_QUEUE]: {
            retryLimit: SESSION_MAIL_RETRY_LIMIT,
            retryDelaySeconds: SESSION_MAIL_RETRY_DELAY_SECONDS,
            expireInSeconds: SESSION_MAIL_EXPIRY_SECONDS,
          },
        },
        logger,
      ),
    enqueue: (executor: SqlExecutor, job: SessionMailJob) =>
      queue.enqueue(executor, SESSION_MAIL_QUEUE, job, sessionMailKey(job)),
    stop: queue.stop,
  };
}

export type SessionMailQueue = ReturnType<typeof createSessionMailQueue>;
