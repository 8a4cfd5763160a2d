// The hostile input sweep of the main API (server-kit/src/testing/hostile-sweep.ts): every operation of its
// OpenAPI document × every kind of caller, valid and then hostile input, over the real HTTP listener (the
// hot path included). A red run names the operation, the caller and the input that broke it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { answerParseErrorsAsJson } from '@store/server-kit/client-errors';
import { createLogger } from '@store/server-kit/logger';
import { filePart } from '@store/server-kit/testing/json-schema-arbitrary';
import { runHostileSweep, type SweepIdentity } from '@store/server-kit/testing/hostile-sweep';
import { createRequestListener } from './hot-path';
import { backendApiDocument } from './openapi.operations';
import { demoAccounts } from './modules/users/demo-accounts';
import { startFakeStripeApi, type FakeStripeApi } from './testing/fake-stripe-api';
import { startTestBackend, type TestBackend } from './testing/test-backend';
import { pngPixel } from './testing/test-images';

let backend: TestBackend;
let server: Server;
let stripeApi: FakeStripeApi;

beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  backend = await startTestBackend({
    env: {
      // Limits high enough that no 429 comes before the parsers and the limiters' own key handling see the
      // hostile values (the sweep checks below that none did).
      LOGIN_RATE_LIMIT: '10000',
      LOGIN_IP_RATE_LIMIT: '100000',
      PASSWORD_CHANGE_RATE_LIMIT: '10000',
      // Card payments on (the Stripe stand-in), so checkout and the webhook parse their input instead of
      // answering 503 "not configured".
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_hostile_sweep',
      STRIPE_WEBHOOK_SECRET: 'whsec_hostile_sweep',
      STRIPE_API_URL: stripeApi.url,
    },
  });
  server = createServer(
    createRequestListener(backend.container, backend.app, createLogger('hostile-sweep', 'silent')),
  );
  answerParseErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await backend?.close();
  await stripeApi?.close();
});

async function callers(shopperToken: string): Promise<SweepIdentity[]> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return [
    { name: 'anonymous visitor', headers: {} },
    { name: 'shopper', headers: bearer(shopperToken) },
    { name: 'helper', headers: bearer((await backend.loginAs('helper')).token) },
    { name: 'admin', headers: bearer((await backend.loginAs('admin')).token) },
  ];
}

// Thousands of requests, CPU-bound on PGlite: 12–40 s on two cores shared with other test files.
describe('hostile input sweep of the main API', { timeout: 180_000 }, () => {
  it('answers every operation × caller × hostile input with a 4xx in the error shape, never a 5xx', async () => {
    const products = (await backend.api().get('/api/product/list?limit=5').expect(200)).body
      .products as Product[];
    const productIds = products.map((product) => product._id);
    const garment = products[0]?.image[0]?.match(/\/media\/garments\/([^/]+)\/([^/]+)\/([^/]+)$/) ?? [];
    const shopper = await backend.newShopper('Sweep Shopper');

    const report = await runHostileSweep({
      document: backendApiDocument,
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      identities: await callers(shopper.token),
      seed: 20_251,
      randomRuns: 4,
      known: {
        id: productIds,
        itemId: productIds,
        productId: productIds,
        _id: productIds,
        size: ['S', 'M', 'L'],
        userId: [shopper.id],
        email: [...demoAccounts.map((account) => account.email), 'sweep-new@example.com'],
        image1: [filePart(pngPixel, 'pixel.png', 'image/png')],
        kind: garment[1] ? [garment[1]] : [],
        colour: garment[2] ? [garment[2]] : [],
        file: garment[3] ? [garment[3]] : [],
      },
    });
    console.info(`main API sweep: ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s`);

    expect(report.operations.length).toBeGreaterThan(30);
    expect(report.answered.sort()).toEqual([...report.operations].sort());
    // The failed-login limiter keys on the email: a 429 before it would keep the hostile emails from it.
    expect(report.statuses['POST /api/user/login']?.[429] ?? 0).toBe(0);
    expect(report.failures, `${report.failures.length} problems`).toEqual([]);
  }, 240_000);
});
