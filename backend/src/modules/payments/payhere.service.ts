// PayHere beside the card provider (issue 25, docs/decisions/019-payhere.md): the checkout form for an order the
// server priced, the notifications PayHere's servers send (believed only when signed with the merchant secret and
// matching the stored order's amount and currency), and the shopper coming back through the cancel link.
import { CURRENCY } from '@store/contracts/common';
import type { Order, PlaceOrderInput } from '@store/contracts/orders';
import {
  payhereNotificationSchema,
  type PayhereCheckoutResponse,
  type PayhereOutcome,
  type PayhereReceipt,
} from '@store/contracts/payhere';
import { AppError, badRequest, conflict, notFound } from '@store/server-kit/errors';
import type { Logger } from 'pino';
import type { CartAnnouncer } from '../cart/cart.service';
import { toOrderDto } from '../orders/order-dto';
import type { OrderRecord, OrdersRepository } from '../orders/orders.repository';
import type { Caller, OrdersService, ReturnLinks } from '../orders/orders.service';
import type { StockEvents } from '../products/stock-events';
import {
  centsOfPayhereAmount,
  checkoutHash,
  isSignedByPayhere,
  payhereAmount,
  type PayhereSettings,
} from './payhere';

export const PAYHERE = 'payhere';
export const PAYHERE_UNAVAILABLE_REASON = 'PayHere is not set up on this store.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A notification the store refused: nothing changed; PayHere is answered 400. */
export class RefusedNotification extends AppError {
  constructor(message: string) {
    super(400, message, 'notification_refused');
  }
}

/** PayHere's `items` line: the order's pieces in words (PayHere shows it on its page). */
function itemsLine(record: OrderRecord): string {
  const pieces = record.items.reduce((sum, item) => sum + item.quantity, 0);
  const names = record.items.map((item) => item.name).join(', ');
  const text = `${pieces} ${pieces === 1 ? 'item' : 'items'}: ${names}`;
  return text.length > 250 ? `${text.slice(0, 249)}…` : text;
}

