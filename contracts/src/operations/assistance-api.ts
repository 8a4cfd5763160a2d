// Every operation of the assistance service, with the schemas its route parses and answers with: the one
// list the service's OpenAPI document, its route metrics and the SPA's mocked answers are all made from. A
// route that is not listed here fails the service's openapi.api.test.ts; a call the SPA makes to an
// operation that is not listed fails the frontend's api-calls.test.ts.
import { z } from 'zod';
import {
  acceptAssistBodySchema,
  assistIdParamsSchema,
  assistListResponseSchema,
  assistResponseSchema,
  AUDIO_FIELD,
  availabilityResponseSchema,
  audioMessageFieldsSchema,
  createAssistBodySchema,
  messagesQuerySchema,
  messagesResponseSchema,
  myAssistResponseSchema,
  presenceBodySchema,
  presenceResponseSchema,
  quickRepliesBodySchema,
  quickRepliesResponseSchema,
  transcriptMailBodySchema,
  transcriptMailResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  shopperCartResponseSchema,
  userIdParamsSchema,
} from '../assistance';
import { everyServiceOperations } from './every-service';
import type { OperationSpec } from './operation-spec';

const sent = {
  201: { description: 'Sent.', schema: sendMessageResponseSchema },
  200: {
    description: 'Already received (same clientMessageId): nothing new stored.',
    schema: sendMessageResponseSchema,
  },
};

export const assistanceApiOperations: readonly OperationSpec[] = [
  ...everyServiceOperations,
  {
    method: 'post',
    path: '/api/assist',
    tag: 'Help requests',
    summary: 'Ask for live help now, or schedule a session',
    description:
      'One open request per shopper: asking again returns the open one (200). `language` is the ' +
      'storefront’s language (en, si, ta; English when left out): it is stored with the request and shown ' +
      'to the helpers.',
    access: ['shopper'],
    body: { schema: createAssistBodySchema, required: false },
    responses: {
      201: { description: 'Asked; the answer has the place in the queue.', schema: assistResponseSchema },
      200: { description: 'The shopper’s request that is still open.', schema: assistResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/assist',
    tag: 'Help requests',
    summary: 'Open requests, the longest-waiting first (helpers)',
    description: 'Each request says the shopper’s `language`.',
    access: ['helper'],
    responses: { 200: { description: 'The requests.', schema: assistListResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/assist/mine',
    tag: 'Help requests',
    summary: 'The shopper’s open request and place in the queue, if any',
    access: ['shopper'],
    responses: { 200: { description: 'The request or null.', schema: myAssistResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/assist/availability',
    tag: 'Help requests',
    summary: 'Whether a helper is available now, and how long live requests usually wait',
    description:
      'Available: a helper whose status is available and who has live help open (seen within ' +
      'HELPER_AWAY_AFTER_SECONDS, on any instance). `typicalWaitMinutes` is the median wait of the latest ' +
      'accepted live requests of the last 7 days, null until there are 3.',
    access: 'public',
    responses: { 200: { description: 'Availability.', schema: availabilityResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/assist/presence',
    tag: 'Help requests',
    summary: 'The helper’s own status: available or away',
    access: ['helper'],
    responses: { 200: { description: 'The status.', schema: presenceResponseSchema } },
  },
  {
    method: 'put',
    path: '/api/assist/presence',
    tag: 'Help requests',
    summary: 'Set the helper’s status: available (takes requests) or away',
    access: ['helper'],
    body: { schema: presenceBodySchema },
    responses: { 200: { description: 'The status now.', schema: presenceResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/assist/replies',
    tag: 'Help requests',
    summary: 'The helper’s quick replies (null until they saved a list)',
    access: ['helper'],
    responses: { 200: { description: 'The list.', schema: quickRepliesResponseSchema } },
  },
  {
    method: 'put',
    path: '/api/assist/replies',
    tag: 'Help requests',
    summary: 'Replace the helper’s quick replies (at most 12, each 1–300 characters)',
    access: ['helper'],
    body: { schema: quickRepliesBodySchema },
    responses: { 200: { description: 'The list saved.', schema: quickRepliesResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/assist/transcript-mail',
    tag: 'Help requests',
    summary: 'Mail the shopper their latest live help conversation (their own address, in their language)',
    description:
      'The latest messages (at most 100 and 16,000 characters; the mail says how many earlier ones it leaves out) go to the main API as a signed notice. 404 without any request, 409 without messages, 503 while the main API cannot be reached.',
    access: ['shopper'],
    body: { schema: transcriptMailBodySchema },
    responses: { 202: { description: 'Queued for mailing.', schema: transcriptMailResponseSchema } },
  },
  {
    method: 'put',
    path: '/api/assist/:id',
    tag: 'Help requests',
    summary: 'Accept a request (the first helper wins; another gets 409)',
    access: ['helper'],
    params: assistIdParamsSchema,
    body: { schema: acceptAssistBodySchema, required: false },
    responses: { 200: { description: 'Accepted.', schema: assistResponseSchema } },
  },
  {
    method: 'delete',
    path: '/api/assist/:id',
    tag: 'Help requests',
    summary: 'Close a request (the shopper cancels, or a helper removes it)',
    access: ['shopper', 'helper'],
    params: assistIdParamsSchema,
    responses: { 200: { description: 'Closed.', schema: assistResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/assist/cart/:userId',
    tag: 'Help requests',
    summary: 'The cart of the shopper this helper serves (read from the main API), and a grant to watch it',
    description: '503 or 502 when the main API cannot give it.',
    access: ['helper'],
    params: userIdParamsSchema,
    responses: { 200: { description: 'The cart and its grant.', schema: shopperCartResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/messages',
    tag: 'Chat',
    summary: 'Send a text message in a conversation',
    description:
      '`lang` is the sender’s storefront language (en, si, ta; English when left out); the message keeps ' +
      'it, so the reader’s screen and speech can read it in its own language.',
    access: ['shopper', 'helper'],
    body: { schema: sendMessageBodySchema },
    responses: sent,
  },
  {
    method: 'post',
    path: '/api/messages/audio',
    tag: 'Chat',
    summary: 'Send a voice message (multipart: the recording as the `audio` file, and its fields)',
    description: '`lang` as for a text message.',
    access: ['shopper', 'helper'],
    body: {
      schema: audioMessageFieldsSchema.extend({
        [AUDIO_FIELD]: z.string().meta({ format: 'binary', description: 'The recording' }),
      }),
      contentType: 'multipart/form-data',
    },
    responses: sent,
  },
  {
    method: 'get',
    path: '/api/messages/:userId',
    tag: 'Chat',
    summary: 'A conversation, oldest first (after a message id or time, for polling)',
    description: 'Each message says the `lang` its sender wrote in.',
    access: ['shopper', 'helper'],
    params: userIdParamsSchema,
    query: messagesQuerySchema,
    responses: { 200: { description: 'The messages.', schema: messagesResponseSchema } },
  },
];
