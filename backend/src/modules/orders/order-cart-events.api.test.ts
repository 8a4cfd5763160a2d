// An order or a confirmed card payment empties the cart inside its own transaction; the shopper's other
// tabs (`cart_updated`) and a helper watching the cart (`watched_cart_updated`) must still hear of it.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@store/contracts/cart';
import type { Product } from '@store/contracts/products';
import { next, silence, socketClients } from '@store/server-kit/testing/socket-client';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { startFakeStripeApi, type FakeStripeApi } from '../../testing/fake-stripe-api';
import { cartOf, catalogue, fillCart, orderBody } from '../../testing/order-fixtures';

const WEBHOOK_SECRET = 'whsec_carteventstest123';
const SPA = 'http://localhost:5173';

let stripeApi: FakeStripeApi;
let backend: TestBackend;
let clients: ReturnType<typeof socketClients>;
let helper: { token: string; id: string };
let shirt: Product;

beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  backend = await startTestBackend({
    listen: true,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_cartevents123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
      CORS_ORIGINS: SPA,
    },
  });
  clients = socketClients(backend.url);
  helper = await backend.loginAs('helper');
  [shirt] = (await catalogue(backend)) as [Product];
});
afterAll(async () => {
  clients?.closeAll();
  await backend?.close();
  await stripeApi?.close();
});

/** A shopper with a filled cart, one of their tabs open, and a helper watching their cart. */
async function watchedShopper() {
  const shopper = await backend.newShopper();
  const lines = [{ product: shirt, quantity: 2 }];
  const [tab, helperSocket] = await Promise.all([clients.open(shopper.token), clients.open(helper.token)]);
  // The fill's own cart_updated is awaited: on PostgreSQL it comes through the database, after the answer,
  // and must not be taken for the event a test waits for.
  const filled = next<CartData>(tab, 'cart_updated');
  await fillCart(backend, shopper.token, lines);
  await filled;
  const grant = backend.container.cartGrants.mint(helper.id, shopper.id, randomUUID()).token;
  const watching = (await helperSocket.emitWithAck('cart_watch', { userId: shopper.id, grant })) as {
    success: boolean;
  };
  expect(watching.success).toBe(true);
  return { shopper, lines, tab, helperSocket };
}

describe('a cart emptied by an order is announced', () => {
  it('cash on delivery: the other tab and the watching helper get the empty cart', async () => {
    const { shopper, lines, tab, helperSocket } = await watchedShopper();
    const tabHears = next<CartData>(tab, 'cart_updated');
    const helperHears = next<CartData>(helperSocket, 'cart_updated');
    const helperLabelled = next<{ userId: string; cartData: CartData }>(helperSocket, 'watched_cart_updated');

    await backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody(lines))
      .expect(201);

    expect(await tabHears).toEqual({});
    expect(await helperHears).toEqual({});
    expect(await helperLabelled).toEqual({ userId: shopper.id, cartData: {} });
  });

  it('card: nothing while unpaid; the empty cart once the Stripe webhook confirms the payment', async () => {
    const { shopper, lines, tab, helperSocket } = await watchedShopper();
    const quiet = silence(tab, 'cart_updated');
    const res = await backend
      .api()
      .post('/api/order/stripe')
      .set('token', shopper.token)
      .set('Origin', SPA)
      .send(orderBody(lines))
      .expect(201);
    await quiet;
    expect(Object.keys(await cartOf(backend, shopper.token))).toEqual([shirt._id]);

    const session = [...stripeApi.sessions.values()].find(
      (candidate) => candidate.url === res.body.session_url,
    );
    if (!session) throw new Error('no Stripe session');
    const tabHears = next<CartData>(tab, 'cart_updated');
    const helperLabelled = next<{ userId: string; cartData: CartData }>(helperSocket, 'watched_cart_updated');
    const payload = JSON.stringify({
      id: `evt_cart_${session.id}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: stripeApi.pay(session.id) },
    });
    await backend
      .api()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);

    expect(await tabHears).toEqual({});
    expect(await helperLabelled).toEqual({ userId: shopper.id, cartData: {} });
  });

  it('card: the empty cart once POST /api/order/verify finds the payment, and only once', async () => {
    const { shopper, lines, tab, helperSocket } = await watchedShopper();
    const res = await backend
      .api()
      .post('/api/order/stripe')
      .set('token', shopper.token)
      .set('Origin', SPA)
      .send(orderBody(lines))
      .expect(201);
    const session = [...stripeApi.sessions.values()].find(
      (candidate) => candidate.url === res.body.session_url,
    );
    if (!session) throw new Error('no Stripe session');
    stripeApi.pay(session.id);

    const tabHears = next<CartData>(tab, 'cart_updated');
    const helperLabelled = next<{ userId: string; cartData: CartData }>(helperSocket, 'watched_cart_updated');
    const orderId = res.body.orderId as string;
    await backend.api().post('/api/order/verify').set('token', shopper.token).send({ orderId }).expect(200);
    expect(await tabHears).toEqual({});
    expect(await helperLabelled).toEqual({ userId: shopper.id, cartData: {} });

    // A second verify finds the order already paid: nothing was emptied, so nothing is announced.
    const quiet = silence(tab, 'cart_updated');
    await backend.api().post('/api/order/verify').set('token', shopper.token).send({ orderId }).expect(200);
    await quiet;
  });
});
