import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@store/server-kit/logger';
import { askExactly, type ExactAnswer } from '@store/server-kit/testing/raw-http-client';
import { createRequestListener } from './hot-path';
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
