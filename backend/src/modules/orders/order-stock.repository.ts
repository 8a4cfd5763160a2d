// The shelf side of an order, inside the order's own transaction: taking each line's stock when it is
// placed, and giving it back once when it is cancelled or its card payment fails.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { orderItems, orders, productStock } from '../../db/schema/index';
import type { PricedLine } from './order-pricing';

/** A line asked for more than the shelf holds; the transaction was rolled back and nothing was taken. */
export class StockShortError extends Error {
  constructor(
    readonly line: PricedLine,
    readonly available: number,
  ) {
    super(`only ${available} of ${line.productId} in size ${line.size}`);
    this.name = 'StockShortError';
  }
}

export type Tx = Parameters<Parameters<BackendDb['transaction']>[0]>[0];

/**
 * Takes each line's quantity off the shelf with a conditional update (never read-then-write), so two
 * orders can never both take the last one. Lines go in (product, size) order so that concurrent orders
 * lock rows in the same order and cannot deadlock. Throws StockShortError for the first short line.
 */
export async function takeStock(tx: Tx, lines: PricedLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) =>
    a.productId === b.productId ? (a.size < b.size ? -1 : 1) : a.productId < b.productId ? -1 : 1,
  );
  for (const line of sorted) {
    const [taken] = await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(productStock.productId, line.productId),
          eq(productStock.size, line.size),
          sql`${productStock.quantity} >= ${line.quantity}`,
        ),
      )
      .returning({ quantity: productStock.quantity });
    if (taken) continue;
    const [left] = await tx
      .select({ quantity: productStock.quantity })
      .from(productStock)
      .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)));
    throw new StockShortError(line, left?.quantity ?? 0);
  }
}

/**
 * Gives an order's stock back, once: the flag flips only if it was still held, so a repeated cancel or a
 * duplicate provider event gives nothing. Returns the product ids whose stock changed.
 */
export async function giveStockBack(tx: Tx, orderId: string, onlyUnpaidCard: boolean): Promise<string[]> {
  const conditions = [eq(orders.id, orderId), eq(orders.stockHeld, true)];
  if (onlyUnpaidCard) conditions.push(eq(orders.paymentMethod, 'Card'), eq(orders.payment, false));
  const [released] = await tx
    .update(orders)
    .set({ stockHeld: false, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: orders.id });
  if (!released) return [];
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.size));
  for (const line of lines) {
    await tx
      .insert(productStock)
      .values(line)
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { quantity: sql`${productStock.quantity} + ${line.quantity}`, updatedAt: sql`now()` },
      });
  }
  return lines.map((line) => line.productId);
}
