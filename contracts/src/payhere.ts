// PayHere (issue 25): the checkout form the storefront posts to PayHere, the notification PayHere's servers
// send back, and what the shopper's return to the shop asks. Field names are PayHere's own.
import { z } from 'zod';
import { idSchema } from './common';
import { orderSchema } from './orders';

/** Where the browser posts the checkout form. */
export const PAYHERE_CHECKOUT_URLS = {
  live: 'https://www.payhere.lk/pay/checkout',
  sandbox: 'https://sandbox.payhere.lk/pay/checkout',
} as const;

/** What a return from PayHere puts in the /orders address, beside `payment` and `orderId`. */
export const PAYHERE_RETURN_PROVIDER = 'payhere';

/** POST /api/order/payhere: the order is stored unpaid (stock held); the browser posts `fields` to `action`. */
export const payhereCheckoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: idSchema,
  checkout: z.object({
    action: z.url(),
    /** Every field PayHere's checkout expects, hash included; the merchant secret is not among them. */
    fields: z.record(z.string(), z.string()),
  }),
});
export type PayhereCheckoutResponse = z.infer<typeof payhereCheckoutResponseSchema>;

/** PayHere's status codes: 2 paid, 0 pending, -1 cancelled, -2 failed, -3 charged back. */
export const payhereStatusCodes = ['2', '0', '-1', '-2', '-3'] as const;
export type PayhereStatusCode = (typeof payhereStatusCodes)[number];

/** A notification as PayHere posts it (form-encoded); other fields PayHere adds are kept, not required. */
export const payhereNotificationSchema = z
  .object({
    merchant_id: z.string().min(1, { message: 'is required' }).max(40),
    order_id: z.string().min(1, { message: 'is required' }).max(60),
    payment_id: z.string().max(60).optional(),
    payhere_amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, { message: 'must be an amount like 2500.00' }),
    payhere_currency: z.string().min(3).max(3),
    status_code: z.enum(payhereStatusCodes, { message: 'must be one of 2, 0, -1, -2, -3' }),
    md5sig: z.string().regex(/^[0-9A-Fa-f]{32}$/, { message: 'must be 32 hexadecimal digits' }),
    status_message: z.string().max(500).optional(),
    method: z.string().max(40).optional(),
  })
  .catchall(z.string().max(500));
export type PayhereNotification = z.infer<typeof payhereNotificationSchema>;

/** What the store made of a verified notification. */
export const payhereOutcomes = [
  'paid',
  'already-paid',
  'pending',
  'cancelled',
  'already-cancelled',
  'charged-back',
  'paid-after-cancel',
  'duplicate',
] as const;
export type PayhereOutcome = (typeof payhereOutcomes)[number];

export const payhereReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.enum(payhereOutcomes),
});
export type PayhereReceipt = z.infer<typeof payhereReceiptSchema>;

/** POST /api/order/payhere/cancel: the shopper came back through PayHere's cancel link. */
export const payhereCancelBodySchema = z.object({ orderId: idSchema });
export type PayhereCancelBody = z.infer<typeof payhereCancelBodySchema>;

export const payhereCancelResponseSchema = z.object({
  success: z.literal(true),
  /** True when PayHere had already told the store the order is paid: then nothing was cancelled. */
  paid: z.boolean(),
  message: z.string(),
  order: orderSchema,
});
export type PayhereCancelResponse = z.infer<typeof payhereCancelResponseSchema>;
