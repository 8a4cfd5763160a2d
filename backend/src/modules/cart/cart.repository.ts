import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@store/contracts/cart';
import type { BackendDb } from '../../db/client';
import { cartItems, products, productStock } from '../../db/schema/index';

export interface CartLine {
  productId: string;
  size: string;
  quantity: number;
}

export function createCartRepository(db: BackendDb) {
  const linesQuery = (executor: BackendDb) =>
    executor
      .select({ productId: cartItems.productId, size: cartItems.size, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, sql.placeholder('userId')), isNull(products.deletedAt)))
      .orderBy(cartItems.productId, cartItems.size);
  // Read after every cart change and every cash order: built once, prepared per connection.
  const linesStatement = linesQuery(db).prepare('cart_lines');
  // The cart page's read: each line with how many of its size are on the shelf, in one round trip.
  const linesWithStockStatement = db
    .select({
      productId: cartItems.productId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      available: sql<number>`coalesce(${productStock.quantity}, 0)`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productStock,
      and(eq(productStock.productId, cartItems.productId), eq(productStock.size, cartItems.size)),
    )
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), isNull(products.deletedAt)))
    .orderBy(cartItems.productId, cartItems.size)
    .prepare('cart_lines_with_stock');
  return {
    /** The user's lines (products still in the catalogue), each with how many of its size are available. */
    async linesWithStock(userId: string): Promise<Array<CartLine & { available: number }>> {
      return linesWithStockStatement.execute({ userId });
    },

    /** The user's lines for products still in the catalogue. */
    async lines(userId: string, executor: BackendDb = db): Promise<CartLine[]> {
      if (executor === db) return linesStatement.execute({ userId });
      return linesQuery(executor).execute({ userId });
    },

    async increment(userId: string, productId: string, size: string): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, productId, size, quantity: 1 })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.size],
          set: {
            quantity: sql`least(${cartItems.quantity} + 1, ${MAX_LINE_QUANTITY})`,
            updatedAt: sql`now()`,
          },
        });
    },

    async setQuantity(userId: string, line: CartLine): Promise<void> {
      if (line.quantity === 0) {
        await db
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.userId, userId),
              eq(cartItems.productId, line.productId),
              eq(cartItems.size, line.size),
            ),
          );
        return;
      }
      await db
        .insert(cartItems)
        .values({ userId, ...line })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.size],
          set: { quantity: line.quantity, updatedAt: sql`now()` },
        });
    },

    /** Replaces the whole cart atomically (a `cart_update` from another tab). */
    async replace(userId: string, lines: CartLine[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        const kept = lines.filter((line) => line.quantity > 0);
        if (kept.length > 0) await tx.insert(cartItems).values(kept.map((line) => ({ userId, ...line })));
      });
    },

    /** Adds quantities into the stored cart (a guest cart merged at login). */
    async addQuantities(userId: string, lines: CartLine[]): Promise<void> {
      const kept = lines.filter((line) => line.quantity > 0);
      if (kept.length === 0) return;
      await db
        .insert(cartItems)
        .values(kept.map((line) => ({ userId, ...line })))
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.size],
          set: {
            quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
            updatedAt: sql`now()`,
          },
        });
    },

    async clear(userId: string, executor: BackendDb = db): Promise<void> {
      await executor.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
