import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { orders as orderTable, products as productTable } from '../../db/schema/index';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { cartOf, catalogue, fillCart, orderBody, validAddress } from '../../testing/order-fixtures';

let backend: TestBackend;
let products: Product[];
let first: Product;
let second: Product;

beforeAll(async () => {
  backend = await startTestBackend();
  products = await catalogue(backend);
  // Two products with more than one size, so size choices are real.
  [first, second] = products.filter((product) => product.sizes.length > 1) as [Product, Product];
});
afterAll(async () => {
  await backend.close();
});

const place = (token: string, body: unknown, key?: string) => {
  const req = backend.api().post('/api/order/place').set('token', token);
  if (key) req.set('Idempotency-Key', key);
  return req.send(body as object);
};

const ordersOf = async (token: string): Promise<Order[]> =>
  (await backend.api().post('/api/order/userorders').set('token', token).send({}).expect(200)).body.orders;

describe('POST /api/order/place', () => {
  it('prices the order from the catalogue: subtotal + 200 delivery, lines copied', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([
      { product: first, size: first.sizes[1], quantity: 2 },
      { product: second, quantity: 1 },
    ]);
    const res = await place(shopper.token, body).expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Order placed' });
    const order = orderSchema.parse(res.body.order);
    const subtotal = first.price * 2 + second.price;
    expect(order).toMatchObject({
      status: 'Order Placed',
      paymentMethod: 'COD',
      payment: false,
      subtotal,
      deliveryFee: 200,
      amount: subtotal + 200,
      address: validAddress,
      cancelRequest: null,
    });
    expect(order.items).toEqual([
      {
        _id: first._id,
        name: first.name,
        price: first.price,
        image: first.image,
        size: first.sizes[1],
        quantity: 2,
        sizes: first.sizes,
      },
      {
        _id: second._id,
        name: second.name,
        price: second.price,
        image: second.image,
        size: second.sizes[0],
        quantity: 1,
        sizes: second.sizes,
      },
    ]);
    expect(order.statusHistory.map((change) => change.status)).toEqual(['Order Placed']);
    // Read back, lines, history and times included, it is the order as placed.
    expect(await ordersOf(shopper.token)).toEqual([res.body.order]);
    const tracked = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', shopper.token)
      .send({ orderId: order._id })
      .expect(200);
    expect(tracked.body.order).toEqual(res.body.order);
  });

  it('ignores prices the client sends with the items', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: first, quantity: 1 }]);
    const items = body.items.map((item) => ({ ...item, price: 1 }));
    const res = await place(shopper.token, { ...body, items }).expect(201);
    expect(res.body.order.items[0].price).toBe(first.price);
    expect(res.body.order.amount).toBe(first.price + 200);
  });

  it('adds up the same product and size sent twice into one line', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([
      { product: first, quantity: 1 },
      { product: first, quantity: 2 },
    ]);
    const res = await place(shopper.token, body).expect(201);
    expect(res.body.order.items).toHaveLength(1);
    expect(res.body.order.items[0].quantity).toBe(3);
  });

  it('refuses a tampered amount with 409 saying prices changed, and stores nothing', async () => {
    const shopper = await backend.newShopper();
    await fillCart(backend, shopper.token, [{ product: first, quantity: 1 }]);
    const body = orderBody([{ product: first, quantity: 1 }]);
    const res = await place(shopper.token, { ...body, amount: body.amount - 1 }).expect(409);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/prices have changed/i);
    expect(res.body.details).toMatchObject({ amount: first.price + 200, deliveryFee: 200 });
    expect(await ordersOf(shopper.token)).toEqual([]);
    expect(await cartOf(backend, shopper.token)).toEqual({ [first._id]: { [first.sizes[0] as string]: 1 } });
  });

  it('refuses an amount that leaves out the delivery fee', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: first, quantity: 1 }]);
    await place(shopper.token, { ...body, amount: first.price }).expect(409);
  });

  it('refuses a size the product does not come in with 400 naming the item', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: first, size: 'XXXL', quantity: 1 }]);
    const res = await place(shopper.token, body).expect(400);
    expect(res.body.message).toMatch(/^items\.0\.size: /);
    expect(res.body.message).toContain(first.sizes.join(', '));
  });

  it('refuses an unknown product with 400 naming the item', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: first, quantity: 1 }]);
    const items = [...body.items, { ...body.items[0], _id: '00000000-0000-4000-8000-000000000000' }];
    const res = await place(shopper.token, { ...body, items }).expect(400);
    expect(res.body.message).toMatch(/^items\.1\._id: /);
  });

  it('refuses an empty order', async () => {
    const shopper = await backend.newShopper();
    const res = await place(shopper.token, { address: validAddress, items: [], amount: 0 }).expect(400);
    expect(res.body.message).toMatch(/cart is empty/);
  });

  it('needs a signed-in caller', async () => {
    await backend
      .api()
      .post('/api/order/place')
      .send(orderBody([{ product: first, quantity: 1 }]))
      .expect(401);
  });

  it('empties the stored cart of the shopper who ordered', async () => {
    const shopper = await backend.newShopper();
    await fillCart(backend, shopper.token, [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
    ]);
    await place(shopper.token, orderBody([{ product: first, quantity: 2 }])).expect(201);
    expect(await cartOf(backend, shopper.token)).toEqual({});
  });
});

