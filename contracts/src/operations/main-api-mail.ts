// The main API's mail operations: a help session's mail (asked by the assistance service), the newsletter (double opt-in, one-click unsubscribe, the admin's
// sending) and demo mode's list of the mail written as files.
import {
  helpSessionMailBodySchema,
  helpSessionMailResponseSchema,
  helpTranscriptMailBodySchema,
  helpTranscriptMailResponseSchema,
  sentMailListResponseSchema,
} from '../mail';
import {
  newsletterConfirmBodySchema,
  newsletterIssueBodySchema,
  newsletterQueuedResponseSchema,
  newsletterStatsResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterTokenParamsSchema,
} from '../newsletter';
import { messageResponseSchema } from '../users';
import type { OperationSpec } from './operation-spec';

export const mailOperations: readonly OperationSpec[] = [
  // --- Mail
  {
    method: 'get',
    path: '/api/mail/sent',
    tag: 'Mail',
    summary: 'The newest mails the store wrote as files (demo mode without SMTP_URL; else 404)',
    access: ['admin'],
    responses: { 200: { description: 'The newest mails first.', schema: sentMailListResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/mail/help-session',
    tag: 'Mail',
    summary: 'The assistance service asks for the mail of a booked or cancelled help session',
    description:
      'Service to service: the signed notice is the proof (401 when it is not valid). The same notice again queues nothing more.',
    access: 'public',
    body: { schema: helpSessionMailBodySchema },
    responses: { 202: { description: 'Queued.', schema: helpSessionMailResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/mail/help-transcript',
    tag: 'Mail',
    summary: 'The assistance service asks for a live help conversation to be mailed to its shopper',
    description:
      'Service to service: the signed notice carries the conversation and is the proof (401 when it is not valid). The same conversation with nothing new queues nothing more.',
    access: 'public',
    body: { schema: helpTranscriptMailBodySchema },
    responses: { 202: { description: 'Queued.', schema: helpTranscriptMailResponseSchema } },
  },

  // --- Newsletter
  {
    method: 'post',
    path: '/api/newsletter/subscribe',
    tag: 'Newsletter',
    summary: 'Ask to subscribe: a confirmation link is mailed (double opt-in), at most one an hour',
    description:
      'The same answer whether the address is new, pending or subscribed. Rate-limited per network.',
    access: 'public',
    body: { schema: newsletterSubscribeBodySchema },
    responses: { 200: { description: 'The one answer.', schema: messageResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/newsletter/confirm',
    tag: 'Newsletter',
    summary: 'Confirm a subscription with the mailed link’s token',
    access: 'public',
    body: { schema: newsletterConfirmBodySchema },
    responses: { 200: { description: 'Subscribed.', schema: messageResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe/:token',
    tag: 'Newsletter',
    summary: 'Unsubscribe: the one-click address of List-Unsubscribe (RFC 8058) and the unsubscribe page',
    access: 'public',
    params: newsletterTokenParamsSchema,
    responses: { 200: { description: 'Unsubscribed.', schema: messageResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/newsletter/stats',
    tag: 'Newsletter',
    summary: 'How many addresses are subscribed (confirmed, not unsubscribed)',
    access: ['admin'],
    responses: { 200: { description: 'The count.', schema: newsletterStatsResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/newsletter/send',
    tag: 'Newsletter',
    summary: 'Send a newsletter (subject and plain text) to every subscribed address, through the mail queue',
    access: ['admin'],
    body: { schema: newsletterIssueBodySchema },
    responses: {
      202: { description: 'Queued, one mail per subscriber.', schema: newsletterQueuedResponseSchema },
    },
  },
];
