// Card orders nobody paid: a PayHere or sandbox order with no word of payment within CARD_PENDING_MINUTES is
// cancelled and its stock goes back (Stripe expires its own sessions and says so by webhook). Every instance
// sweeps once a minute; the cancel is a conditional update, so two instances never cancel one order twice and
// a payment arriving at the same moment wins or loses whole.
import type { Logger } from 'pino';
import type { OrdersRepository } from '../orders/orders.repository';
import type { StockEvents } from '../products/stock-events';

/** The providers whose unpaid orders nobody else expires. */
export const SWEPT_PROVIDERS = ['payhere', 'sandbox'] as const;
const BATCH = 100;

export function createPendingCardOrders(deps: {
  orders: OrdersRepository;
  /** Tells the shopper's open pages (the order relay). */
  announce: (orderId: string) => Promise<void>;
  stockEvents: Pick<StockEvents, 'changed'>;
  pendingMinutes: number;
}) {
  const { orders, stockEvents, pendingMinutes } = deps;

  /** Cancels the orders that were placed more than the limit before `now`; how many it cancelled. */
  const cancelStale = async (now = new Date()): Promise<number> => {
    const before = new Date(now.getTime() - pendingMinutes * 60_000);
    let cancelled = 0;
    for (;;) {
      const ids = await orders.findStaleUnpaid(SWEPT_PROVIDERS, before, BATCH);
      for (const id of ids) {
        const { outcome, restocked } = await orders.cancelUnpaid(id, null);
        stockEvents.changed(restocked);
        if (outcome === 'cancelled') {
          cancelled += 1;
          await deps.announce(id);
        }
      }
      if (ids.length < BATCH) return cancelled;
    }
  };

  return {
    cancelStale,

    /** Sweeps every `intervalMs` on this instance; returns the function that stops it. */
    start(logger: Logger, intervalMs = 60_000): () => void {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        cancelStale()
          .then((count) => {
            if (count > 0)
              logger.info({ cancelled: count }, 'unpaid card orders cancelled; their stock is back');
          })
          .catch((error: unknown) => {
            logger.warn({ err: error }, 'the sweep of unpaid card orders failed; it runs again in a minute');
          })
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type PendingCardOrders = ReturnType<typeof createPendingCardOrders>;
