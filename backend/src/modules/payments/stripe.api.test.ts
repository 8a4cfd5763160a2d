// The Stripe provider: card availability, opening a Checkout Session, and the webhook, with the real
// `stripe` package against a local stand-in for Stripe (testing/stripe-shop.ts).
import { describe, expect, it } from 'vitest';
import type { FakeSession } from '../../testing/fake-stripe-api';
import { cartOf, fillCart, orderBody } from '../../testing/order-fixtures';
import { SECRET_KEY, WEBHOOK_SECRET, SPA, useStripeShop } from '../../testing/stripe-shop';

const shop = useStripeShop();
const { checkout, track, deliver, sessionEvent, startCheckout } = shop;

describe('card availability', () => {
  it('tells the SPA that card payment works, through Stripe', async () => {
    const res = await shop.backend.api().get('/api/config').expect(200);
    expect(res.body.payments.card).toEqual({ available: true, provider: 'stripe' });
  });
});

describe('POST /api/order/stripe', () => {
  it('opens a Checkout Session in LKR for the server’s own totals and returns its URL', async () => {
    const shopper = await shop.backend.newShopper();
    const body = orderBody([
      { product: shop.shirt, quantity: 2 },
      { product: shop.trousers, quantity: 1 },
    ]);
    const res = await checkout(shopper.token, body).expect(201);
    expect(res.body).toMatchObject({ success: true, orderId: expect.any(String) });
    expect(res.body.session_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const { params, idempotencyKey, authorization } = shop.stripeApi.creates.at(
      -1,
    ) as (typeof shop.stripeApi.creates)[0];
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
        unitAmount: shop.shirt.price * 100,
        quantity: 2,
        name: expect.stringContaining(shop.shirt.name),
      },
      {
        currency: 'lkr',
        unitAmount: shop.trousers.price * 100,
        quantity: 1,
        name: expect.stringContaining(shop.trousers.name),
      },
      { currency: 'lkr', unitAmount: 20_000, quantity: 1, name: 'Delivery fee' },
    ]);
    expect(params.get('success_url')).toBe(`${SPA}/orders?payment=success&orderId=${res.body.orderId}`);
    expect(params.get('cancel_url')).toBe(`${SPA}/orders?payment=cancelled&orderId=${res.body.orderId}`);

    const order = await track(shopper.token, res.body.orderId);
    expect(order).toMatchObject({ paymentMethod: 'Card', payment: false, amount: body.amount });
  });

  it('refuses a tampered amount with 409 before any session is opened', async () => {
    const shopper = await shop.backend.newShopper();
    const before = shop.stripeApi.creates.length;
    const body = orderBody([{ product: shop.shirt, quantity: 1 }]);
    await checkout(shopper.token, { ...body, amount: 1 }).expect(409);
    expect(shop.stripeApi.creates.length).toBe(before);
  });

  it('keeps the cart until the payment is confirmed', async () => {
    const { shopper } = await startCheckout();
    expect(Object.keys(await cartOf(shop.backend, shopper.token))).toHaveLength(2);
  });

  it('with an Idempotency-Key, a retry returns the same order and session', async () => {
    const shopper = await shop.backend.newShopper();
    const body = orderBody([{ product: shop.shirt, quantity: 1 }]);
    const firstTry = await checkout(shopper.token, body, 'card-retry-0001').expect(201);
    const retry = await checkout(shopper.token, body, 'card-retry-0001').expect(200);
    expect(retry.body).toMatchObject({
      orderId: firstTry.body.orderId,
      session_url: firstTry.body.session_url,
    });
  });

  it('when Stripe refuses, answers 502 and keeps the order unpaid; a retry opens the session', async () => {
    const shopper = await shop.backend.newShopper();
    const body = orderBody([{ product: shop.trousers, quantity: 1 }]);
    shop.stripeApi.failNextCreate();
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
    const res = await deliver(
      sessionEvent('checkout.session.completed', shop.stripeApi.pay(session.id)),
    ).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const order = await track(shopper.token, orderId);
    expect(order.payment).toBe(true);
    expect(order.paidAt).toEqual(expect.any(Number));
    expect(await cartOf(shop.backend, shopper.token)).toEqual({});
  });

  it('treats a replayed event as a no-op', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const event = sessionEvent('checkout.session.completed', shop.stripeApi.pay(session.id));
    await deliver(event).expect(200);
    const paid = await track(shopper.token, orderId);
    // The shopper fills a new cart; a replay must not touch it or the order.
    await fillCart(shop.backend, shopper.token, [{ product: shop.shirt, quantity: 1 }]);
    const replay = await deliver(event).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await track(shopper.token, orderId)).toEqual(paid);
    expect(Object.keys(await cartOf(shop.backend, shopper.token))).toEqual([shop.shirt._id]);
  });

  it('refuses a signature made with another secret (400) and changes nothing', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const res = await deliver(
      sessionEvent('checkout.session.completed', shop.stripeApi.pay(session.id)),
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
    await shop.backend
      .api()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(sessionEvent('checkout.session.completed', {} as FakeSession)))
      .expect(400);
  });

  it('does not mark paid a session whose amount differs from the order', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const paid = shop.stripeApi.pay(session.id);
    await deliver(sessionEvent('checkout.session.completed', { ...paid, amount_total: 100 })).expect(200);
    expect((await track(shopper.token, orderId)).payment).toBe(false);
  });

  it('leaves an expired session’s order unpaid and visible', async () => {
    const { shopper, orderId, session } = await startCheckout();
    await deliver(sessionEvent('checkout.session.expired', { ...session, status: 'expired' })).expect(200);
    const res = await shop.backend
      .api()
      .post('/api/order/userorders')
      .set('token', shopper.token)
      .send({})
      .expect(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.orders[0]).toMatchObject({ _id: orderId, payment: false, status: 'Order Placed' });
  });
});
