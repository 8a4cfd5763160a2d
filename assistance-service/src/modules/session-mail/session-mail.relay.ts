// Hands each queued help-session mail to the main API (POST /api/mail/help-session) as a signed notice. A
// refused or unreachable main API makes the job fail, so pg-boss tries it again later (backoff); after the last
// try the failure is logged at error. The main API names its mail job after the session and the event, so a
// notice delivered twice (a crash after posting, before the job was marked done) still gives one mail.
import type { Logger } from 'pino';
import type { HelpSessionNotices } from '@store/server-kit/help-session-notice';
import {
  SESSION_MAIL_QUEUE,
  SESSION_MAIL_RETRY_LIMIT,
  type SessionMailJob,
  type SessionMailQueue,
} from './session-mail.queue';

export const RELAY_TIMEOUT_MS = 10_000;

export interface SessionMailRelayOptions {
  queue: SessionMailQueue;
  notices: HelpSessionNotices;
  backendUrl: string;
  pollSeconds: number;
  timeoutMs?: number;
}

export function createSessionMailRelay(options: SessionMailRelayOptions) {
  /** Posts one notice; throws when the main API did not take it. */
  async function deliver(job: SessionMailJob): Promise<void> {
    const response = await fetch(`${options.backendUrl}/api/mail/help-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ notice: options.notices.sign(job) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? RELAY_TIMEOUT_MS),
    });
    if (response.status !== 202) {
      throw new Error(`the main API answered ${response.status} to the help session notice`);
    }
  }

  return {
    deliver,
    /** Starts taking jobs on this instance; several instances share the queue. */
    async start(logger: Logger): Promise<void> {
      await options.queue.boss.work<SessionMailJob>(
        SESSION_MAIL_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const about = {
            helpRequestId: job.data.requestId,
            event: job.data.event,
            attempt: job.retryCount + 1,
          };
          try {
            await deliver(job.data);
            logger.info(about, 'help session mail handed to the main API');
          } catch (error) {
            const last = job.retryCount >= SESSION_MAIL_RETRY_LIMIT;
            logger[last ? 'error' : 'warn'](
              { err: error, ...about },
              last
                ? 'help session mail failed for good: the main API never took it'
                : 'help session mail not handed over yet: it will be tried again',
            );
            throw error;
          }
        },
      );
    },
  };
}

export type SessionMailRelay = ReturnType<typeof createSessionMailRelay>;
