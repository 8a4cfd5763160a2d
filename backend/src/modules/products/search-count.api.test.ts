// A search in order of relevance (English, Sinhala or Tamil) ranks every match, so its page counts them too (a
// window over the matches) and the list's total needs no second statement; every other list leaves the count to
// its own statement (those read in an index's order still stop after their page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@store/contracts/products';
import { listRequest } from '../../testing/catalogue-search';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import {
  countQuery,
  pageQuery,
  parameters,
  shapeOf,
  type ProductListRequest,
  type SearchMode,
} from './product-list-queries';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const request = (changes: Partial<ProductListRequest>): ProductListRequest =>
  listRequest({ search: 'cotton', limit: 2, ...changes });

let probes = 0;
/** The page's rows as the repository's statement returns them, and the count statement's total. */
async function pageAndCount(filter: ProductListRequest, search: SearchMode = 'typed', terms?: string) {
  const { db } = backend.container.database;
  const shape = shapeOf(filter, search);
  probes += 1;
  const rows = await pageQuery(db, shape)
    .prepare(`search_count_page_${probes}`)
    .execute(parameters(filter, terms));
  const [counted] = await countQuery(db, shape)
    .prepare(`search_count_total_${probes}`)
    .execute(parameters(filter, terms));
  return { matchCounts: rows.map((row) => row.matchCount), total: counted?.total };
}

describe('a search’s total', () => {
  it('is counted by the page’s own statement when a search ranks by relevance, in each language', async () => {
    const typed = await pageAndCount(request({}));
    expect(typed.total).toBeGreaterThan(2);
    expect(typed.matchCounts).toEqual([typed.total, typed.total]);
    // In Sinhala and Tamil: a word of the language, and an English word (matching the English text).
    for (const changes of [
      { language: 'si' as const, search: 'ෂර්ට්' },
      { language: 'ta' as const, search: 'சட்டை' },
      { language: 'si' as const },
      { language: 'ta' as const },
    ]) {
      const translated = await pageAndCount(request(changes));
      expect(translated.total, changes.search).toBeGreaterThan(2);
      expect(translated.matchCounts, changes.search).toEqual([translated.total, translated.total]);
    }
    // Resembling words (a misspelt search), as the repository asks for them.
    const similar = await pageAndCount(request({ search: 'cottn' }), 'similar', '(cotton | coton)');
    expect(similar.total).toBeGreaterThan(2);
    expect(similar.matchCounts).toEqual([similar.total, similar.total]);
  });

  it('is left to the count statement for every other list: by price, no search', async () => {
    const lists = [
      { filter: request({ sort: 'low-high' }), search: 'typed' as const },
      { filter: request({ sort: 'low-high', language: 'si' }), search: 'typed' as const },
      { filter: request({ search: undefined }), search: 'none' as const },
      { filter: request({ search: undefined, language: 'ta' }), search: 'none' as const },
    ];
    for (const { filter, search } of lists) {
      const { matchCounts, total } = await pageAndCount(filter, search);
      expect(total).toBeGreaterThan(2);
      expect(matchCounts).toEqual([null, null]);
    }
  });

  it('is the same through the API on a full page, a later page and a page past the last', async () => {
    const first = (await backend.api().get('/api/product/list?search=cotton&limit=2').expect(200))
      .body as ProductListResponse;
    const { total } = await pageAndCount(request({}));
    expect(first.products).toHaveLength(2);
    expect(first.total).toBe(total);
    const second = (await backend.api().get('/api/product/list?search=cotton&limit=2&page=2').expect(200))
      .body as ProductListResponse;
    expect(second.total).toBe(total);
    expect(second.products.map((product) => product._id)).not.toEqual(
      first.products.map((product) => product._id),
    );
    const past = (await backend.api().get('/api/product/list?search=cotton&limit=2&page=500').expect(200))
      .body as ProductListResponse;
    expect(past.products).toEqual([]);
    expect(past.total).toBe(total);
  });
});
