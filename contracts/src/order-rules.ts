// The order rules the storefront needs as plain values (zod-free, so the SPA can import them without
// shipping zod): order statuses and their machine, payment methods, and the delivery form's rules and
// messages (spec §5). contracts/src/orders.ts builds its schemas from these.

/** The spec's progression (steps 1–4) plus Cancelled, which only an admin sets, before Shipped. */
export const orderStatuses = ['Order Placed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The only status changes an admin may make; anything else is a 409. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  'Order Placed': ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** A shopper may ask to cancel only while the order has not left the shop. */
export const cancellableStatuses: readonly OrderStatus[] = ['Order Placed', 'Processing'];

export const paymentMethods = ['COD', 'Card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Header that makes a retried or double-clicked order create one order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Sent to a shopper's sockets when one of their orders changes (status, payment, cancel request). */
export const ORDER_UPDATED_EVENT = 'order_updated';
