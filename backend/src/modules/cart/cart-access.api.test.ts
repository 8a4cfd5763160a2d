import { createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_GRANT_AUDIENCE, CART_GRANT_ISSUER, CART_GRANT_KEY_LABEL } from '@store/contracts/assistance';
import type { CartData } from '@store/contracts/cart';
import type { Product } from '@store/contracts/products';
import { next, silence, socketClients } from '@store/server-kit/testing/socket-client';
import { createCartGrants } from '@store/server-kit/cart-grant';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '../../testing/test-backend';
import { createCartAccessService } from './cart-access.service';
import { createCartGrantRevocationsRepository } from './cart-grant-revocations.repository';

// Grants are minted by the assistance service; these tests mint them the same way (and forge bad ones).
const grantKey = createHmac('sha256', TEST_JWT_SECRET).update(CART_GRANT_KEY_LABEL).digest();
const mintGrant = (
  helperId: string,
  shopperId: string,
  options: { key?: Buffer | string; expiresIn?: number; audience?: string; requestId?: string } = {},
) =>
  jwt.sign({ shopper: shopperId, req: options.requestId ?? randomUUID() }, options.key ?? grantKey, {
    algorithm: 'HS256',
    subject: helperId,
    audience: options.audience ?? CART_GRANT_AUDIENCE,
    issuer: CART_GRANT_ISSUER,
    expiresIn: options.expiresIn ?? 600,
  });

type Account = { token: string; id: string };
let backend: TestBackend;
let products: Product[];
let alice: Account;
let bob: Account;
let helper: Account;
let admin: Account;
let clients: ReturnType<typeof socketClients>;

const addToCart = async (shopper: Account, product: Product | undefined) => {
  if (!product) throw new Error('no product');
  await backend
    .api()
    .post('/api/cart/add')
    .set('token', shopper.token)
    .send({ itemId: product._id, size: product.sizes[0] })
    .expect(200);
};

beforeAll(async () => {
  backend = await startTestBackend({ listen: true });
  products = (await backend.api().get('/api/product/list?limit=4').expect(200)).body.products;
  alice = await backend.newShopper('Alice');
  bob = await backend.newShopper('Bob');
  helper = await backend.loginAs('helper');
  admin = await backend.loginAs('admin');
  await addToCart(alice, products[0]);
  await addToCart(bob, products[1]);
  clients = socketClients(backend.url);
});
afterAll(async () => {
  clients?.closeAll();
  await backend.close();
});

const cartOf = (userId: string, token: string | undefined, body: object) => {
  const call = backend.api().post(`/api/cart/of/${userId}`);
  return (token ? call.set('token', token) : call).send(body);
};

describe('POST /api/cart/of/:userId', () => {
  it('shows the helper the cart of the shopper their grant names, and only that one', async () => {
    const res = await cartOf(alice.id, helper.token, { grant: mintGrant(helper.id, alice.id) }).expect(200);
    expect(res.body).toEqual({
      success: true,
      cartData: { [products[0]?._id ?? '']: { [products[0]?.sizes[0] ?? '']: 1 } },
    });
  });

  it.each([
    ['no token', undefined, 401],
    ['shopper Alice herself', 'alice', 403],
    ['shopper Bob', 'bob', 403],
    ['an admin', 'admin', 403],
  ] as const)('refuses %s with %i even with a valid grant', async (_label, who, status) => {
    const token = who ? { alice, bob, admin }[who].token : undefined;
    await cartOf(alice.id, token, { grant: mintGrant(helper.id, alice.id) }).expect(status);
  });

  it('refuses a helper without a grant with 400 naming the grant', async () => {
    const res = await cartOf(alice.id, helper.token, {}).expect(400);
    expect(res.body.message).toMatch(/grant/);
  });

  it.each([
    ['a grant for another shopper', () => mintGrant(helper.id, bob.id)],
    ['a grant for another helper', () => mintGrant(admin.id, alice.id)],
    ['an expired grant', () => mintGrant(helper.id, alice.id, { expiresIn: -10 })],
    ['a grant for another audience', () => mintGrant(helper.id, alice.id, { audience: 'cart-write' })],
    [
      'a grant signed with the raw JWT secret',
      () => mintGrant(helper.id, alice.id, { key: TEST_JWT_SECRET }),
    ],
    ['a grant signed with another secret', () => mintGrant(helper.id, alice.id, { key: 'x'.repeat(48) })],
    ["the helper's own login token", () => helper.token],
    ['garbage', () => 'not-a-jwt'],
  ])('answers 404 to %s and shows no cart', async (_label, grant) => {
    const res = await cartOf(alice.id, helper.token, { grant: grant() }).expect(404);
    expect(res.body.cartData).toBeUndefined();
  });

  it('rejects a malformed shopper id with 400', async () => {
    await cartOf('not-an-id', helper.token, { grant: mintGrant(helper.id, alice.id) }).expect(400);
  });
});

const open = (token: string) => clients.open(token);

type WatchReply = { success: boolean; message?: string; cartData?: CartData };
const watch = (socket: Socket, payload: unknown): Promise<WatchReply> =>
  new Promise((resolve) => socket.emit('cart_watch', payload, resolve));

