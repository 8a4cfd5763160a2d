import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const list = async (query = '') => {
  const res = await backend.api().get(`/api/product/list${query}`).expect(200);
  return res.body as {
    success: boolean;
    products: Product[];
    total: number;
    page: number;
    limit: number | null;
  };
};

describe('GET /api/product/list', () => {
  it('returns the whole seeded catalogue, newest first, with the spec fields', async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThanOrEqual(50);
    expect(body.total).toBe(body.products.length);
    const dates = body.products.map((product) => product.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = body.products[0];
    expect(first).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      price: expect.any(Number),
    });
    expect(first?.image.length).toBe(first?.imageAlt.length);
    expect(first?.imageAlt[0]).toMatch(/view of the/);
  });

  it('covers every category and type, with about a fifth bestsellers', async () => {
    const { products } = await list();
    for (const category of ['Men', 'Women', 'Kids']) {
      for (const subCategory of ['Topwear', 'Bottomwear', 'Winterwear']) {
        expect(products.some((p) => p.category === category && p.subCategory === subCategory)).toBe(true);
      }
    }
    const share = products.filter((p) => p.bestseller).length / products.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
  });

  it('filters by repeated category and subCategory', async () => {
    const { products } = await list('?category=Women&category=Kids&subCategory=Winterwear');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(['Women', 'Kids']).toContain(product.category);
      expect(product.subCategory).toBe('Winterwear');
    }
  });

  it('sorts by price both ways', async () => {
    const low = (await list('?sort=low-high')).products.map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await list('?sort=high-low')).products.map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('searches name and description case-insensitively, treating % and _ literally', async () => {
    const { products } = await list('?search=HOODIE');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(`${p.name} ${p.description}`.toLowerCase()).toContain('hoodie');
    expect((await list('?search=_')).products).toHaveLength(0);
    expect((await list('?search=100%25')).products.map((p) => p.name)).toEqual([
      'Classic Cotton Crew T-Shirt',
    ]);
  });

  it('pages with page and limit and reports the total', async () => {
    const all = await list();
    const page2 = await list('?limit=5&page=2');
    expect(page2.products.map((p) => p._id)).toEqual(all.products.slice(5, 10).map((p) => p._id));
    expect(page2.total).toBe(all.total);
    expect(page2.limit).toBe(5);
  });

  it('filters bestsellers', async () => {
    const { products } = await list('?bestseller=true');
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.bestseller)).toBe(true);
  });

  it.each([
    ['?sort=cheapest', 'sort'],
    ['?category=Aliens', 'category'],
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    ['?page=-1', 'page'],
    ['?bestseller=maybe', 'bestseller'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await backend.api().get(`/api/product/list${query}`).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(field);
  });
});

describe('GET /api/product/:id', () => {
  it('returns one product', async () => {
    const { products } = await list('?limit=1');
    const res = await backend.api().get(`/api/product/${products[0]?._id}`).expect(200);
    expect(res.body).toEqual({ success: true, product: products[0] });
  });

  it.each(['6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 for an unknown id %s',
    async (id) => {
      const res = await backend
        .api()
        .get(`/api/product/${encodeURIComponent(id)}`)
        .expect(404);
      expect(res.body).toEqual({ success: false, message: 'Product not found.', code: 'not_found' });
    },
  );
});

describe('GET /media/garments', () => {
  it('serves the generated garment pictures the catalogue points at, cached', async () => {
    const { products } = await list('?limit=1');
    const res = await backend
      .api()
      .get(products[0]?.image[0] ?? '')
      .expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.text ?? res.body.toString()).toContain('<svg');
  });

  it('answers 404 for an unknown garment', async () => {
    await backend.api().get('/media/garments/spacesuit/navy/front.svg').expect(404);
  });
});
