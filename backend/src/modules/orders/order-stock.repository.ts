// The shelf side of an order, inside the order's own transaction: taking each line's stock when it is
// placed, and giving it back once when it is cancelled or its card payment fails.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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

/** A line's product and size, as one key. */
const shelfOf = (line: { productId: string; size: string }) => `${line.productId}\u0000${line.size}`;

/** The lines as one per shelf (product and size), in (product, size) order. */
function shelvesInOrder(lines: PricedLine[]): PricedLine[] {
  const wanted = new Map<string, PricedLine>();
  for (const line of lines) {
    const same = wanted.get(shelfOf(line));
    wanted.set(shelfOf(line), same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  return [...wanted.values()].sort((a, b) =>
    a.productId === b.productId ? (a.size < b.size ? -1 : 1) : a.productId < b.productId ? -1 : 1,
  );
}

/** A shelf the stock-taking statement took from, as `taken` returns it. */
export interface TakenShelf {
  product_id: string;
  size: string;
}

/**
 * The part of a statement that takes every line's quantity off the shelf, as three common table
 * expressions (`asked`, `locked`, `taken`; `taken` returns the shelves it took from), for the order's own
 * statement. It runs only when `onlyIf` holds (the order was stored). A conditional update, never
 * read-then-write, so two orders can never both take the last one. The rows are locked first, in (product,
 * size) order, so that concurrent orders lock them in the same order and cannot deadlock. What the shelf
 * holds is read from the row as locked, its newest version, which stays as it is until the order commits:
 * the row as the statement first saw it may be older (a restock committed while the order waited for the
 * lock), and judging by it refused the restocked piece, or took it from the old count, below zero.
 * Check the result with `requireEveryLineTaken`.
 */
export function takeStockSql(lines: PricedLine[], onlyIf: SQL): SQL {
  const asked = JSON.stringify(
    shelvesInOrder(lines).map((line) => ({
      product_id: line.productId,
      size: line.size,
      quantity: line.quantity,
    })),
  );
  return sql`
    asked as (
      select * from jsonb_to_recordset(${asked}::jsonb) as line(product_id uuid, size text, quantity integer)
      where ${onlyIf}
    ),
    locked as materialized (
      select shelf.product_id, shelf.size, shelf.quantity as available, asked.quantity as wanted
      from ${productStock} as shelf
      join asked on asked.product_id = shelf.product_id and asked.size = shelf.size
      order by shelf.product_id, shelf.size
      for update of shelf
    ),
    taken as (
      update ${productStock} as shelf
      set quantity = locked.available - locked.wanted, updated_at = now()
      from locked
      where shelf.product_id = locked.product_id and shelf.size = locked.size
        and locked.available >= locked.wanted
      returning shelf.product_id, shelf.size
    )`;
}

/**
 * Throws StockShortError for the first line (in (product, size) order) that `takeStockSql` could not take;
 * the caller's transaction then rolls back the order and whatever the other lines took.
 */
export async function requireEveryLineTaken(tx: Tx, lines: PricedLine[], taken: TakenShelf[]): Promise<void> {
  const took = new Set(taken.map((shelf) => shelfOf({ productId: shelf.product_id, size: shelf.size })));
  const short = shelvesInOrder(lines).find((line) => !took.has(shelfOf(line)));
  if (!short) return;
  const [left] = await tx
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, short.productId), eq(productStock.size, short.size)));
  throw new StockShortError(short, left?.quantity ?? 0);
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
