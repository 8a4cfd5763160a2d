import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListFilter } from '@store/contracts/products';
import type { BackendDb } from '../../db/client';
import { products } from '../../db/schema/index';
import { lowStockCondition } from './stock.repository';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createProductsRepository(db: BackendDb) {
  const listingConditions = (filter: ProductListFilter): SQL | undefined => {
    const conditions: Array<SQL | undefined> = [isNull(products.deletedAt)];
    if (filter.category.length > 0) conditions.push(inArray(products.category, filter.category));
    if (filter.subCategory.length > 0) conditions.push(inArray(products.subCategory, filter.subCategory));
    if (filter.bestseller !== undefined) conditions.push(eq(products.bestseller, filter.bestseller));
    if (filter.lowStock) conditions.push(lowStockCondition());
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)));
    }
    return and(...conditions);
  };

  return {
    async list(filter: ProductListFilter): Promise<{ rows: ProductRow[]; total: number }> {
      const where = listingConditions(filter);
      const order =
        filter.sort === 'low-high'
          ? [asc(products.priceCents), desc(products.createdAt), asc(products.id)]
          : filter.sort === 'high-low'
            ? [desc(products.priceCents), desc(products.createdAt), asc(products.id)]
            : [desc(products.createdAt), asc(products.id)];
      const query = db
        .select()
        .from(products)
        .where(where)
        .orderBy(...order);
      const page = filter.page ?? 1;
      const rows = filter.limit
        ? await query.limit(filter.limit).offset((page - 1) * filter.limit)
        : await query;
      if (!filter.limit) return { rows, total: rows.length };
      const [counted] = await db.select({ total: count() }).from(products).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async findActive(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      return row;
    },

    async findActiveMany(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
    },

    async insertMany(rows: NewProductRow[]): Promise<ProductRow[]> {
      if (rows.length === 0) return [];
      return db.insert(products).values(rows).returning();
    },

    /** Soft delete: the product leaves every list, but orders keep their copy of it. */
    async softDelete(id: string): Promise<boolean> {
      const [row] = await db
        .update(products)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning({ id: products.id });
      return row !== undefined;
    },

    async countActive(): Promise<number> {
      const [counted] = await db.select({ total: count() }).from(products).where(isNull(products.deletedAt));
      return counted?.total ?? 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
