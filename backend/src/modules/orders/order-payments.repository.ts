// The payment side of an order: its checkout session, the provider's events (each stored once, so a
// repeated event changes nothing), marking it paid with the cart emptied, and giving an unpaid card order's
// stock back. Each change happens in one transaction.
import type { MailOutbox } from '../mail/mail-jobs.repository';
import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import {
  cartItems,
  orders,
  orderStatusHistory,
  paymentEvents,
  paymentNotifications,
  sandboxCheckoutSessions,
} from '../../db/schema/index';
import { giveStockBack, type Tx } from './order-stock.repository';

/**
 * 'order-cancelled': the money came for an order that had already been cancelled. It is recorded as paid (the
 * money is in) and stays cancelled, its stock not taken again: the admin sees "Cancelled, paid" and refunds.
 */
export type ConfirmOutcome = 'paid' | 'already-paid' | 'duplicate-event' | 'not-found' | 'order-cancelled';

/** What cancelling an unpaid card order came to. */
export type CancelOutcome =
  'cancelled' | 'already-cancelled' | 'paid' | 'not-cancellable' | 'duplicate-event' | 'not-found';

export interface StoredNotification {
  provider: string;
  orderRef: string;
  statusCode: string;
  verified: boolean;
  outcome: string;
  fields: Record<string, string>;
}

interface ProviderEvent {
  id: string;
  provider: string;
  type: string;
  orderId?: string;
}

type Executor = Pick<BackendDb, 'insert'>;

/** Stores a provider event; false when it was stored before (a repeat). */
async function storeEvent(executor: Executor, event: ProviderEvent): Promise<boolean> {
  const [stored] = await executor
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, orderId: event.orderId })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return stored !== undefined;
}

/**
 * Moves an order to Cancelled (from `from`, and only while unpaid when `unpaidOnly`), with its history line
 * and mail, and gives its stock back once. Undefined when the order was not in such a state.
 */
async function cancelInTransaction(
  tx: Tx,
  outbox: MailOutbox,
  orderId: string,
  options: {
    from: readonly ('Order Placed' | 'Processing')[];
    unpaidOnly: boolean;
    changedBy: string | null;
  },
): Promise<string[] | undefined> {
  const conditions = [eq(orders.id, orderId), inArray(orders.status, [...options.from])];
  if (options.unpaidOnly) conditions.push(eq(orders.paymentMethod, 'Card'), eq(orders.payment, false));
  const [row] = await tx
    .update(orders)
    .set({ status: 'Cancelled', updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: orders.id });
  if (!row) return undefined;
  await tx.insert(orderStatusHistory).values({ orderId, status: 'Cancelled', changedBy: options.changedBy });
  // A sandbox checkout of a cancelled order can no longer be paid.
  await tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(sandboxCheckoutSessions.orderId, orderId), eq(sandboxCheckoutSessions.status, 'open')));
  await outbox.enqueue(tx, { kind: 'order-status', orderId, status: 'Cancelled' });
  return giveStockBack(tx, orderId, false);
}

