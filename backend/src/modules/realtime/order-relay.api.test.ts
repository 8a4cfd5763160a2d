import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { catalogue, orderBody } from '../../testing/order-fixtures';

let backend: TestBackend;
let products: Product[];
let admin: { token: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ listen: true });
  products = await catalogue(backend);
  admin = await backend.loginAs('admin');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await backend.close();
});

const open = (token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(backend.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const nextOrder = (socket: Socket, timeoutMs = 3000): Promise<Order> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no order_updated')), timeoutMs);
    socket.once('order_updated', (order: Order) => {
      clearTimeout(timer);
      resolve(order);
    });
  });

const noOrder = (socket: Socket, waitMs = 400): Promise<void> =>
  new Promise((resolve, reject) => {
    const onOrder = () => reject(new Error('received an order it should not'));
    socket.once('order_updated', onOrder);
    setTimeout(() => {
      socket.off('order_updated', onOrder);
      resolve();
    }, waitMs);
  });

async function placeOrder(token: string): Promise<Order> {
  const product = products[0];
  if (!product) throw new Error('no products');
  const res = await backend
    .api()
    .post('/api/order/place')
    .set('token', token)
    .send(orderBody([{ product, quantity: 1 }]))
    .expect(201);
  return res.body.order as Order;
}

describe('socket order_updated', () => {
  it("tells every open tab of the order's owner when an admin changes its status, and nobody else", async () => {
    const owner = await backend.newShopper('Owner');
    const other = await backend.newShopper('Other');
    const order = await placeOrder(owner.token);
    const [tab1, tab2, otherTab] = await Promise.all([
      open(owner.token),
      open(owner.token),
      open(other.token),
    ]);

    const first = nextOrder(tab1);
    const second = nextOrder(tab2);
    const otherSilent = noOrder(otherTab);
    await backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId: order._id, status: 'Processing' })
      .expect(200);

    const received = await first;
    expect(received).toMatchObject({ _id: order._id, status: 'Processing' });
    expect(received.statusHistory.map((change) => change.status)).toEqual(['Order Placed', 'Processing']);
    expect(await second).toMatchObject({ _id: order._id, status: 'Processing' });
    await otherSilent;
  });

  it('tells the owner when they ask to cancel, and not when a status change is refused', async () => {
    const owner = await backend.newShopper();
    const order = await placeOrder(owner.token);
    const tab = await open(owner.token);

    const requested = nextOrder(tab);
    await backend
      .api()
      .post('/api/order/cancel-request')
      .set('token', owner.token)
      .send({ orderId: order._id })
      .expect(200);
    expect((await requested).cancelRequest).not.toBeNull();

    const silent = noOrder(tab);
    await backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId: order._id, status: 'Delivered' })
      .expect(409);
    await silent;
  });
});
