// Reorder (spec §4) as a plan: which of an order's items can go back into the cart as they were, which
// need a size chosen (none recorded, or no longer offered), which are no longer sold, and whose price has
// changed since. Items go in at today's prices.
import type { OrderItem } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { formatLkr } from '@store/contracts/money';

export interface ReorderLine {
  productId: string;
  name: string;
  size: string;
  quantity: number;
}

export interface SizeQuestion {
  productId: string;
  name: string;
  quantity: number;
  /** The size ordered before, if any (no longer offered). */
  previousSize: string;
  sizes: string[];
}

export interface ReorderPlan {
  ready: ReorderLine[];
  needSize: SizeQuestion[];
  /** Names of products no longer sold. */
  gone: string[];
  /** Sentences about prices that changed since the order. */
  priceNotes: string[];
}

export function planReorder(items: readonly OrderItem[], products: readonly Product[]): ReorderPlan {
  const byId = new Map(products.map((product) => [product._id, product]));
  const plan: ReorderPlan = { ready: [], needSize: [], gone: [], priceNotes: [] };
  const noted = new Set<string>();
  for (const item of items) {
    const product = byId.get(item._id);
    if (!product) {
      if (!plan.gone.includes(item.name)) plan.gone.push(item.name);
      continue;
    }
    if (product.price !== item.price && !noted.has(product._id)) {
      noted.add(product._id);
      plan.priceNotes.push(
        `${product.name} now costs ${formatLkr(product.price)} (it was ${formatLkr(item.price)}).`,
      );
    }
    if (item.size && product.sizes.includes(item.size)) {
      plan.ready.push({
        productId: product._id,
        name: product.name,
        size: item.size,
        quantity: item.quantity,
      });
    } else {
      plan.needSize.push({
        productId: product._id,
        name: product.name,
        quantity: item.quantity,
        previousSize: item.size,
        sizes: product.sizes,
      });
    }
  }
  return plan;
}
