// Prices an order from the catalogue alone: the client's prices and total are never trusted.
import { MAX_LINE_QUANTITY } from '@store/contracts/constants';
import { orderTotalsCents } from '@store/contracts/money';
import type { OrderItemInput } from '@store/contracts/orders';
import { AppError } from '@store/server-kit/errors';

export interface CatalogueProduct {
  id: string;
  name: string;
  priceCents: number;
  images: Array<{ url: string }>;
  sizes: string[];
}

/** An order line as stored: a copy of what the product was when it was ordered. */
export interface PricedLine {
  productId: string;
  name: string;
  priceCents: number;
  images: string[];
  sizes: string[];
  size: string;
  quantity: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  amountCents: number;
}

/**
 * Looks every item up in `catalogue` (active products only). An unknown product or size is a 400 naming
 * the item; the same product and size sent twice count as one line with the quantities added.
 */
export function priceOrder(items: OrderItemInput[], catalogue: CatalogueProduct[]): PricedOrder {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const lines = new Map<string, PricedLine>();
  items.forEach((item, index) => {
    const product = byId.get(item._id);
    if (!product) {
      throw new AppError(
        400,
        `items.${index}._id: this product is no longer in the catalogue. Please remove it from your cart.`,
        'unknown_product',
        [{ field: `items.${index}._id`, message: 'This product is no longer in the catalogue.' }],
      );
    }
    if (!product.sizes.includes(item.size)) {
      throw new AppError(
        400,
        `items.${index}.size: ${product.name} comes in ${product.sizes.join(', ')}, not ${item.size}.`,
        'unknown_size',
        [{ field: `items.${index}.size`, message: `Available sizes: ${product.sizes.join(', ')}.` }],
      );
    }
    const key = `${product.id}|${item.size}`;
    const existing = lines.get(key);
    if (existing) {
      existing.quantity += item.quantity;
      return;
    }
    lines.set(key, {
      productId: product.id,
      name: product.name,
      priceCents: product.priceCents,
      images: product.images.map((image) => image.url),
      sizes: [...product.sizes],
      size: item.size,
      quantity: item.quantity,
    });
  });
  const priced = [...lines.values()];
  // The per-line cap applies after merging: three lines of 99 of one size are one line of 297.
  const tooMany = priced.find((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooMany) {
    const index = items.findIndex((item) => item._id === tooMany.productId && item.size === tooMany.size);
    throw new AppError(
      400,
      `items.${index}.quantity: at most ${MAX_LINE_QUANTITY} of ${tooMany.name} in size ${tooMany.size} per order (${tooMany.quantity} asked).`,
      'too_many',
      [{ field: `items.${index}.quantity`, message: `At most ${MAX_LINE_QUANTITY} per size.` }],
    );
  }
  const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return { lines: priced, ...orderTotalsCents(subtotalCents) };
}
