// PayHere beside the card provider (issue 25), on both database lanes: the signed checkout form, and PayHere's
// notifications (paid, pending, cancelled, failed, charged back, repeated, forged, the wrong amount), with
// exactly one payment and one stock return under repeats and concurrency. The cancel link, the time limit and a
// store without PayHere: payhere-orders.api.test.ts. The PayHere stand-in (server-kit/testing/fake-payhere.ts) checks the form's hash on
// its own and signs notifications as PayHere does.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paymentNotifications } from '../../db/schema/index';
import { cartOf, orderBody } from '../../testing/order-fixtures';
import { MERCHANT_ID, MERCHANT_SECRET, SPA, md5, usePayhereShop } from '../../testing/payhere-shop';

const { shop, stockOf, track, startPayhere, deliver } = usePayhereShop();

describe('POST /api/order/payhere', () => {
  it('stores the order unpaid with its stock held and answers the signed form PayHere expects', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt, size);
    const { shopper, orderId, checkout, body } = await startPayhere(2);
    expect(checkout.action).toBe(shop.payhere.checkoutUrl);
    const amount = orderBody([{ product: shop.shirt, quantity: 2 }]).amount.toFixed(2);
    expect(checkout.fields).toMatchObject({
      merchant_id: MERCHANT_ID,
      order_id: orderId,
      currency: 'LKR',
      amount,
      return_url: `${SPA}/orders?payment=success&provider=payhere&orderId=${orderId}`,
      cancel_url: `${SPA}/orders?payment=cancelled&provider=payhere&orderId=${orderId}`,
      notify_url: 'http://api.shop.test/api/payments/payhere/notify',
      first_name: 'Nimali',
      last_name: 'Perera',
      email: 'nimali@example.lk',
      phone: '0771234567',
      address: '12 Temple Road',
      city: 'Nuwara Eliya',
      country: 'Sri Lanka',
    });
    expect(checkout.fields.items).toContain(shop.shirt.name);
    expect(checkout.fields.hash).toBe(md5(MERCHANT_ID + orderId + amount + 'LKR' + md5(MERCHANT_SECRET)));
    // The secret, and its MD5, never leave the server.
    expect(JSON.stringify(body)).not.toContain(MERCHANT_SECRET);
    expect(JSON.stringify(body)).not.toContain(md5(MERCHANT_SECRET));
    expect(await stockOf(shop.shirt, size)).toBe(before - 2);
    const order = await track(shopper.token, orderId);
    expect(order).toMatchObject({ paymentMethod: 'Card', payment: false, status: 'Order Placed' });
    // The cart is kept until PayHere says the money is in.
    expect(Object.keys(await cartOf(shop.backend, shopper.token))).toHaveLength(1);
  });

  it('answers the same order and form for a repeated Idempotency-Key', async () => {
    const shopper = await shop.backend.newShopper();
    const body = orderBody([{ product: shop.trousers, quantity: 1 }]);
    const send = () =>
      shop.backend
        .api()
        .post('/api/order/payhere')
        .set('token', shopper.token)
        .set('Idempotency-Key', 'payhere-key-0001')
        .send(body);
    const first = await send().expect(201);
    const again = await send().expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(again.body.checkout.fields.hash).toBe(first.body.checkout.fields.hash);
  });

  it('refuses a total the catalogue does not give, naming it, and stores nothing', async () => {
    const shopper = await shop.backend.newShopper();
    const res = await shop.backend
      .api()
      .post('/api/order/payhere')
      .set('token', shopper.token)
      .send(orderBody([{ product: shop.shirt, quantity: 1 }], { amount: 1 }))
      .expect(409);
    expect(res.body).toMatchObject({ success: false, code: 'price_changed' });
    const mine = await shop.backend
      .api()
      .post('/api/order/userorders')
      .set('token', shopper.token)
      .expect(200);
    expect(mine.body.orders).toEqual([]);
  });
});

