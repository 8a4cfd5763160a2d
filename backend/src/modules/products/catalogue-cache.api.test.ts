import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { createLogger } from '@store/server-kit/logger';
import { currentLane } from '@store/server-kit/testing/test-database';
import { createApp } from '../../app';
import { createContainer } from '../../container';
import { openBackendDatabase, type BackendDatabase } from '../../db/client';
import { products as productsTable } from '../../db/schema/index';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '../../testing/test-backend';
import { orderBody } from '../../testing/order-fixtures';
import { pngPixel } from '../../testing/test-images';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-cache';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

let backend: TestBackend;
let adminToken: string;
beforeAll(async () => {
  backend = await startTestBackend();
  adminToken = (await backend.loginAs('admin')).token;
});
afterAll(async () => {
  await backend.close();
});

const firstPage = '/api/product/list?page=1&limit=12';

async function addProduct(name: string): Promise<Product> {
  const fields = {
    name,
    description: 'Made for the cache test',
    price: '2500',
    category: 'Women',
    subCategory: 'Topwear',
    sizes: JSON.stringify(['S', 'M']),
    bestseller: 'false',
    imageAlt: `${name}, front view`,
  };
  const req = backend.api().post('/api/product/add').set('token', adminToken);
  for (const [field, value] of Object.entries(fields)) req.field(field, value);
  const res = await req
    .attach('image1', pngPixel, { filename: 'shirt.png', contentType: 'image/png' })
    .expect(201);
  return res.body.product as Product;
}

const names = (body: { products: Product[] }) => body.products.map((product) => product.name);

describe('the catalogue cache', () => {
  it('answers repeated reads with the same bytes, an ETag and revalidating Cache-Control', async () => {
    const first = await backend.api().get(firstPage).expect(200);
    const second = await backend.api().get(firstPage).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(backend.container.catalogue.stats().hits).toBeGreaterThan(0);
  });

  it('answers 304 Not Modified, without a body, when If-None-Match names the current ETag', async () => {
    const etag = (await backend.api().get(firstPage).expect(200)).headers.etag as string;
    const product = (await backend.api().get(firstPage)).body.products[0] as Product;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await backend.api().get(firstPage).set('If-None-Match', ifNoneMatch).expect(304);
      expect(res.text).toBeFalsy();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    }
    await backend.api().get(firstPage).set('If-None-Match', '"stale"').expect(200);
    const single = await backend.api().get(`/api/product/${product._id}`).expect(200);
    await backend
      .api()
      .get(`/api/product/${product._id}`)
      .set('If-None-Match', single.headers.etag as string)
      .expect(304);
  });

  it('sends a stored gzip variant to clients that accept it', async () => {
    const plain = await backend.api().get(firstPage).expect(200);
    // supertest undoes the gzip itself; the encoding and the smaller length show what was sent.
    const zipped = await backend.api().get(firstPage).set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 2);
    expect(zipped.text).toBe(plain.text);
  });

  it('serves a product added, and drops one removed, on the very next read', async () => {
    await backend.api().get(firstPage).expect(200);
    const added = await addProduct('Cache test linen shirt');
    const afterAdd = await backend.api().get(firstPage).expect(200);
    expect(names(afterAdd.body)).toContain('Cache test linen shirt');

    await backend.api().get(`/api/product/${added._id}`).expect(200);
    await backend.api().delete(`/api/product/${added._id}`).set('token', adminToken).expect(200);
    expect(names((await backend.api().get(firstPage).expect(200)).body)).not.toContain(
      'Cache test linen shirt',
    );
    await backend.api().get(`/api/product/${added._id}`).expect(404);
  });

  it('drops the cache for a change made to the products table by any code path (a price)', async () => {
    const before = (await backend.api().get(firstPage).expect(200)).body.products[0] as Product;
    await backend.container.database.db
      .update(productsTable)
      .set({ priceCents: sql`${productsTable.priceCents} + 100` })
      .where(eq(productsTable.id, before._id));
    await expect
      .poll(async () => ((await backend.api().get(firstPage)).body.products[0] as Product).price, {
        timeout: 2_000,
        interval: 5,
      })
      .toBe(before.price + 1);
  });
  it('serves a stock change on the next read', async () => {
    const product = (await backend.api().get(firstPage).expect(200)).body.products[0] as Product;
    const [size] = Object.keys(product.stock);
    if (!size) throw new Error('the first product has no stock entry');
    await backend.api().get(`/api/product/${product._id}`).expect(200);
    await backend
      .api()
      .post('/api/product/stock')
      .set('token', adminToken)
      .send({ productId: product._id, size, quantity: 7 })
      .expect(200);
    const single = (await backend.api().get(`/api/product/${product._id}`).expect(200)).body
      .product as Product;
    expect(single.stock[size]).toBe(7);
    const listed = (await backend.api().get(firstPage).expect(200)).body.products[0] as Product;
    expect(listed.stock[size]).toBe(7);
  });
});

/** Places a cash order for one piece of the product's first size, as a new shopper. */
async function orderOne(product: Product): Promise<void> {
  const shopper = await backend.newShopper();
  await backend
    .api()
    .post('/api/order/place')
    .set('token', shopper.token)
    .send(orderBody([{ product, quantity: 1 }]))
    .expect(201);
}

