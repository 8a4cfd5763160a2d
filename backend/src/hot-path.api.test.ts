import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@store/server-kit/logger';
import { askExactly, type ExactAnswer } from '@store/server-kit/testing/raw-http-client';
import { createRequestListener } from './hot-path';
import { catalogue, orderBody } from './testing/order-fixtures';
import { startTestBackend, type TestBackend } from './testing/test-backend';

let backend: TestBackend;
let hotServer: Server;
let plainServer: Server;
let expressCalls = 0;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
let hotPort: number;
let plainPort: number;

beforeAll(async () => {
  backend = await startTestBackend();
  const counted = express();
  counted.use((_req, _res, next) => {
    expressCalls++;
    next();
  });
  counted.use(backend.app);
  hotServer = createServer(
    createRequestListener(backend.container, counted, createLogger('hot-path-test', 'silent')),
  );
  plainServer = createServer(backend.app);
  hotPort = await listen(hotServer);
  plainPort = await listen(plainServer);
});
afterAll(async () => {
  hotServer.close();
  plainServer.close();
  await backend.close();
});

const comparable = ({ status, headers, body }: ExactAnswer) => {
  const { date: _date, 'x-request-id': requestId, ...rest } = headers;
  expect(requestId).toMatch(/^[\w-]+$/);
  return { status, headers: rest, body: body.toString('base64') };
};

/** Asks both servers; the hot path must answer without Express and exactly as Express does. */
async function expectSameAsExpress(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = expressCalls;
  const hot = await askExactly(hotPort, path, headers, method);
  expect(expressCalls, `${method} ${path} went to Express`).toBe(before);
  const plain = await askExactly(plainPort, path, headers, method);
  expect(comparable(hot)).toEqual(comparable(plain));
  return hot;
}

/** Asks both servers; Express must be the one that answers, with the same status on both. */
async function expectLeftToExpress(path: string, headers: Record<string, string>, method = 'GET') {
  const before = expressCalls;
  const hot = await askExactly(hotPort, path, headers, method);
  expect(expressCalls, `${method} ${path} ${JSON.stringify(headers)}`).toBe(before + 1);
  expect(hot.status).toBe((await askExactly(plainPort, path, headers, method)).status);
  return hot;
}

const decoded = ({ headers, body }: ExactAnswer) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

