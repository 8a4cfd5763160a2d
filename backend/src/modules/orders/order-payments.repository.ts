// The payment side of an order: its checkout session, the provider's events (each stored once, so a
// repeated event changes nothing), marking it paid with the cart emptied, and giving an unpaid card order's
// stock back. Each change happens in one transaction.
import type { MailOutbox } from '../mail/mail-jobs.repository';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { cartItems, orders, paymentEvents } from '../../db/schema/index';
import { giveStockBack } from './order-stock.repository';

export type ConfirmOutcome = 'paid' | 'already-paid' | 'duplicate-event' | 'not-found';

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

export function createOrderPaymentsRepository(db: BackendDb, outbox: MailOutbox) {
  return {
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
          .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'Card'), eq(orders.payment, false)))
          .returning({ userId: orders.userId });
        if (!paid) {
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
