import { randomBytes } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from '@store/server-kit/errors';
import { createCatalogueCache, invalidatingOn, type CatalogueCacheOptions } from './catalogue-cache';
import { stockChangePayload } from './stock-notices';

/** An app whose product answer is computed while the catalogue changes when `changeDuring` is set. */
function appWithCache() {
  const cache = createCatalogueCache();
  const state = { changeDuring: false, name: 'Linen Shirt', computed: 0 };
  const app = express()
    .use('/api/product', cache.middleware)
    .get('/api/product/one', (_req, res) => {
      state.computed++;
      if (state.changeDuring) cache.invalidate();
      res.json({ success: true, product: { name: state.name } });
    });
  return { app, cache, state };
}

describe('catalogue cache', () => {
  it('keeps an answer and answers its ETag with 304 without computing it again', async () => {
    const { app, cache, state } = appWithCache();
    const first = await request(app).get('/api/product/one').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    await request(app).get('/api/product/one').set('If-None-Match', etag).expect(304);
    expect(state.computed).toBe(1);
    expect(cache.stats().entries).toBe(1);
  });

  it('does not keep an answer computed while the catalogue changed, yet gives it the same ETag and 304', async () => {
    const { app, cache, state } = appWithCache();
    state.changeDuring = true;
    const first = await request(app).get('/api/product/one').expect(200);
    expect(cache.stats().entries).toBe(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    // Same content: the client's copy is still good, however the answer was made.
    await request(app).get('/api/product/one').set('If-None-Match', etag).expect(304);
    // Changed content: a new ETag, so the old one no longer matches.
    state.name = 'Linen Shirt (new)';
    const changed = await request(app).get('/api/product/one').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(state.computed).toBe(3);
  });
});

/** Products by name, each answer padded with `padding` (incompressible, so its gzip copy is about as large). */
function appWithProducts(options: CatalogueCacheOptions, padding = '') {
  const cache = createCatalogueCache(options);
  const computed: string[] = [];
  const app = express()
    .use('/api/product', cache.middleware)
    .get('/api/product/:name', (req, res) => {
      computed.push(req.params.name);
      res.json({ success: true, product: { name: req.params.name, padding } });
    });
  const read = (name: string, acceptEncoding = 'identity') =>
    request(app).get(`/api/product/${name}`).set('Accept-Encoding', acceptEncoding).expect(200);
  return { cache, computed, read, app };
}

describe('catalogue cache bounds', () => {
  it('drops the least recently read answer first: one read again survives, an older one goes', async () => {
    const { cache, computed, read } = appWithProducts({ maxEntries: 2 });
    await read('a');
    await read('b');
    await read('a'); // a hit: now b is the least recently used
    await read('c'); // full: b goes
    expect(cache.stats().entries).toBe(2);
    expect(computed).toEqual(['a', 'b', 'c']);
    await read('a');
    await read('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('counts the gzip copy against the byte bound, dropping the least recently used answer to fit it', async () => {
    const padding = randomBytes(3_000).toString('base64');
    const plain = Buffer.byteLength(JSON.stringify({ success: true, product: { name: 'a', padding } }));
    // Room for both plain answers, not for both and a gzip copy.
    const { cache, computed, read } = appWithProducts({ maxBytes: 2 * plain + 1_000 }, padding);
    await read('a');
    await read('b');
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 2 * plain });

    const gzipped = await read('b', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const withGzip = cache.stats().bytes;
    expect(withGzip).toBeGreaterThan(plain + 1_000);
    expect(cache.stats().entries).toBe(1);
    // b and its gzip copy stayed; a, read least recently, was dropped and is computed again.
    await read('b', 'gzip');
    await read('a');
    expect(computed).toEqual(['a', 'b', 'a']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(2 * plain + 1_000);
  });

  it('does not keep an answer larger than the whole byte bound', async () => {
    const { cache, computed, read } = appWithProducts({ maxBytes: 1_000 }, 'x'.repeat(2_000));
    await read('a');
    await read('a');
    expect(cache.stats().entries).toBe(0);
    expect(computed).toEqual(['a', 'a']);
  });

  it('keeps nothing at 0 bytes (CATALOGUE_CACHE_MB=0): every read is computed, still with its ETag and 304', async () => {
    const { cache, computed, read, app } = appWithProducts({ maxBytes: 0 });
    const first = await read('a');
    await read('a', 'br');
    expect(computed).toEqual(['a', 'a']);
    expect(cache.stats().entries).toBe(0);
    await request(app).get('/api/product/a').set('If-None-Match', String(first.headers.etag)).expect(304);
    expect(computed).toEqual(['a', 'a', 'a']);
  });
});

/** A catalogue of products with stock, answered as the real routes answer (`product`, `products` with `_id`). */
function appWithStock() {
  const cache = createCatalogueCache();
  const stock: Record<string, number> = { a: 5, b: 5, c: 5 };
  const computed: string[] = [];
  const during: { change?: () => void } = {};
  const product = (id: string) => ({ _id: id, stock: { M: stock[id] } });
  const app = express()
    .use('/api/product', cache.middleware)
    .get('/api/product/list', (req, res) => {
      computed.push(req.originalUrl);
      during.change?.();
      const ids = String(req.query.ids ?? 'a,b,c').split(',');
      const picked = req.query.lowStock === 'true' ? ids.filter((id) => (stock[id] ?? 0) <= 3) : ids;
      res.json({ success: true, products: picked.map(product) });
    })
    .get('/api/product/:id', (req, res) => {
      computed.push(req.originalUrl);
      during.change?.();
      res.json({ success: true, product: product(req.params.id) });
    });
  const read = async (url: string) => (await request(app).get(url).expect(200)).body as unknown;
  return { cache, stock, computed, during, read };
}

describe('catalogue cache and stock', () => {
  it('a stock change drops only the answers showing that product, and the lists that pick by stock', async () => {
    const { cache, stock, computed, read } = appWithStock();
    const urls = [
      '/api/product/a',
      '/api/product/b',
      '/api/product/list?ids=a,b',
      '/api/product/list?ids=b,c',
      '/api/product/list?lowStock=true',
    ];
    stock.b = 3;
    for (const url of urls) await read(url);
    expect(cache.stats().entries).toBe(5);
    expect(await read('/api/product/list?lowStock=true')).toMatchObject({ products: [{ _id: 'b' }] });

    stock.a = 2;
    cache.stockChanged(['a']);
    computed.length = 0;
    expect(await read('/api/product/a')).toMatchObject({ product: { stock: { M: 2 } } });
    expect(await read('/api/product/list?ids=a,b')).toMatchObject({ products: [{ stock: { M: 2 } }, {}] });
    await read('/api/product/b');
    await read('/api/product/list?ids=b,c');
    // The low-stock list did not show a, yet a's change moved a into it.
    expect(await read('/api/product/list?lowStock=true')).toMatchObject({
      products: [{ _id: 'a' }, { _id: 'b' }],
    });
    // a's answers and the low-stock list were computed again; b's were kept.
    expect(computed).toEqual([
      '/api/product/a',
      '/api/product/list?ids=a,b',
      '/api/product/list?lowStock=true',
    ]);
  });

  it('does not keep an answer whose product changed while it was computed; one beside it is kept', async () => {
    const { cache, stock, computed, during, read } = appWithStock();
    during.change = () => {
      stock.a = 1;
      cache.stockChanged(['a']);
    };
    await read('/api/product/a');
    await read('/api/product/list?lowStock=true');
    await read('/api/product/b');
    during.change = undefined;
    computed.length = 0;
    await read('/api/product/a');
    await read('/api/product/list?lowStock=true');
    await read('/api/product/b');
    expect(computed).toEqual(['/api/product/a', '/api/product/list?lowStock=true']);
  });

  it('a change of the whole catalogue still drops everything, and an answer computed across it is not kept', async () => {
    const { cache, computed, during, read } = appWithStock();
    await read('/api/product/b');
    during.change = () => cache.invalidate();
    await read('/api/product/c');
    during.change = undefined;
    expect(cache.stats().entries).toBe(0);
    computed.length = 0;
    await read('/api/product/b');
    await read('/api/product/c');
    expect(computed).toEqual(['/api/product/b', '/api/product/c']);
  });

  it('keeps its index right through evictions and answers stored again', async () => {
    const cache = createCatalogueCache({ maxEntries: 2 });
    const computed: string[] = [];
    const app = express()
      .use('/api/product', cache.middleware)
      .get('/api/product/:id', (req, res) => {
        computed.push(req.params.id);
        res.json({ success: true, product: { _id: req.params.id } });
      });
    const read = (id: string) => request(app).get(`/api/product/${id}`).expect(200);
    for (const id of ['a', 'b', 'c', 'a']) await read(id); // a evicted by c, then stored again
    expect(cache.stats()).toMatchObject({ entries: 2, indexed: 2 });
    await request(app).get('/api/product/c').set('Accept-Encoding', 'gzip').expect(200); // c grows: kept anew
    expect(cache.stats()).toMatchObject({ entries: 2, indexed: 2 });
    cache.stockChanged(['a']);
    cache.stockChanged(['b']); // evicted already: nothing to drop, nothing breaks
    expect(cache.stats()).toMatchObject({ entries: 1, indexed: 1 });
    computed.length = 0;
    for (const id of ['a', 'c']) await read(id);
    expect(computed).toEqual(['a']);
    cache.invalidate();
    expect(cache.stats()).toMatchObject({ entries: 0, indexed: 0 });
  });
});

describe('catalogue cache following the database', () => {
  it('follow drops the named products for a stock payload, everything for any other', async () => {
    const { cache, computed, read } = appWithStock();
    let notify: (payload?: string) => void = () => undefined;
    await cache.follow({
      listen: (_channel, onNotify) => {
        notify = onNotify;
        return Promise.resolve(() => Promise.resolve());
      },
    });
    for (const id of ['a', 'b', 'c']) await read(`/api/product/${id}`);
    notify(stockChangePayload(['a']));
    computed.length = 0;
    for (const id of ['a', 'b']) await read(`/api/product/${id}`);
    expect(computed).toEqual(['/api/product/a']);
    notify('17');
    expect(cache.stats().entries).toBe(0);
  });
});

describe('invalidatingOn', () => {
  it('drops the cache after a change and after a failure that may have changed something, not after a refusal', async () => {
    let drops = 0;
    const service = invalidatingOn(
      {
        change: async () => 'changed',
        refuse: async () => {
          throw new AppError(
            403,
            'Only shoppers who bought this product can review it.',
            'review_not_bought',
          );
        },
        fail: async () => {
          throw new Error('the connection broke after the commit was sent');
        },
        failAsAServer: async () => {
          throw new AppError(503, 'The database is not answering.', 'database_unavailable');
        },
        read: async () => 'read',
      },
      ['change', 'refuse', 'fail', 'failAsAServer'],
      () => drops++,
    );
    expect(await service.change()).toBe('changed');
    expect(drops).toBe(1);
    await expect(service.refuse()).rejects.toMatchObject({ status: 403 });
    expect(drops).toBe(1);
    await expect(service.fail()).rejects.toThrow('the connection broke');
    expect(drops).toBe(2);
    await expect(service.failAsAServer()).rejects.toMatchObject({ status: 503 });
    expect(drops).toBe(3);
    await service.read();
    expect(drops).toBe(3);
  });
});
