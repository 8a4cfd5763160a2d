// Every operation of the assistance service, with the contracts/ schemas its route parses and answers with.
// The OpenAPI document at /api/docs is generated from this list, and openapi.api.test.ts fails when a route
// exists that is not listed here or answers with a shape the document does not allow.
import {
  acceptAssistBodySchema,
  assistIdParamsSchema,
  assistListResponseSchema,
  assistResponseSchema,
  AUDIO_FIELD,
  audioMessageFieldsSchema,
  createAssistBodySchema,
  messagesQuerySchema,
  messagesResponseSchema,
  myAssistResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  shopperCartResponseSchema,
  userIdParamsSchema,
} from '@store/contracts/assistance';
import { z } from 'zod';
import { commonOperations, openApiDocument, type OperationSpec } from '@store/server-kit/openapi';

const sent = {
  201: { description: 'Sent.', schema: sendMessageResponseSchema },
  200: {
    description: 'Already received (same clientMessageId): nothing new stored.',
    schema: sendMessageResponseSchema,
  },
};

export const assistanceOperations: OperationSpec[] = [
  ...commonOperations(),
  {
    method: 'post',
    path: '/api/assist',
    tag: 'Help requests',
    summary: 'Ask for live help now, or schedule a session',
    description: 'One open request per shopper: asking again returns the open one (200).',
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
    access: ['shopper', 'helper'],
    body: { schema: sendMessageBodySchema },
    responses: sent,
  },
  {
    method: 'post',
    path: '/api/messages/audio',
    tag: 'Chat',
    summary: 'Send a voice message (multipart: the recording as the `audio` file, and its fields)',
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
    access: ['shopper', 'helper'],
    params: userIdParamsSchema,
    query: messagesQuerySchema,
    responses: { 200: { description: 'The messages.', schema: messagesResponseSchema } },
  },
];

export const assistanceApiDocument = openApiDocument(
  {
    title: 'Accessible storefront: assistance service',
    version: '1.0.0',
    description:
      'Help requests and chat between shoppers and helpers. Every answer is JSON `{ success, message?, ... }` ' +
      'with an honest status; failures are `{ success: false, message, code? }`. Send the token from the ' +
      'main API’s sign-in as `Authorization: Bearer <token>` (or the `token` header).',
  },
  assistanceOperations,
);
