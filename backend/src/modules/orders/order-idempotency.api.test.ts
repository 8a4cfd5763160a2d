// POST /api/order/place under an Idempotency-Key: one order per key and shopper, whatever is retried.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { orders as orderTable, products as productTable } from '../../db/schema/index';
import type { TestBackend } from '../../testing/test-backend';
import {
  fillCart,
  orderBody,
  ordersOfShopper,
  placeOrder,
  startOrderBackend,
} from '../../testing/order-fixtures';

let backend: TestBackend, products: Product[], first: Product, second: Product;
beforeAll(async () => ({ backend, products, first, second } = await startOrderBackend()));
afterAll(() => backend.close());

const place = (token: string, body: unknown, key?: string) => placeOrder(backend, token, body, key);
const ordersOf = (token: string) => ordersOfShopper(backend, token);

describe('Idempotency-Key', () => {
  it('makes 20 concurrent identical requests create exactly one order', async () => {
    const shopper = await backend.newShopper();
    await fillCart(backend, shopper.token, [{ product: first, quantity: 1 }]);
    const body = orderBody([{ product: first, quantity: 1 }]);
    const key = `double-click-${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(shopper.token, body, key)));
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(responses.map((res) => res.body.order._id));
    expect(ids.size).toBe(1);
    const orders = await ordersOf(shopper.token);
    expect(orders).toHaveLength(1);
    expect(orders[0]?._id).toBe([...ids][0]);
    const [counted] = await backend.container.database.db
      .select({ total: count() })
      .from(orderTable)
      .where(eq(orderTable.userId, shopper.id));
    expect(counted?.total).toBe(1);
  });

  it('answers a retry with the first order and a replay header', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: second, quantity: 1 }]);
    const firstTry = await place(shopper.token, body, 'retry-key-0001').expect(201);
    const retry = await place(shopper.token, body, 'retry-key-0001').expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.order).toEqual(firstTry.body.order);
  });

  it('answers a retry with the first order after the catalogue changed: a new price, or the product gone', async () => {
    const admin = await backend.loginAs('admin');
    const shopper = await backend.newShopper();
    const [repriced, gone] = [products.at(-1), products.at(-2)] as [Product, Product];
    const body = orderBody([
      { product: repriced, quantity: 1 },
      { product: gone, quantity: 1 },
    ]);
    const firstTry = await place(shopper.token, body, 'changed-key-0001').expect(201);
    const { db } = backend.container.database;
    const raise = sql`${productTable.priceCents} + 10000`;
    await db.update(productTable).set({ priceCents: raise }).where(eq(productTable.id, repriced._id));
    await backend.api().delete(`/api/product/${gone._id}`).set('token', admin.token).expect(200);

    const retry = await place(shopper.token, body, 'changed-key-0001').expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.order).toEqual(firstTry.body.order);
    // A new order with the same items is priced afresh and refused.
    expect((await place(shopper.token, body, 'changed-key-0002')).status).toBe(400);
    expect(await ordersOf(shopper.token)).toHaveLength(1);
  });

  it('refuses the same key for a different order with 409', async () => {
    const shopper = await backend.newShopper();
    await place(shopper.token, orderBody([{ product: second, quantity: 1 }]), 'reused-key-0001').expect(201);
    const res = await place(shopper.token, orderBody([{ product: second, quantity: 2 }]), 'reused-key-0001');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Idempotency-Key was already used/);
    expect(await ordersOf(shopper.token)).toHaveLength(1);
  });

  it('keeps keys per shopper: two shoppers may use the same key', async () => {
    const [one, two] = [await backend.newShopper(), await backend.newShopper()];
    const body = orderBody([{ product: second, quantity: 1 }]);
    const a = await place(one.token, body, 'shared-key-0001').expect(201);
    const b = await place(two.token, body, 'shared-key-0001').expect(201);
    expect(a.body.order._id).not.toBe(b.body.order._id);
  });

  it('refuses a malformed key with 400', async () => {
    const shopper = await backend.newShopper();
    const res = await place(shopper.token, orderBody([{ product: second, quantity: 1 }]), 'bad key!').expect(
      400,
    );
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });
});