describe('PayHere’s notifications', () => {
  it('status 2 marks the order paid once and empties the cart; a repeat changes nothing', async () => {
    const { shopper, orderId } = await startPayhere();
    const paid = shop.payhere.notification(orderId, '2');
    const first = await deliver(paid).expect(200);
    expect(first.body).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    const order = await track(shopper.token, orderId);
    expect(order.payment).toBe(true);
    expect(order.paidAt).not.toBeNull();
    expect(await cartOf(shop.backend, shopper.token)).toEqual({});
    expect((await deliver(paid).expect(200)).body).toMatchObject({ duplicate: true, outcome: 'duplicate' });
    // The browser's return asks the server, which answers from what PayHere said.
    const verify = await shop.backend
      .api()
      .post('/api/order/verify')
      .set('token', shopper.token)
      .send({ orderId })
      .expect(200);
    expect(verify.body.paid).toBe(true);
  });

  it('many copies of the paid notification at once: one payment, one mail job', async () => {
    const { shopper, orderId } = await startPayhere();
    const paid = shop.payhere.notification(orderId, '2');
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(paid)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.body.outcome === 'paid')).toHaveLength(1);
    expect((await track(shopper.token, orderId)).payment).toBe(true);
    const jobs = await shop.backend.container.database.query(
      `select count(*)::int as count from pgboss.job where data->>'orderId' = $1 and data->>'kind' = 'order-placed'`,
      [orderId],
    );
    expect(jobs.rows[0]?.count).toBe(1);
  });

  it('status 0 leaves the order pending and holding its stock', async () => {
    const { shopper, orderId, size } = await startPayhere(1);
    const held = await stockOf(shop.shirt, size);
    expect((await deliver(shop.payhere.notification(orderId, '0')).expect(200)).body.outcome).toBe('pending');
    expect(await track(shopper.token, orderId)).toMatchObject({ payment: false, status: 'Order Placed' });
    expect(await stockOf(shop.shirt, size)).toBe(held);
  });

  it('cancelled and failed, repeated and at once: the order is cancelled and its stock comes back exactly once', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt, size);
    const { shopper, orderId } = await startPayhere(3);
    expect(await stockOf(shop.shirt, size)).toBe(before - 3);
    const cancelled = shop.payhere.notification(orderId, '-1');
    const failed = shop.payhere.notification(orderId, '-2');
    const answers = await Promise.all([cancelled, failed, cancelled, failed, cancelled].map(deliver));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.outcome === 'cancelled')).toHaveLength(1);
    expect(await stockOf(shop.shirt, size)).toBe(before);
    const order = await track(shopper.token, orderId);
    expect(order).toMatchObject({ status: 'Cancelled', payment: false });
    // Money that arrives for it afterwards does not bring it back: it shows as cancelled and paid (a refund
    // is due), its stock is not taken again and the cart the shopper kept stays.
    const late = await deliver(shop.payhere.notification(orderId, '2')).expect(200);
    expect(late.body.outcome).toBe('paid-after-cancel');
    expect(await track(shopper.token, orderId)).toMatchObject({ status: 'Cancelled', payment: true });
    expect(await stockOf(shop.shirt, size)).toBe(before);
    expect(Object.keys(await cartOf(shop.backend, shopper.token))).toHaveLength(1);
  });

  it('paid and cancelled arriving together resolve one way: never paid, open and restocked at once', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    for (let round = 0; round < 3; round++) {
      const before = await stockOf(shop.shirt, size);
      const { shopper, orderId } = await startPayhere(1);
      const [paid, cancelled] = await Promise.all([
        deliver(shop.payhere.notification(orderId, '2')),
        deliver(shop.payhere.notification(orderId, '-1')),
      ]);
      expect([paid.status, cancelled.status]).toEqual([200, 200]);
      const order = await track(shopper.token, orderId);
      if (order.status === 'Cancelled') {
        // Cancelled first: the stock is back once, and the money that came after is marked for a refund.
        expect(cancelled.body.outcome).toBe('cancelled');
        expect(paid.body.outcome).toBe('paid-after-cancel');
        expect(await stockOf(shop.shirt, size)).toBe(before);
      } else {
        // Paid first: the order stands with its stock taken; the cancel changed nothing.
        expect(paid.body.outcome).toBe('paid');
        expect(cancelled.body.outcome).toBe('already-paid');
        expect(order.payment).toBe(true);
        expect(await stockOf(shop.shirt, size)).toBe(before - 1);
      }
    }
  });

  it('a charge-back cancels a paid order not yet shipped and gives its stock back once', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const before = await stockOf(shop.shirt, size);
    const { shopper, orderId } = await startPayhere(1);
    await deliver(shop.payhere.notification(orderId, '2')).expect(200);
    const chargeBack = shop.payhere.notification(orderId, '-3');
    const answers = await Promise.all([deliver(chargeBack), deliver(chargeBack)]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['charged-back', 'duplicate']);
    expect((await track(shopper.token, orderId)).status).toBe('Cancelled');
    expect(await stockOf(shop.shirt, size)).toBe(before);
  });

  it('a forged signature, another amount or currency, or an unknown order changes nothing and is a 400', async () => {
    const size = shop.shirt.sizes[0] ?? 'S';
    const { shopper, orderId } = await startPayhere(1);
    const held = await stockOf(shop.shirt, size);
    const forged = await deliver(shop.payhere.notification(orderId, '2', { forge: true })).expect(400);
    expect(forged.body.message).toMatch(/^md5sig: /);
    const cheaper = await deliver(shop.payhere.notification(orderId, '2', { amount: '1.00' })).expect(400);
    expect(cheaper.body.message).toMatch(/^payhere_amount: /);
    await deliver(shop.payhere.notification(orderId, '2', { currency: 'USD' })).expect(400);
    await deliver(shop.payhere.notification(orderId, '-1', { forge: true })).expect(400);
    const unknown = shop.payhere.notification(orderId, '2');
    const other: Record<string, string> = { ...unknown, order_id: '00000000-0000-4000-8000-000000000000' };
    other.md5sig = md5(
      MERCHANT_ID + other.order_id + other.payhere_amount + 'LKR' + '2' + md5(MERCHANT_SECRET),
    );
    expect((await deliver(other).expect(400)).body.message).toMatch(/^order_id: /);
    const missing = await deliver({ merchant_id: MERCHANT_ID, order_id: orderId }).expect(400);
    expect(missing.body.message).toMatch(/^payhere_amount: /);
    expect(await track(shopper.token, orderId)).toMatchObject({ payment: false, status: 'Order Placed' });
    expect(await stockOf(shop.shirt, size)).toBe(held);
  });

  it('every notification is stored with what came of it, refused ones too', async () => {
    const { orderId } = await startPayhere(1);
    await deliver(shop.payhere.notification(orderId, '2', { forge: true })).expect(400);
    await deliver(shop.payhere.notification(orderId, '2')).expect(200);
    const rows = await shop.backend.container.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderRef, orderId))
      .orderBy(desc(paymentNotifications.id));
    expect(rows.map(({ verified, outcome, statusCode }) => ({ verified, outcome, statusCode }))).toEqual([
      { verified: true, outcome: 'paid', statusCode: '2' },
      { verified: false, outcome: 'bad-signature', statusCode: '2' },
    ]);
    expect(rows[0]?.fields.payment_id).toMatch(/^\d+$/);
  });
});
