// Sends the queued mails: takes each job from the queue, writes the mail from what the database holds now
// (the order or the account, the shopper's language and address), and hands it to the transport. A failed send throws, so
// pg-boss tries the job again later (backoff); after the last try the failure is logged and the job kept as
// failed. A mail about something that no longer exists is dropped with a log line.
import { languages, type Language } from '@store/contracts/languages';
import type { HelpSessionNotices } from '@store/server-kit/help-session-notice';
import type { HelpTranscriptNotices } from '@store/server-kit/help-transcript-notice';
import { unauthorized } from '@store/server-kit/errors';
import type { SqlExecutor } from '@store/server-kit/job-queue';
import type { Logger } from 'pino';
import { toOrderDto } from '../orders/order-dto';
import type { OrdersRepository } from '../orders/orders.repository';
import type { UsersRepository } from '../users/users.repository';
import {
  MAIL_QUEUE,
  MAIL_RETRY_LIMIT,
  mailKey,
  type AccountMailJob,
  type HelpSessionMailJob,
  type HelpTranscriptMailJob,
  type NewsletterMailJob,
  type MailJob,
  type MailJobsRepository,
} from './mail-jobs.repository';
import { passwordChangedMail, passwordResetMail } from './account-mails';
import { newsletterConfirmMail, newsletterIssueMail } from './newsletter-mails';
import type { NewsletterRepository } from '../newsletter/newsletter.repository';
import type { NewsletterTokens } from '../newsletter/newsletter.service';
import { senderOf, type MailTransport, type OutgoingMail } from './mail-transport';
import { helpSessionMail } from './session-mails';
import { helpTranscriptMail } from './transcript-mails';
import { cancelRequestedMail, orderPlacedMail, orderStatusMail, type RenderedMail } from './order-mails';

export interface MailServiceOptions {
  jobs: MailJobsRepository;
  transport: MailTransport;
  orders: OrdersRepository;
  users: UsersRepository;
  /** The storefront's address, for links in mails. */
  publicUrl: string;
  /** Where mail clients reach this API (the newsletter's one-click unsubscribe). */
  apiUrl: string;
  /** The token of a password-reset link, made again from its id (the token itself is never stored). */
  resetTokenOf: (resetId: string) => string;
  newsletter: {
    find: NewsletterRepository['find'];
    tokenOf: NewsletterTokens['tokenOf'];
  };
  pollSeconds: number;
  /** MAIL_FROM: the organizer of a help session's calendar invitation. */
  from: string;
  /** The assistance service's notices of booked and cancelled help sessions, and where their jobs are written. */
  helpSessions: { notices: HelpSessionNotices; executor: SqlExecutor };
  /** The assistance service's notices of a conversation a shopper asked to have mailed. */
  helpTranscripts: HelpTranscriptNotices;
  now?: () => Date;
}

const languageOf = (settings: Record<string, unknown> | null): Language => {
  const chosen = settings?.language;
  return languages.find((language) => language === chosen) ?? 'en';
};

