// The Stripe provider, with the real `stripe` package talking to a local stand-in for Stripe's API and
// webhooks signed the way Stripe signs them.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { cartOf, catalogue, fillCart, orderBody } from '../../testing/order-fixtures';
import { startFakeStripeApi, type FakeSession, type FakeStripeApi } from '../../testing/fake-stripe-api';

const SECRET_KEY = 'sk_test_storefront123';
const WEBHOOK_SECRET = 'whsec_storefronttest123';
const SPA = 'http://localhost:5173';

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
  (await backend.api().post('/api/order/track-order').set('token', token).send({ orderId }).expect(200)).body
    .order;

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

describe('card availability', () => {
  it('tells the SPA that card payment works, through Stripe', async () => {
    const res = await backend.api().get('/api/config').expect(200);
    expect(res.body.payments.card).toEqual({ available: true, provider: 'stripe' });
  });
});

describe('POST /api/order/stripe', () => {
  it('opens a Checkout Session in LKR for the server’s own totals and returns its URL', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([
      { product: shirt, quantity: 2 },
      { product: trousers, quantity: 1 },
    ]);
    const res = await checkout(shopper.token, body).expect(201);
    expect(res.body).toMatchObject({ success: true, orderId: expect.any(String) });
    expect(res.body.session_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const { params, idempotencyKey, authorization } = stripeApi.creates.at(
      -1,
    ) as (typeof stripeApi.creates)[0];
    expect(authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(idempotencyKey).toBe(`checkout-${res.body.orderId}`);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('client_reference_id')).toBe(res.body.orderId);
    expect(params.get('metadata[orderId]')).toBe(res.body.orderId);
    expect(params.get('customer_email')).toBe('nimali@example.lk');
    const lines = [0, 1, 2].map((index) => ({
      currency: params.get(`line_items[${index}][price_data][currency]`),
      unitAmount: Number(params.get(`line_items[${index}][price_data][unit_amount]`)),
      quantity: Number(params.get(`line_items[${index}][quantity]`)),
      name: params.get(`line_items[${index}][price_data][product_data][name]`),
    }));
    expect(lines).toEqual([
      {
        currency: 'lkr',
        unitAmount: shirt.price * 100,
        quantity: 2,
        name: expect.stringContaining(shirt.name),
      },
      {
        currency: 'lkr',
        unitAmount: trousers.price * 100,
        quantity: 1,
        name: expect.stringContaining(trousers.name),
      },
      { currency: 'lkr', unitAmount: 20_000, quantity: 1, name: 'Delivery fee' },
    ]);
    expect(params.get('success_url')).toBe(`${SPA}/orders?payment=success&orderId=${res.body.orderId}`);
    expect(params.get('cancel_url')).toBe(`${SPA}/orders?payment=cancelled&orderId=${res.body.orderId}`);

    const order = await track(shopper.token, res.body.orderId);
    expect(order).toMatchObject({ paymentMethod: 'Card', payment: false, amount: body.amount });
  });

  it('refuses a tampered amount with 409 before any session is opened', async () => {
    const shopper = await backend.newShopper();
    const before = stripeApi.creates.length;
    const body = orderBody([{ product: shirt, quantity: 1 }]);
    await checkout(shopper.token, { ...body, amount: 1 }).expect(409);
    expect(stripeApi.creates.length).toBe(before);
  });

  it('keeps the cart until the payment is confirmed', async () => {
    const { shopper } = await startCheckout();
    expect(Object.keys(await cartOf(backend, shopper.token))).toHaveLength(2);
  });

  it('with an Idempotency-Key, a retry returns the same order and session', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: shirt, quantity: 1 }]);
    const firstTry = await checkout(shopper.token, body, 'card-retry-0001').expect(201);
    const retry = await checkout(shopper.token, body, 'card-retry-0001').expect(200);
    expect(retry.body).toMatchObject({
      orderId: firstTry.body.orderId,
      session_url: firstTry.body.session_url,
    });
  });

  it('when Stripe refuses, answers 502 and keeps the order unpaid; a retry opens the session', async () => {
    const shopper = await backend.newShopper();
    const body = orderBody([{ product: trousers, quantity: 1 }]);
    stripeApi.failNextCreate();
    const failed = await checkout(shopper.token, body, 'card-flaky-0001').expect(502);
    expect(failed.body.message).toMatch(/saved as unpaid/);
    const retry = await checkout(shopper.token, body, 'card-flaky-0001').expect(200);
    expect(retry.body.orderId).toBe(failed.body.details.orderId);
    expect(retry.body.session_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('marks the order paid on a verified checkout.session.completed and empties the cart', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const res = await deliver(sessionEvent('checkout.session.completed', stripeApi.pay(session.id))).expect(
      200,
    );
    expect(res.body).toEqual({ received: true, duplicate: false });
    const order = await track(shopper.token, orderId);
    expect(order.payment).toBe(true);
    expect(order.paidAt).toEqual(expect.any(Number));
    expect(await cartOf(backend, shopper.token)).toEqual({});
  });

  it('treats a replayed event as a no-op', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const event = sessionEvent('checkout.session.completed', stripeApi.pay(session.id));
    await deliver(event).expect(200);
    const paid = await track(shopper.token, orderId);
    // The shopper fills a new cart; a replay must not touch it or the order.
    await fillCart(backend, shopper.token, [{ product: shirt, quantity: 1 }]);
    const replay = await deliver(event).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await track(shopper.token, orderId)).toEqual(paid);
    expect(Object.keys(await cartOf(backend, shopper.token))).toEqual([shirt._id]);
  });

  it('refuses a signature made with another secret (400) and changes nothing', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const res = await deliver(
      sessionEvent('checkout.session.completed', stripeApi.pay(session.id)),
      'whsec_wrong',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/signature/);
    expect((await track(shopper.token, orderId)).payment).toBe(false);
  });

  it('refuses a body that is not the one signed (400)', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const genuine = sessionEvent('checkout.session.completed', session); // unpaid, as signed
    const forged = sessionEvent(
      'checkout.session.completed',
      { ...session, payment_status: 'paid' },
      genuine.id,
    );
    await deliver(forged, WEBHOOK_SECRET, JSON.stringify(genuine)).expect(400);
    expect((await track(shopper.token, orderId)).payment).toBe(false);
  });

  it('refuses a request without a Stripe-Signature header (400)', async () => {
    await backend
      .api()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(sessionEvent('checkout.session.completed', {} as FakeSession)))
      .expect(400);
  });

  it('does not mark paid a session whose amount differs from the order', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const paid = stripeApi.pay(session.id);
    await deliver(sessionEvent('checkout.session.completed', { ...paid, amount_total: 100 })).expect(200);
    expect((await track(shopper.token, orderId)).payment).toBe(false);
  });

  it('leaves an expired session’s order unpaid and visible', async () => {
    const { shopper, orderId, session } = await startCheckout();
    await deliver(sessionEvent('checkout.session.expired', { ...session, status: 'expired' })).expect(200);
    const res = await backend
      .api()
      .post('/api/order/userorders')
      .set('token', shopper.token)
      .send({})
      .expect(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.orders[0]).toMatchObject({ _id: orderId, payment: false, status: 'Order Placed' });
  });
});

