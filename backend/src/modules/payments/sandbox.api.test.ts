// PAYMENT_PROVIDER=sandbox: the whole card flow with no keys, as a browser would walk it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contracts/orders';
import { formatAmount, orderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { cartOf, catalogue, fillCart, orderBody } from '../../testing/order-fixtures';

const SPA = 'http://localhost:5173';

let backend: TestBackend;
let dress: Product;

beforeAll(async () => {
  backend = await startTestBackend({ env: { PAYMENT_PROVIDER: 'sandbox', CORS_ORIGINS: SPA } });
  [dress] = (await catalogue(backend)) as [Product];
});
afterAll(async () => {
  await backend.close();
});

const ordersOf = async (token: string): Promise<Order[]> =>
  (await backend.api().post('/api/order/userorders').set('token', token).send({}).expect(200)).body.orders;

async function startCheckout() {
  const shopper = await backend.newShopper();
  const lines = [{ product: dress, quantity: 2 }];
  await fillCart(backend, shopper.token, lines);
  const res = await backend
    .api()
    .post('/api/order/stripe')
    .set('token', shopper.token)
    .set('Origin', SPA)
    .send(orderBody(lines))
    .expect(201);
  const page = new URL(res.body.session_url as string);
  return { shopper, orderId: res.body.orderId as string, pagePath: page.pathname };
}

describe('sandbox card payment', () => {
  it('is offered to the SPA as the card provider', async () => {
    const res = await backend.api().get('/api/config').expect(200);
    expect(res.body.payments.card).toEqual({ available: true, provider: 'sandbox' });
  });

  it('serves a plainly labelled test checkout page with the server’s totals', async () => {
    const { pagePath } = await startCheckout();
    expect(pagePath).toMatch(/^\/api\/payments\/sandbox\/checkout\/sbx_/);
    const page = await backend.api().get(pagePath).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SPA}`);
    expect(page.text).toContain('<title>TEST checkout (sandbox, no real payment)</title>');
    expect(page.text).toContain('TEST MODE.');
    expect(page.text).toContain('nothing is charged');
    const total = formatAmount(orderTotals([{ price: dress.price, quantity: 2 }]).total);
    expect(page.text).toContain(`Pay LKR ${total} (test, no money moves)`);
    expect(page.text).toContain('Delivery fee');
  });

  it('round trip: pay on the page, come back to the SPA, the order is paid and the cart empty', async () => {
    const { shopper, orderId, pagePath } = await startCheckout();
    // Before paying: the order exists, unpaid; the cart is kept.
    expect((await ordersOf(shopper.token))[0]).toMatchObject({ _id: orderId, payment: false });
    expect(Object.keys(await cartOf(backend, shopper.token))).toEqual([dress._id]);

    const paid = await backend.api().post(`${pagePath}/pay`).expect(303);
    expect(paid.headers.location).toBe(`${SPA}/orders?payment=success&orderId=${orderId}`);
    // Confirmed by the page itself, through the webhook path, before the SPA asks.
    expect((await ordersOf(shopper.token))[0]).toMatchObject({ _id: orderId, payment: true });

    const verify = await backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ paid: true, order: { _id: orderId, payment: true } });
    expect(await cartOf(backend, shopper.token)).toEqual({});

    // Pressing Pay again (back button, double submit) changes nothing and still sends the shopper back.
    const before = await ordersOf(shopper.token);
    const again = await backend.api().post(`${pagePath}/pay`).expect(303);
    expect(again.headers.location).toBe(paid.headers.location);
    expect(await ordersOf(shopper.token)).toEqual(before);
    const page = await backend.api().get(pagePath).expect(200);
    expect(page.text).toContain('This test payment is already complete.');
  });

  it('cancel: back to the SPA with the order unpaid and still listed', async () => {
    const { shopper, orderId, pagePath } = await startCheckout();
    const cancelled = await backend.api().post(`${pagePath}/cancel`).expect(303);
    expect(cancelled.headers.location).toBe(`${SPA}/orders?payment=cancelled&orderId=${orderId}`);
    const verify = await backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId, success: 'true' })
      .expect(200);
    expect(verify.body.paid).toBe(false);
    expect(await ordersOf(shopper.token)).toEqual([
      expect.objectContaining({ _id: orderId, payment: false }),
    ]);
    expect(Object.keys(await cartOf(backend, shopper.token))).toEqual([dress._id]);
  });

  it('builds the checkout link from configuration, whatever Host and X-Forwarded-Proto say', async () => {
    const shopper = await backend.newShopper();
    const lines = [{ product: dress, quantity: 1 }];
    await fillCart(backend, shopper.token, lines);
    const res = await backend
      .api()
      .post('/api/order/stripe')
      .set('token', shopper.token)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .send(orderBody(lines))
      .expect(201);
    expect(new URL(res.body.session_url as string).origin).toBe(backend.config.apiPublicUrl);
    expect(res.body.session_url).not.toContain('evil.example');
  });

  it('answers 404 for an unknown test checkout', async () => {
    await backend.api().get('/api/payments/sandbox/checkout/sbx_nope').expect(404);
    await backend.api().post('/api/payments/sandbox/checkout/sbx_nope/pay').expect(404);
  });

  it('answers the Stripe webhook with 503: Stripe is not the provider here', async () => {
    await backend
      .api()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(503);
  });
});

describe('a sandbox order nobody paid', () => {
  it('is cancelled after CARD_PENDING_MINUTES with its stock back, and its test checkout can no longer pay', async () => {
    const size = dress.sizes[0] ?? 'S';
    const stockOf = async () =>
      (await backend.api().get(`/api/product/${dress._id}`).expect(200)).body.product.stock[size] as number;
    const sweep = backend.container.pendingCardOrders;
    await sweep.cancelStale(new Date(Date.now() + 61 * 60_000));
    const before = await stockOf();
    const { shopper, orderId, pagePath } = await startCheckout();
    expect(await stockOf()).toBe(before - 2);
    expect(await sweep.cancelStale(new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect(await stockOf()).toBe(before);
    const [order] = (await ordersOf(shopper.token)).filter((each) => each._id === orderId);
    expect(order).toMatchObject({ status: 'Cancelled', payment: false });
    await backend.api().post(`${pagePath}/pay`).expect(409);
    expect((await ordersOf(shopper.token)).find((each) => each._id === orderId)?.payment).toBe(false);
  });
});
