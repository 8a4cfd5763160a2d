// Stock per size: what the catalogue says, the admin's count, and orders that can never oversell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { catalogue, fillCart, orderBody } from '../../testing/order-fixtures';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
let admin: { token: string };
let products: Product[];

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.loginAs('admin');
  products = await catalogue(backend);
});
afterAll(async () => {
  await backend.close();
});

const product = (index: number): Product => {
  const found = products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};

const setStock = (productId: string, size: string, quantity: number, token = admin.token) =>
  backend.api().post('/api/product/stock').set('token', token).send({ productId, size, quantity });

const stockOf = async (productId: string): Promise<Record<string, number>> =>
  (await backend.api().get(`/api/product/${productId}`).expect(200)).body.product.stock;

const place = (token: string, body: object, key?: string) => {
  const req = backend.api().post('/api/order/place').set('token', token);
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
};

describe('stock in product answers', () => {
  it('gives every product a count for each of its sizes, with some sold out and some low in the demo', async () => {
    for (const item of products) expect(Object.keys(item.stock).sort()).toEqual([...item.sizes].sort());
    const counts = products.flatMap((item) => Object.values(item.stock));
    expect(counts.filter((count) => count === 0).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((count) => count >= 1 && count <= 3).length).toBeGreaterThanOrEqual(3);
    const jeans = products.find((item) => item.name === 'Classic Denim Jeans');
    expect(jeans?.stock).toMatchObject({ M: 0, L: 2 });
  });

  it('lists only products with a size at 3 or fewer when lowStock=true', async () => {
    const res = await backend.api().get('/api/product/list?lowStock=true').expect(200);
    const low = res.body.products as Product[];
    expect(low.length).toBeGreaterThan(0);
    expect(low.length).toBeLessThan(products.length);
    for (const item of low) expect(Math.min(...Object.values(item.stock))).toBeLessThanOrEqual(3);
    const expected = products.filter((item) => Math.min(...Object.values(item.stock)) <= 3);
    expect(low.map((item) => item._id).sort()).toEqual(expected.map((item) => item._id).sort());
  });
});

describe('POST /api/product/stock', () => {
  it('sets the count of one size and answers the product', async () => {
    const item = product(3);
    const res = await setStock(item._id, 'M', 7).expect(200);
    expect(res.body).toMatchObject({ success: true, product: { _id: item._id } });
    expect(res.body.product.stock.M).toBe(7);
    expect((await stockOf(item._id)).M).toBe(7);
  });

  it('refuses a size the product does not have with a 400 naming size', async () => {
    const kids = products.find((item) => !item.sizes.includes('XXL'));
    if (!kids) throw new Error('no product without XXL');
    const res = await setStock(kids._id, 'XXL', 4).expect(400);
    expect(res.body.message).toMatch(/^size: /);
  });

  it.each([
    [-1, /quantity/],
    [2.5, /quantity/],
    ['ten', /quantity/],
  ])('refuses quantity %s with a 400 naming quantity', async (quantity, pattern) => {
    const res = await backend
      .api()
      .post('/api/product/stock')
      .set('token', admin.token)
      .send({ productId: product(3)._id, size: 'M', quantity })
      .expect(400);
    expect(res.body.message).toMatch(pattern);
  });

  it('is for admins only (401 without a token, 403 for a shopper)', async () => {
    await backend.api().post('/api/product/stock').send({}).expect(401);
    const shopper = await backend.newShopper();
    await setStock(product(3)._id, 'M', 50, shopper.token).expect(403);
  });

  it('answers 404 for an unknown product', async () => {
    await setStock('00000000-0000-4000-8000-000000000000', 'M', 1).expect(404);
  });
});