export function createPayhereService(deps: {
  settings: PayhereSettings | undefined;
  orders: OrdersRepository;
  ordersService: Pick<OrdersService, 'createCardOrder' | 'announce'>;
  cart: CartAnnouncer;
  stockEvents: Pick<StockEvents, 'changed'>;
  /** Where PayHere's servers reach this API (API_PUBLIC_URL). */
  apiOrigin: string;
}) {
  const { settings, orders, cart, stockEvents } = deps;

  const requireSettings = (): PayhereSettings => {
    if (!settings) throw new AppError(503, PAYHERE_UNAVAILABLE_REASON, 'payhere_unavailable');
    return settings;
  };

  const checkoutFields = (
    merchant: PayhereSettings,
    record: OrderRecord,
    links: ReturnLinks,
  ): Record<string, string> => {
    const { order } = record;
    const back = (outcome: string) =>
      `${links.returnBase}/orders?payment=${outcome}&provider=${PAYHERE}&orderId=${encodeURIComponent(order.id)}`;
    return {
      merchant_id: merchant.merchantId,
      return_url: back('success'),
      cancel_url: back('cancelled'),
      notify_url: `${deps.apiOrigin}/api/payments/payhere/notify`,
      order_id: order.id,
      items: itemsLine(record),
      currency: CURRENCY,
      amount: payhereAmount(order.amountCents),
      first_name: order.address.firstName,
      last_name: order.address.lastName,
      email: order.address.email,
      phone: order.address.phone,
      address: order.address.street,
      city: order.address.city,
      country: order.address.country,
      hash: checkoutHash(merchant, order.id, order.amountCents, CURRENCY),
    };
  };

  /** Applies a verified notification to its order; what came of it. */
  const apply = async (
    record: OrderRecord,
    statusCode: string,
    event: { id: string; type: string; provider: string },
    logger: Logger,
  ): Promise<{ outcome: PayhereOutcome; duplicate: boolean }> => {
    const orderId = record.order.id;
    if (statusCode === '2') {
      const confirmed = await orders.confirmPayment(orderId, event);
      if (confirmed === 'duplicate-event') return { outcome: 'duplicate', duplicate: true };
      if (confirmed === 'order-cancelled') {
        logger.error(
          { orderId },
          'PayHere took a payment for an order already cancelled: it is recorded as paid and stays cancelled; refund the shopper',
        );
        return { outcome: 'paid-after-cancel', duplicate: false };
      }
      // The payment's transaction emptied the shopper's cart; their other tabs and a helper hear it now.
      if (confirmed === 'paid') await cart.announce(record.order.userId);
      return { outcome: confirmed === 'paid' ? 'paid' : 'already-paid', duplicate: false };
    }
    if (statusCode === '0') {
      const stored = await orders.recordEvent({ ...event, orderId });
      return { outcome: stored ? 'pending' : 'duplicate', duplicate: !stored };
    }
    if (statusCode === '-3') {
      const { duplicate, cancelled, restocked } = await orders.cancelChargedBack(orderId, event);
      stockEvents.changed(restocked);
      if (!duplicate && !cancelled) {
        const now = await orders.findById(orderId);
        logger.warn(
          { orderId, status: now?.order.status },
          'PayHere charged back an order past cancelling (shipped, delivered or already cancelled); its status stays',
        );
      }
      return { outcome: duplicate ? 'duplicate' : 'charged-back', duplicate };
    }
    const { outcome, restocked } = await orders.cancelUnpaid(orderId, null, event);
    stockEvents.changed(restocked);
    if (outcome === 'duplicate-event') return { outcome: 'duplicate', duplicate: true };
    if (outcome === 'paid') return { outcome: 'already-paid', duplicate: false };
    return { outcome: outcome === 'cancelled' ? 'cancelled' : 'already-cancelled', duplicate: false };
  };

  return {
    availability(): { available: boolean; provider?: string; reason?: string } {
      return settings
        ? { available: true, provider: PAYHERE }
        : { available: false, reason: PAYHERE_UNAVAILABLE_REASON };
    },

    /** Said before anything else: without settings no PayHere order can be made. */
    requireSettings,

    /** Stores the order unpaid (stock held) and answers the form the browser posts to PayHere. */
    async startCheckout(
      userId: string,
      input: PlaceOrderInput,
      links: ReturnLinks,
      idempotencyKey?: string,
    ): Promise<{ created: boolean; response: Omit<PayhereCheckoutResponse, 'success' | 'message'> }> {
      const merchant = requireSettings();
      const { record, created } = await deps.ordersService.createCardOrder(userId, input, idempotencyKey);
      const { order } = record;
      if (order.paymentProvider !== null && order.paymentProvider !== PAYHERE) {
        throw conflict(
          'This Idempotency-Key was already used for a card order. Use a new key for a new order.',
        );
      }
      if (order.payment || order.status === 'Cancelled') {
        throw conflict(
          order.payment
            ? 'This order is already paid. Use a new key for a new order.'
            : 'This order was cancelled. Use a new key to place it again.',
        );
      }
      const action = merchant.checkoutUrl;
      await orders.attachPaymentSession(order.id, PAYHERE, `${PAYHERE}_${order.id}`, action);
      // The same key sent to the card provider at the same moment may have bound the order there first.
      const bound = await orders.findById(order.id);
      if (bound?.order.paymentProvider !== PAYHERE) {
        throw conflict(
          'This Idempotency-Key was already used for a card order. Use a new key for a new order.',
        );
      }
      return {
        created,
        response: {
          orderId: order.id,
          checkout: { action, fields: checkoutFields(merchant, record, links) },
        },
      };
    },

    /**
     * A notification from PayHere's servers. Every one is stored with what came of it; only one signed with
     * the merchant secret, for a PayHere order of exactly its amount in LKR, changes anything.
     */
    async handleNotification(body: unknown, logger: Logger): Promise<PayhereReceipt> {
      const merchant = requireSettings();
      // Kept as sent, within bounds: anyone can post here. PostgreSQL's jsonb holds no NUL characters.
      const bounded = (text: string, length: number) => text.slice(0, length).replaceAll('\u0000', '');
      const raw: Record<string, string> = {};
      if (body && typeof body === 'object') {
        for (const [key, value] of Object.entries(body).slice(0, 40)) {
          if (typeof value === 'string') raw[bounded(key, 60)] = bounded(value, 500);
        }
      }
      const keep = async (verified: boolean, outcome: string) =>
        orders.recordNotification({
          provider: PAYHERE,
          orderRef: (raw.order_id ?? '').slice(0, 100),
          statusCode: (raw.status_code ?? '').slice(0, 10),
          verified,
          outcome,
          fields: raw,
        });
      const refuse = async (verified: boolean, outcome: string, message: string): Promise<never> => {
        await keep(verified, outcome);
        logger.warn(
          { orderRef: raw.order_id, statusCode: raw.status_code, outcome },
          'a PayHere notification was refused; nothing changed',
        );
        throw new RefusedNotification(message);
      };

      const parsed = payhereNotificationSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(
          false,
          'malformed',
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is not valid'}`,
        );
      }
      const notification = parsed.data;
      if (!isSignedByPayhere(merchant, notification)) {
        return refuse(false, 'bad-signature', 'md5sig: the signature does not match this merchant.');
      }
      const record = UUID.test(notification.order_id)
        ? await orders.findById(notification.order_id)
        : undefined;
      if (!record || record.order.paymentProvider !== PAYHERE) {
        return refuse(true, 'unknown-order', 'order_id: no PayHere order of this store has this id.');
      }
      if (
        centsOfPayhereAmount(notification.payhere_amount) !== record.order.amountCents ||
        notification.payhere_currency !== CURRENCY
      ) {
        return refuse(
          true,
          'amount-mismatch',
          `payhere_amount: the order is ${payhereAmount(record.order.amountCents)} ${CURRENCY}; the notification says ${notification.payhere_amount} ${notification.payhere_currency}.`,
        );
      }
      const event = {
        id: `${PAYHERE}:${notification.order_id}:${notification.status_code}:${notification.payment_id ?? ''}`,
        type: `payhere.status.${notification.status_code}`,
        provider: PAYHERE,
      };
      const { outcome, duplicate } = await apply(record, notification.status_code, event, logger);
      await keep(true, outcome);
      if (!duplicate && outcome !== 'pending') await deps.ordersService.announce(record.order.id);
      return { received: true, duplicate, outcome };
    },

    /**
     * The shopper came back through PayHere's cancel link: their unpaid order is cancelled and its stock goes
     * back. If PayHere has already said it is paid, nothing is cancelled.
     */
    async cancelByShopper(caller: Caller, orderId: string): Promise<{ paid: boolean; order: Order }> {
      const record = await orders.findById(orderId);
      if (!record || record.order.userId !== caller.id) throw notFound('Order not found.');
      if (record.order.paymentProvider !== PAYHERE) {
        throw badRequest('orderId: this order was not paid through PayHere.');
      }
      const { outcome, restocked } = await orders.cancelUnpaid(orderId, caller.id);
      stockEvents.changed(restocked);
      if (outcome === 'cancelled') await deps.ordersService.announce(orderId);
      if (outcome === 'not-cancellable') {
        throw conflict('This order can no longer be cancelled here.');
      }
      const fresh = await orders.findById(orderId);
      if (!fresh) throw notFound('Order not found.');
      return { paid: fresh.order.payment, order: toOrderDto(fresh) };
    },
  };
}

export type PayhereService = ReturnType<typeof createPayhereService>;
