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

  it("ends the helper's access when the request closes: the REST read is refused, the watch ends at once", async () => {
    const { shopper, requestId } = await servedShopper();
    const { cartGrant } = (await readCart(shopper.id, helper.token).expect(200)).body as ShopperCartResponse;
    const socket = await backendSocket(helper.token);
    const watch = () =>
      socket
        .timeout(3000)
        .emitWithAck('cart_watch', { userId: shopper.id, grant: cartGrant.token }) as Promise<{
        success: boolean;
        status?: number;
      }>;
    expect((await watch()).success).toBe(true);
    let updatesAfterClose = 0;
    const ended = next<{ userId: string }>(socket, 'cart_watch_ended');

    await assist.api().delete(`/api/assist/${requestId}`).set('token', shopper.token).expect(200);
    expect(await ended).toEqual({ userId: shopper.id });
    socket.on('watched_cart_updated', () => updatesAfterClose++);

    // 404 like any grant that does not (or no longer) open this cart: nothing to show, whatever the reason.
    const refused = await backend
      .api()
      .post(`/api/cart/of/${shopper.id}`)
      .set('token', helper.token)
      .send({ grant: cartGrant.token })
      .expect(404);
    expect(refused.body.cartData).toBeUndefined();
    await addToCart(shopper, 2);
    const rearmed = await watch();
    expect(rearmed).toMatchObject({ success: false, status: 404 });
    // The re-arm's answer came after the cart change on the same socket, so an update would have come first.
    expect(updatesAfterClose).toBe(0);
  });

  it('shows nothing to a helper who is not serving the shopper, or no longer is', async () => {
    const { shopper, requestId } = await servedShopper();
    const colleagueEmail = `colleague-${Date.now()}@example.com`;
    await backend.container.users.createAccount({
      name: 'Colleague',
      email: colleagueEmail,
      password: 'a helper passphrase',
      role: 'helper',
    });
    const colleague = (
      await backend
        .api()
        .post('/api/user/login')
        .send({ email: colleagueEmail, password: 'a helper passphrase' })
    ).body as Account;
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

  it('shows no cart when the services are configured with different secrets: the main API does not know the token', async () => {
    const mismatched = await startTestAssistance({ backendUrl: backend.url });
    try {
      const servingHelper = mismatched.user('helper');
      const res = await mismatched
        .api()
        .get(`/api/assist/cart/${servingHelper.id}`)
        .set('token', servingHelper.token)
        .expect(401);
      expect(res.body.cartData).toBeUndefined();
    } finally {
      await mismatched.close();
    }
  });
});

describe('sessions the main API has ended', () => {
  it('are refused by the assistance service too: after a password change, and for a deleted account', async () => {
    const shopper = await backend.newShopper();
    const otherDevice = (
      await backend
        .api()
        .post('/api/user/login')
        .send({ email: shopper.email, password: 'a-good-password' })
        .expect(200)
    ).body.token as string;
    const changed = await backend
      .api()
      .put('/api/user/change-password')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ currentPassword: 'a-good-password', newPassword: 'another fine passphrase' })
      .expect(200);

    const refused = await assist.api().post('/api/assist').set('token', otherDevice).send({});
    expect(refused.status).toBe(401);
    await assist
      .api()
      .post('/api/assist')
      .set('token', changed.body.token as string)
      .send({})
      .expect(201);
  });
});
