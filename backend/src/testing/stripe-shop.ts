// A main API on the Stripe provider: the real `stripe` package talking to a local stand-in for Stripe's
// API (fake-stripe-api.ts), and webhooks signed the way Stripe signs them. For the Stripe API tests; call
// `useStripeShop()` at the top of a test file (it starts and stops the services around the file's tests).
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from './test-backend';
import { catalogue, fillCart, orderBody } from './order-fixtures';
import { startFakeStripeApi, type FakeSession, type FakeStripeApi } from './fake-stripe-api';

export const SECRET_KEY = 'sk_test_storefront123';
export const WEBHOOK_SECRET = 'whsec_storefronttest123';
export const SPA = 'http://localhost:5173';

export function useStripeShop() {
  let stripeApi: FakeStripeApi;
  let backend: TestBackend;
  let shirt: Product;
  let trousers: Product;

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    backend = await startTestBackend({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
        CORS_ORIGINS: SPA,
      },
    });
    [shirt, trousers] = (await catalogue(backend)) as [Product, Product];
  });
  afterAll(async () => {
    await backend?.close();
    await stripeApi?.close();
  });

  const checkout = (token: string, body: object, key?: string) => {
    const req = backend.api().post('/api/order/stripe').set('token', token).set('Origin', SPA);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  const track = async (token: string, orderId: string): Promise<Order> =>
    (await backend.api().post('/api/order/track-order').set('token', token).send({ orderId }).expect(200))
      .body.order;

  const sessionOf = (url: string): FakeSession => {
    const session = [...stripeApi.sessions.values()].find((candidate) => candidate.url === url);
    if (!session) throw new Error(`no session behind ${url}`);
    return session;
  };

  /** Posts an event to the webhook, signed with `secret` over exactly the bytes sent. */
  const deliver = (event: object, secret = WEBHOOK_SECRET, signedPayload?: string) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: signedPayload ?? payload, secret });
    return backend
      .api()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  };

  let eventCount = 0;
  const sessionEvent = (type: string, session: FakeSession, id = `evt_test_${++eventCount}`) => ({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: session },
  });

  /** A shopper with a filled cart who has just been sent to Stripe. */
  async function startCheckout() {
    const shopper = await backend.newShopper();
    const lines = [
      { product: shirt, quantity: 2 },
      { product: trousers, quantity: 1 },
    ];
    await fillCart(backend, shopper.token, lines);
    const res = await checkout(shopper.token, orderBody(lines)).expect(201);
    return { shopper, orderId: res.body.orderId as string, session: sessionOf(res.body.session_url) };
  }

  return {
    /** Set once the file's tests start (beforeAll). */
    get backend() {
      return backend;
    },
    get stripeApi() {
      return stripeApi;
    },
    get shirt() {
      return shirt;
    },
    get trousers() {
      return trousers;
    },
    checkout,
    track,
    sessionOf,
    deliver,
    sessionEvent,
    startCheckout,
  };
}
