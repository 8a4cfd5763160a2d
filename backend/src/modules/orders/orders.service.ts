// Order use cases: place (cash or card), read one's own orders and their bills, quote a cart before
// ordering, ask to cancel, confirm a card payment, and the admin's list and status changes.
import {
  cancellableStatuses,
  orderTransitions,
  type AdminOrderListFilter,
  type Order,
  type OrderStatus,
  type PlaceOrderInput,
  type QuoteInput,
} from '@store/contracts/orders';
import type { Language } from '@store/contracts/languages';
import type { Role } from '@store/server-kit/auth';
import { AppError, badRequest, conflict, notFound } from '@store/server-kit/errors';
import { fromCents } from '@store/contracts/money';
import type { CartAnnouncer } from '../cart/cart.service';
import type { PaymentsService } from '../payments/payments.service';
import { PROVIDER_CURRENCY } from '../payments/payments.service';
import type { ProductsRepository } from '../products/products.repository';
import type { StockEvents } from '../products/stock-events';
import { billFileName, quoteFileName, renderBillPdf, renderQuotePdf } from './bill-pdf';
import { createOrderPlacement } from './order-placement';
import { priceOrder } from './order-pricing';
import { toAdminOrderDto, toOrderDto } from './order-dto';
import type { OrderRecord, OrdersRepository } from './orders.repository';

export interface Caller {
  id: string;
  role: Role;
}

export interface ReturnLinks {
  /** Origin of the SPA the shopper comes back to after the hosted page. */
  returnBase: string;
  /** Origin the shopper reached this API on. */
  apiOrigin: string;
}

const ORDER_NOT_FOUND = 'Order not found.';

/** Told when an order changes after it was placed, with its owner's id (the socket relay listens). */
export type OrderListener = (userId: string, order: Order) => void;