describe('POST /api/order/place takes stock', () => {
  it('sells the last 10 to exactly 10 of 50 concurrent shoppers and refuses the other 40 with a 409', async () => {
    const item = product(6);
    const size = item.sizes[0] ?? 'S';
    await setStock(item._id, size, 10).expect(200);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => backend.newShopper()));
    const body = orderBody([{ product: item, size, quantity: 1 }]);
    const answers = await Promise.all(shoppers.map((shopper) => place(shopper.token, body)));

    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect(refused.body.message).toBe(
        `${item.name} in size ${size} is sold out. Please remove it from your cart and place the order again.`,
      );
      expect(refused.body.details).toMatchObject({ productId: item._id, size, available: 0, requested: 1 });
    }
    expect((await stockOf(item._id))[size]).toBe(0);
  });

  it('takes every line of concurrent orders naming the same shelves in either order, without a deadlock', async () => {
    const [first, second] = [product(10), product(11)];
    await setStock(first._id, 'S', 100).expect(200);
    await setStock(first._id, 'M', 100).expect(200);
    await setStock(second._id, 'L', 100).expect(200);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => backend.newShopper()));
    const lines = [
      { product: first, size: 'S', quantity: 1 },
      { product: second, size: 'L', quantity: 2 },
      { product: first, size: 'M', quantity: 3 },
    ];
    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        place(shopper.token, orderBody(index % 2 === 0 ? lines : [...lines].reverse())),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(shoppers.map(() => 201));
    expect(await stockOf(first._id)).toMatchObject({ S: 80, M: 40 });
    expect((await stockOf(second._id)).L).toBe(60);
  });

  it('refuses a short line with a 409 naming product, size and how many are left, and takes nothing', async () => {
    const [first, second] = [product(7), product(8)];
    await setStock(first._id, 'M', 5).expect(200);
    await setStock(second._id, 'L', 2).expect(200);
    const shopper = await backend.newShopper();
    const lines = [
      { product: first, size: 'M', quantity: 2 },
      { product: second, size: 'L', quantity: 3 },
    ];
    await fillCart(backend, shopper.token, [lines[0] as (typeof lines)[0]]);
    const res = await place(shopper.token, orderBody(lines)).expect(409);
    expect(res.body.message).toBe(
      `Only 2 of ${second.name} in size L are left; you asked for 3. Please reduce it in your cart and place the order again.`,
    );
    expect(res.body.details).toMatchObject({ index: 1, available: 2, requested: 3 });
    expect((await stockOf(first._id)).M).toBe(5);
    expect((await stockOf(second._id)).L).toBe(2);
    const orders = await backend.api().post('/api/order/userorders').set('token', shopper.token).send({});
    expect(orders.body.orders).toHaveLength(0);
  });

  it('takes stock once for an order retried with the same Idempotency-Key, even at the same moment', async () => {
    const item = product(9);
    await setStock(item._id, 'S', 6).expect(200);
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: item, size: 'S', quantity: 2 }]);
    const answers = await Promise.all([1, 2, 3].map(() => place(shopper.token, body, 'retry-key-0001')));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.order._id)).size).toBe(1);
    await place(shopper.token, body, 'retry-key-0001').expect(200);
    expect((await stockOf(item._id)).S).toBe(4);
  });

  it('answers a retry with its first order when that order took the last pieces, even at the same moment', async () => {
    const item = product(10);
    await setStock(item._id, 'M', 2).expect(200);
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: item, size: 'M', quantity: 2 }]);
    const answers = await Promise.all([1, 2, 3].map(() => place(shopper.token, body, 'last-pieces-key-01')));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.order._id)).size).toBe(1);
    await place(shopper.token, body, 'last-pieces-key-01').expect(200);
    const other = await place(
      shopper.token,
      orderBody([{ product: item, size: 'M', quantity: 1 }]),
      'last-pieces-key-01',
    ).expect(409);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    );
    expect((await stockOf(item._id)).M).toBe(0);
  });

  it('gives the stock back when an admin approves the cancel request, once', async () => {
    const item = product(10);
    await setStock(item._id, 'M', 3).expect(200);
    const shopper = await backend.newShopper();
    const placed = await place(shopper.token, orderBody([{ product: item, size: 'M', quantity: 3 }])).expect(
      201,
    );
    const orderId = placed.body.order._id as string;
    expect((await stockOf(item._id)).M).toBe(0);
    await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', shopper.token)
      .send({ orderId, reason: 'Ordered the wrong size' })
      .expect(200);
    await backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Cancelled' })
      .expect(200);
    expect((await stockOf(item._id)).M).toBe(3);
    await backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Cancelled' })
      .expect(409);
    expect((await stockOf(item._id)).M).toBe(3);
  });
});

describe('the cart and stock', () => {
  it('refuses to add more than is available with a 409 naming the product, size and count', async () => {
    const item = product(11);
    await setStock(item._id, 'S', 1).expect(200);
    const shopper = await backend.newShopper();
    const add = () =>
      backend.api().post('/api/cart/add').set('token', shopper.token).send({ itemId: item._id, size: 'S' });
    const first = await add().expect(200);
    expect(first.body.available).toEqual({ [item._id]: { S: 1 } });
    const second = await add().expect(409);
    expect(second.body.message).toBe(`Only 1 of ${item.name} in size S is left; your cart would hold 2.`);
    await setStock(item._id, 'S', 0).expect(200);
    const third = await add().expect(409);
    expect(third.body.message).toBe(`${item.name} in size S is sold out.`);
  });

  it('keeps a line that became short and says how many are available, and lets it be lowered', async () => {
    const item = product(12);
    await setStock(item._id, 'M', 5).expect(200);
    const shopper = await backend.newShopper();
    await fillCart(backend, shopper.token, [{ product: item, size: 'M', quantity: 4 }]);
    await setStock(item._id, 'M', 2).expect(200);
    const cart = await backend.api().post('/api/cart/get').set('token', shopper.token).send({}).expect(200);
    expect(cart.body.cartData).toEqual({ [item._id]: { M: 4 } });
    expect(cart.body.available).toEqual({ [item._id]: { M: 2 } });
    const update = (quantity: number) =>
      backend
        .api()
        .post('/api/cart/update')
        .set('token', shopper.token)
        .send({ itemId: item._id, size: 'M', quantity });
    await update(3).expect(200);
    await update(5).expect(409);
    const reduced = await update(2).expect(200);
    expect(reduced.body.cartData).toEqual({ [item._id]: { M: 2 } });
  });
});
