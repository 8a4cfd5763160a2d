// The main API's payment operations: the Stripe webhook, PayHere's notification and the sandbox's hosted
// checkout page.
import { z } from 'zod';
import { failureSchema } from '../common';
import { sandboxSessionParamsSchema, webhookReceiptSchema } from '../orders';
import { payhereNotificationSchema, payhereReceiptSchema } from '../payhere';
import type { OperationSpec } from './operation-spec';

export const paymentOperations: readonly OperationSpec[] = [
  {
    method: 'post',
    path: '/api/payments/payhere/notify',
    tag: 'Payments',
    summary: 'PayHere’s payment notification (md5sig checked with the merchant secret)',
    description:
      'Status 2 marks the order paid (once), 0 leaves it pending, -1/-2 cancel it and -3 (charge-back) cancels an ' +
      'order not yet shipped; each gives the stock back once. A wrong signature, order or amount changes nothing ' +
      '(400). Every notification is stored.',
    access: 'public',
    body: { schema: payhereNotificationSchema, contentType: 'application/x-www-form-urlencoded' },
    responses: {
      200: { description: 'Received.', schema: payhereReceiptSchema },
      400: { description: 'Refused: nothing changed.', schema: failureSchema },
      503: { description: 'PayHere is not set up on this store.', schema: failureSchema },
    },
  },
  {
    method: 'post',
    path: '/api/payments/stripe/webhook',
    tag: 'Payments',
    summary: 'Stripe’s checkout.session.completed webhook (signature checked over the raw body)',
    access: 'public',
    headers: {
      'Stripe-Signature': { description: 'Stripe’s signature.', schema: z.string(), required: true },
    },
    body: { schema: z.record(z.string(), z.unknown()) },
    responses: {
      200: { description: 'Received.', schema: webhookReceiptSchema },
      503: { description: 'Stripe webhooks are not configured on this store.', schema: failureSchema },
    },
  },
  {
    method: 'get',
    path: '/api/payments/sandbox/checkout/:id',
    tag: 'Payments',
    summary: 'The sandbox’s hosted checkout page (PAYMENT_PROVIDER=sandbox; a test page)',
    access: 'public',
    params: sandboxSessionParamsSchema,
    responses: { 200: { description: 'An HTML page.', contentType: 'text/html' } },
  },
  ...(['pay', 'cancel'] as const).map((action): OperationSpec => ({
    method: 'post',
    path: `/api/payments/sandbox/checkout/:id/${action}`,
    tag: 'Payments',
    summary:
      action === 'pay'
        ? 'The sandbox page’s Pay button: marks the order paid and returns to the shop'
        : 'The sandbox page’s cancel link: returns to the shop, the order stays unpaid',
    access: 'public',
    params: sandboxSessionParamsSchema,
    responses: {
      303: { description: 'Back to the shop.', headers: { Location: 'Where the browser goes next.' } },
    },
  })),
];
