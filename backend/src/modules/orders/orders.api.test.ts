// POST /api/order/place: pricing from the catalogue, what it refuses, the delivery address, and all or nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { products as productTable } from '../../db/schema/index';
import type { TestBackend } from '../../testing/test-backend';
import {
  cartOf,
  fillCart,
  orderBody,
  ordersOfShopper,
  placeOrder,
  startOrderBackend,
  validAddress,
} from '../../testing/order-fixtures';

let backend: TestBackend, products: Product[], first: Product, second: Product;
beforeAll(async () => ({ backend, products, first, second } = await startOrderBackend()));
afterAll(() => backend.close());

const place = (token: string, body: unknown, key?: string) => placeOrder(backend, token, body, key);
const ordersOf = (token: string) => ordersOfShopper(backend, token);

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