describe('POST /api/order/place: the delivery address (spec §5)', () => {
  const rejects: Array<[string, unknown, string]> = [
    ['firstName', '', 'First name is required.'],
    ['firstName', 'Nim4li', 'Please enter only letters.'],
    ['lastName', undefined, 'Last name is required.'],
    ['lastName', 'Perera!', 'Please enter only letters.'],
    ['email', '', 'Email is required.'],
    ['email', 'nimali.example.lk', 'Invalid email format.'],
    ['email', 'nimali@example', 'Invalid email format.'],
    ['street', '  ', 'Street is required.'],
    ['city', 'Colombo 7', 'Please enter only letters.'],
    ['city', '', 'City is required.'],
    ['state', 'W3stern', 'Please enter only letters.'],
    ['zipcode', '', 'Zipcode is required.'],
    ['zipcode', '-1', 'Zipcode must be greater than or equal to 0.'],
    ['zipcode', -5, 'Zipcode must be greater than or equal to 0.'],
    ['zipcode', 'ten', 'Zipcode must be a number.'],
    ['country', 'Sri Lanka 2', 'Please enter only letters.'],
    ['country', undefined, 'Country is required.'],
    ['phone', '077123456', 'Phone number must be exactly 10 digits.'],
    ['phone', '07712345678', 'Phone number must be exactly 10 digits.'],
    ['phone', '077-123456', 'Please enter only numbers.'],
    ['phone', '', 'Phone number is required.'],
  ];

  it.each(rejects)('refuses %s = %j with 400: "%s", naming the field', async (field, value, message) => {
    const shopper = await backend.newShopper();
    // An undefined value is left out of the JSON body: the field is missing.
    const address: Record<string, unknown> = { ...validAddress, [field]: value };
    const body = { ...orderBody([{ product: first, quantity: 1 }]), address };
    const res = await place(shopper.token, body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.details[0]).toEqual({ field: `address.${field}`, message });
    // The top-level message names the field, by its own words or by its path.
    expect(res.body.message).toContain(message);
    expect(res.body.message.toLowerCase().replace(/[^a-z]/g, '')).toContain(field.toLowerCase());
    expect(await ordersOf(shopper.token)).toEqual([]);
  });

  it('accepts an address without a state, and a zipcode of 0', async () => {
    const shopper = await backend.newShopper();
    const { state: _state, ...withoutState } = validAddress;
    const body = {
      ...orderBody([{ product: first, quantity: 1 }]),
      address: { ...withoutState, zipcode: '0' },
    };
    const res = await place(shopper.token, body).expect(201);
    expect(res.body.order.address).toMatchObject({ state: '', zipcode: '0' });
  });

  it('refuses an order with no address', async () => {
    const shopper = await backend.newShopper();
    const { address: _address, ...body } = orderBody([{ product: first, quantity: 1 }]);
    const res = await place(shopper.token, body).expect(400);
    expect(res.body.message).toMatch(/address/i);
  });
});

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

  it('prices each order from the catalogue as it stands when the order is stored, after a price change', async () => {
    const shopper = await backend.newShopper();
    const repriced = products.at(-3) as Product;
    const before = orderBody([{ product: repriced, quantity: 1 }]);
    // The products of an order are remembered once it is priced; the next order finds them remembered.
    await place(shopper.token, before).expect(201);
    const { db } = backend.container.database;
    await db
      .update(productTable)
      .set({ priceCents: sql`${productTable.priceCents} + 10000` })
      .where(eq(productTable.id, repriced._id));

    // At the new total first: the remembered price says otherwise, and the catalogue is asked again.
    const now = orderBody([{ product: { ...repriced, price: repriced.price + 100 }, quantity: 1 }]);
    const placed = await place(shopper.token, now).expect(201);
    expect(placed.body.order.items[0].price).toBe(repriced.price + 100);
    // At the old total, remembered or read afresh: refused, with the total as it is now.
    const stale = await place(shopper.token, before).expect(409);
    expect(stale.body.details).toMatchObject({ amount: now.amount });
    expect(await ordersOf(shopper.token)).toHaveLength(2);
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

describe('placing an order is all or nothing', () => {
  it('leaves the cart intact and no order behind when a step after the insert fails', async () => {
    const { db } = backend.container.database;
    const shopper = await backend.newShopper();
    await fillCart(backend, shopper.token, [{ product: first, quantity: 2 }]);
    const before = await cartOf(backend, shopper.token);
    // The status history is written after the order, its lines and the cart clearing: make it fail.
    await db.execute(sql`
      create or replace function fail_history_insert() returns trigger language plpgsql as $$
      begin raise exception 'history store is down'; end $$`);
    await db.execute(sql`
      create trigger fail_history_insert before insert on order_status_history
      for each row execute function fail_history_insert()`);
    try {
      const res = await place(shopper.token, orderBody([{ product: first, quantity: 2 }]));
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_history_insert on order_status_history`);
    }
    expect(await cartOf(backend, shopper.token)).toEqual(before);
    expect(await ordersOf(shopper.token)).toEqual([]);
    // And the same request succeeds once the fault is gone.
    await place(shopper.token, orderBody([{ product: first, quantity: 2 }])).expect(201);
    expect(await cartOf(backend, shopper.token)).toEqual({});
  });
});

describe('reading orders', () => {
  it('lists only the caller’s orders, newest first', async () => {
    const [one, two] = [await backend.newShopper(), await backend.newShopper()];
    const older = await place(one.token, orderBody([{ product: first, quantity: 1 }])).expect(201);
    const newer = await place(one.token, orderBody([{ product: second, quantity: 1 }])).expect(201);
    await place(two.token, orderBody([{ product: second, quantity: 3 }])).expect(201);
    const mine = await ordersOf(one.token);
    expect(mine.map((order) => order._id)).toEqual([newer.body.order._id, older.body.order._id]);
  });

  it('tracks an own order, and answers 404 for another shopper’s order', async () => {
    const [owner, other] = [await backend.newShopper(), await backend.newShopper()];
    const placed = await place(owner.token, orderBody([{ product: first, quantity: 1 }])).expect(201);
    const orderId = placed.body.order._id;
    const own = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', owner.token)
      .send({ orderId });
    expect(own.status).toBe(200);
    expect(own.body.order).toEqual(placed.body.order);
    const theirs = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', other.token)
      .send({ orderId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found.');
    const unknown = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', owner.token)
      .send({ orderId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    // The same 404 for the other order-scoped calls.
    for (const path of ['/api/order/cancel-request', '/api/order/verify']) {
      await backend.api().post(path).set('token', other.token).send({ orderId }).expect(404);
    }
  });

  it('lets an admin track any order', async () => {
    const owner = await backend.newShopper();
    const placed = await place(owner.token, orderBody([{ product: first, quantity: 1 }])).expect(201);
    const admin = await backend.loginAs('admin');
    await backend
      .api()
      .post('/api/order/track-order')
      .set('token', admin.token)
      .send({ orderId: placed.body.order._id })
      .expect(200);
  });

  it('keeps rendering an order after its product is removed from the catalogue', async () => {
    const shopper = await backend.newShopper();
    const admin = await backend.loginAs('admin');
    const doomed = products.find((product) => product !== first && product !== second) as Product;
    const placed = await place(shopper.token, orderBody([{ product: doomed, quantity: 1 }])).expect(201);
    await backend.api().delete(`/api/product/${doomed._id}`).set('token', admin.token).expect(200);
    const [order] = await ordersOf(shopper.token);
    expect(order?.items[0]).toEqual(placed.body.order.items[0]);
    // It cannot be ordered again, though.
    const again = await place(shopper.token, orderBody([{ product: doomed, quantity: 1 }])).expect(400);
    expect(again.body.message).toMatch(/no longer in the catalogue/);
  });
});

describe('POST /api/order/cancel-request', () => {
  it('records a cancel request before Shipped, once', async () => {
    const shopper = await backend.newShopper();
    const placed = await place(shopper.token, orderBody([{ product: first, quantity: 1 }])).expect(201);
    const orderId = placed.body.order._id;
    const res = await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', shopper.token)
      .send({ orderId, reason: 'Ordered the wrong colour' })
      .expect(200);
    expect(res.body.message).toBe('Cancel request sent!');
    expect(res.body.order.cancelRequest).toMatchObject({ reason: 'Ordered the wrong colour' });
    expect(res.body.order.status).toBe('Order Placed');
    const again = await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', shopper.token)
      .send({ orderId })
      .expect(200);
    expect(again.body.message).toMatch(/already sent/);
    expect(again.body.order.cancelRequest.date).toBe(res.body.order.cancelRequest.date);
  });

  it('refuses a cancel request once the order has shipped (409)', async () => {
    const shopper = await backend.newShopper();
    const admin = await backend.loginAs('admin');
    const placed = await place(shopper.token, orderBody([{ product: first, quantity: 1 }])).expect(201);
    const orderId = placed.body.order._id;
    for (const status of ['Processing', 'Shipped']) {
      await backend
        .api()
        .post('/api/order/status')
        .set('token', admin.token)
        .send({ orderId, status })
        .expect(200);
    }
    const res = await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', shopper.token)
      .send({ orderId })
      .expect(409);
    expect(res.body.message).toMatch(/already shipped/);
    const tracked = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', shopper.token)
      .send({ orderId });
    expect(tracked.body.order.cancelRequest).toBeNull();
  });
});

describe('card payment without a provider', () => {
  it('tells the SPA that card payment is unavailable, with a reason', async () => {
    const res = await backend.api().get('/api/config').expect(200);
    expect(res.body.payments.cod).toEqual({ available: true });
    expect(res.body.payments.card.available).toBe(false);
    expect(res.body.payments.card.reason).toMatch(/card payment is not configured/i);
  });

  it('answers POST /api/order/stripe with 503 and creates no order', async () => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .post('/api/order/stripe')
      .set('token', shopper.token)
      .send(orderBody([{ product: first, quantity: 1 }]))
      .expect(503);
    expect(res.body).toMatchObject({ success: false, code: 'card_unavailable' });
    expect(res.body.message).toMatch(/card payment is not configured/i);
    expect(await ordersOf(shopper.token)).toEqual([]);
  });

  it('answers the Stripe webhook with 503', async () => {
    await backend
      .api()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(503);
  });
});
