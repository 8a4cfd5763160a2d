// An order that waits for a shelf another transaction is restocking must see the restock once it commits:
// the stock is judged on the row as locked, not as the order's statement first saw it. PostgreSQL only: the
// restock holds one connection while the order waits on another (PGlite has one connection).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { productStock } from '../../db/schema/index';
import { catalogue, orderBody } from '../../testing/order-fixtures';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
let product: Product;

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await catalogue(backend))[3] as Product;
});
afterAll(async () => {
  await backend.close();
});

/** Resolves once some statement of this database waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  const { db } = backend.container.database;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = (await db.execute(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)) as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no statement waited for a lock within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('sells the piece put back on an empty shelf while the order waited for it', async () => {
  const { db } = backend.container.database;
  const size = product.sizes[0] ?? '';
  const shelf = and(eq(productStock.productId, product._id), eq(productStock.size, size));
  await db.update(productStock).set({ quantity: 0 }).where(shelf);
  const shopper = await backend.newShopper();

  let order: Promise<{ status: number; body: { message?: string } }> | undefined;
  await db.transaction(async (restock) => {
    await restock.update(productStock).set({ quantity: 1 }).where(shelf);
    order = backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product, size, quantity: 1 }]))
      .then((res) => res);
    await someoneWaitsForALock();
  });

  const placed = await order;
  expect(placed?.body.message).toBe('Order placed');
  expect(placed?.status).toBe(201);
  const [left] = await db.select({ quantity: productStock.quantity }).from(productStock).where(shelf);
  expect(left?.quantity).toBe(0);
});
