// Reorder (spec §4) as a plan: which of an order's items can go back into the cart as they were, which
// need a size chosen (none recorded, or no longer offered), which are no longer sold, and whose price has
// changed since. Items go in at today's prices.
import type { OrderItem } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import type { Language } from '@store/contracts/languages';
import { lkr, t } from '../../../i18n/i18n';

export interface ReorderLine {
  productId: string;
  name: string;
  size: string;
  quantity: number;
}

export interface SizeQuestion {
  productId: string;
  name: string;
  /** The language of `name` (today's catalogue entry, which may be translated). */
  nameLang?: Language;
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
  /** Sentences about prices that changed since the order, in the shopper's language. */
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
        t('trackOrder.reorder.priceChanged', {
          name: product.name,
          price: lkr(product.price),
          before: lkr(item.price),
        }),
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
        nameLang: product.languages?.name,
        quantity: item.quantity,
        previousSize: item.size,
        sizes: product.sizes,
      });
    }
  }
  return plan;
}
