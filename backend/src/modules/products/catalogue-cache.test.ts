import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';

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
