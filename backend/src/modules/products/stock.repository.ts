// How many of each size are on the shelf (product_stock). Orders take stock in the statement that places them
// and give it back in the transaction that cancels them (orders/order-stock.repository); everything else about
// stock goes through here.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import type { BackendDb } from '../../db/client';
import { products, productStock } from '../../db/schema/index';

/** Size → number available. A size with no row has none. */
export type StockLevels = Record<string, number>;

export interface StockRow {
  productId: string;
  size: string;
  quantity: number;
}

/**
 * SQL condition: the product has some size with LOW_STOCK_THRESHOLD or fewer left (a size with no stock
 * row counts as 0). For the product list's `lowStock` filter.
 */
export function lowStockCondition(): SQL {
  return sql`exists (
    select 1 from jsonb_array_elements_text(${products.sizes}) as listed(size)
    left join ${productStock} on ${productStock.productId} = ${products.id} and ${productStock.size} = listed.size
    where coalesce(${productStock.quantity}, 0) <= ${LOW_STOCK_THRESHOLD}
  )`;
}

export function createStockRepository(db: BackendDb) {
  return {
    /** Stock of each product, by id; every size the product lists is present (0 when it has no row). */
    async levels(items: Array<{ id: string; sizes: string[] }>): Promise<Map<string, StockLevels>> {
      const result = new Map<string, StockLevels>(
        items.map((item) => [item.id, Object.fromEntries(item.sizes.map((size) => [size, 0]))]),
      );
      if (items.length === 0) return result;
      const rows = await db
        .select({
          productId: productStock.productId,
          size: productStock.size,
          quantity: productStock.quantity,
        })
        .from(productStock)
        .where(inArray(productStock.productId, [...result.keys()]));
      for (const row of rows) {
        const levels = result.get(row.productId);
        // Sizes the product no longer lists are not for sale, whatever their row says.
        if (levels && row.size in levels) levels[row.size] = row.quantity;
      }
      return result;
    },

    /** How many of one size are available (0 without a row). */
    async available(productId: string, size: string): Promise<number> {
      const [row] = await db
        .select({ quantity: productStock.quantity })
        .from(productStock)
        .where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
      return row?.quantity ?? 0;
    },

    /** Sets the number available for each (product, size) given. */
    async set(rows: StockRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(productStock)
        .values(rows)
        .onConflictDoUpdate({
          target: [productStock.productId, productStock.size],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        });
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