describe('the catalogue cache while orders take stock', () => {
  it('an order drops the answers showing what it took; the rest are still answered from the cache', async () => {
    const [ordered, other] = (await backend.api().get(firstPage).expect(200)).body.products as Product[];
    if (!ordered || !other) throw new Error('the first page has fewer than two products');
    const orderedPage = `/api/product/${ordered._id}`;
    const otherPage = `/api/product/${other._id}`;
    const otherOnly = `/api/product/list?ids=${other._id}`;
    for (const url of [orderedPage, otherPage, otherOnly]) await backend.api().get(url).expect(200);
    const size = ordered.sizes[0] ?? 'M';
    const before = (await backend.api().get(orderedPage).expect(200)).body.product as Product;

    await orderOne(ordered);
    const { hits, misses } = backend.container.catalogue.stats();
    const after = (await backend.api().get(orderedPage).expect(200)).body.product as Product;
    expect(after.stock[size]).toBe((before.stock[size] ?? 0) - 1);
    const listed = (await backend.api().get(firstPage).expect(200)).body.products as Product[];
    expect(listed.find((product) => product._id === ordered._id)?.stock[size]).toBe(after.stock[size]);
    await backend.api().get(otherPage).expect(200);
    await backend.api().get(otherOnly).expect(200);
    // The ordered product's page and the first page (which shows it) were computed; the other two were kept.
    expect(backend.container.catalogue.stats()).toMatchObject({ hits: hits + 2, misses: misses + 2 });
  });
});

// PGlite is one process's database: there is no second instance to run on it.
if (currentLane() === 'postgres')
  describe('two instances on one PostgreSQL', () => {
    let otherDatabase: BackendDatabase;
    let stopFollowing: () => Promise<void>;
    let other: () => request.Agent;
    let otherContainer: ReturnType<typeof createContainer>;
    const dataDir = temporaryDirectory('store-second-instance-');
    beforeAll(async () => {
      const logger = createLogger('second-instance', 'silent');
      otherDatabase = await openBackendDatabase(backend.config.DATABASE_URL, dataDir, logger);
      otherContainer = createContainer(backend.config, otherDatabase, TEST_JWT_SECRET);
      stopFollowing = await otherContainer.catalogue.follow(otherDatabase);
      const app = createApp(otherContainer, logger);
      other = () => request.agent(app);
    });
    afterAll(async () => {
      await stopFollowing();
      await otherDatabase.close();
    });

    it('the second instance serves a change made through the first at once (NOTIFY)', async () => {
      await other().get(firstPage).expect(200);
      await other().get(firstPage).expect(200);
      const added = await addProduct('Cross-instance kurta');
      const changed = performance.now();
      await expect
        .poll(async () => names((await other().get(firstPage)).body), { timeout: 2_000, interval: 2 })
        .toContain('Cross-instance kurta');
      const seenAfterMs = performance.now() - changed;
      // The notification travels at commit; the poll sees it within a few milliseconds on a quiet machine.
      console.info(`second instance saw the added product after ${seenAfterMs.toFixed(1)} ms`);
      expect(seenAfterMs).toBeLessThan(1_000);

      const etag = (await other().get(`/api/product/${added._id}`).expect(200)).headers.etag as string;
      await other().get(`/api/product/${added._id}`).set('If-None-Match', etag).expect(304);
      await backend.api().delete(`/api/product/${added._id}`).set('token', adminToken).expect(200);
      await expect
        .poll(
          async () => (await other().get(`/api/product/${added._id}`).set('If-None-Match', etag)).status,
          {
            timeout: 2_000,
            interval: 2,
          },
        )
        .toBe(404);
    });

    it('listens again after losing its LISTEN connection, and drops what it may have missed', async () => {
      await other().get(firstPage).expect(200);
      await backend.container.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = 'LISTEN catalogue_changed' and pid <> pg_backend_pid()`,
      );
      await addProduct('Reconnected dupatta');
      await expect
        .poll(async () => names((await other().get(firstPage)).body), { timeout: 5_000, interval: 20 })
        .toContain('Reconnected dupatta');
    });

    it('the second instance serves a stock change made through the first (throttled NOTIFY)', async () => {
      const product = (await other().get(firstPage).expect(200)).body.products[0] as Product;
      const [size] = Object.keys(product.stock);
      if (!size) throw new Error('the first product has no stock entry');
      await backend
        .api()
        .post('/api/product/stock')
        .set('token', adminToken)
        .send({ productId: product._id, size, quantity: 3 })
        .expect(200);
      await expect
        .poll(async () => ((await other().get(firstPage)).body.products[0] as Product).stock[size], {
          timeout: 2_000,
          interval: 5,
        })
        .toBe(3);
    });

    it('an order through the first drops, on the second, only the answers showing what it took', async () => {
      const [ordered, untouched] = (await other().get(firstPage).expect(200)).body.products as Product[];
      if (!ordered || !untouched) throw new Error('the first page has fewer than two products');
      const size = ordered.sizes[0] ?? 'M';
      const orderedPage = `/api/product/${ordered._id}`;
      const before = (await other().get(orderedPage).expect(200)).body.product as Product;
      await other().get(`/api/product/${untouched._id}`).expect(200);

      await orderOne(ordered);
      await expect
        .poll(async () => ((await other().get(orderedPage)).body.product as Product).stock[size], {
          timeout: 2_000,
          interval: 5,
        })
        .toBe((before.stock[size] ?? 0) - 1);
      const { hits } = otherContainer.catalogue.stats();
      await other().get(`/api/product/${untouched._id}`).expect(200);
      expect(otherContainer.catalogue.stats().hits).toBe(hits + 1);
    });
  });