describe('the hot path in front of Express', () => {
  it('answers GET /api/config header for header as Express does', async () => {
    const answer = await expectSameAsExpress('/api/config');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body.toString())).toMatchObject({ success: true });
    await expectSameAsExpress('/api/config', {}, 'HEAD');
  });

  it('answers GET /api/config as a browser asks for it (Accept-Encoding, If-None-Match) as Express does', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'si' };
    const answer = await expectSameAsExpress('/api/config', browser);
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const body =
      answer.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(answer.body)
        : answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    expect(JSON.parse(body.toString())).toMatchObject({ success: true });
    const etag = answer.headers.etag as string;
    const again = await expectSameAsExpress('/api/config', { ...browser, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    await expectSameAsExpress('/api/config', { 'Accept-Encoding': 'gzip' });
  });

  it('answers cached catalogue reads (200, 304, Brotli, gzip, HEAD) as Express does', async () => {
    const page = '/api/product/list?page=1&limit=12';
    // The first read fills the cache through Express.
    const first = await askExactly(hotPort, page);
    const product = (JSON.parse(first.body.toString()) as { products: { _id: string }[] }).products[0];
    await askExactly(hotPort, `/api/product/${product?._id}`);

    const answer = await expectSameAsExpress(page);
    expect(answer.body.equals(first.body)).toBe(true);
    const etag = answer.headers.etag as string;
    expect((await expectSameAsExpress(page, { 'If-None-Match': etag })).status).toBe(304);
    const browser = await expectSameAsExpress(page, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.body).equals(first.body)).toBe(true);
    const gzipped = await expectSameAsExpress(page, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(first.body)).toBe(true);
    await expectSameAsExpress(page, {}, 'HEAD');
    expect((await expectSameAsExpress(`/api/product/${product?._id}`)).status).toBe(200);

    // A product's reviews, the same for every reader, are kept too.
    const reviews = `/api/product/${product?._id}/reviews`;
    await askExactly(hotPort, reviews);
    const listed = await expectSameAsExpress(reviews, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(JSON.parse(decoded(listed).toString())).toMatchObject({ success: true, page: 1 });
  });

  it('leaves to Express whatever needs its middleware', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/config', { token: 'not-a-token' }],
      ['/api/config', { Origin: 'http://localhost:5173' }],
      ['/api/product/list?page=1&limit=12', { Authorization: 'Bearer not-a-token' }],
      ['/api/product/list?page=2&limit=5', {}],
      ['/api/health', {}],
    ];
    for (const [path, headers] of cases) {
      const before = expressCalls;
      const hot = await askExactly(hotPort, path, headers);
      expect(expressCalls, `${path} ${JSON.stringify(headers)}`).toBe(before + 1);
      expect(comparable(hot).status).toBe((await askExactly(plainPort, path, headers)).status);
    }
    // A bad token is still refused, as everywhere.
    expect((await askExactly(hotPort, '/api/config', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('signed-in reads in front of Express', () => {
  const browser = { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'en-GB,en;q=0.9' };
  let shopper: Awaited<ReturnType<TestBackend['newShopperWithCart']>>;

  beforeAll(async () => {
    shopper = await backend.newShopperWithCart();
    // Enough orders that their answer is worth compressing.
    const [first, second] = await catalogue(backend);
    for (const product of [first, second, first]) {
      if (!product) throw new Error('the catalogue has fewer than two products');
      await backend
        .api()
        .post('/api/order/place')
        .set('token', shopper.token)
        .send(orderBody([{ product, quantity: 1 }]))
        .expect(201);
    }
    await backend.api().post('/api/cart/add').set('token', shopper.token).send({
      itemId: shopper.product._id,
      size: shopper.size,
    });
  });

  it('answers the cart and the orders, as the shop asks for them, header for header as Express does', async () => {
    // The first call checks the session through Express; from then on it is known.
    await askExactly(hotPort, '/api/cart/get', { token: shopper.token }, 'POST');
    const asked: Record<string, string>[] = [
      { token: shopper.token },
      { Authorization: `Bearer ${shopper.token}`, ...browser },
      // Browsers send Origin with every POST: a listed origin is allowed, another only varies.
      { Authorization: `Bearer ${shopper.token}`, Origin: 'http://localhost:5173', ...browser },
      { token: shopper.token, Origin: 'https://elsewhere.example', ...browser },
      { token: shopper.token, 'Content-Length': '0', 'Accept-Encoding': 'gzip' },
      // Origins the list does not hold exactly: no Access-Control-Allow-Origin on either path.
      { token: shopper.token, Origin: 'null' },
      { token: shopper.token, Origin: 'HTTP://LOCALHOST:5173' },
      { token: shopper.token, Origin: 'http://localhost:5173/' },
      // Both headers: the bearer is the one both paths read.
      { Authorization: `Bearer ${shopper.token}`, token: 'not-a-token' },
      { Authorization: 'Basic c2hvcHBlcjpwYXNzd29yZA==', token: shopper.token },
    ];
    for (const headers of asked) {
      const cart = await expectSameAsExpress('/api/cart/get', headers, 'POST');
      expect(cart.status).toBe(200);
      expect(cart.headers['cache-control']).toBe('private, no-store, no-transform');
      expect(cart.headers['access-control-allow-origin']).toBe(
        headers.Origin === 'http://localhost:5173' ? headers.Origin : undefined,
      );
      expect(JSON.parse(decoded(cart).toString())).toEqual({
        success: true,
        cartData: { [shopper.product._id]: { [shopper.size]: 1 } },
        available: { [shopper.product._id]: { [shopper.size]: expect.any(Number) } },
      });

      const orders = await expectSameAsExpress('/api/order/userorders', headers, 'POST');
      expect(orders.status).toBe(200);
      const body = JSON.parse(decoded(orders).toString()) as { success: boolean; orders: unknown[] };
      expect(body.success).toBe(true);
      expect(body.orders).toHaveLength(3);
      expect(orders.headers['content-encoding']).toBe(
        'Accept-Encoding' in headers ? (headers['Accept-Encoding'] === 'gzip' ? 'gzip' : 'br') : undefined,
      );
    }
  });

  it('answers a failed read as Express does', async () => {
    await askExactly(hotPort, '/api/cart/get', { token: shopper.token }, 'POST');
    const { cart } = backend.container;
    const read = cart.getWithAvailability;
    cart.getWithAvailability = () => Promise.reject(new Error('the disk is on fire'));
    try {
      // Not the kept answer (kept-answers.ts): a read that fails.
      backend.container.cartAnswers.everythingChanged();
      const asked: Record<string, string>[] = [
        { token: shopper.token },
        { token: shopper.token, ...browser },
        { Authorization: `Bearer ${shopper.token}`, Origin: 'http://localhost:5173', ...browser },
      ];
      for (const headers of asked) {
        const failed = await expectSameAsExpress('/api/cart/get', headers, 'POST');
        expect(failed.status).toBe(500);
        expect(failed.headers.etag).toMatch(/^W\//);
      }
    } finally {
      cart.getWithAvailability = read;
    }
  });

  it('answers the catalogue reads and config of a signed-in shopper, token and all, as Express does', async () => {
    const page = '/api/product/list?page=1&limit=12';
    await askExactly(hotPort, page);
    await askExactly(hotPort, '/api/cart/get', { token: shopper.token }, 'POST');
    const signedIn = { token: shopper.token, Authorization: `Bearer ${shopper.token}`, ...browser };
    expect((await expectSameAsExpress(page, signedIn)).headers['content-encoding']).toBe('br');
    expect((await expectSameAsExpress('/api/config', signedIn)).status).toBe(200);

    // The catalogue cache is skipped for admins: Express answers them.
    const admin = await backend.loginAs('admin');
    await askExactly(hotPort, '/api/cart/get', { token: admin.token }, 'POST');
    expect((await expectLeftToExpress(page, { token: admin.token })).status).toBe(200);
  });

  it('leaves to Express a session not yet known, a bad or ended token, a body, and any other call', async () => {
    const fresh = await backend.newShopper();
    // Not yet checked on this instance: Express checks it, and remembers the answer.
    expect((await expectLeftToExpress('/api/cart/get', { token: fresh.token }, 'POST')).status).toBe(200);
    await expectSameAsExpress('/api/cart/get', { token: fresh.token }, 'POST');
    expect((await expectLeftToExpress('/api/cart/get', { token: 'not-a-token' }, 'POST')).status).toBe(401);
    expect((await expectLeftToExpress('/api/config', { token: 'not-a-token' })).status).toBe(401);
    expect((await expectLeftToExpress('/api/cart/get', {}, 'POST')).status).toBe(401);
    const withBody = { token: fresh.token, 'Content-Type': 'application/json', 'Content-Length': '2' };
    const hot = await new Promise<number>((resolve, reject) => {
      const before = expressCalls;
      void import('node:http').then(({ request }) => {
        const asked = request(
          { host: '127.0.0.1', port: hotPort, path: '/api/cart/get', method: 'POST', headers: withBody },
          (res) => {
            res.resume();
            expect(expressCalls).toBe(before + 1);
            resolve(res.statusCode ?? 0);
          },
        );
        asked.on('error', reject);
        asked.end('{}');
      });
    });
    expect(hot).toBe(200);
    await expectLeftToExpress('/api/cart/get?x=1', { token: fresh.token }, 'POST');
    await expectLeftToExpress('/api/order/track-order', { token: fresh.token }, 'POST');

    // A password change ends the earlier tokens at once: the next read goes to Express, which refuses it.
    await backend
      .api()
      .put('/api/user/change-password')
      .set('token', fresh.token)
      .send({ currentPassword: 'a-good-password', newPassword: 'a brand new passphrase' })
      .expect(200);
    expect((await expectLeftToExpress('/api/cart/get', { token: fresh.token }, 'POST')).status).toBe(401);
    expect((await expectLeftToExpress('/api/config', { token: fresh.token })).status).toBe(401);
  });
});
