// Store administration of orders: the list and the status state machine, for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, orderTransitions, type OrderStatus } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { catalogue, orderBody } from '../../testing/order-fixtures';

let backend: TestBackend;
let product: Product;
let admin: { token: string; id: string };

beforeAll(async () => {
  backend = await startTestBackend();
  [product] = (await catalogue(backend)) as [Product];
  admin = await backend.loginAs('admin');
});
afterAll(async () => {
  await backend.close();
});

async function placeOrder(token?: string) {
  const shopper = token ? { token } : await backend.newShopper();
  const res = await backend
    .api()
    .post('/api/order/place')
    .set('token', shopper.token)
    .send(orderBody([{ product, quantity: 1 }]))
    .expect(201);
  return { token: shopper.token, orderId: res.body.order._id as string };
}

const setStatus = (orderId: string, status: string, token = admin.token) =>
  backend.api().post('/api/order/status').set('token', token).send({ orderId, status });

describe('POST /api/order/status', () => {
  it('walks Order Placed → Processing → Shipped → Delivered and keeps the history', async () => {
    const { token, orderId } = await placeOrder();
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const res = await setStatus(orderId, status).expect(200);
      expect(res.body.order.status).toBe(status);
    }
    const tracked = await backend.api().post('/api/order/track-order').set('token', token).send({ orderId });
    const history = tracked.body.order.statusHistory as Array<{ status: string; date: number }>;
    expect(history.map((change) => change.status)).toEqual([
      'Order Placed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    const dates = history.map((change) => change.date);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    // Cash is collected on delivery.
    expect(tracked.body.order).toMatchObject({ payment: true, paidAt: expect.any(Number) });
  });

  // Every pair outside the state machine is refused with 409 and leaves the order as it was.
  const illegal = orderStatuses.flatMap((from) =>
    orderStatuses.filter((to) => !orderTransitions[from].includes(to)).map((to) => [from, to] as const),
  );
  const pathTo: Record<OrderStatus, OrderStatus[]> = {
    'Order Placed': [],
    Processing: ['Processing'],
    Shipped: ['Processing', 'Shipped'],
    Delivered: ['Processing', 'Shipped', 'Delivered'],
    Cancelled: ['Cancelled'],
  };

  it.each(illegal)('refuses %s → %s with 409', async (from, to) => {
    const { orderId } = await placeOrder();
    for (const step of pathTo[from]) await setStatus(orderId, step).expect(200);
    const res = await setStatus(orderId, to).expect(409);
    expect(res.body.success).toBe(false);
    const tracked = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', admin.token)
      .send({ orderId });
    expect(tracked.body.order.status).toBe(from);
    expect(tracked.body.order.statusHistory).toHaveLength(pathTo[from].length + 1);
  });

  it('lets an admin cancel an order before it ships', async () => {
    const { orderId } = await placeOrder();
    await setStatus(orderId, 'Processing').expect(200);
    const res = await setStatus(orderId, 'Cancelled').expect(200);
    expect(res.body.order.status).toBe('Cancelled');
  });

  it('refuses an unknown status with 400 and an unknown order with 404', async () => {
    const { orderId } = await placeOrder();
    const bad = await setStatus(orderId, 'Teleported').expect(400);
    expect(bad.body.message).toMatch(/status/);
    await setStatus('00000000-0000-4000-8000-000000000000', 'Processing').expect(404);
  });

  it('lets exactly one of two racing admins make the same change', async () => {
    const { orderId } = await placeOrder();
    const results = await Promise.all([setStatus(orderId, 'Processing'), setStatus(orderId, 'Processing')]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const tracked = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', admin.token)
      .send({ orderId });
    expect(tracked.body.order.statusHistory).toHaveLength(2);
  });
});

describe('POST /api/order/list', () => {
  it('lists every shopper’s orders newest first, paginated, with the customer', async () => {
    const placed = [];
    for (let index = 0; index < 3; index++) placed.push(await placeOrder());
    const page1 = await backend
      .api()
      .post('/api/order/list')
      .set('token', admin.token)
      .send({ page: 1, limit: 2 })
      .expect(200);
    expect(page1.body).toMatchObject({ success: true, page: 1, limit: 2 });
    expect(page1.body.total).toBeGreaterThanOrEqual(3);
    expect(page1.body.orders.map((order: { _id: string }) => order._id)).toEqual([
      placed[2]?.orderId,
      placed[1]?.orderId,
    ]);
    expect(page1.body.orders[0].customer).toMatchObject({ name: 'Test Shopper', email: expect.any(String) });
    const page2 = await backend
      .api()
      .post('/api/order/list')
      .set('token', admin.token)
      .send({ page: 2, limit: 2 })
      .expect(200);
    expect(page2.body.orders[0]._id).toBe(placed[0]?.orderId);
  });

  it('shows cancel requests, and can list only those', async () => {
    const { token, orderId } = await placeOrder();
    await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', token)
      .send({ orderId, reason: 'Too late for the wedding' })
      .expect(200);
    const res = await backend
      .api()
      .post('/api/order/list')
      .set('token', admin.token)
      .send({ cancelRequested: true })
      .expect(200);
    expect(res.body.orders.map((order: { _id: string }) => order._id)).toEqual([orderId]);
    expect(res.body.orders[0].cancelRequest).toMatchObject({ reason: 'Too late for the wedding' });
  });

  it('accepts an empty body', async () => {
    const res = await backend.api().post('/api/order/list').set('token', admin.token).expect(200);
    expect(res.body).toMatchObject({ page: 1, limit: 20 });
  });
});

describe('admin-only order routes', () => {
  it.each(['shopper', 'helper'] as const)('answer 403 to a %s', async (role) => {
    const caller = await backend.loginAs(role);
    const { orderId } = await placeOrder();
    const list = await backend.api().post('/api/order/list').set('token', caller.token).send({}).expect(403);
    expect(list.body.success).toBe(false);
    await setStatus(orderId, 'Processing', caller.token).expect(403);
    // And the order did not move.
    const tracked = await backend
      .api()
      .post('/api/order/track-order')
      .set('token', admin.token)
      .send({ orderId });
    expect(tracked.body.order.status).toBe('Order Placed');
  });

  it('answer 401 without a token', async () => {
    await backend.api().post('/api/order/list').send({}).expect(401);
    await backend.api().post('/api/order/status').send({}).expect(401);
  });
});
