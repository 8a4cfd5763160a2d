// A cart's lines, apart from the cart's schemas: the storefront's first load reads them and must not carry the
// validator (zod) for it.
import type { CartData } from './cart';

/** One size of one product in a cart. */
export interface CartEntry {
  productId: string;
  size: string;
  quantity: number;
}

/** A cart's lines (product, size, quantity above 0) in the cart's own order: the shopper's and helper's views agree. */
export function cartEntries(cart: CartData): CartEntry[] {
  return Object.entries(cart).flatMap(([productId, sizes]) =>
    Object.entries(sizes)
      .filter(([, quantity]) => quantity > 0)
      .map(([size, quantity]) => ({ productId, size, quantity })),
  );
}
