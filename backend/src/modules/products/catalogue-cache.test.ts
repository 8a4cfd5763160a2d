import { randomBytes } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createCatalogueCache, type CatalogueCacheOptions } from './catalogue-cache';

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