export function createOrdersService(deps: {
  orders: OrdersRepository;
  products: ProductsRepository;
  payments: PaymentsService;
  cart: CartAnnouncer;
  stockEvents: Pick<StockEvents, 'changed'>;
}) {
  const { orders, products, payments, cart, stockEvents } = deps;
  const createOrder = createOrderPlacement({ orders, products, cart, stockEvents });
  const listeners = new Set<OrderListener>();
  const changed = (record: OrderRecord): Order => {
    const order = toOrderDto(record);
    for (const listener of listeners) listener(record.order.userId, order);
    return order;
  };

  const readable = async (caller: Caller, orderId: string): Promise<OrderRecord> => {
    const record = await orders.findById(orderId);
    // Another shopper's order is "not found", so ids cannot be probed.
    if (!record || (record.order.userId !== caller.id && caller.role !== 'admin'))
      throw notFound(ORDER_NOT_FOUND);
    return record;
  };

  const reload = async (orderId: string): Promise<OrderRecord> => {
    const record = await orders.findById(orderId);
    if (!record) throw notFound(ORDER_NOT_FOUND);
    return record;
  };

  return {
    /** Subscribes to changes of placed orders; returns the unsubscribe function. */
    onChange(listener: OrderListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Cash on delivery: the order is placed and the cart emptied together. */
    async placeCashOrder(userId: string, input: PlaceOrderInput, idempotencyKey?: string) {
      const { record, created } = await createOrder(userId, input, 'COD', idempotencyKey);
      return { order: toOrderDto(record), created };
    },

    /** Tells the order's owner's open pages that it changed elsewhere (a provider's word, the sweep). */
    async announce(orderId: string): Promise<void> {
      const record = await orders.findById(orderId);
      if (record) changed(record);
    },

    /** A card order stored unpaid, its stock held (PayHere's checkout is built on it). */
    createCardOrder: (userId: string, input: PlaceOrderInput, idempotencyKey?: string) =>
      createOrder(userId, input, 'Card', idempotencyKey),

    /**
     * Card: the order is stored unpaid, then a hosted checkout session is opened for exactly its total.
     * The cart is emptied only when the provider confirms the payment.
     */
    async startCardCheckout(
      userId: string,
      input: PlaceOrderInput,
      links: ReturnLinks,
      idempotencyKey?: string,
    ): Promise<{ orderId: string; sessionUrl: string; created: boolean }> {
      const provider = payments.requireProvider();
      const { record, created } = await createOrder(userId, input, 'Card', idempotencyKey);
      const { order, items } = record;
      if (order.paymentSessionUrl) return { orderId: order.id, sessionUrl: order.paymentSessionUrl, created };

      const back = (outcome: string) =>
        `${links.returnBase}/orders?payment=${outcome}&orderId=${encodeURIComponent(order.id)}`;
      const absoluteHttps = (url: string) =>
        /^https:\/\//.test(url)
          ? url
          : url.startsWith('/') && /^https:/.test(links.returnBase)
            ? links.returnBase + url
            : undefined;
      let session: { id: string; url: string };
      try {
        session = await provider.createCheckout({
          orderId: order.id,
          currency: PROVIDER_CURRENCY,
          lines: items.map((item) => ({
            name: `${item.name} (size ${item.size})`,
            unitAmountCents: item.priceCents,
            quantity: item.quantity,
            images: item.images
              .map(absoluteHttps)
              .filter((url): url is string => url !== undefined)
              .slice(0, 1),
          })),
          deliveryFeeCents: order.deliveryFeeCents,
          amountCents: order.amountCents,
          customerEmail: order.address.email,
          successUrl: back('success'),
          cancelUrl: back('cancelled'),
          apiOrigin: links.apiOrigin,
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          502,
          'We could not reach the card payment provider. Your order is saved as unpaid; please try again in a moment or choose cash on delivery.',
          'provider_unreachable',
          { orderId: order.id },
        );
      }
      await orders.attachPaymentSession(order.id, provider.name, session.id, session.url);
      const stored = await reload(order.id);
      return { orderId: order.id, sessionUrl: stored.order.paymentSessionUrl ?? session.url, created };
    },

    async listMine(userId: string): Promise<Order[]> {
      return (await orders.listByUser(userId)).map(toOrderDto);
    },

    async track(caller: Caller, orderId: string): Promise<Order> {
      return toOrderDto(await readable(caller, orderId));
    },

    /** The bill of an order the caller may read, as a PDF in `language`, and the file name to save it as. */
    async billPdf(
      caller: Caller,
      orderId: string,
      language: Language,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const order = toOrderDto(await readable(caller, orderId));
      return { fileName: billFileName(order._id), pdf: await renderBillPdf(order, language) };
    },

    /**
     * A quote of a cart as a PDF in `language`: the lines priced from the catalogue as placing the order
     * would (an unknown product or size is the same 400), names in that language where the catalogue has
     * them. Anyone may ask; nothing is stored.
     */
    async quotePdf(input: QuoteInput, language: Language): Promise<{ fileName: string; pdf: Buffer }> {
      const ids = [...new Set(input.items.map((item) => item._id))];
      const [catalogue, translations] = await Promise.all([
        products.findActiveMany(ids),
        language === 'en' ? [] : products.translationsOf(ids),
      ]);
      const priced = priceOrder(input.items, catalogue);
      const names = new Map(
        translations.flatMap((row) =>
          row.language === language && row.name ? [[row.productId, row.name]] : [],
        ),
      );
      const now = Date.now();
      const pdf = await renderQuotePdf(
        {
          date: now,
          items: priced.lines.map((line) => ({
            name: names.get(line.productId) ?? line.name,
            size: line.size,
            quantity: line.quantity,
            price: fromCents(line.priceCents),
          })),
          subtotal: fromCents(priced.subtotalCents),
          deliveryFee: fromCents(priced.deliveryFeeCents),
          amount: fromCents(priced.amountCents),
          address: input.address,
          paymentMethod: input.paymentMethod,
        },
        language,
      );
      return { fileName: quoteFileName(now), pdf };
    },

    /** Records the shopper's wish to cancel; only before the order is shipped. */
    async requestCancel(caller: Caller, orderId: string, reason: string) {
      const record = await readable(caller, orderId);
      if (record.order.userId !== caller.id) throw notFound(ORDER_NOT_FOUND);
      const refuse = (status: OrderStatus) =>
        conflict(
          status === 'Cancelled'
            ? 'This order has already been cancelled.'
            : `This order is already ${status.toLowerCase()}, so it can no longer be cancelled.`,
        );
      if (!cancellableStatuses.includes(record.order.status)) throw refuse(record.order.status);
      const alreadyRequested = record.order.cancelRequestedAt !== null;
      if (!(await orders.requestCancel(orderId, reason, cancellableStatuses))) {
        throw refuse((await reload(orderId)).order.status);
      }
      const updated = await reload(orderId);
      return { order: alreadyRequested ? toOrderDto(updated) : changed(updated), alreadyRequested };
    },

    /** After the hosted page sends the shopper back: asks the provider, never the browser. */
    async verifyPayment(caller: Caller, orderId: string): Promise<{ order: Order; paid: boolean }> {
      const record = await readable(caller, orderId);
      if (record.order.paymentMethod !== 'Card') {
        throw badRequest(
          'orderId: this order is paid in cash on delivery; there is no card payment to check.',
        );
      }
      const paid = await payments.verify(record.order);
      const updated = await reload(orderId);
      const order = paid && !record.order.payment ? changed(updated) : toOrderDto(updated);
      return { order, paid };
    },

    async listAll(filter: AdminOrderListFilter) {
      const { records, total } = await orders.listAll(filter);
      return { orders: records.map(toAdminOrderDto), total, page: filter.page, limit: filter.limit };
    },

    /** Admin status change along the state machine; anything else is a 409. */
    async changeStatus(admin: Caller, orderId: string, to: OrderStatus): Promise<Order> {
      const record = await orders.findById(orderId);
      if (!record) throw notFound(ORDER_NOT_FOUND);
      const from = record.order.status;
      const allowed = orderTransitions[from];
      if (!allowed.includes(to)) {
        throw conflict(
          allowed.length === 0
            ? `This order is ${from}; its status can no longer change.`
            : `An order cannot go from ${from} to ${to}. Next allowed: ${allowed.join(' or ')}.`,
          { from, to, allowed },
        );
      }
      if (record.order.paymentMethod === 'Card' && !record.order.payment && to !== 'Cancelled') {
        throw conflict('This card order has not been paid yet; it can only be cancelled.', { from, to });
      }
      const { changed: moved, restocked } = await orders.changeStatus(orderId, from, to, admin.id);
      if (!moved) {
        throw conflict('Someone else changed this order just now. Please reload it and try again.');
      }
      stockEvents.changed(restocked);
      return changed(await reload(orderId));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
