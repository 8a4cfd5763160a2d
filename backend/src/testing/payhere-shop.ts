// A main API with PayHere set up, its checkout a local stand-in (server-kit/testing/fake-payhere.ts) that checks
// the form's hash on its own and signs notifications as PayHere does. For the PayHere API tests: call
// `usePayhereShop()` at the top of a test file (it starts and stops the services around the file's tests).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { startFakePayhere, type FakePayhere } from '@store/server-kit/testing/fake-payhere';
import { catalogue, fillCart, orderBody } from './order-fixtures';
import { startTestBackend, type TestBackend } from './test-backend';

export const MERCHANT_ID = '1211149';
export const MERCHANT_SECRET = 'test-merchant-secret-4f1c2a';
export const SPA = 'http://localhost:5173';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

export function usePayhereShop() {
  const shop = {} as { payhere: FakePayhere; backend: TestBackend; shirt: Product; trousers: Product };

  beforeAll(async () => {
    shop.payhere = await startFakePayhere({ merchantId: MERCHANT_ID, merchantSecret: MERCHANT_SECRET });
    shop.backend = await startTestBackend({
      page: true,
      env: {
        PAYHERE_MERCHANT_ID: MERCHANT_ID,
        PAYHERE_MERCHANT_SECRET: MERCHANT_SECRET,
        PAYHERE_CHECKOUT_URL: shop.payhere.checkoutUrl,
        API_PUBLIC_URL: 'http://api.shop.test',
        CORS_ORIGINS: SPA,
      },
    });
    [shop.shirt, shop.trousers] = (await catalogue(shop.backend)) as [Product, Product];
  });
  afterAll(async () => {
    await shop.backend?.close();
    await shop.payhere?.close();
  });

  const stockOf = async (product: Product, size: string): Promise<number> =>
    (await shop.backend.api().get(`/api/product/${product._id}`).expect(200)).body.product.stock[size];

  const track = async (token: string, orderId: string): Promise<Order> =>
    (
      await shop.backend
        .api()
        .post('/api/order/track-order')
        .set('token', token)
        .send({ orderId })
        .expect(200)
    ).body.order;

  /** A shopper with a filled cart whose PayHere form the stand-in accepted. */
  async function startPayhere(quantity = 2) {
    const shopper = await shop.backend.newShopper();
    const size = shop.shirt.sizes[0] ?? 'S';
    const lines = [{ product: shop.shirt, size, quantity }];
    await fillCart(shop.backend, shopper.token, lines);
    const res = await shop.backend
      .api()
      .post('/api/order/payhere')
      .set('token', shopper.token)
      .set('Origin', SPA)
      .send(orderBody(lines))
      .expect(201);
    const { orderId, checkout } = res.body as {
      orderId: string;
      checkout: { action: string; fields: Record<string, string> };
    };
    // The browser's post to PayHere: the stand-in refuses a form whose hash is not PayHere's.
    const posted = await fetch(checkout.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(checkout.fields).toString(),
    });
    expect(posted.status, JSON.stringify(shop.payhere.refused.at(-1))).toBe(200);
    return { shopper, orderId, checkout, size, body: res.body as Record<string, unknown> };
  }

  /** Posts a notification the way PayHere's servers do (form fields). */
  const deliver = (fields: Record<string, string>) =>
    shop.backend.api().post('/api/payments/payhere/notify').type('form').send(fields);

  return { shop, stockOf, track, startPayhere, deliver };
}
