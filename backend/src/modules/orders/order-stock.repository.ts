// The shelf side of an order: taking each line's stock in the statement that places it, and giving it back
// once, in the transaction that cancels it or records its failed card payment.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { orderItems, orders, productStock } from '../../db/schema/index';
import type { PricedLine } from './order-pricing';

/** A line asked for more than the shelf holds; the order was not stored and nothing was taken. */
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

/** A shelf as `lockShelvesSql` locked it: what it held and what the order wants of it. */
export interface LockedShelf {
  product_id: string;
  size: string;
  available: number;
  wanted: number;
}

/**
 * The first part of the order's statement, as common table expressions: `asked` (one row per shelf), `locked`
 * (those shelves' rows, locked) and `enough` (`every_line`: each shelf holds what is asked of it; a shelf with
 * no row holds nothing). The order is stored only when `every_line` holds, and `takeStockSql` then takes the
 * stock, so a short line leaves nothing to undo. The rows are locked in (product, size) order, so that
 * concurrent orders lock them in the same order and cannot deadlock. What a shelf holds is read from the row as
 * locked, its newest version, which stays as it is until the order commits: the row as the statement first saw
 * it may be older (a restock committed while the order waited for the lock), and judging by it refused the
 * restocked piece, or took it from the old count, below zero. The order's shelves are placeholders, whose
 * values `askedShelves` gives, so the statement is written once per kind of order (order-statement.ts).
 */
export function lockShelvesSql(): SQL {
  return sql`
    asked as (
      select * from jsonb_to_recordset(${sql.placeholder('askedShelves')}::jsonb)
        as line(product_id uuid, size text, quantity integer)
    ),
    locked as materialized (
      select shelf.product_id, shelf.size, shelf.quantity as available, asked.quantity as wanted
      from ${productStock} as shelf
      join asked on asked.product_id = shelf.product_id and asked.size = shelf.size
      order by shelf.product_id, shelf.size
      for update of shelf
    ),
    enough as (
      select count(*) = ${sql.placeholder('askedShelfCount')} as every_line from locked where available >= wanted
    )`;
}

/** The values of `lockShelvesSql`'s placeholders for an order's lines. */
export function askedShelves(lines: PricedLine[]): { askedShelves: string; askedShelfCount: number } {
  const shelves = shelvesInOrder(lines);
  return {
    askedShelves: JSON.stringify(
      shelves.map((line) => ({ product_id: line.productId, size: line.size, quantity: line.quantity })),
    ),
    askedShelfCount: shelves.length,
  };
}

/**
 * The last part of the order's statement: takes every locked shelf's line when `onlyIf` holds (the order was
 * stored, which it is only when every line is there). A conditional update from the locked rows, never
 * read-then-write, so two orders can never both take the last one.
 */
export function takeStockSql(onlyIf: SQL): SQL {
  return sql`
    taken as (
      update ${productStock} as shelf
      set quantity = locked.available - locked.wanted, updated_at = now()
      from locked
      where shelf.product_id = locked.product_id and shelf.size = locked.size and ${onlyIf}
    )`;
}

/** The first line (in (product, size) order) its locked shelf cannot give, with what that shelf holds. */
export function firstShortLine(lines: PricedLine[], locked: LockedShelf[]): StockShortError | undefined {
  const available = new Map(
    locked.map((shelf) => [shelfOf({ productId: shelf.product_id, size: shelf.size }), shelf.available]),
  );
  const short = shelvesInOrder(lines).find((line) => (available.get(shelfOf(line)) ?? 0) < line.quantity);
  return short && new StockShortError(short, available.get(shelfOf(short)) ?? 0);
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
