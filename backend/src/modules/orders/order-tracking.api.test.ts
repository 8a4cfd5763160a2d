// After an order is placed: the shopper's list and tracking, a cancel request, and card payment without a
// provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import type { TestBackend } from '../../testing/test-backend';
import { orderBody, ordersOfShopper, placeOrder, startOrderBackend } from '../../testing/order-fixtures';

let backend: TestBackend, products: Product[], first: Product, second: Product;
beforeAll(async () => ({ backend, products, first, second } = await startOrderBackend()));
afterAll(() => backend.close());

const place = (token: string, body: unknown, key?: string) => placeOrder(backend, token, body, key);
const ordersOf = (token: string) => ordersOfShopper(backend, token);

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
