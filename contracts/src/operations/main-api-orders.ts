// The main API's order operations: placing (cash or card), the shopper's orders and their bills, a quote
// of a cart before ordering, and the admin's.
import { z } from 'zod';
import { failureSchema, idSchema } from '../common';
import { languages } from '../languages';
import {
  adminOrderListBodySchema,
  adminOrderListResponseSchema,
  cancelRequestBodySchema,
  cardCheckoutResponseSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  orderIdBodySchema,
  orderStatusBodySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  quoteBodySchema,
  trackOrderResponseSchema,
  userOrdersResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '../orders';
import {
  payhereCancelBodySchema,
  payhereCancelResponseSchema,
  payhereCheckoutResponseSchema,
} from '../payhere';
import type { OperationSpec } from './operation-spec';

const idempotencyHeader = {
  [IDEMPOTENCY_HEADER]: {
    description: 'Any retry with the same key returns the first answer instead of placing a second order.',
    schema: idempotencyKeySchema,
  },
};
const replayed = { 'Idempotent-Replayed': '"true" when this answer repeats an earlier one (same key).' };

/**
 * GET /api/order/:id/bill.pdf: which order, and (as for POST /api/order/quote.pdf) the language of the
 * bill's labels, dates and amounts.
 */
export const billPdfParamsSchema = z.object({ id: idSchema });
export const billPdfQuerySchema = z.object({
  lang: z.enum(languages, { message: `lang must be one of ${languages.join(', ')}.` }).default('en'),
});

export const orderOperations: readonly OperationSpec[] = [
  {
    method: 'post',
    path: '/api/order/place',
    tag: 'Orders',
    summary: 'Place a cash-on-delivery order (the server prices it; a different amount is a 409)',
    access: 'signed-in',
    headers: idempotencyHeader,
    body: { schema: placeOrderBodySchema },
    responses: {
      201: { description: 'Placed.', schema: placeOrderResponseSchema },
      200: {
        description: 'Already placed with this key.',
        schema: placeOrderResponseSchema,
        headers: replayed,
      },
    },
  },
  {
    method: 'post',
    path: '/api/order/stripe',
    tag: 'Orders',
    summary: 'Start a card payment: creates the unpaid order and a hosted checkout session',
    description: '503 when no payment provider is configured.',
    access: 'signed-in',
    headers: idempotencyHeader,
    body: { schema: placeOrderBodySchema },
    responses: {
      201: { description: 'Go to session_url.', schema: cardCheckoutResponseSchema },
      200: {
        description: 'Already started with this key.',
        schema: cardCheckoutResponseSchema,
        headers: replayed,
      },
      503: { description: 'No payment provider is configured.', schema: failureSchema },
    },
  },
  {
    method: 'post',
    path: '/api/order/payhere',
    tag: 'Orders',
    summary: 'Start a PayHere payment: creates the unpaid order and the signed form to post to PayHere',
    description: '503 when PayHere is not set up (PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET).',
    access: 'signed-in',
    headers: idempotencyHeader,
    body: { schema: placeOrderBodySchema },
    responses: {
      201: { description: 'Post checkout.fields to checkout.action.', schema: payhereCheckoutResponseSchema },
      200: {
        description: 'Already started with this key.',
        schema: payhereCheckoutResponseSchema,
        headers: replayed,
      },
      503: { description: 'PayHere is not set up on this store.', schema: failureSchema },
    },
  },
  {
    method: 'post',
    path: '/api/order/payhere/cancel',
    tag: 'Orders',
    summary:
      'The shopper left PayHere through its cancel link: the unpaid order is cancelled, its stock back',
    access: 'signed-in',
    body: { schema: payhereCancelBodySchema },
    responses: {
      200: {
        description: 'Cancelled, or already paid (then it stands).',
        schema: payhereCancelResponseSchema,
      },
    },
  },
  {
    method: 'post',
    path: '/api/order/userorders',
    tag: 'Orders',
    summary: 'The caller’s orders, newest first',
    access: 'signed-in',
    responses: { 200: { description: 'The orders.', schema: userOrdersResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/order/track-order',
    tag: 'Orders',
    summary: 'One of the caller’s orders (any order for an admin)',
    access: 'signed-in',
    body: { schema: orderIdBodySchema },
    responses: { 200: { description: 'The order.', schema: trackOrderResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/order/:id/bill.pdf',
    tag: 'Orders',
    summary: 'The bill of one of the caller’s orders (any order for an admin) as a PDF',
    description:
      'A tagged PDF (headings, tables, each run’s language) in English, Sinhala or Tamil; names and ' +
      'addresses print in the script they were typed in. Another shopper’s order is a 404.',
    access: 'signed-in',
    params: billPdfParamsSchema,
    query: billPdfQuerySchema,
    responses: {
      200: {
        description: 'The bill.',
        contentType: 'application/pdf',
        headers: {
          'Content-Disposition': 'attachment; filename="bill-<first 8 characters of the order id>.pdf"',
          'Cache-Control': 'private, no-store',
        },
      },
    },
  },
  {
    method: 'post',
    path: '/api/order/quote.pdf',
    tag: 'Orders',
    summary: 'A quote of a cart as a PDF, before any order exists (the server prices it)',
    description:
      'The bill’s layout in English, Sinhala or Tamil: the lines priced from the catalogue (prices sent are ' +
      'ignored) with the delivery fee, product names in that language where the catalogue has them, today’s ' +
      'date, and the address and payment as far as they are given. An unknown product or size is a 400 ' +
      'naming the line, as when placing the order. Anyone may ask, a guest too; rate-limited per network ' +
      '(429 with Retry-After).',
    access: 'public',
    query: billPdfQuerySchema,
    body: { schema: quoteBodySchema },
    responses: {
      200: {
        description: 'The quote.',
        contentType: 'application/pdf',
        headers: {
          'Content-Disposition': 'attachment; filename="quote-<YYYY-MM-DD, the date in Sri Lanka>.pdf"',
          'Cache-Control': 'no-store',
        },
      },
    },
  },
  {
    method: 'post',
    path: '/api/order/cancel-request',
    tag: 'Orders',
    summary: 'Ask to cancel one of the caller’s orders',
    access: 'signed-in',
    body: { schema: cancelRequestBodySchema },
    responses: { 200: { description: 'Asked (or already asked).', schema: placeOrderResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/order/verify',
    tag: 'Orders',
    summary: 'After the hosted checkout: ask the provider whether the order is paid',
    access: 'signed-in',
    body: { schema: verifyPaymentBodySchema },
    responses: { 200: { description: 'Paid or not.', schema: verifyPaymentResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/order/list',
    tag: 'Orders',
    summary: 'All orders, paged and filtered (admin)',
    access: ['admin'],
    body: { schema: adminOrderListBodySchema, required: false },
    responses: { 200: { description: 'A page of orders.', schema: adminOrderListResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/order/status',
    tag: 'Orders',
    summary: 'Move an order to another status (admin)',
    access: ['admin'],
    body: { schema: orderStatusBodySchema },
    responses: { 200: { description: 'Changed.', schema: placeOrderResponseSchema } },
  },
];
