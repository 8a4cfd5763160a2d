// Placing an order: priced from the catalogue (products remembered at its version, order-catalogue.ts), stored
// with its stock, cart and mail in one statement (orders.repository.ts), and placed once per Idempotency-Key: a
// repeat is answered with the first order.
import { createHash } from 'node:crypto';
import type { PaymentMethod, PlaceOrderInput } from '@store/contracts/orders';
import { formatLkr, fromCents, toCents } from '@store/contracts/money';
import { AppError, conflict } from '@store/server-kit/errors';
import type { CartAnnouncer } from '../cart/cart.service';
import type { ProductsRepository } from '../products/products.repository';
import type { StockEvents } from '../products/stock-events';
import { createPricingCatalogue } from './order-catalogue';
import { priceOrder, type CatalogueProduct, type PricedOrder } from './order-pricing';
import { StockShortError } from './order-stock.repository';
import { CatalogueMovedError, type OrderRecord, type OrdersRepository } from './orders.repository';

/** The 409 for a line the shelf cannot fill: names the product, the size and how many are left. */
function outOfStock(error: StockShortError, items: PlaceOrderInput['items']): AppError {
  const { line, available } = error;
  const index = items.findIndex((item) => item._id === line.productId && item.size === line.size);
  const what = `${line.name} in size ${line.size}`;
  const message =
    available === 0
      ? `${what} is sold out. Please remove it from your cart and place the order again.`
      : `Only ${available} of ${what} ${available === 1 ? 'is' : 'are'} left; you asked for ${line.quantity}. Please reduce it in your cart and place the order again.`;
  return new AppError(409, message, 'out_of_stock', {
    index,
    productId: line.productId,
    name: line.name,
    size: line.size,
    requested: line.quantity,
    available,
  });
}

/** Fingerprint of what was asked for, so one idempotency key cannot stand for two different orders. */
function requestFingerprint(method: PaymentMethod, input: PlaceOrderInput): string {
  const items = input.items
    .map((item) => `${item._id}|${item.size}|${item.quantity}`)
    .sort()
    .join(',');
  const canonical = JSON.stringify([
    method,
    toCents(input.amount),
    items,
    Object.entries(input.address).sort(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export function createOrderPlacement(deps: {
  orders: OrdersRepository;
  products: ProductsRepository;
  cart: CartAnnouncer;
  stockEvents: Pick<StockEvents, 'changed'>;
}) {
  const { orders, products, cart, stockEvents } = deps;
  const pricing = createPricingCatalogue(products);

  const replay = (existing: OrderRecord, fingerprint: string) => {
    if (existing.order.requestHash !== fingerprint) {
      throw conflict(
        'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      );
    }
    return { record: existing, created: false };
  };

  /** Prices the order from the catalogue and stores it; with a key, a repeat returns the first order. */
  return async function placeOrder(
    userId: string,
    input: PlaceOrderInput,
    method: PaymentMethod,
    idempotencyKey: string | undefined,
  ): Promise<{ record: OrderRecord; created: boolean }> {
    const fingerprint = requestFingerprint(method, input);
    // A retry of a placed order answers with that order. The order under the key is looked for only when
    // this request cannot be placed as sent (the catalogue changed since) or the key turns out taken when
    // the order is stored: nearly every order is a first try, and the look was a round trip each.
    const replayEarlier = async (error: unknown) => {
      const existing = idempotencyKey ? await orders.findByIdempotencyKey(userId, idempotencyKey) : undefined;
      if (existing) return replay(existing, fingerprint);
      throw error;
    };
    const ids = [...new Set(input.items.map((item) => item._id))];
    const price = (catalogue: CatalogueProduct[]) => {
      const priced = priceOrder(input.items, catalogue);
      if (toCents(input.amount) !== priced.amountCents) {
        const total = fromCents(priced.amountCents);
        throw new AppError(
          409,
          `Prices have changed since you opened your cart: the total is now ${formatLkr(total)}, not ${formatLkr(input.amount)}. Please review your cart and place the order again.`,
          'price_changed',
          {
            amount: total,
            subtotal: fromCents(priced.subtotalCents),
            deliveryFee: fromCents(priced.deliveryFeeCents),
          },
        );
      }
      return priced;
    };
    const place = (priced: PricedOrder, pricedAtVersion?: string) =>
      orders.create({
        userId,
        paymentMethod: method,
        subtotalCents: priced.subtotalCents,
        deliveryFeeCents: priced.deliveryFeeCents,
        amountCents: priced.amountCents,
        address: input.address,
        lines: priced.lines,
        idempotencyKey,
        requestHash: fingerprint,
        clearCart: method === 'COD',
        pricedAtVersion,
      });

    let record: OrderRecord | undefined;
    try {
      const catalogue = await pricing.read(ids);
      try {
        // Products read just now are stored whatever changed since, as an order always was; remembered ones
        // only while the catalogue is still at their version.
        record = await place(price(catalogue.rows), catalogue.remembered ? catalogue.version : undefined);
      } catch (error) {
        const mayBeStale =
          catalogue.remembered && (error instanceof CatalogueMovedError || error instanceof AppError);
        if (!mayBeStale) throw error;
        // Priced from remembered products that have changed since (a new price, a product gone): price it
        // again from what the catalogue holds now.
        record = await place(price((await pricing.refresh(ids)).rows));
      }
    } catch (error) {
      // A retry may find its products changed or gone, or the shelves its first try emptied: that order is
      // the answer.
      if (error instanceof StockShortError) return replayEarlier(outOfStock(error, input.items));
      if (error instanceof AppError) return replayEarlier(error);
      throw error;
    }
    if (record !== undefined) stockEvents.changed(record.items.map((item) => item.productId));
    // The cart was emptied in the order's statement; the shopper's other tabs and a helper must hear it.
    if (record !== undefined && method === 'COD') await cart.announce(userId);
    if (record === undefined) {
      // Another request with the same key committed first; answer with its order.
      return replayEarlier(new Error('order insert was skipped but no order holds the idempotency key'));
    }
    return { record, created: true };
  };
}
