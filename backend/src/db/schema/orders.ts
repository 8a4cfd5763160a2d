// Orders, their lines and status history, and payment bookkeeping. Money is integer LKR cents in
// 64-bit columns: 20 lines of 99 dear items pass 32 bits (LKR 21,474,836.47).
import { sql } from 'drizzle-orm';
import { orderStatuses, paymentMethods } from '@store/contracts/order-rules';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export interface OrderAddress {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
}

/** A list of the contract's values for a check constraint: 'a', 'b'. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('Order Placed'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    payment: boolean('payment').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 'stripe' | 'sandbox' for card orders: the provider that holds the checkout session. */
    paymentProvider: text('payment_provider'),
    paymentSessionId: text('payment_session_id'),
    paymentSessionUrl: text('payment_session_url'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    /** Client-chosen key: one order per (user, key), enforced by the unique constraint below. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request that used the key, so the same key with a different order is refused. */
    requestHash: text('request_hash'),
    /**
     * True while the order holds stock taken from product_stock. It goes false exactly once (cancelled,
     * or a card payment failed or expired), so stock is never given back twice. Orders placed before
     * stock was kept never held any.
     */
    stockHeld: boolean('stock_held').notNull().default(false),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    unique('orders_payment_session_unique').on(table.paymentSessionId),
    check('orders_status_check', sql`${table.status} in (${sqlList(orderStatuses)})`),
    check('orders_payment_method_check', sql`${table.paymentMethod} in (${sqlList(paymentMethods)})`),
    check(
      'orders_amount_check',
      sql`${table.subtotalCents} >= 0 and ${table.deliveryFeeCents} >= 0 and ${table.amountCents} = ${table.subtotalCents} + ${table.deliveryFeeCents}`,
    ),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    // The sweep that cancels card orders nobody paid reads only these (few) rows.
    index('orders_unpaid_card_idx')
      .on(table.createdAt)
      .where(sql`${table.paymentMethod} = 'Card' and ${table.payment} = false and ${table.stockHeld}`),
  ],
);

/**
 * Lines copy name, price, images and sizes at order time, so history survives a product being changed or
 * removed. product_id has no foreign key on purpose: an order must outlive even a hard-deleted product.
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_items_pk', columns: [table.orderId, table.position] }),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_price_positive', sql`${table.priceCents} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** Who made the change; null when the system did (order placement). */
    changedBy: uuid('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.id)],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep of unpaid orders asks whether an order has been reported pending.
  (table) => [index('payment_events_order_idx').on(table.orderId, table.type)],
);

/**
 * Every PayHere notification as it came (signature checked or not) and what the store made of it: the record
 * of what PayHere said. Replays are recognised by payment_events, not here.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** As sent: a forged notification may name anything, so not a foreign key. */
    orderRef: text('order_ref').notNull(),
    statusCode: text('status_code').notNull(),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notifications_order_idx').on(table.orderRef, table.id)],
);

export interface SandboxLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

/**
 * The sandbox provider's own sessions (PAYMENT_PROVIDER=sandbox). Kept in the database rather than in
 * memory so a restart or a second instance still knows them.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<SandboxLine[]>().notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('sandbox_checkout_sessions_order_unique').on(table.orderId),
    check('sandbox_checkout_sessions_status_check', sql`${table.status} in ('open', 'complete', 'expired')`),
  ],
);
