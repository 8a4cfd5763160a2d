// PayHere orders after the checkout (issue 25), on both database lanes: the shopper's cancel link, the time limit
// on unpaid orders (CARD_PENDING_MINUTES), and a store without PayHere settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../testing/order-fixtures';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { usePayhereShop } from '../../testing/payhere-shop';

const { shop, stockOf, track, startPayhere, deliver } = usePayhereShop();

describe('the shopper’s cancel link (POST /api/order/payhere/cancel)', () => {
  it('cancels the unpaid order and gives the stock back once; another shopper gets a 404', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt, size);
    const { shopper, orderId } = await startPayhere(2);
    const stranger = await shop.backend.newShopper();
    await shop.backend
      .api()
      .post('/api/order/payhere/cancel')
      .set('token', stranger.token)
      .send({ orderId })
      .expect(404);
    const cancel = () =>
      shop.backend
        .api()
        .post('/api/order/payhere/cancel')
        .set('token', shopper.token)
        .send({ orderId })
        .expect(200);
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect(first.body).toMatchObject({ success: true, paid: false, order: { status: 'Cancelled' } });
    expect(second.body.order.status).toBe('Cancelled');
    expect(await stockOf(shop.shirt, size)).toBe(before);
  });

  it('leaves a paid order as it is and says so', async () => {
    const { shopper, orderId } = await startPayhere(1);
    await deliver(shop.payhere.notification(orderId, '2')).expect(200);
    const res = await shop.backend
      .api()
      .post('/api/order/payhere/cancel')
      .set('token', shopper.token)
      .send({ orderId })
      .expect(200);
    expect(res.body).toMatchObject({ paid: true, order: { payment: true, status: 'Order Placed' } });
  });
});

describe('the time limit on unpaid orders (CARD_PENDING_MINUTES, 60 by default)', () => {
  it('cancels a PayHere order with no word of payment after the limit, and gives its stock back', async () => {
    const sweep = shop.backend.container.pendingCardOrders;
    // The earlier tests' unpaid orders go first, so the stock below moves by this test's orders alone.
    await sweep.cancelStale(new Date(Date.now() + 61 * 60_000));
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt, size);
    const { shopper, orderId } = await startPayhere(1);
    const paidOne = await startPayhere(1);
    await deliver(shop.payhere.notification(paidOne.orderId, '2')).expect(200);
    // Within the hour nothing happens.
    expect(await sweep.cancelStale(new Date(Date.now() + 59 * 60_000))).toBe(0);
    expect((await track(shopper.token, orderId)).status).toBe('Order Placed');
    expect(await sweep.cancelStale(new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect(await track(shopper.token, orderId)).toMatchObject({ status: 'Cancelled', payment: false });
    expect((await track(paidOne.shopper.token, paidOne.orderId)).status).toBe('Order Placed');
    expect(await stockOf(shop.shirt, size)).toBe(before - 1);
    // Swept again (another instance): nothing more.
    expect(await sweep.cancelStale(new Date(Date.now() + 61 * 60_000))).toBe(0);
    expect(await stockOf(shop.shirt, size)).toBe(before - 1);
  });

  it('leaves an order PayHere reported pending (a transfer under way) to PayHere’s next word', async () => {
    const sweep = shop.backend.container.pendingCardOrders;
    await sweep.cancelStale(new Date(Date.now() + 61 * 60_000));
    const { shopper, orderId } = await startPayhere(1);
    await deliver(shop.payhere.notification(orderId, '0')).expect(200);
    expect(await sweep.cancelStale(new Date(Date.now() + 61 * 60_000))).toBe(0);
    expect((await track(shopper.token, orderId)).status).toBe('Order Placed');
    await deliver(shop.payhere.notification(orderId, '2')).expect(200);
    expect((await track(shopper.token, orderId)).payment).toBe(true);
  });
});

describe('without PayHere settings', () => {
  let plain: TestBackend;
  beforeAll(async () => {
    plain = await startTestBackend({ page: true });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('/api/config says so, and the order and notification endpoints answer 503', async () => {
    const config = await plain.api().get('/api/config').expect(200);
    expect(config.body.payments.payhere).toEqual({
      available: false,
      reason: 'PayHere is not set up on this store.',
    });
    const shopper = await plain.newShopper();
    const res = await plain
      .api()
      .post('/api/order/payhere')
      .set('token', shopper.token)
      .send(orderBody([{ product: shop.shirt, quantity: 1 }]))
      .expect(503);
    expect(res.body.code).toBe('payhere_unavailable');
    await plain.api().post('/api/payments/payhere/notify').type('form').send({ order_id: 'x' }).expect(503);
    // The storefront may post forms to its own origin only.
    const page = await plain.api().get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self';");
  });

  it('with them, /api/config lists PayHere and the storefront may post its form there', async () => {
    const config = await shop.backend.api().get('/api/config').expect(200);
    expect(config.body.payments.payhere).toEqual({ available: true, provider: 'payhere' });
    const page = await shop.backend.api().get('/checkout').expect(200);
    expect(page.headers['content-security-policy']).toContain(
      `form-action 'self' ${new URL(shop.payhere.checkoutUrl).origin}`,
    );
  });
});
