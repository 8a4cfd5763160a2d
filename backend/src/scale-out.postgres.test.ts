// Several instances of the main API on one PostgreSQL database, as a scaled-out shop runs them: start-up
// migrates and seeds once, and every real-time path reaches a socket held by another instance.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@store/contracts/cart';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { instanceCount } from '@store/server-kit/socket-cluster';
import { next, socketClients } from '@store/server-kit/testing/socket-client';
import { createTestDatabase, type TestDatabase } from '@store/server-kit/testing/test-database';
import { catalogue, orderBody } from './testing/order-fixtures';
import { migrationsFolder } from './db/client';
import { startTestBackend, type TestBackend } from './testing/test-backend';

type Account = { token: string; id: string };

/** Milliseconds from just before `act` until `arrival` settles; the figures are printed at the end. */
const timings: Array<{ path: string; ms: number }> = [];
async function timed<T>(path: string, arrival: Promise<T>, act: () => Promise<unknown>): Promise<T> {
  const started = performance.now();
  await act();
  const value = await arrival;
  timings.push({ path, ms: Math.round((performance.now() - started) * 10) / 10 });
  return value;
}

/** Waits until each instance has heard the other's heartbeat, so both are listening for broadcasts. */
async function bothListening(...instances: TestBackend[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (const instance of instances) {
    const { io } = instance;
    if (!io) throw new Error('the instance does not listen');
    while ((await instanceCount(io)) < instances.length) {
      if (Date.now() > deadline) throw new Error('the instances did not hear each other within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('instances starting together on a fresh database', () => {
  let database: TestDatabase;
  const instances: TestBackend[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.drop();
  });

  it('migrate and seed it once', async () => {
    database = await createTestDatabase();
    instances.push(
      ...(await Promise.all(
        Array.from({ length: 4 }, () => startTestBackend({ sharedDatabaseUrl: database.url })),
      )),
    );

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      expect(applied.rowCount).toBe(journal.entries.length);
      const products = await client.query<{ n: string }>('select count(*) as n from products');
      expect(Number(products.rows[0]?.n)).toBe(54);
      const demo = await client.query<{ email: string; n: string }>(
        'select email, count(*) as n from users group by email',
      );
      expect(demo.rows.map((row) => Number(row.n))).toEqual(demo.rows.map(() => 1));
      expect(demo.rowCount).toBe(3);
    } finally {
      await client.end();
    }
  });
});

describe('real time across two instances of the main API', () => {
  let a: TestBackend;
  let b: TestBackend;
  let products: Product[];
  let admin: Account;
  let helper: Account;
  let onA: ReturnType<typeof socketClients>;
  let onB: ReturnType<typeof socketClients>;

  beforeAll(async () => {
    a = await startTestBackend({ listen: true, heartbeatIntervalMs: 100 });
    b = await startTestBackend({
      listen: true,
      sharedDatabaseUrl: a.config.DATABASE_URL,
      heartbeatIntervalMs: 100,
    });
    await bothListening(a, b);
    products = await catalogue(a);
    admin = await a.loginAs('admin');
    helper = await b.loginAs('helper');
    onA = socketClients(a.url);
    onB = socketClients(b.url);
  });
  afterAll(async () => {
    onA?.closeAll();
    onB?.closeAll();
    await b?.close();
    await a?.close();
    if (timings.length > 0) {
      console.info(
        `[scale-out] main API cross-instance delivery (ms): ${timings.map((t) => `${t.path} ${t.ms}`).join('; ')}`,
      );
    }
  });

  it("an order status change made through A reaches the owner's socket on B", async () => {
    const shopper = await a.newShopper();
    const product = products[0] as Product;
    const placed = await a
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody([{ product, quantity: 1 }]))
      .expect(201);
    const order = placed.body.order as Order;
    const socket = await onB.open(shopper.token);

    const received = await timed('order_updated A→B', next<Order>(socket, 'order_updated'), () =>
      a
        .api()
        .post('/api/order/status')
        .set('token', admin.token)
        .send({ orderId: order._id, status: 'Processing' })
        .expect(200),
    );
    expect(received).toMatchObject({ _id: order._id, status: 'Processing' });
  });

  it("a cart change made through A reaches the shopper's tab and the watching helper on B", async () => {
    const shopper = await a.newShopper();
    const product = products[1] as Product;
    const [tab, helperSocket] = await Promise.all([onB.open(shopper.token), onB.open(helper.token)]);
    const grant = b.container.cartGrants.mint(helper.id, shopper.id, randomUUID()).token;
    const watched = (await helperSocket.emitWithAck('cart_watch', { userId: shopper.id, grant })) as {
      success: boolean;
    };
    expect(watched.success).toBe(true);

    const expected = { [product._id]: { [product.sizes[0] ?? '']: 1 } };
    const tabSaw = next<CartData>(tab, 'cart_updated');
    const helperSaw = await timed(
      'watched_cart_updated A→B (REST)',
      next<{ userId: string; cartData: CartData }>(helperSocket, 'watched_cart_updated'),
      () =>
        a
          .api()
          .post('/api/cart/add')
          .set('token', shopper.token)
          .send({ itemId: product._id, size: product.sizes[0] })
          .expect(200),
    );
    expect(helperSaw).toEqual({ userId: shopper.id, cartData: expected });
    expect(await tabSaw).toEqual(expected);

    // The same through the socket: a cart_update sent to A reaches the other tab on B.
    const senderTab = await onA.open(shopper.token);
    const changed = { [product._id]: { [product.sizes[0] ?? '']: 3 } };
    const relayed = await timed('cart_updated A→B (socket)', next<CartData>(tab, 'cart_updated'), () =>
      senderTab.emitWithAck('cart_update', changed),
    );
    expect(relayed).toEqual(changed);
  });

  it("a shopper's cart and orders kept by B follow changes made through A: the cart, the shelf, a new order", async () => {
    const shopper = await a.newShopper();
    const product = products.find((item) => item.sizes.some((size) => (item.stock[size] ?? 0) >= 10));
    const size = product?.sizes.find((option) => (product.stock[option] ?? 0) >= 10);
    if (!product || !size) throw new Error('the seeded catalogue has no product in stock');
    const cartOnB = async () =>
      (await b.api().post('/api/cart/get').set('token', shopper.token).send({}).expect(200)).body as {
        cartData: CartData;
        available: Record<string, Record<string, number>>;
      };
    expect((await cartOnB()).cartData).toEqual({});
    await timed(
      'kept cart answer A→B',
      expect
        .poll(async () => (await cartOnB()).cartData, { timeout: 2_000, interval: 5 })
        .toEqual({
          [product._id]: { [size]: 1 },
        }),
      () =>
        a
          .api()
          .post('/api/cart/add')
          .set('token', shopper.token)
          .send({ itemId: product._id, size })
          .expect(200),
    );
    const left = (await cartOnB()).available[product._id]?.[size] ?? 0;
    const other = await a.newShopper();
    const ordersOnB = async () =>
      (await b.api().post('/api/order/userorders').set('token', other.token).send({}).expect(200)).body
        .orders as Order[];
    expect(await ordersOnB()).toEqual([]);
    await a
      .api()
      .post('/api/order/place')
      .set('token', other.token)
      .send(orderBody([{ product, size, quantity: 1 }]))
      .expect(201);
    await expect
      .poll(async () => (await cartOnB()).available[product._id]?.[size], { timeout: 2_000, interval: 5 })
      .toBe(left - 1);
    await expect.poll(async () => (await ordersOnB()).length, { timeout: 2_000, interval: 5 }).toBe(1);

    // A status change (which names an order, so drops everyone's) in the same 50 ms as a new order of someone
    // else (which names its shopper): B must still hear the first.
    const [placedByOther] = await ordersOnB();
    const third = await a.newShopper();
    const placeForThird = () =>
      a
        .api()
        .post('/api/order/place')
        .set('token', third.token)
        .send(orderBody([{ product, size, quantity: 1 }]))
        .expect(201);
    await placeForThird();
    await Promise.all([
      placeForThird(),
      a
        .api()
        .post('/api/order/status')
        .set('token', admin.token)
        .send({ orderId: placedByOther?._id, status: 'Processing' })
        .expect(200),
    ]);
    await expect
      .poll(async () => (await ordersOnB())[0]?.status, { timeout: 2_000, interval: 5 })
      .toBe('Processing');
  });

  it('a help request closed through A ends the cart watch held on B at once', async () => {
    const shopper = await a.newShopper();
    const requestId = randomUUID();
    const helperSocket: Socket = await onB.open(helper.token);
    const grant = b.container.cartGrants.mint(helper.id, shopper.id, requestId).token;
    await helperSocket.emitWithAck('cart_watch', { userId: shopper.id, grant });

    const notice = a.container.cartGrants.revocationNotice(requestId);
    // Well under the 5 s safety-net sweep: the end was announced between instances.
    const ended = await timed(
      'cart_watch_ended A→B',
      next<{ userId: string }>(helperSocket, 'cart_watch_ended', 2000),
      () => a.api().post('/api/cart/grants/revoke').send({ notice }).expect(200),
    );
    expect(ended).toEqual({ userId: shopper.id });
  });

  it("keeps carrying events after PostgreSQL ends the instances' listening connections, twice", async () => {
    const shopper = await a.newShopper();
    const product = products[2] as Product;
    const tab = await onB.open(shopper.token);
    const admin = new pg.Client({ connectionString: a.config.DATABASE_URL });
    await admin.connect();
    try {
      for (let round = 1; round <= 2; round++) {
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
        );
        expect(ended.rowCount).toBeGreaterThanOrEqual(2);
        // The adapter opens a new connection after about 2 s; until then events between instances are lost.
        const deadline = Date.now() + 15_000;
        let heard = false;
        for (let quantity = round * 10; !heard && Date.now() < deadline; quantity++) {
          const arrival = next<CartData>(tab, 'cart_updated', 1000).then(
            () => true,
            () => false,
          );
          await a
            .api()
            .post('/api/cart/update')
            .set('token', shopper.token)
            .send({ itemId: product._id, size: product.sizes[0], quantity })
            .expect(200);
          heard = await arrival;
        }
        expect(heard).toBe(true);
      }
    } finally {
      await admin.end();
    }
  });

  it('a password change through A ends the old token on B at once, not after its 30 s memory', async () => {
    const shopper = await a.newShopper();
    // B has checked the token and remembers it as good.
    await b.api().get('/api/user/me').set('token', shopper.token).expect(200);
    const started = performance.now();
    await a
      .api()
      .put('/api/user/change-password')
      .set('token', shopper.token)
      .send({ currentPassword: 'a-good-password', newPassword: 'another-good-password' })
      .expect(200);
    const deadline = Date.now() + 2_000;
    let status = 200;
    while (status !== 401 && Date.now() < deadline) {
      status = (await b.api().get('/api/user/me').set('token', shopper.token)).status;
    }
    expect(status).toBe(401);
    timings.push({ path: 'session ended A→B', ms: Math.round((performance.now() - started) * 10) / 10 });
  });
});

describe('limits across two instances of the main API', () => {
  let a: TestBackend;
  let b: TestBackend;
  beforeAll(async () => {
    a = await startTestBackend({ env: { LOGIN_RATE_LIMIT: '3' } });
    b = await startTestBackend({ env: { LOGIN_RATE_LIMIT: '3' }, sharedDatabaseUrl: a.config.DATABASE_URL });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts failed logins made through either instance together', async () => {
    const shopper = await a.newShopper();
    const wrong = (instance: TestBackend) =>
      instance.api().post('/api/user/login').send({ email: shopper.email, password: 'not-the-password' });
    await wrong(a).expect(401);
    await wrong(b).expect(401);
    await wrong(a).expect(401);
    // The fourth attempt is refused on both, whichever instance it reaches.
    const refused = await wrong(b).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    await wrong(a).expect(429);
  });
});
