// The Stripe provider, continued: stock held by an open card payment and given back once, asking Stripe
// after the hosted checkout (/verify), and status changes of card orders (testing/stripe-shop.ts).
import { describe, expect, it } from 'vitest';
import { cartOf, orderBody } from '../../testing/order-fixtures';
import { useStripeShop } from '../../testing/stripe-shop';

const shop = useStripeShop();
const { track, deliver, sessionEvent, startCheckout } = shop;

describe('stock held by a card order', () => {
  const stockOf = async (productId: string, size: string): Promise<number> =>
    (await shop.backend.api().get(`/api/product/${productId}`).expect(200)).body.product.stock[size];

  it('is held while the payment is open and given back once when the session expires', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt._id, size);
    const { shopper, orderId, session } = await startCheckout();
    expect(await stockOf(shop.shirt._id, size)).toBe(before - 2);
    const expired = sessionEvent('checkout.session.expired', { ...session, status: 'expired' });
    await deliver(expired).expect(200);
    expect(await stockOf(shop.shirt._id, size)).toBe(before);
    // The same event again, and a second event for the same session, give nothing more.
    await deliver(expired).expect(200);
    await deliver(sessionEvent('checkout.session.expired', { ...session, status: 'expired' })).expect(200);
    expect(await stockOf(shop.shirt._id, size)).toBe(before);
    expect((await track(shopper.token, orderId)).payment).toBe(false);
  });

  it('is given back when an asynchronous payment fails', async () => {
    const size = shop.trousers.sizes[0] ?? 'S';
    const before = await stockOf(shop.trousers._id, size);
    const { session } = await startCheckout();
    expect(await stockOf(shop.trousers._id, size)).toBe(before - 1);
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', { ...session, status: 'complete' }),
    ).expect(200);
    expect(await stockOf(shop.trousers._id, size)).toBe(before);
  });

  it('stays taken when the payment succeeds', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt._id, size);
    const { session } = await startCheckout();
    await deliver(sessionEvent('checkout.session.completed', shop.stripeApi.pay(session.id))).expect(200);
    expect(await stockOf(shop.shirt._id, size)).toBe(before - 2);
  });
});

describe('POST /api/order/verify', () => {
  it('asks Stripe: unpaid until the session is paid, whatever the browser claims', async () => {
    const { shopper, orderId, session } = await startCheckout();
    const early = await shop.backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId, success: true, payment: true })
      .expect(200);
    expect(early.body).toMatchObject({ success: true, paid: false });
    expect(early.body.order.payment).toBe(false);
    expect(Object.keys(await cartOf(shop.backend, shopper.token))).toHaveLength(2);

    shop.stripeApi.pay(session.id);
    const later = await shop.backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ paid: true, message: expect.stringMatching(/Payment received/) });
    expect(later.body.order.payment).toBe(true);
    expect(await cartOf(shop.backend, shopper.token)).toEqual({});
  });

  it('after verify, the webhook for the same session is harmless', async () => {
    const { shopper, orderId, session } = await startCheckout();
    shop.stripeApi.pay(session.id);
    await shop.backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId })
      .expect(200);
    const paid = await track(shopper.token, orderId);
    await deliver(sessionEvent('checkout.session.completed', session)).expect(200);
    expect(await track(shopper.token, orderId)).toEqual(paid);
  });

  it('refuses a cash order with 400', async () => {
    const shopper = await shop.backend.newShopper();
    const placed = await shop.backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product: shop.shirt, quantity: 1 }]))
      .expect(201);
    const res = await shop.backend
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
    const admin = await shop.backend.loginAs('admin');
    const refused = await shop.backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Processing' })
      .expect(409);
    expect(refused.body.message).toMatch(/not been paid/);
    await deliver(sessionEvent('checkout.session.completed', shop.stripeApi.pay(session.id))).expect(200);
    await shop.backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Processing' })
      .expect(200);
  });
});

describe('a payment for an order the admin already cancelled', () => {
  it('is recorded as paid on the cancelled order (a refund is due); the cart stays, the stock is not taken again', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const { shopper, orderId, session } = await startCheckout();
    const admin = await shop.backend.loginAs('admin');
    await shop.backend
      .api()
      .post('/api/order/status')
      .set('token', admin.token)
      .send({ orderId, status: 'Cancelled' })
      .expect(200);
    const stock = (await shop.backend.api().get(`/api/product/${shop.shirt._id}`).expect(200)).body.product
      .stock[size];
    await deliver(sessionEvent('checkout.session.completed', shop.stripeApi.pay(session.id))).expect(200);
    expect(await track(shopper.token, orderId)).toMatchObject({ status: 'Cancelled', payment: true });
    expect(Object.keys(await cartOf(shop.backend, shopper.token))).toHaveLength(2);
    const after = (await shop.backend.api().get(`/api/product/${shop.shirt._id}`).expect(200)).body.product
      .stock[size];
    expect(after).toBe(stock);
  });
});