describe('stock held by a card order', () => {
  const stockOf = async (productId: string, size: string): Promise<number> =>
    (await backend.api().get(`/api/product/${productId}`).expect(200)).body.product.stock[size];

  it('is held while the payment is open and given back once when the session expires', async () => {
    const size = shirt.sizes[0] ?? 'S';
    const before = await stockOf(shirt._id, size);
    const { shopper, orderId, session } = await startCheckout();
    expect(await stockOf(shirt._id, size)).toBe(before - 2);
    const expired = sessionEvent('checkout.session.expired', { ...session, status: 'expired' });
    await deliver(expired).expect(200);
    expect(await stockOf(shirt._id, size)).toBe(before);
    // The same event again, and a second event for the same session, give nothing more.
    await deliver(expired).expect(200);
    await deliver(sessionEvent('checkout.session.expired', { ...session, status: 'expired' })).expect(200);
    expect(await stockOf(shirt._id, size)).toBe(before);
    expect((await track(shopper.token, orderId)).payment).toBe(false);
  });

  it('is given back when an asynchronous payment fails', async () => {
    const size = trousers.sizes[0] ?? 'S';
    const before = await stockOf(trousers._id, size);
    const { session } = await startCheckout();
    expect(await stockOf(trousers._id, size)).toBe(before - 1);
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', { ...session, status: 'complete' }),
    ).expect(200);
    expect(await stockOf(trousers._id, size)).toBe(before);
  });

  it('stays taken when the payment succeeds', async () => {
    const size = shirt.sizes[0] ?? 'S';
    const before = await stockOf(shirt._id, size);
    const { session } = await startCheckout();
    await deliver(sessionEvent('checkout.session.completed', stripeApi.pay(session.id))).expect(200);
    expect(await stockOf(shirt._id, size)).toBe(before - 2);
  });
});

describe('POST /api/order/verify', () => {
  it('asks Stripe: unpaid until the session is paid, whatever the browser claims', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const early = await backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId, success: true, payment: true })
      .expect(200);
    expect(early.body).toMatchObject({ success: true, paid: false });
    expect(early.body.order.payment).toBe(false);
    expect(Object.keys(await cartOf(backend, shopper.token))).toHaveLength(2);

    stripeApi.pay(session.id);
    const later = await backend.api().post('/api/order/verify').set('token', shopper.token).send({ orderId });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ paid: true, message: expect.stringMatching(/Payment received/) });
    expect(later.body.order.payment).toBe(true);
    expect(await cartOf(backend, shopper.token)).toEqual({});
  });

  it('after verify, the webhook for the same session is harmless', async () => {
    const { shopper, orderId, session } = await startCheckout();
    stripeApi.pay(session.id);
    await backend.api().post('/api/order/verify').set('token', shopper.token).send({ orderId }).expect(200);
    const paid = await track(shopper.token, orderId);
    await deliver(sessionEvent('checkout.session.completed', session)).expect(200);
    expect(await track(shopper.token, orderId)).toEqual(paid);
  });

  it('refuses a cash order with 400', async () => {
    const shopper = await backend.newShopper();
    const placed = await backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product: shirt, quantity: 1 }]))
      .expect(201);
    const res = await backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId: placed.body.order._id })
      .expect(400);
    expect(res.body.message).toMatch(/cash on delivery/);
  });
});

describe('order status of card orders', () => {
  it('cannot move an unpaid card order forward, only cancel it', async () => {
    const { orderId, session } = await startCheckout();
    const admin = await backend.loginAs('admin');
    const refused = await backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Processing' })
      .expect(409);
    expect(refused.body.message).toMatch(/not been paid/);
    await deliver(sessionEvent('checkout.session.completed', stripeApi.pay(session.id))).expect(200);
    await backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Processing' })
      .expect(200);
  });
});
