// Card payments: which provider is in effect, and the one confirmation path that webhooks, the sandbox
// page and POST /api/order/verify all go through. An order is marked paid only on the provider's word.
import { CURRENCY } from '@store/contracts/common';
import { AppError } from '@store/server-kit/errors';
import type { CartAnnouncer } from '../cart/cart.service';
import type { ConfirmOutcome } from '../orders/order-payments.repository';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository';
import type { StockEvents } from '../products/stock-events';
import {
  FAILED_EVENT_TYPES,
  PAID_EVENT_TYPES,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
} from './payment-provider';
import type { SandboxProvider } from './sandbox.provider';
import type { StripeProvider } from './stripe.provider';

export const CARD_UNAVAILABLE_REASON =
  'Card payment is not configured on this store yet. Please choose cash on delivery.';
export const PROVIDER_CURRENCY = CURRENCY.toLowerCase();

export type ConfiguredProvider = StripeProvider | SandboxProvider;

export type SessionOutcome = ConfirmOutcome | 'unpaid' | 'released' | 'session-mismatch' | 'amount-mismatch';

export interface EventOutcome {
  duplicate: boolean;
  outcome: SessionOutcome | 'recorded';
}

export function createPaymentsService(
  provider: ConfiguredProvider | undefined,
  orders: OrdersRepository,
  cart: CartAnnouncer,
  stockEvents: Pick<StockEvents, 'changed'>,
) {
  const requireProvider = (): PaymentProvider => {
    if (!provider) {
      throw new AppError(503, CARD_UNAVAILABLE_REASON, 'card_unavailable');
    }
    return provider;
  };

  /**
   * Applies what the provider says about a session to its order. The session must be the one stored for
   * the order (when one is stored) and must charge exactly the order's total in LKR.
   */
  const applySession = async (
    session: ProviderSession,
    event?: { id: string; type: string },
  ): Promise<EventOutcome> => {
    const providerName = provider?.name ?? 'none';
    const recordOnly = async (outcome: SessionOutcome): Promise<EventOutcome> => {
      const stored = event ? await orders.recordEvent({ ...event, provider: providerName }) : true;
      return { duplicate: !stored, outcome };
    };
    const order = session.orderId ? await orders.findById(session.orderId) : undefined;
    if (!order) return recordOnly('not-found');
    if (order.order.paymentSessionId !== null && order.order.paymentSessionId !== session.id) {
      return recordOnly('session-mismatch');
    }
    if (session.amountCents !== order.order.amountCents || session.currency !== PROVIDER_CURRENCY) {
      return recordOnly('amount-mismatch');
    }
    if (!session.paid) {
      // A payment that failed or a session that expired will never be paid: the stock it held goes back.
      const failed = event ? FAILED_EVENT_TYPES.has(event.type) : session.status === 'expired';
      if (!failed) return recordOnly('unpaid');
      const { duplicate, restocked } = await orders.releaseUnpaidStock(
        order.order.id,
        event ? { ...event, provider: providerName } : undefined,
      );
      stockEvents.changed(restocked);
      return { duplicate, outcome: 'released' };
    }
    const outcome = await orders.confirmPayment(
      order.order.id,
      event ? { ...event, provider: providerName } : undefined,
    );
    // The payment's transaction emptied the shopper's cart; announce it now that it has committed.
    if (outcome === 'paid') await cart.announce(order.order.userId);
    return { duplicate: outcome === 'duplicate-event', outcome };
  };

  /** A verified provider event (a Stripe webhook, or the sandbox page's Pay button). */
  const handleEvent = async (event: PaymentEvent): Promise<EventOutcome> => {
    if (event.session && (PAID_EVENT_TYPES.has(event.type) || FAILED_EVENT_TYPES.has(event.type))) {
      return applySession(event.session, event);
    }
    const stored = await orders.recordEvent({
      id: event.id,
      type: event.type,
      provider: provider?.name ?? 'none',
      orderId: event.session?.orderId,
    });
    return { duplicate: !stored, outcome: 'recorded' };
  };

  return {
    providerName: provider?.name,

    availability(): { available: boolean; provider?: string; reason?: string } {
      return provider
        ? { available: true, provider: provider.name }
        : { available: false, reason: CARD_UNAVAILABLE_REASON };
    },

    requireProvider,
    handleEvent,

    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
      if (provider?.name !== 'stripe') {
        throw new AppError(503, 'Stripe is not the payment provider of this store.', 'card_unavailable');
      }
      return handleEvent(provider.parseWebhook(rawBody, signature));
    },

    /** Asks the provider about the order's session; true when the order is (now) paid. */
    async verify(order: OrderRow): Promise<boolean> {
      if (order.payment) return true;
      // PayHere's word comes only as its signed notification (payhere.service.ts): nothing to ask here.
      if (!order.paymentSessionId || order.paymentProvider === 'payhere') return false;
      const session = await requireProvider().retrieveSession(order.paymentSessionId);
      if (!session) return false;
      const { outcome } = await applySession(session);
      // 'order-cancelled': the money is in for an order already cancelled; it shows as cancelled and paid.
      return outcome === 'paid' || outcome === 'already-paid' || outcome === 'order-cancelled';
    },

    /** A sandbox checkout session, for its page (undefined when the sandbox is not the provider). */
    async sandboxSession(sessionId: string) {
      return provider?.name === 'sandbox' ? provider.find(sessionId) : undefined;
    },

    /** The sandbox page's Pay button; the session's success URL to send the shopper back to. */
    async sandboxPay(sessionId: string): Promise<{ redirectTo: string; outcome: EventOutcome }> {
      if (provider?.name !== 'sandbox') throw new AppError(404, 'No such test checkout.');
      const row = await provider.find(sessionId);
      if (!row) throw new AppError(404, 'No such test checkout.');
      if (row.status === 'expired') throw new AppError(409, 'This test checkout has expired.');
      await provider.complete(sessionId);
      const session = await provider.retrieveSession(sessionId);
      if (!session) throw new AppError(404, 'No such test checkout.');
      // The same path a provider's webhook takes: an event id, so a repeated press changes nothing.
      const outcome = await handleEvent({
        id: `sbxevt_${sessionId}`,
        type: 'checkout.session.completed',
        session,
      });
      return { redirectTo: row.successUrl, outcome };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
