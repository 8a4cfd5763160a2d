// A signed-in shopper's cart and orders kept in memory (kept-answers.ts): read from the database once, then
// answered as kept until something they show changes, by whichever path changes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { catalogue, fillCart, orderBody, placeOrder } from '../../testing/order-fixtures';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
let products: Product[];
let adminToken: string;
/** Database reads of a cart answer, and of a shopper's orders, since the suite started. */
let reads = 0;
let orderReads = 0;

beforeAll(async () => {
  backend = await startTestBackend();
  products = await catalogue(backend);
  adminToken = (await backend.loginAs('admin')).token;
  const { cart } = backend.container;
  const read = cart.getWithAvailability.bind(cart);
  cart.getWithAvailability = (userId) => {
    reads++;
    return read(userId);
  };
  const { orders } = backend.container;
  const listMine = orders.listMine.bind(orders);
  orders.listMine = (userId) => {
    orderReads++;
    return listMine(userId);
  };
});
afterAll(async () => {
  await backend.close();
});

/** A listed product with a size in stock, not used by another test. */
const unused = (() => {
  const taken = new Set<string>();
  return (): { product: Product; size: string } => {
    for (const product of products) {
      const size = product.sizes.find((option) => (product.stock[option] ?? 0) >= 10);
      if (size && !taken.has(product._id)) {
        taken.add(product._id);
        return { product, size };
      }
    }
    throw new Error('the seeded catalogue has no more products in stock');
  };
})();

async function cartAnswer(token: string) {
  const res = await backend.api().post('/api/cart/get').set('token', token).send({}).expect(200);
  return res.body as {
    cartData: Record<string, Record<string, number>>;
    available: Record<string, Record<string, number>>;
  };
}

describe('a signed-in shopper’s cart answer, kept in memory', () => {
  it('is read once, then answered as kept until the shopper changes the cart', async () => {
    const shopper = await backend.newShopper();
    const { product, size } = unused();
    await fillCart(backend, shopper.token, [{ product, size, quantity: 1 }]);
    const before = reads;
    const first = await cartAnswer(shopper.token);
    expect(first.cartData).toEqual({ [product._id]: { [size]: 1 } });
    expect(await cartAnswer(shopper.token)).toEqual(first);
    expect(reads - before).toBe(1);

    await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: product._id, size })
      .expect(200);
    expect((await cartAnswer(shopper.token)).cartData).toEqual({ [product._id]: { [size]: 2 } });
    expect(reads - before).toBe(2);
  });

  it("shows the shelf after another shopper's order and after an admin's stock change", async () => {
    const shopper = await backend.newShopper();
    const { product, size } = unused();
    await fillCart(backend, shopper.token, [{ product, size, quantity: 1 }]);
    const left = (await cartAnswer(shopper.token)).available[product._id]?.[size] ?? 0;
    expect(left).toBeGreaterThanOrEqual(10);

    const other = await backend.newShopper('Another shopper');
    await fillCart(backend, other.token, [{ product, size, quantity: 2 }]);
    await placeOrder(backend, other.token, orderBody([{ product, size, quantity: 2 }])).expect(201);
    expect((await cartAnswer(shopper.token)).available[product._id]?.[size]).toBe(left - 2);

    await backend
      .api()
      .post('/api/product/stock')
      .set('token', adminToken)
      .send({ productId: product._id, size, quantity: 7 })
      .expect(200);
    expect((await cartAnswer(shopper.token)).available[product._id]?.[size]).toBe(7);
  });

  it("leaves out a product the admin removed, and is empty after the shopper's cash order", async () => {
    const shopper = await backend.newShopper();
    const kept = unused();
    const removed = unused();
    await fillCart(backend, shopper.token, [
      { ...kept, quantity: 1 },
      { ...removed, quantity: 1 },
    ]);
    expect(Object.keys((await cartAnswer(shopper.token)).cartData).sort()).toEqual(
      [kept.product._id, removed.product._id].sort(),
    );
    await backend.api().delete(`/api/product/${removed.product._id}`).set('token', adminToken).expect(200);
    expect(Object.keys((await cartAnswer(shopper.token)).cartData)).toEqual([kept.product._id]);

    await placeOrder(backend, shopper.token, orderBody([{ ...kept, quantity: 1 }])).expect(201);
    expect((await cartAnswer(shopper.token)).cartData).toEqual({});
  });

  it('is not kept after a change whose reading back failed', async () => {
    const shopper = await backend.newShopper();
    const { product, size } = unused();
    expect((await cartAnswer(shopper.token)).cartData).toEqual({});
    const { cart } = backend.container.repositories;
    const lines = cart.lines;
    // The shelf check reads the cart first; the second read, after the write, fails.
    let read = 0;
    cart.lines = (...args) =>
      ++read === 1 ? lines(...args) : Promise.reject(new Error('the connection dropped'));
    try {
      await backend
        .api()
        .post('/api/cart/add')
        .set('token', shopper.token)
        .send({ itemId: product._id, size })
        .expect(500);
    } finally {
      cart.lines = lines;
    }
    expect((await cartAnswer(shopper.token)).cartData).toEqual({ [product._id]: { [size]: 1 } });
  });

  it("keeps one shopper's answer when another shopper's cart changes", async () => {
    const [ann, ben] = [await backend.newShopper('Ann'), await backend.newShopper('Ben')];
    const { product, size } = unused();
    await fillCart(backend, ann.token, [{ product, size, quantity: 1 }]);
    // Twice: a read under way when an earlier test's stock notice arrives is answered but not kept.
    await cartAnswer(ann.token);
    await cartAnswer(ann.token);
    const before = reads;
    await fillCart(backend, ben.token, [{ product: unused().product, quantity: 1 }]);
    await cartAnswer(ann.token);
    expect(reads).toBe(before);
  });
});

async function ordersOf(token: string): Promise<Order[]> {
  return (await backend.api().post('/api/order/userorders').set('token', token).send({}).expect(200)).body
    .orders;
}

describe('a signed-in shopper’s orders, kept in memory', () => {
  it('are read once, then answered as kept until an order of theirs is placed or changes', async () => {
    const shopper = await backend.newShopper();
    expect(await ordersOf(shopper.token)).toEqual([]);
    const before = orderReads;
    await ordersOf(shopper.token);
    expect(orderReads).toBe(before);

    const { product, size } = unused();
    const placed = (
      await placeOrder(backend, shopper.token, orderBody([{ product, size, quantity: 1 }])).expect(201)
    ).body.order as Order;
    expect((await ordersOf(shopper.token)).map((order) => order.status)).toEqual(['Order Placed']);

    await backend
      .api()
      .post('/api/order/status')
      .set('token', adminToken)
      .send({ orderId: placed._id, status: 'Processing' })
      .expect(200);
    expect((await ordersOf(shopper.token)).map((order) => order.status)).toEqual(['Processing']);

    await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', shopper.token)
      .send({ orderId: placed._id, reason: 'Ordered the wrong size' })
      .expect(200);
    expect((await ordersOf(shopper.token))[0]?.cancelRequest?.reason).toBe('Ordered the wrong size');
  });

  it("keeps one shopper's orders when another shopper places one", async () => {
    const [ann, ben] = [await backend.newShopper('Ann'), await backend.newShopper('Ben')];
    await ordersOf(ann.token);
    const before = orderReads;
    const { product, size } = unused();
    await placeOrder(backend, ben.token, orderBody([{ product, size, quantity: 1 }])).expect(201);
    await ordersOf(ann.token);
    expect(orderReads).toBe(before);
  });
});
