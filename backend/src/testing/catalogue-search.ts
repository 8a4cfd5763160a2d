// What the search tests share (product-search, translation-search, search-count, search-plan): a search through
// the API that the catalogue cache never answers, the rows of a statement run through drizzle, and a list
// request as the repository takes it.
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_LIST_MAX_LIMIT, type ProductListResponse } from '@store/contracts/products';
import type { BackendDb } from '../db/client';
import type { ProductListRequest } from '../modules/products/product-list-queries';
import type { TestBackend } from './test-backend';

/** A list request as the repository takes it: the first page of 20 in English, unfiltered, with `changes`. */
export const listRequest = (changes: Partial<ProductListRequest>): ProductListRequest => ({
  category: [],
  subCategory: [],
  bestseller: undefined,
  ids: [],
  exclude: [],
  lowStock: false,
  search: undefined,
  page: 1,
  limit: 20,
  language: 'en',
  ...changes,
});

/** The rows of `db.execute`'s result (both drivers give them as `rows`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Searches through the API, each read with a page size of its own so that no answer comes from the catalogue
 * cache; resolves to the ids found, in order, and the total.
 */
export function uncachedSearch(backend: Pick<TestBackend, 'api'>) {
  let reads = 0;
  return async (query: string): Promise<{ ids: string[]; total: number }> => {
    reads += 1;
    const limit = PRODUCT_LIST_MAX_LIMIT - (reads % 20);
    const res = await backend.api().get(`/api/product/list?limit=${limit}&${query}`).expect(200);
    const body = res.body as ProductListResponse;
    return { ids: body.products.map((product) => product._id), total: body.total };
  };
}

/**
 * A search copy's row for `productId` (`copyRow`: the row's condition), read by its version (`xmin`) before and
 * after two edits of the product made and undone: its rating, which no copy holds (the row should stay as it
 * is, no dead row), then its bestseller mark, which every copy holds (the row should be written again).
 */
export async function copyRowAcrossEdits(db: BackendDb, productId: string, table: SQL, copyRow: SQL) {
  const version = async () =>
    rowsOf<{ xmin: string }>(
      await db.execute(sql`select xmin::text as xmin from ${table} where ${copyRow}`),
    )[0]?.xmin;
  const before = await version();
  await db.execute(sql`update products set rating_count = rating_count + 1 where id = ${productId}`);
  await db.execute(sql`update products set rating_count = rating_count - 1 where id = ${productId}`);
  const afterRating = await version();
  await db.execute(sql`update products set bestseller = not bestseller where id = ${productId}`);
  await db.execute(sql`update products set bestseller = not bestseller where id = ${productId}`);
  return { before, afterRating, afterBestseller: await version() };
}