export function createOrderPaymentsRepository(db: BackendDb, outbox: MailOutbox) {
  return {
    /**
     * Cancels a card order nobody paid (still Order Placed) and gives its stock back, once: the shopper left
     * the payment page, the provider said the payment failed, or it waited too long. `changedBy` is the
     * shopper, or null when the system did it. With an event, a repeated event changes nothing.
     */
    async cancelUnpaid(
      orderId: string,
      changedBy: string | null,
      event?: Omit<ProviderEvent, 'orderId'>,
    ): Promise<{ outcome: CancelOutcome; restocked: string[] }> {
      return db.transaction(async (tx) => {
        if (event && !(await storeEvent(tx, { ...event, orderId }))) {
          return { outcome: 'duplicate-event', restocked: [] };
        }
        const restocked = await cancelInTransaction(tx, outbox, orderId, {
          from: ['Order Placed'],
          unpaidOnly: true,
          changedBy,
        });
        if (restocked) return { outcome: 'cancelled', restocked };
        const [now] = await tx
          .select({ status: orders.status, payment: orders.payment })
          .from(orders)
          .where(eq(orders.id, orderId));
        const outcome: CancelOutcome = !now
          ? 'not-found'
          : now.payment
            ? 'paid'
            : now.status === 'Cancelled'
              ? 'already-cancelled'
              : 'not-cancellable';
        return { outcome, restocked: [] };
      });
    },

    /**
     * The payment was taken back (a charge-back): an order not yet shipped is cancelled and its stock goes
     * back, once; a shipped or delivered one only has the event recorded (its goods have left the shelf).
     */
    async cancelChargedBack(
      orderId: string,
      event: Omit<ProviderEvent, 'orderId'>,
    ): Promise<{ duplicate: boolean; cancelled: boolean; restocked: string[] }> {
      return db.transaction(async (tx) => {
        if (!(await storeEvent(tx, { ...event, orderId }))) {
          return { duplicate: true, cancelled: false, restocked: [] };
        }
        const restocked = await cancelInTransaction(tx, outbox, orderId, {
          from: ['Order Placed', 'Processing'],
          unpaidOnly: false,
          changedBy: null,
        });
        return { duplicate: false, cancelled: restocked !== undefined, restocked: restocked ?? [] };
      });
    },

    /**
     * Card orders of these providers still unpaid and holding stock, placed before `before`, oldest first. An
     * order the provider has reported pending (a bank transfer under way) is not stale: it waits for its word.
     */
    async findStaleUnpaid(providers: readonly string[], before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'Card'),
            eq(orders.payment, false),
            eq(orders.stockHeld, true),
            eq(orders.status, 'Order Placed'),
            inArray(orders.paymentProvider, [...providers]),
            lt(orders.createdAt, before),
            notExists(
              db
                .select({ id: paymentEvents.id })
                .from(paymentEvents)
                .where(and(eq(paymentEvents.orderId, orders.id), eq(paymentEvents.type, 'payhere.status.0'))),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Keeps a provider's notification as it came, with what the store made of it. */
    async recordNotification(notification: StoredNotification): Promise<void> {
      await db.insert(paymentNotifications).values(notification);
    },

    /**
     * A card payment failed or its session expired: the unpaid order's stock goes back on the shelf (once;
     * duplicate events give nothing). With an event id, a repeated event is a no-op. Returns the product
     * ids whose stock changed.
     */
    async releaseUnpaidStock(
      orderId: string,
      event?: Omit<ProviderEvent, 'orderId'>,
    ): Promise<{ duplicate: boolean; restocked: string[] }> {
      return db.transaction(async (tx) => {
        if (event && !(await storeEvent(tx, { ...event, orderId })))
          return { duplicate: true, restocked: [] };
        return { duplicate: false, restocked: await giveStockBack(tx, orderId, true) };
      });
    },

    /** Stores the checkout session of a card order; the first one stored wins. */
    async attachPaymentSession(orderId: string, provider: string, sessionId: string, url: string) {
      await db
        .update(orders)
        .set({
          paymentProvider: provider,
          paymentSessionId: sessionId,
          paymentSessionUrl: url,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), isNull(orders.paymentSessionId)));
    },

    /**
     * Marks a card order paid and empties its shopper's cart, in one transaction. With an event id the
     * event is stored first: an event seen before is a no-op ('duplicate-event').
     */
    async confirmPayment(orderId: string, event?: Omit<ProviderEvent, 'orderId'>): Promise<ConfirmOutcome> {
      return db.transaction(async (tx) => {
        if (event && !(await storeEvent(tx, { ...event, orderId }))) return 'duplicate-event';
        const [paid] = await tx
          .update(orders)
          .set({ payment: true, paidAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.paymentMethod, 'Card'),
              eq(orders.payment, false),
              sql`${orders.status} <> 'Cancelled'`,
            ),
          )
          .returning({ userId: orders.userId });
        if (!paid) {
          const [late] = await tx
            .update(orders)
            .set({ payment: true, paidAt: sql`now()`, updatedAt: sql`now()` })
            .where(
              and(
                eq(orders.id, orderId),
                eq(orders.paymentMethod, 'Card'),
                eq(orders.payment, false),
                eq(orders.status, 'Cancelled'),
              ),
            )
            .returning({ id: orders.id });
          if (late) return 'order-cancelled';
          const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
          return exists ? 'already-paid' : 'not-found';
        }
        await tx.delete(cartItems).where(eq(cartItems.userId, paid.userId));
        await outbox.enqueue(tx, { kind: 'order-placed', orderId });
        return 'paid';
      });
    },

    /** Stores a provider event that changes nothing (e.g. an expired session); false if seen before. */
    async recordEvent(event: ProviderEvent) {
      return storeEvent(db, event);
    },
  };
}
