// A search in Sinhala or Tamil in order of relevance ranks its matches in the search copies: product_search for
// the English text and product_translation_search for the language's, kept by triggers on products and on
// product_translations (migration 0016). It must rank exactly as a read of products and their translations
// does (a match by either text, ranked by the better), and follow every change to the catalogue.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@store/contracts/products';
import { copyRowAcrossEdits, rowsOf, uncachedSearch } from '../../testing/catalogue-search';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
let searchIds: ReturnType<typeof uncachedSearch>;
beforeAll(async () => {
  backend = await startTestBackend();
  searchIds = uncachedSearch(backend);
});
afterAll(async () => {
  await backend.close();
});

/** The ranking as a read of products and their translations gives it (the statement before migration 0016). */
async function rankedInProducts(
  language: 'si' | 'ta',
  words: string,
  filter: SQL = sql``,
): Promise<string[]> {
  const english = sql`websearch_to_tsquery('english'::regconfig, store_unaccent(${words}))`;
  const translated = sql`websearch_to_tsquery('simple'::regconfig, store_search_text(${words}))`;
  const result = await backend.container.database.db.execute(sql`
    select p.id from products p
    left join product_translations t on t.product_id = p.id and t.language = ${language}
    where p.deleted_at is null and (p.search_vector @@ ${english} or t.search_vector @@ ${translated}) ${filter}
    order by greatest(ts_rank(p.search_vector, ${english}), coalesce(ts_rank(t.search_vector, ${translated}), 0)) desc,
      p.created_at desc nulls last, p.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

const differencesFromTranslations = async () =>
  rowsOf<{ n: number }>(
    await backend.container.database.db.execute(sql`
      select count(*)::int as n from (
        (select t.product_id, t.language, p.created_at, p.category, p.sub_category, p.bestseller, t.search_vector
           from product_translations t join products p on p.id = t.product_id where p.deleted_at is null
         except select product_id, language, created_at, category, sub_category, bestseller, search_vector
           from product_translation_search)
        union all
        (select product_id, language, created_at, category, sub_category, bestseller, search_vector
           from product_translation_search
         except select t.product_id, t.language, p.created_at, p.category, p.sub_category, p.bestseller, t.search_vector
           from product_translations t join products p on p.id = t.product_id where p.deleted_at is null)
      ) as differing`),
  )[0]?.n;

describe('the Sinhala and Tamil search on the search copies', () => {
  it('ranks every search as products and their translations would, with each filter and on later pages', async () => {
    const cases: { query: string; language: 'si' | 'ta'; words: string; filter?: SQL }[] = [
      { query: 'lang=si&search=ෂර්ට්', language: 'si', words: 'ෂර්ට්' },
      { query: 'lang=si&search=කපු', language: 'si', words: 'කපු' },
      { query: 'lang=ta&search=சட்டை', language: 'ta', words: 'சட்டை' },
      { query: 'lang=ta&search=பருத்தி', language: 'ta', words: 'பருத்தி' },
      // English words asked in Sinhala or Tamil match the English text.
      { query: 'lang=si&search=cotton', language: 'si', words: 'cotton' },
      { query: 'lang=ta&search=hoodie%20or%20ஹூடி', language: 'ta', words: 'hoodie or ஹூடி' },
      { query: 'lang=si&search=ළමා%20-හූඩි', language: 'si', words: 'ළමා -හූඩි' },
      {
        query: 'lang=si&search=ෂර්ට්&category=Men',
        language: 'si',
        words: 'ෂර්ට්',
        filter: sql`and p.category = 'Men'`,
      },
      {
        query: 'lang=ta&search=சிறுவர்&subCategory=Bottomwear',
        language: 'ta',
        words: 'சிறுவர்',
        filter: sql`and p.sub_category = 'Bottomwear'`,
      },
      {
        query: 'lang=si&search=කලිසම&bestseller=true',
        language: 'si',
        words: 'කලිසම',
        filter: sql`and p.bestseller`,
      },
    ];
    for (const { query, language, words, filter } of cases) {
      const expected = await rankedInProducts(language, words, filter);
      expect(expected.length, query).toBeGreaterThan(0);
      const found = await searchIds(query);
      expect(found.ids, query).toEqual(expected);
      expect(found.total, query).toBe(expected.length);
    }
    const expected = await rankedInProducts('si', 'ළමා');
    expect(expected.length).toBeGreaterThan(6);
    const secondPage = await backend
      .api()
      .get(`/api/product/list?lang=si&search=${encodeURIComponent('ළමා')}&page=2&limit=3`)
      .expect(200);
    const body = secondPage.body as ProductListResponse;
    expect(body.products.map((product) => product._id)).toEqual(expected.slice(3, 6));
    expect(body.total).toBe(expected.length);
  });

  it('follows each change: a translation added, renamed and removed, a product moved, removed and restored', async () => {
    const { db } = backend.container.database;
    const { products } = backend.container.repositories;
    const [product] = (await searchIds('search=shirt')).ids;
    if (!product) throw new Error('no shirt in the seeded catalogue');
    const category = rowsOf<{ category: string }>(
      await db.execute(sql`select category from products where id = ${product}`),
    )[0]?.category;
    const name = (text: string) => [
      { productId: product, language: 'si' as const, name: text, description: null, imageAlts: [] },
    ];
    const find = (words: string, more = '') =>
      searchIds(`lang=si&search=${encodeURIComponent(words)}${more}`);

    await products.saveTranslations(name('සීබ්‍රා කුර්තා'));
    expect(await find('සීබ්‍රා')).toEqual({ ids: [product], total: 1 });
    expect((await find('සීබ්‍රා', `&category=${category}`)).ids).toEqual([product]);

    await products.saveTranslations(name('නෙළුම් කුර්තා'));
    expect(await find('සීබ්‍රා')).toEqual({ ids: [], total: 0 });
    expect(await find('නෙළුම්')).toEqual({ ids: [product], total: 1 });

    const elsewhere = category === 'Kids' ? 'Men' : 'Kids';
    await db.execute(sql`update products set category = ${elsewhere} where id = ${product}`);
    expect((await find('නෙළුම්', `&category=${elsewhere}`)).ids).toEqual([product]);
    expect((await find('නෙළුම්', `&category=${category}`)).ids).toEqual([]);
    await db.execute(sql`update products set category = ${category} where id = ${product}`);

    await db.execute(sql`update products set deleted_at = now() where id = ${product}`);
    expect(await find('නෙළුම්')).toEqual({ ids: [], total: 0 });
    await db.execute(sql`update products set deleted_at = null where id = ${product}`);
    expect(await find('නෙළුම්')).toEqual({ ids: [product], total: 1 });

    await products.saveTranslations([], [{ productId: product, language: 'si' }]);
    expect(await find('නෙළුම්')).toEqual({ ids: [], total: 0 });
    expect(await differencesFromTranslations()).toBe(0);
  });

  it('leaves the copy row as it is when an edit changes nothing it holds (a new rating)', async () => {
    const { db } = backend.container.database;
    const [product] = (await searchIds(`lang=ta&search=${encodeURIComponent('சட்டை')}`)).ids;
    if (!product) throw new Error('no shirt in the Tamil catalogue');
    const versions = await copyRowAcrossEdits(
      db,
      product,
      sql`product_translation_search`,
      sql`product_id = ${product} and language = 'ta'`,
    );
    expect(versions.before).toBeDefined();
    expect(versions.afterRating).toBe(versions.before);
    expect(versions.afterBestseller).not.toBe(versions.before);
  });

  it('holds exactly the active products’ translations', async () => {
    const copied = rowsOf<{ n: number }>(
      await backend.container.database.db.execute(
        sql`select count(*)::int as n from product_translation_search`,
      ),
    )[0]?.n;
    expect(copied).toBeGreaterThan(100);
    expect(await differencesFromTranslations()).toBe(0);
  });
});