describe('socket cart_watch', () => {
  it("lets a helper with a grant watch that shopper's cart live", async () => {
    const shopper = await backend.newShopper();
    const socket = await open(helper.token);
    const reply = await watch(socket, { userId: shopper.id, grant: mintGrant(helper.id, shopper.id) });
    expect(reply).toEqual({ success: true, cartData: {} });

    const updated = next<CartData>(socket, 'cart_updated');
    const labelled = next<{ userId: string; cartData: CartData }>(socket, 'watched_cart_updated');
    await addToCart(shopper, products[2]);
    const expected = { [products[2]?._id ?? '']: { [products[2]?.sizes[0] ?? '']: 1 } };
    expect(await updated).toEqual(expected);
    expect(await labelled).toEqual({ userId: shopper.id, cartData: expected });

    // After cart_unwatch nothing more arrives.
    socket.emit('cart_unwatch', { userId: shopper.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const quiet = silence(socket, 'cart_updated');
    await addToCart(shopper, products[3]);
    await quiet;
  });

  it.each([
    ['no grant', (shopperId: string) => ({ userId: shopperId })],
    [
      'a grant for another shopper',
      (_shopperId: string) => ({ userId: _shopperId, grant: mintGrant(helper.id, bob.id) }),
    ],
    [
      'an expired grant',
      (shopperId: string) => ({
        userId: shopperId,
        grant: mintGrant(helper.id, shopperId, { expiresIn: -1 }),
      }),
    ],
    ['a login token', (shopperId: string) => ({ userId: shopperId, grant: helper.token })],
  ])('refuses a helper with %s, who then receives nothing', async (_label, payload) => {
    const shopper = await backend.newShopper();
    const socket = await open(helper.token);
    const reply = await watch(socket, payload(shopper.id));
    expect(reply.success).toBe(false);
    expect(reply.cartData).toBeUndefined();
    const quiet = silence(socket, 'cart_updated');
    await addToCart(shopper, products[0]);
    await quiet;
  });

  it("never lets a shopper watch another shopper's cart, even holding a helper's grant", async () => {
    const victim = await backend.newShopper('Victim');
    const snoop = await backend.newShopper('Snoop');
    const socket = await open(snoop.token);
    for (const grant of [mintGrant(helper.id, victim.id), mintGrant(snoop.id, victim.id)]) {
      const reply = await watch(socket, { userId: victim.id, grant });
      expect(reply.success).toBe(false);
    }
    const quiet = silence(socket, 'cart_updated');
    await addToCart(victim, products[1]);
    await quiet;
  });

  it('ends the watch when the grant expires', async () => {
    const shopper = await backend.newShopper();
    const socket = await open(helper.token);
    const reply = await watch(socket, {
      userId: shopper.id,
      grant: mintGrant(helper.id, shopper.id, { expiresIn: 2 }),
    });
    expect(reply.success).toBe(true);
    expect(await next<{ userId: string }>(socket, 'cart_watch_ended', 4000)).toEqual({ userId: shopper.id });
    const quiet = silence(socket, 'cart_updated');
    await addToCart(shopper, products[2]);
    await quiet;
  });
});

describe('POST /api/cart/grants/revoke (the help request closed)', () => {
  const notice = (requestId: string) => createCartGrants(TEST_JWT_SECRET).revocationNotice(requestId);
  const revoke = (body: object) => backend.api().post('/api/cart/grants/revoke').send(body);

  it("ends that request's grants at once: REST refused, open watches ended, no re-arming; other requests' grants still work", async () => {
    const shopper = await backend.newShopper();
    const requestId = randomUUID();
    const grant = mintGrant(helper.id, shopper.id, { requestId });
    const otherGrant = mintGrant(helper.id, alice.id);
    const socket = await open(helper.token);
    expect((await watch(socket, { userId: shopper.id, grant })).success).toBe(true);
    await cartOf(shopper.id, helper.token, { grant }).expect(200);

    const ended = next<{ userId: string }>(socket, 'cart_watch_ended');
    await revoke({ notice: notice(requestId) }).expect(200, { success: true, requestId });
    expect(await ended).toEqual({ userId: shopper.id });

    const refused = await cartOf(shopper.id, helper.token, { grant }).expect(404);
    expect(refused.body.cartData).toBeUndefined();
    const quiet = silence(socket, 'watched_cart_updated');
    await addToCart(shopper, products[0]);
    await quiet;
    const rearmed = await watch(socket, { userId: shopper.id, grant });
    expect(rearmed.success).toBe(false);
    expect(rearmed.cartData).toBeUndefined();
    await cartOf(alice.id, helper.token, { grant: otherGrant }).expect(200);
  });

  it('ends watches held on another instance of the main API, through the shared table', async () => {
    const shopper = await backend.newShopper();
    const requestId = randomUUID();
    const socket = await open(helper.token);
    const grant = mintGrant(helper.id, shopper.id, { requestId });
    expect((await watch(socket, { userId: shopper.id, grant })).success).toBe(true);
    // A second instance: same database, its own in-process listeners (none here).
    const elsewhere = createCartAccessService(
      backend.container.cartGrants,
      createCartGrantRevocationsRepository(backend.container.database.db),
    );
    const ended = next<{ userId: string }>(socket, 'cart_watch_ended', 8000);
    await elsewhere.revoke(notice(requestId));
    expect(await ended).toEqual({ userId: shopper.id });
  });

  it.each([
    ['no notice', () => ({}), 400],
    [
      'a notice signed with another secret',
      () => ({ notice: createCartGrants('x'.repeat(48)).revocationNotice('r') }),
      401,
    ],
    ['a cart grant instead of a notice', () => ({ notice: mintGrant(helper.id, alice.id) }), 401],
    ['a login token', () => ({ notice: helper.token }), 401],
    ['garbage', () => ({ notice: 'not-a-jwt' }), 401],
  ] as const)('refuses %s with %i and revokes nothing', async (_label, body, status) => {
    const res = await revoke(body()).expect(status);
    expect(res.body.success).toBe(false);
  });
});
