// The helper's view of a served shopper's cart, end to end: this service mints the grant and asks the
// real main API, whose REST route and socket both check it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperCartResponse } from '@store/contracts/assistance';
import type { CartData } from '@store/contracts/cart';
import type { Product } from '@store/contracts/products';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '@store/backend/testing/test-backend';
import { startTestAssistance, type TestAssistance } from '../../testing/test-assistance';
import { next, socketClients } from '@store/server-kit/testing/socket-client';

type Account = { token: string; id: string };

let backend: TestBackend;
let assist: TestAssistance;
let products: Product[];
let helper: Account;
let backendSockets: ReturnType<typeof socketClients>;

beforeAll(async () => {
  backend = await startTestBackend({ listen: true });
  assist = await startTestAssistance({ backendUrl: backend.url, env: { JWT_SECRET: TEST_JWT_SECRET } });
  products = (await backend.api().get('/api/product/list?limit=3').expect(200)).body.products;
  helper = await backend.loginAs('helper');
  backendSockets = socketClients(backend.url);
});
afterAll(async () => {
  backendSockets?.closeAll();
  await assist?.close();
  await backend?.close();
});

const addToCart = async (shopper: Account, index: number) => {
  const product = products[index];
  if (!product) throw new Error('no product');
  await backend
    .api()
    .post('/api/cart/add')
    .set('token', shopper.token)
    .send({ itemId: product._id, size: product.sizes[0] })
    .expect(200);
  return { [product._id]: { [product.sizes[0] ?? '']: 1 } };
};

/** A real shopper of the main API with something in the cart and an open request the helper accepted. */
const servedShopper = async () => {
  const shopper = await backend.newShopper();
  const cart = await addToCart(shopper, 0);
  const created = await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
  const requestId = created.body.assist._id as string;
  await assist
    .api()
    .put(`/api/assist/${requestId}`)
    .set('token', helper.token)
    .send({ accept: true })
    .expect(200);
  return { shopper, cart, requestId };
};

const readCart = (userId: string, token: string) =>
  assist.api().get(`/api/assist/cart/${userId}`).set('token', token);

const backendSocket = (token: string) => backendSockets.open(token);

describe('GET /api/assist/cart/:userId', () => {
  it("shows the serving helper the shopper's cart from the main API, with a grant to watch it", async () => {
    const { shopper, cart } = await servedShopper();
    const res = await readCart(shopper.id, helper.token).expect(200);
    const body = res.body as ShopperCartResponse;
    expect(body.cartData).toEqual(cart);
    expect(Date.parse(body.cartGrant.expiresAt)).toBeGreaterThan(Date.now());

    // The grant works on the main API directly, for this shopper only.
    const direct = await backend
      .api()
      .post(`/api/cart/of/${shopper.id}`)
      .set('token', helper.token)
      .send({ grant: body.cartGrant.token })
      .expect(200);
    expect(direct.body.cartData).toEqual(cart);
    const other = await backend.newShopper();
    await addToCart(other, 1);
    await backend
      .api()
      .post(`/api/cart/of/${other.id}`)
      .set('token', helper.token)
      .send({ grant: body.cartGrant.token })
      .expect(404);
    // A shopper holding the grant gets nothing.
    await backend
      .api()
      .post(`/api/cart/of/${shopper.id}`)
      .set('token', other.token)
      .send({ grant: body.cartGrant.token })
      .expect(403);
  });

  it("lets the helper watch the served shopper's cart live on the main API's socket", async () => {
    const { shopper } = await servedShopper();
    const { cartGrant } = (await readCart(shopper.id, helper.token).expect(200)).body as ShopperCartResponse;
    const socket = await backendSocket(helper.token);
    const watched = (await socket.timeout(3000).emitWithAck('cart_watch', {
      userId: shopper.id,
      grant: cartGrant.token,
    })) as { success: boolean; cartData?: CartData };
    expect(watched.success).toBe(true);

    const update = next<{ userId: string; cartData: CartData }>(socket, 'watched_cart_updated');
    await addToCart(shopper, 2);
    const received = await update;
    expect(received.userId).toBe(shopper.id);
    expect(Object.keys(received.cartData)).toContain(products[2]?._id);
  });

  it('shows nothing to a helper who is not serving the shopper, or no longer is', async () => {
    const { shopper, requestId } = await servedShopper();
    const colleague = assist.user('helper');
    const refused = await readCart(shopper.id, colleague.token).expect(404);
    expect(refused.body.cartData).toBeUndefined();
    await assist.api().delete(`/api/assist/${requestId}`).set('token', helper.token).expect(200);
    await readCart(shopper.id, helper.token).expect(404);
  });

  it('answers 503 when the main API cannot be reached', async () => {
    const offline = await startTestAssistance({
      backendUrl: 'http://127.0.0.1:9',
      env: { JWT_SECRET: TEST_JWT_SECRET },
    });
    try {
      const servingHelper = offline.user('helper');
      const { shopper } = await offline.servedShopper(servingHelper);
      const res = await offline
        .api()
        .get(`/api/assist/cart/${shopper.id}`)
        .set('token', servingHelper.token)
        .expect(503);
      expect(res.body.message).toMatch(/not reachable/);
    } finally {
      await offline.close();
    }
  });

  it('answers 502, not a cart, when the main API refuses (services configured with different secrets)', async () => {
    const mismatched = await startTestAssistance({ backendUrl: backend.url });
    try {
      const servingHelper = mismatched.user('helper');
      const { shopper } = await mismatched.servedShopper(servingHelper);
      const res = await mismatched
        .api()
        .get(`/api/assist/cart/${shopper.id}`)
        .set('token', servingHelper.token)
        .expect(502);
      expect(res.body.cartData).toBeUndefined();
    } finally {
      await mismatched.close();
    }
  });
});
