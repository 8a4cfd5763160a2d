// Reviews and the rating they make. Every change locks the product row first, then writes the review and
// recomputes the product's count and total from its visible reviews, all in one transaction: two reviews
// of one product at once are counted one after the other, and the catalogue's version moves with them
// (the products trigger, migration 0007), so every instance's catalogue cache drops the old rating.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@store/contracts/languages';
import type { ReviewFields } from '@store/contracts/reviews';
import type { BackendDb } from '../../db/client';
import { orderItems, orders, productReviews, products, users } from '../../db/schema/index';

type Tx = Parameters<Parameters<BackendDb['transaction']>[0]>[0];

export interface ReviewRow {
  id: string;
  productId: string;
  userId: string;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  language: Language;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  productName?: string;
}

export interface RatingRow {
  ratingCount: number;
  ratingTotal: number;
}

/** What the shopper's orders say about a product: delivered, ordered but not delivered yet, or never. */
export type PurchaseState = 'delivered' | 'ordered' | 'none';

export interface ReviewWrite extends Omit<ReviewFields, 'language'> {
  language: Language;
}

const reviewColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  userId: productReviews.userId,
  authorName: users.name,
  rating: productReviews.rating,
  title: productReviews.title,
  text: productReviews.text,
  language: productReviews.language,
  createdAt: productReviews.createdAt,
  editedAt: productReviews.editedAt,
  hiddenAt: productReviews.hiddenAt,
};

/** Matches the indexes' order (created_at DESC NULLS LAST, id). */
const newestFirst = [sql`${productReviews.createdAt} desc nulls last`, productReviews.id];

export function createReviewsRepository(db: BackendDb) {
  /** Locks the active product's row for the rest of the transaction; false when there is no such product. */
  const lockProduct = async (tx: Tx, productId: string): Promise<boolean> => {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)))
      .for('update');
    return rows.length > 0;
  };

  /** Recomputes the product's rating from its visible reviews (a new statement: it sees every commit). */
  const recompute = async (tx: Tx, productId: string): Promise<RatingRow> => {
    const visible = sql`from ${productReviews} where ${productReviews.productId} = ${productId} and ${productReviews.hiddenAt} is null`;
    const [row] = await tx
      .update(products)
      .set({
        ratingCount: sql`(select count(*)::int ${visible})`,
        ratingTotal: sql`(select coalesce(sum(${productReviews.rating}), 0)::int ${visible})`,
      })
      .where(eq(products.id, productId))
      .returning({ ratingCount: products.ratingCount, ratingTotal: products.ratingTotal });
    if (!row) throw new Error(`product ${productId} vanished while its rating was recomputed`);
    return row;
  };

  const findBy = async (executor: BackendDb | Tx, where: ReturnType<typeof and>) => {
    const [row] = await executor
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where);
    return row as ReviewRow | undefined;
  };

  const mine = (productId: string, userId: string) =>
    and(eq(productReviews.productId, productId), eq(productReviews.userId, userId));

  /**
   * Runs `change` on a locked, active product and recomputes its rating after it; undefined when the
   * product is not in the catalogue.
   */
  const changing = <T>(productId: string, change: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return undefined;
      const result = await change(tx);
      return { result, rating: await recompute(tx, productId) };
    });

  return {
    async purchaseState(userId: string, productId: string): Promise<PurchaseState> {
      const rows = await db
        .select({ delivered: sql<boolean>`bool_or(${orders.status} = 'Delivered')` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId)));
      const delivered = rows[0]?.delivered;
      if (delivered === null || delivered === undefined) return 'none';
      return delivered ? 'delivered' : 'ordered';
    },

    async activeProductRating(productId: string): Promise<RatingRow | undefined> {
      const [row] = await db
        .select({ ratingCount: products.ratingCount, ratingTotal: products.ratingTotal })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt)));
      return row;
    },

    findMine(productId: string, userId: string): Promise<ReviewRow | undefined> {
      return findBy(db, mine(productId, userId));
    },

    /** Inserts the shopper's review; throws the unique violation when they already reviewed the product. */
    insert(productId: string, userId: string, fields: ReviewWrite) {
      return changing(productId, async (tx) => {
        const [inserted] = await tx
          .insert(productReviews)
          .values({ productId, userId, ...fields })
          .returning({ id: productReviews.id });
        if (!inserted) throw new Error('review insert returned no row');
        return findBy(tx, eq(productReviews.id, inserted.id));
      });
    },

    /** Changes the shopper's review; the result is undefined when they have none. */
    update(productId: string, userId: string, fields: ReviewWrite) {
      return changing(productId, async (tx) => {
        const [updated] = await tx
          .update(productReviews)
          .set({ ...fields, editedAt: sql`now()` })
          .where(mine(productId, userId))
          .returning({ id: productReviews.id });
        return updated ? findBy(tx, eq(productReviews.id, updated.id)) : undefined;
      });
    },

    /** Removes the shopper's review; the result says whether there was one. */
    remove(productId: string, userId: string) {
      return changing(productId, async (tx) => {
        const removed = await tx
          .delete(productReviews)
          .where(mine(productId, userId))
          .returning({ id: productReviews.id });
        return removed.length > 0;
      });
    },

    /** Admin: hides (with who and when) or shows a review of the product; undefined result when none. */
    setHidden(productId: string, reviewId: string, hiddenBy: string | null) {
      return changing(productId, async (tx) => {
        const [changed] = await tx
          .update(productReviews)
          .set(
            hiddenBy
              ? { hiddenAt: sql`coalesce(${productReviews.hiddenAt}, now())`, hiddenBy }
              : { hiddenAt: null, hiddenBy: null },
          )
          .where(and(eq(productReviews.id, reviewId), eq(productReviews.productId, productId)))
          .returning({ id: productReviews.id });
        return changed ? findBy(tx, eq(productReviews.id, changed.id)) : undefined;
      });
    },

    /** One page of a product's visible reviews, newest first, and how many there are. */
    async listVisible(productId: string, page: number, limit: number) {
      const visible = and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt));
      const rows = await db
        .select(reviewColumns)
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(visible)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await db.select({ total: count() }).from(productReviews).where(visible);
      return { rows: rows as ReviewRow[], total: counted?.total ?? 0 };
    },

    /** Admin: one page of every review, hidden ones included, newest first, with its product's name. */
    async listRecent(page: number, limit: number) {
      const rows = await db
        .select({ ...reviewColumns, productName: products.name })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .innerJoin(products, eq(products.id, productReviews.productId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await db.select({ total: count() }).from(productReviews);
      return { rows: rows as ReviewRow[], total: counted?.total ?? 0 };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
