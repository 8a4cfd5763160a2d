import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_MAX_LIMIT,
  type Product,
  type ProductListResponse,
} from '@store/contracts/products';
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
  return res.body as ProductListResponse;
};
/** Every seeded product (the catalogue is 54, under the maximum page). */
const everything = async (query = '') => list(`?limit=${PRODUCT_LIST_MAX_LIMIT}${query ? `&${query}` : ''}`);

describe('GET /api/product/list', () => {
  it('returns the first page by default: newest first, the default size, the whole total, the spec fields', async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(PRODUCT_LIST_DEFAULT_LIMIT);
    expect(body).toMatchObject({ page: 1, limit: PRODUCT_LIST_DEFAULT_LIMIT, total: 54 });
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
    expect(Object.keys(first ?? {})).not.toContain('searchVector');
  });

  it('covers every category and type, with about a fifth bestsellers', async () => {
    const { products } = await everything();
    expect(products).toHaveLength(54);
    for (const category of ['Men', 'Women', 'Kids']) {
      for (const subCategory of ['Topwear', 'Bottomwear', 'Winterwear']) {
        expect(products.some((p) => p.category === category && p.subCategory === subCategory)).toBe(true);
      }
    }
    const share = products.filter((p) => p.bestseller).length / products.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
  });

  it('filters by repeated category and subCategory, and the total counts the filter', async () => {
    const body = await everything('category=Women&category=Kids&subCategory=Winterwear');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.products.length);
    for (const product of body.products) {
      expect(['Women', 'Kids']).toContain(product.category);
      expect(product.subCategory).toBe('Winterwear');
    }
    const paged = await list('?category=Women&category=Kids&subCategory=Winterwear&limit=2');
    expect(paged.total).toBe(body.total);
  });

  it('one category and one type (asked with `=`, read in index order) page by price as the whole list does', async () => {
    const all = (await everything()).products;
    for (const [category, subCategory] of [
      ['Women', 'Topwear'],
      ['Kids', 'Winterwear'],
    ] as const) {
      for (const [sort, direction] of [
        ['low-high', 1],
        ['high-low', -1],
      ] as const) {
        const expected = all
          .filter((p) => p.category === category && p.subCategory === subCategory)
          .sort((a, b) => direction * (a.price - b.price) || b.date - a.date || a._id.localeCompare(b._id))
          .map((p) => p._id);
        const query = `category=${category}&subCategory=${subCategory}&sort=${sort}`;
        const pages = [1, 2, 3].map((page) => list(`?${query}&limit=2&page=${page}`));
        const ids = (await Promise.all(pages)).flatMap((body) => body.products.map((p) => p._id));
        expect(ids).toEqual(expected.slice(0, 6));
        expect((await list(`?${query}&limit=2`)).total).toBe(expected.length);
      }
    }
    // One category with several types still filters as asked.
    const mixed = await everything('category=Men&subCategory=Topwear&subCategory=Bottomwear');
    expect(mixed.products.map((p) => `${p.category}/${p.subCategory}`).sort()).toEqual(
      all
        .filter((p) => p.category === 'Men' && ['Topwear', 'Bottomwear'].includes(p.subCategory))
        .map((p) => `${p.category}/${p.subCategory}`)
        .sort(),
    );
  });

  it('sorts by price both ways, equal prices newest first', async () => {
    const all = (await everything()).products;
    const byPrice = (direction: 1 | -1) =>
      [...all]
        .sort((a, b) => direction * (a.price - b.price) || b.date - a.date || a._id.localeCompare(b._id))
        .map((p) => p._id);
    expect((await everything('sort=low-high')).products.map((p) => p._id)).toEqual(byPrice(1));
    expect((await everything('sort=high-low')).products.map((p) => p._id)).toEqual(byPrice(-1));
  });

  it('pages with page and limit: the pages make up the catalogue once, the total stays, the last page is short', async () => {
    const all = await everything();
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await list(`?page=${page}&limit=20`);
      expect(body).toMatchObject({ page, limit: 20, total: 54 });
      seen.push(...body.products.map((p) => p._id));
    }
    expect(seen).toEqual(all.products.map((p) => p._id));
    const beyond = await list('?page=4&limit=20');
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(54);
    expect((await list('?sort=low-high&page=2&limit=5')).products.map((p) => p._id)).toEqual(
      (await everything('sort=low-high')).products.slice(5, 10).map((p) => p._id),
    );
  });

  it('filters bestsellers', async () => {
    const { products } = await list('?bestseller=true');
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.bestseller)).toBe(true);
  });

  it('prices a cart: `ids` returns exactly those products, all of them without a limit, unknown ones left out', async () => {
    const all = (await everything()).products;
    const wanted = all.slice(0, 30).map((p) => p._id);
    const unknown = '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77';
    const body = await list(`?${[...wanted, unknown].map((id) => `ids=${id}`).join('&')}`);
    expect(body.products.map((p) => p._id).sort()).toEqual([...wanted].sort());
    expect(body).toMatchObject({ total: 30, limit: 31 });
    const comma = await list(`?ids=${wanted.slice(0, 3).join(',')}`);
    expect(comma.products.map((p) => p._id).sort()).toEqual(wanted.slice(0, 3).sort());
  });

  it('gives related products: same category and type, not the product itself, five at most', async () => {
    const all = (await everything()).products;
    const product = all[0] as Product;
    const body = await list(
      `?category=${product.category}&subCategory=${product.subCategory}&exclude=${product._id}&limit=5`,
    );
    expect(body.products).toHaveLength(5);
    for (const item of body.products) {
      expect(item).toMatchObject({ category: product.category, subCategory: product.subCategory });
      expect(item._id).not.toBe(product._id);
    }
  });

  describe('search', () => {
    const names = async (search: string) =>
      (await everything(`search=${encodeURIComponent(search)}`)).products.map((p) => p.name);

    it('finds words in names and descriptions, whatever their case', async () => {
      const found = (await everything('search=HOODIE')).products;
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) expect(`${p.name} ${p.description}`.toLowerCase()).toMatch(/hood/);
    });

    it('ranks a name match above a description match', async () => {
      const found = await names('linen');
      expect(found.length).toBeGreaterThan(2);
      expect(found[0]).toMatch(/linen/i);
      const firstDescriptionOnly = found.findIndex((name) => !/linen/i.test(name));
      if (firstDescriptionOnly >= 0) {
        expect(found.slice(firstDescriptionOnly).every((name) => !/linen/i.test(name))).toBe(true);
      }
    });

    it('finds a misspelt word ("trowsers") and a stem ("trouser")', async () => {
      const misspelt = await names('trowsers');
      expect(misspelt).toContain('Slim Fit Chino Trousers');
      expect(misspelt.every((name) => /trouser/i.test(name))).toBe(true);
      expect(await names('trouser')).toContain('Relaxed Linen Trousers');
      expect(await names('jaket')).toContain('Quilted Zip Jacket');
      // Close but not close enough: a skirt search stays skirts (similarity to "shirt" is 0.33).
      const skirts = (await everything('search=skirt')).products;
      expect(skirts.length).toBeGreaterThan(0);
      for (const p of skirts) expect(`${p.name} ${p.description}`).toMatch(/skirt/i);
    });

    it('ignores accents both ways', async () => {
      expect(await names('trôusers')).toContain('Slim Fit Chino Trousers');
    });

    it('finds nothing for punctuation or an unknown word, and counts what it finds', async () => {
      expect(await names('_')).toEqual([]);
      expect(await names('%')).toEqual([]);
      expect(await names('zzqxj')).toEqual([]);
      const page = await list('?search=trousers&limit=1');
      expect(page.products).toHaveLength(1);
      expect(page.total).toBe((await names('trousers')).length);
    });

    it('sorts search results by price when asked', async () => {
      const prices = (await everything('search=trousers&sort=low-high')).products.map((p) => p.price);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it.each([
    ['?sort=cheapest', 'sort'],
    ['?category=Aliens', 'category'],
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    [`?limit=${PRODUCT_LIST_MAX_LIMIT + 1}`, 'limit'],
    ['?page=-1', 'page'],
    ['?bestseller=maybe', 'bestseller'],
    [`?search=${'x'.repeat(101)}`, 'search'],
    ['?ids=not-an-id', 'ids'],
    [`?ids=${Array.from({ length: 101 }, () => '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77').join(',')}`, 'ids'],
    ['?exclude=1', 'exclude'],
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
    expect(res.body).toEqual({ success: true, language: 'en', product: products[0] });
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