export function createMailService(options: MailServiceOptions) {
  const { jobs, transport, orders, users } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());

  async function composeAccountMail(job: AccountMailJob): Promise<OutgoingMail | null> {
    const user = await users.findById(job.userId);
    if (!user) return null;
    const language = job.language ?? languageOf(user.accessibilitySettings);
    const rendered =
      job.kind === 'password-reset'
        ? passwordResetMail({
            email: user.email,
            language,
            link: `${publicUrl}/reset-password/${options.resetTokenOf(job.resetId)}`,
          })
        : passwordChangedMail({
            email: user.email,
            language,
            changedAt: user.updatedAt,
            resetLink: `${publicUrl}/forgot-password`,
          });
    return { ...rendered, to: user.email, language, idempotencyKey: mailKey(job) };
  }

  /** A newsletter mail goes only to an address still subscribed (confirmation: still pending). */
  async function composeNewsletterMail(job: NewsletterMailJob): Promise<OutgoingMail | null> {
    const subscription = await options.newsletter.find(job.subscriptionId);
    if (!subscription) return null;
    const { email, language } = subscription;
    const key = { to: email, language, idempotencyKey: mailKey(job) };
    if (job.kind === 'newsletter-confirm') {
      if (subscription.confirmedAt) return null;
      const token = options.newsletter.tokenOf('confirm', subscription.id);
      return {
        ...newsletterConfirmMail({ email, language, link: `${publicUrl}/newsletter/confirm/${token}` }),
        ...key,
      };
    }
    if (!subscription.confirmedAt || subscription.unsubscribedAt) return null;
    const token = options.newsletter.tokenOf('unsubscribe', subscription.id);
    return {
      ...newsletterIssueMail({
        email,
        language,
        subject: job.subject,
        text: job.text,
        unsubscribePage: `${publicUrl}/newsletter/unsubscribe/${token}`,
        unsubscribeUrl: `${options.apiUrl.replace(/\/+$/, '')}/api/newsletter/unsubscribe/${token}`,
      }),
      ...key,
    };
  }

  async function composeSessionMail(job: HelpSessionMailJob): Promise<OutgoingMail | null> {
    const user = await users.findById(job.userId);
    if (!user) return null;
    const rendered = helpSessionMail({
      event: job.kind === 'help-session-booked' ? 'booked' : 'cancelled',
      language: job.language,
      scheduledFor: new Date(job.scheduledFor),
      requestId: job.requestId,
      shopper: { name: user.name, email: user.email },
      organizer: senderOf(options.from),
      publicUrl,
      now: now(),
    });
    return { ...rendered, to: user.email, language: job.language, idempotencyKey: mailKey(job) };
  }

  async function composeTranscriptMail(job: HelpTranscriptMailJob): Promise<OutgoingMail | null> {
    const user = await users.findById(job.userId);
    if (!user) return null;
    const rendered = helpTranscriptMail({ ...job, publicUrl });
    return { ...rendered, to: user.email, language: job.language, idempotencyKey: mailKey(job) };
  }

  /** The mail for a job, or null when what it is about is gone. */
  async function compose(job: MailJob): Promise<OutgoingMail | null> {
    if (job.kind === 'help-transcript') return composeTranscriptMail(job);
    if ('resetId' in job) return composeAccountMail(job);
    if ('requestId' in job) return composeSessionMail(job);
    if ('subscriptionId' in job) return composeNewsletterMail(job);
    const record = await orders.findById(job.orderId);
    const user = record ? await users.findById(record.order.userId) : undefined;
    if (!record || !user) return null;
    const language = languageOf(user.accessibilitySettings);
    const input = {
      order: toOrderDto(record),
      language,
      trackUrl: `${publicUrl}/track-order/${record.order.id}`,
    };
    let rendered: RenderedMail;
    if (job.kind === 'order-placed') rendered = orderPlacedMail(input);
    else if (job.kind === 'order-status') rendered = orderStatusMail(input, job.status);
    else rendered = cancelRequestedMail(input);
    return { ...rendered, to: user.email, language, idempotencyKey: mailKey(job) };
  }

  return {
    transportKind: transport.kind,
    compose,

    /**
     * Queues the mail a genuine help-session notice asks for (401 for anything else). The job's id comes from
     * the request and the event, so a notice posted again (the assistance service retrying) queues nothing more.
     */
    async queueHelpSessionMail(notice: string): Promise<string> {
      const said = options.helpSessions.notices.read(notice);
      if (!said) throw unauthorized('The help session notice is not valid.');
      await jobs.enqueue(options.helpSessions.executor, {
        kind: said.event === 'booked' ? 'help-session-booked' : 'help-session-cancelled',
        requestId: said.requestId,
        userId: said.userId,
        scheduledFor: said.scheduledFor,
        language: said.language,
      });
      return said.requestId;
    },

    /**
     * Queues the mail of a conversation a genuine transcript notice carries (401 for anything else). Its id
     * comes from the request and its last message, so asking twice with nothing new said mails once.
     */
    async queueHelpTranscriptMail(notice: string): Promise<string> {
      const said = options.helpTranscripts.read(notice);
      if (!said) throw unauthorized('The conversation notice is not valid.');
      await jobs.enqueue(options.helpSessions.executor, { kind: 'help-transcript', ...said });
      return said.requestId;
    },

    /** Starts taking jobs from the queue on this instance; several instances share the queue. */
    async start(logger: Logger): Promise<void> {
      await jobs.boss.work<MailJob>(
        MAIL_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const data = job.data;
          const about =
            'orderId' in data
              ? { orderId: data.orderId }
              : 'requestId' in data
                ? { helpRequestId: data.requestId }
                : 'userId' in data
                  ? { userId: data.userId }
                  : { subscriptionId: data.subscriptionId };
          const mail = await compose(job.data);
          if (!mail) {
            logger.warn({ mail: job.data.kind, ...about }, 'mail dropped: what it is about is gone');
            return;
          }
          try {
            await transport.send(mail);
            logger.info({ mail: job.data.kind, ...about, attempt: job.retryCount + 1 }, 'mail sent');
          } catch (error) {
            const last = job.retryCount >= MAIL_RETRY_LIMIT;
            logger[last ? 'error' : 'warn'](
              { err: error, mail: job.data.kind, ...about, attempt: job.retryCount + 1 },
              last ? 'mail failed for good: no more tries' : 'mail not sent yet: it will be tried again',
            );
            throw error;
          }
        },
      );
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
