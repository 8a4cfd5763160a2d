import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { CartData } from '@store/contracts/cart';
import type { Product } from '@store/contracts/products';
import { next, silence, socketClients } from '@store/server-kit/testing/socket-client';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
let products: Product[];
let clients: ReturnType<typeof socketClients>;

beforeAll(async () => {
  backend = await startTestBackend({ listen: true });
  products = (await backend.api().get('/api/product/list?limit=3').expect(200)).body.products;
  clients = socketClients(backend.url);
});
afterAll(async () => {
  clients?.closeAll();
  await backend.close();
});

const open = (token?: string) => clients.open(token);
const nextCart = (socket: Socket) => next<CartData>(socket, 'cart_updated');
const noCart = (socket: Socket) => silence(socket, 'cart_updated');

const emitCart = (socket: Socket, cart: unknown): Promise<{ success: boolean; message?: string }> =>
  new Promise((resolve) => socket.emit('cart_update', cart, resolve));

describe('socket cart relay', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open()).rejects.toThrow(/unauthorized/);
    await expect(open('forged.token.value')).rejects.toThrow(/unauthorized/);
  });

  it("relays a tab's cart_update to the user's other tab, stores it, and not to other users", async () => {
    const alice = await backend.newShopper('Alice');
    const bob = await backend.newShopper('Bob');
    const [tab1, tab2, bobTab] = await Promise.all([open(alice.token), open(alice.token), open(bob.token)]);
    const cart = { [products[0]?._id ?? '']: { M: 2 } };

    const received = nextCart(tab2);
    const bobSilent = noCart(bobTab);
    const senderSilent = noCart(tab1);
    expect(await emitCart(tab1, cart)).toEqual({ success: true });
    expect(await received).toEqual(cart);
    await bobSilent;
    await senderSilent;

    const stored = await backend.api().post('/api/cart/get').set('token', alice.token).send({}).expect(200);
    expect(stored.body.cartData).toEqual(cart);
  });

  it('tells every tab of the user about a change made over REST', async () => {
    const shopper = await backend.newShopper();
    const tab = await open(shopper.token);
    const received = nextCart(tab);
    await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: products[1]?._id, size: 'S' })
      .expect(200);
    expect(await received).toEqual({ [products[1]?._id ?? '']: { S: 1 } });
  });

  it.each([
    ['not an object', 'hello'],
    ['a negative quantity', { '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77': { M: -1 } }],
    ['an unknown product', { '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77': { M: 1 } }],
  ])('refuses a cart_update with %s and keeps the stored cart', async (_label, payload) => {
    const shopper = await backend.newShopper();
    const [tab, otherTab] = await Promise.all([open(shopper.token), open(shopper.token)]);
    // The add's own cart_updated is awaited first: on PostgreSQL it comes through the database, after the answer.
    const added = nextCart(otherTab);
    await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: products[2]?._id, size: 'L' })
      .expect(200);
    await added;
    const silent = noCart(otherTab);
    const reply = await emitCart(tab, payload);
    expect(reply.success).toBe(false);
    expect(reply.message).toMatch(/cart/);
    await silent;
    const stored = await backend.api().post('/api/cart/get').set('token', shopper.token).send({}).expect(200);
    expect(stored.body.cartData).toEqual({ [products[2]?._id ?? '']: { L: 1 } });
  });
});

describe('socket connections per user', () => {
  it('refuses the 21st open socket of one user with too_many_connections; other users still connect', async () => {
    const shopper = await backend.newShopper();
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open(shopper.token)));
    expect(sockets.every((socket) => socket.connected)).toBe(true);
    await expect(open(shopper.token)).rejects.toThrow(/too_many_connections/);
    const other = await backend.newShopper();
    await expect(open(other.token)).resolves.toBeDefined();
    for (const socket of sockets) socket.disconnect();
  });
});
