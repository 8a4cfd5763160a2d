// An English search in order of relevance ranks its matches in product_search, the active products' copy kept
// by triggers on products (migration 0015). It must rank exactly as a read of products does, and follow
// every change to the catalogue: an addition, an edit, a removal, a restored product, a deleted row.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@store/contracts/products';
import { copyRowAcrossEdits, rowsOf, uncachedSearch } from '../../testing/catalogue-search';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { pngPixel } from '../../testing/test-images';

let backend: TestBackend;
let searchIds: ReturnType<typeof uncachedSearch>;
let adminToken: string;
beforeAll(async () => {
  backend = await startTestBackend();
  searchIds = uncachedSearch(backend);
  adminToken = (await backend.loginAs('admin')).token;
});
afterAll(async () => {
  await backend.close();
});

/** The ranking as a read of products gives it: best rank first, then newest, then by id. */
async function rankedInProducts(words: string, filter: SQL = sql``): Promise<string[]> {
  const query = sql`websearch_to_tsquery('english'::regconfig, store_unaccent(${words}))`;
  const result = await backend.container.database.db.execute(sql`
    select id from products
    where deleted_at is null and search_vector @@ ${query} ${filter}
    order by ts_rank(search_vector, ${query}) desc, created_at desc nulls last, id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

describe('the English search on product_search', () => {
  it('ranks every search as products would, with each filter and on later pages', async () => {
    const { db } = backend.container.database;
    // The seeded catalogue gives "shirt" several ranks (names, types, descriptions), so the order is tested.
    const ranks = rowsOf<{ ranks: number }>(
      await db.execute(sql`
        select count(distinct ts_rank(search_vector, websearch_to_tsquery('english'::regconfig, 'shirt')))::int as ranks
        from products where search_vector @@ websearch_to_tsquery('english'::regconfig, 'shirt')`),
    );
    expect(ranks[0]?.ranks).toBeGreaterThan(1);
    const [men] = (await searchIds('category=Men&search=shirt')).ids;
    const cases: { query: string; words: string; filter?: SQL }[] = [
      { query: 'search=shirt', words: 'shirt' },
      { query: 'search=cotton', words: 'cotton' },
      { query: 'search=cotton%20trousers', words: 'cotton trousers' },
      { query: 'search=hoodie%20or%20jacket', words: 'hoodie or jacket' },
      { query: 'search=shirt%20-cotton', words: 'shirt -cotton' },
      { query: 'search=%22round%20neck%22', words: '"round neck"' },
      { query: 'search=shirt&category=Men', words: 'shirt', filter: sql`and category = 'Men'` },
      {
        query: 'search=cotton&category=Men&category=Kids',
        words: 'cotton',
        filter: sql`and category in ('Men', 'Kids')`,
      },
      {
        query: 'search=cotton&subCategory=Bottomwear',
        words: 'cotton',
        filter: sql`and sub_category = 'Bottomwear'`,
      },
      { query: 'search=shirt&bestseller=true', words: 'shirt', filter: sql`and bestseller` },
      { query: `search=shirt&exclude=${men}`, words: 'shirt', filter: sql`and id <> ${men}` },
      { query: `search=shirt&ids=${men}`, words: 'shirt', filter: sql`and id = ${men}` },
    ];
    for (const { query, words, filter } of cases) {
      const expected = await rankedInProducts(words, filter);
      expect(expected.length, query).toBeGreaterThan(0);
      const found = await searchIds(query);
      expect(found.ids, query).toEqual(expected);
      expect(found.total, query).toBe(expected.length);
    }
    const expected = await rankedInProducts('cotton');
    expect(expected.length).toBeGreaterThan(6);
    const secondPage = await backend.api().get('/api/product/list?search=cotton&page=2&limit=3').expect(200);
    const body = secondPage.body as ProductListResponse;
    expect(body.products.map((product) => product._id)).toEqual(expected.slice(3, 6));
    expect(body.total).toBe(expected.length);
  });

  it('follows each change: an added product, a new name, a removal, a restored product and a deleted row', async () => {
    const { db } = backend.container.database;
    const fields = {
      name: 'Zebra striped kurta',
      description: 'A long cotton shirt for warm days',
      price: '4200',
      category: 'Women',
      subCategory: 'Topwear',
      sizes: JSON.stringify(['S', 'M']),
      bestseller: 'false',
      imageAlt: 'Zebra striped kurta, front view',
    };
    const add = backend.api().post('/api/product/add').set('token', adminToken);
    for (const [field, value] of Object.entries(fields)) add.field(field, value);
    const added = (
      await add.attach('image1', pngPixel, { filename: 'kurta.png', contentType: 'image/png' }).expect(201)
    ).body.product as Product;
    expect(await searchIds('search=zebra')).toEqual({ ids: [added._id], total: 1 });

    await backend
      .api()
      .patch(`/api/product/${added._id}`)
      .set('token', adminToken)
      .send({ name: 'Lotus kurta' })
      .expect(200);
    expect(await searchIds('search=zebra')).toEqual({ ids: [], total: 0 });
    expect(await searchIds('search=lotus')).toEqual({ ids: [added._id], total: 1 });

    await db.execute(sql`update products set bestseller = true where id = ${added._id}`);
    expect((await searchIds('search=lotus&bestseller=true')).ids).toEqual([added._id]);

    await backend.api().delete(`/api/product/${added._id}`).set('token', adminToken).expect(200);
    expect(await searchIds('search=lotus')).toEqual({ ids: [], total: 0 });

    await db.execute(sql`update products set deleted_at = null where id = ${added._id}`);
    expect(await searchIds('search=lotus')).toEqual({ ids: [added._id], total: 1 });

    await db.execute(sql`delete from product_stock where product_id = ${added._id}`);
    await db.execute(sql`delete from products where id = ${added._id}`);
    const left = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from product_search where product_id = ${added._id}`),
    );
    expect(left[0]?.n).toBe(0);
    expect(await searchIds('search=lotus')).toEqual({ ids: [], total: 0 });
  });

  it('leaves the copy row as it is when an edit changes nothing it holds (a new rating)', async () => {
    const { db } = backend.container.database;
    const [product] = (await searchIds('search=shirt')).ids;
    if (!product) throw new Error('no shirt in the seeded catalogue');
    const versions = await copyRowAcrossEdits(db, product, sql`product_search`, sql`product_id = ${product}`);
    expect(versions.before).toBeDefined();
    expect(versions.afterRating).toBe(versions.before);
    expect(versions.afterBestseller).not.toBe(versions.before);
  });

  it('holds exactly the active products', async () => {
    const { db } = backend.container.database;
    const differences = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from (
          (select id, created_at, category, sub_category, bestseller, search_vector from products where deleted_at is null
           except select product_id, created_at, category, sub_category, bestseller, search_vector from product_search)
          union all
          (select product_id, created_at, category, sub_category, bestseller, search_vector from product_search
           except select id, created_at, category, sub_category, bestseller, search_vector from products where deleted_at is null)
        ) as differing`),
    );
    expect(differences[0]?.n).toBe(0);
  });
});
