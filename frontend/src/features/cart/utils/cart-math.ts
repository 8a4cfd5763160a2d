// Pure cart arithmetic: counts, lines with their products, and the spec's totals (§9: delivery fee 200,
// total 0 when the subtotal is 0, otherwise subtotal + fee).
import type { CartData } from '@store/contracts/cart';
import { DELIVERY_FEE as DELIVERY_FEE_LKR } from '../../../lib/contract-constants';
import type { Product } from '@store/contracts/products';

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
}

/** The cart's lines whose product is still in the catalogue, in the cart's own order. */
export function cartLines(cart: CartData, products: readonly Product[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  const lines: CartLine[] = [];
  for (const [productId, sizes] of Object.entries(cart)) {
    const product = byId.get(productId);
    if (!product) continue;
    for (const [size, quantity] of Object.entries(sizes))
      if (quantity > 0) lines.push({ product, size, quantity });
  }
  return lines;
}

/** Sums in cents so that 0.1 + 0.2 stays 0.30. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.product.price * 100) * line.quantity, 0);
  return cents / 100;
}

export interface CartTotals {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

export function cartTotals(subtotal: number, deliveryFee: number = DELIVERY_FEE_LKR): CartTotals {
  return { subtotal, deliveryFee, total: subtotal === 0 ? 0 : subtotal + deliveryFee };
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
