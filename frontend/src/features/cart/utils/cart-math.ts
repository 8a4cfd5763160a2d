// Pure cart arithmetic: counts, and lines with their products. Totals follow the contract's money rule.
import type { CartData } from '@store/contracts/cart';
import { cartEntries } from '@store/contracts/cart-lines';
import { orderTotals, type OrderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import { t } from '../../../i18n/i18n';

export function cartCount(cart: CartData): number {
  let count = 0;
  for (const sizes of Object.values(cart)) {
    for (const quantity of Object.values(sizes)) if (quantity > 0) count += quantity;
  }
  return count;
}

export interface CartLine {
  product: Product;
  size: string;
  quantity: number;
  /** How many of this size are on the shelf now; the line is short when `quantity` is above it. */
  available: number;
}

/** True when the shelf cannot fill the line (the order would be refused). */
export const isShort = (line: CartLine): boolean => line.quantity > line.available;

/** What a short line says (in the active language): sold out, or how many are left of how many asked. */
export function shortText(line: CartLine): string {
  return t('cart.short', {
    available: line.available,
    name: line.product.name,
    size: line.size,
    quantity: line.quantity,
  });
}

/** The cart's lines whose product is still in the catalogue, in the cart's own order. */
export function cartLines(cart: CartData, products: readonly Product[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return cartEntries(cart).flatMap(({ productId, size, quantity }) => {
    const product = byId.get(productId);
    return product ? [{ product, size, quantity, available: product.stock[size] ?? 0 }] : [];
  });
}

/** The cart's subtotal, delivery fee and total (spec §9), added up in cents. */
export function cartTotals(lines: readonly CartLine[]): OrderTotals {
  return orderTotals(lines.map((line) => ({ price: line.product.price, quantity: line.quantity })));
}

/** Returns a copy of the cart with one line set to `quantity` (0 removes the line). */
export function withQuantity(cart: CartData, productId: string, size: string, quantity: number): CartData {
  const sizes = Object.fromEntries(
    Object.entries({ ...cart[productId], [size]: quantity }).filter(([, count]) => count > 0),
  );
  const others = Object.entries(cart).filter(([id]) => id !== productId);
  return Object.fromEntries(Object.keys(sizes).length > 0 ? [...others, [productId, sizes]] : others);
}

/** Reads a cart from storage or a socket payload, dropping anything not shaped like one. */
export function toCartData(value: unknown): CartData {
  const cart: CartData = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return cart;
  for (const [productId, sizes] of Object.entries(value)) {
    if (!sizes || typeof sizes !== 'object' || Array.isArray(sizes)) continue;
    for (const [size, quantity] of Object.entries(sizes as Record<string, unknown>)) {
      if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) {
        (cart[productId] ??= {})[size] = quantity;
      }
    }
  }
  return cart;
}
