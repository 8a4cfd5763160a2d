// What an operator watches on the main API: /healthz, /readyz and /metrics (request durations by route
// pattern, orders placed and failed by payment method, the catalogue cache, open sockets, database pool,
// process defaults), and METRICS_TOKEN closing /metrics.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { socketClients } from '@store/server-kit/testing/socket-client';
import { catalogue, orderBody } from './testing/order-fixtures';
import { startTestBackend, type TestBackend } from './testing/test-backend';

const METRICS_TOKEN = 'a-metrics-token-long-enough';

let backend: TestBackend;
let products: Product[];

beforeAll(async () => {
  backend = await startTestBackend({ listen: true });
  products = await catalogue(backend);
});
afterAll(async () => {
  await backend.close();
});

const metrics = async (test: TestBackend = backend) =>
  (
    await test
      .api()
      .get('/metrics')
      .expect(200)
      .expect('Content-Type', /text\/plain/)
  ).text;

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('probes', () => {
  it('/healthz says the process is up; /readyz that the database answers', async () => {
    const live = await backend.api().get('/healthz').expect(200);
    expect(live.body).toEqual({ success: true, status: 'ok' });
    const ready = await backend.api().get('/readyz').expect(200);
    expect(ready.body).toEqual({ success: true, status: 'ready', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('/metrics', () => {
  it('times requests by route pattern and status, not by raw URL', async () => {
    const [first, second] = products as [Product, Product];
    await backend.api().get(`/api/product/${first._id}`).expect(200);
    await backend.api().get(`/api/product/${second._id}`).expect(200);
    await backend.api().get(`/api/product/${randomUUID()}`).expect(404);
    await backend.api().get('/api/no-such-thing').expect(404);
    const text = await metrics();
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(count('/api/product/{id}', '200')).toBeGreaterThanOrEqual(2);
    expect(count('/api/product/{id}', '404')).toBeGreaterThanOrEqual(1);
    expect(count('unmatched', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(first._id);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"');
  });

  it('counts orders placed and failed by payment method (a replay is neither)', async () => {
    const before = await metrics();
    const placedBefore = sample(before, 'store_orders_placed_total', { payment_method: 'COD' }) ?? 0;
    const failedBefore =
      sample(before, 'store_orders_failed_total', { payment_method: 'COD', status: '409' }) ?? 0;
    const shopper = await backend.newShopper();
    const lines = [{ product: products[0] as Product, quantity: 1 }];
    const key = `metrics-${randomUUID()}`;
    const place = (body: object) =>
      backend
        .api()
        .post('/api/order/place')
        .set('token', shopper.token)
        .set('Idempotency-Key', key)
        .send(body);
    await place(orderBody(lines)).expect(201);
    await place(orderBody(lines)).expect(200);
    await backend
      .api()
      .post('/api/order/place')
      .set('token', shopper.token)
      .send(orderBody(lines, { amount: 1 }))
      .expect(409);
    const after = await metrics();
    expect(sample(after, 'store_orders_placed_total', { payment_method: 'COD' })).toBe(placedBefore + 1);
    expect(sample(after, 'store_orders_failed_total', { payment_method: 'COD', status: '409' })).toBe(
      failedBefore + 1,
    );
  });

  it('counts catalogue reads answered from the cache and computed, and what the cache holds', async () => {
    const before = await metrics();
    const hitsBefore = sample(before, 'store_catalogue_cache_reads_total', { outcome: 'hit' }) ?? 0;
    const missesBefore = sample(before, 'store_catalogue_cache_reads_total', { outcome: 'miss' }) ?? 0;
    const url = `/api/product/list?limit=3&page=2&lang=si&x=${randomUUID()}`;
    await backend.api().get(url).expect(200);
    await backend.api().get(url).expect(200);
    await backend.api().get(url).set('Accept-Encoding', 'gzip').expect(200);
    const after = await metrics();
    expect(sample(after, 'store_catalogue_cache_reads_total', { outcome: 'miss' })).toBe(missesBefore + 1);
    expect(sample(after, 'store_catalogue_cache_reads_total', { outcome: 'hit' })).toBe(hitsBefore + 2);
    expect(sample(after, 'store_catalogue_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'store_catalogue_cache_bytes')).toBeGreaterThan(0);
  });

  it("counts a signed-in shopper's cart and orders answered as kept and read, and how many are kept", async () => {
    const shopper = await backend.newShopper();
    const before = await metrics();
    const count = (text: string, read: string, outcome: string) =>
      sample(text, 'store_kept_answers_reads_total', { read, outcome }) ?? 0;
    for (const path of ['/api/cart/get', '/api/cart/get', '/api/order/userorders']) {
      await backend.api().post(path).set('token', shopper.token).send({}).expect(200);
    }
    const after = await metrics();
    expect(count(after, 'cart', 'miss') - count(before, 'cart', 'miss')).toBe(1);
    expect(count(after, 'cart', 'hit') - count(before, 'cart', 'hit')).toBe(1);
    expect(count(after, 'orders', 'miss') - count(before, 'orders', 'miss')).toBe(1);
    expect(sample(after, 'store_kept_answers_entries', { read: 'orders' })).toBeGreaterThanOrEqual(1);
  });

  it('reports open sockets, the database pool and the process', async () => {
    const clients = socketClients(backend.url);
    try {
      const shopper = await backend.newShopper();
      await clients.open(shopper.token);
      await clients.open(shopper.token);
      const text = await metrics();
      expect(sample(text, 'open_sockets')).toBe(2);
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_max')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(text).toContain('service="backend"');
    } finally {
      clients.closeAll();
    }
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const closed = await startTestBackend({ seed: false, env: { METRICS_TOKEN } });
    try {
      const refused = await closed.api().get('/metrics').expect(401);
      expect(refused.body).toEqual({
        success: false,
        message: 'Metrics need the bearer token set in METRICS_TOKEN.',
      });
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      await closed.api().get('/metrics').set('Authorization', 'Bearer wrong-token').expect(401);
      await closed.api().get('/metrics').set('Authorization', METRICS_TOKEN).expect(401);
      const res = await closed
        .api()
        .get('/metrics')
        .set('Authorization', `Bearer ${METRICS_TOKEN}`)
        .expect(200);
      expect(res.text).toContain('http_request_duration_seconds');
      // The probes stay open: supervisors have no token.
      await closed.api().get('/healthz').expect(200);
    } finally {
      await closed.close();
    }
  });
});
