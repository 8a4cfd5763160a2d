// The only code that reads and writes the catalogue's tables. The list runs as prepared statements, one per
// query shape (which filters are set, the sort, a search or not), so each shape is planned once per
// connection; values travel as parameters. A page's total is counted once per filter and catalogue version
// (see `catalogueVersion`) instead of on every page, and not at all when the page itself shows the end.
// Search is PostgreSQL full-text search (stemmed, accents folded, ranked: name over type over description);
// when the words as typed match nothing, each is replaced by the catalogue's words it resembles (pg_trgm
// similarity over `catalogue_words`) and the search runs again, so "trowsers" finds trousers.
import { and, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductListFilter } from '@store/contracts/products';
import type { BackendDb } from '../../db/client';
import { catalogueWords, products } from '../../db/schema/index';
import { lowStockCondition } from './stock.repository';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type NewProductRow = typeof products.$inferInsert;

/** A resolved list request: the filter with its page size settled by the service. */
export type ProductListRequest = Omit<ProductListFilter, 'page' | 'limit'> & { page: number; limit: number };

const { searchVector: _vector, ...listedColumns } = getTableColumns(products);

/** How alike (pg_trgm similarity, 0–1) a catalogue word must be to a searched one to stand in for it:
 * "trowsers"–"trousers" 0.5, "jaket"–"jacket" 0.44, "skirt"–"shirt" 0.33 (not alike enough). */
export const SIMILAR_WORD_THRESHOLD = 0.4;
/** Catalogue words tried in place of one searched word, and searched words looked up at most. */
const SIMILAR_WORDS_PER_WORD = 3;
const MAX_SEARCHED_WORDS = 6;

// As text: the version is a bigint, which the two drivers would hand over as different JS types.
const catalogueVersionSql = sql<string>`(select "version"::text from "catalogue_version" where "id" = 1)`;
/** The search as typed (web-search syntax: quotes, `-word`, `or`), or the resembling words' tsquery. */
const searchQuery = (mode: SearchMode) =>
  mode === 'typed'
    ? sql`websearch_to_tsquery('english'::regconfig, store_unaccent(${sql.placeholder('search')}))`
    : sql`to_tsquery('english'::regconfig, ${sql.placeholder('terms')})`;
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id}`];

type SearchMode = 'none' | 'typed' | 'similar';

interface Shape {
  category: boolean;
  subCategory: boolean;
  bestseller: boolean;
  ids: boolean;
  exclude: boolean;
  lowStock: boolean;
  search: SearchMode;
  sort: 'relavent' | 'low-high' | 'high-low';
}

function shapeOf(filter: ProductListRequest, search: SearchMode): Shape {
  return {
    category: filter.category.length > 0,
    subCategory: filter.subCategory.length > 0,
    bestseller: filter.bestseller !== undefined,
    ids: filter.ids.length > 0,
    exclude: filter.exclude.length > 0,
    lowStock: filter.lowStock,
    search,
    sort: filter.sort ?? 'relavent',
  };
}

const shapeKey = (shape: Shape) =>
  [shape.category, shape.subCategory, shape.bestseller, shape.ids, shape.exclude, shape.lowStock]
    .map((set) => (set ? '1' : '0'))
    .join('') + `_${shape.search}_${shape.sort.replace('-', '_')}`;

/** A search's words as the catalogue's word list holds them: lower case, accents folded, letters only. */
export function searchedWords(search: string): string[] {
  const words = search
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);
  return [...new Set(words)].slice(0, MAX_SEARCHED_WORDS);
}

function conditions(shape: Shape): SQL | undefined {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (shape.category) where.push(sql`${products.category} = any(${sql.placeholder('category')}::text[])`);
  if (shape.subCategory) {
    where.push(sql`${products.subCategory} = any(${sql.placeholder('subCategory')}::text[])`);
  }
  if (shape.bestseller) where.push(sql`${products.bestseller} = ${sql.placeholder('bestseller')}`);
  if (shape.ids) where.push(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`);
  if (shape.exclude) where.push(sql`${products.id} <> all(${sql.placeholder('exclude')}::uuid[])`);
  if (shape.lowStock) where.push(lowStockCondition());
  if (shape.search !== 'none') where.push(sql`${products.searchVector} @@ ${searchQuery(shape.search)}`);
  return and(...where);
}

function ordering(shape: Shape): SQL[] {
  if (shape.sort === 'low-high') return [sql`${products.priceCents}`, ...newestFirst];
  if (shape.sort === 'high-low') return [sql`${products.priceCents} desc nulls last`, ...newestFirst];
  if (shape.search !== 'none') {
    return [sql`ts_rank(${products.searchVector}, ${searchQuery(shape.search)}) desc`, ...newestFirst];
  }
  return newestFirst;
}

function parameters(filter: ProductListRequest, terms?: string): Record<string, unknown> {
  return {
    terms,
    category: filter.category,
    subCategory: filter.subCategory,
    bestseller: filter.bestseller,
    ids: filter.ids,
    exclude: filter.exclude,
    search: filter.search,
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
  };
}

/** Totals a filter had at a catalogue version; emptied when the version moves on. */
const MAX_CACHED_TOTALS = 1000;

export function createProductsRepository(db: BackendDb) {
  const buildPage = (shape: Shape, name: string) =>
    db
      .select({ ...listedColumns, catalogueVersion: catalogueVersionSql })
      .from(products)
      .where(conditions(shape))
      .orderBy(...ordering(shape))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const buildCount = (shape: Shape, name: string) =>
    db
      .select({ total: count(), catalogueVersion: catalogueVersionSql })
      .from(products)
      .where(conditions(shape))
      .prepare(name);

  const findActiveStatement = db
    .select(listedColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .prepare('product_find_active');
  // Pricing a cart or an order reads its products on every call: built once, prepared per connection.
  const findActiveManyStatement = db
    .select(listedColumns)
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, isNull(products.deletedAt)))
    .prepare('product_find_active_many');
  const pageStatements = new Map<string, ReturnType<typeof buildPage>>();
  const countStatements = new Map<string, ReturnType<typeof buildCount>>();
  const totals = { version: '', byFilter: new Map<string, number>() };

  const statement = <T>(cache: Map<string, T>, key: string, build: () => T): T => {
    let found = cache.get(key);
    if (!found) {
      found = build();
      cache.set(key, found);
    }
    return found;
  };

  const similarWordsStatement = db
    .select({ word: catalogueWords.word })
    .from(catalogueWords)
    .where(
      sql`${catalogueWords.word} % ${sql.placeholder('word')} and similarity(${catalogueWords.word}, ${sql.placeholder('word')}) >= ${sql.raw(String(SIMILAR_WORD_THRESHOLD))}`,
    )
    .orderBy(sql`similarity(${catalogueWords.word}, ${sql.placeholder('word')}) desc`, catalogueWords.word)
    .limit(SIMILAR_WORDS_PER_WORD)
    .prepare('catalogue_similar_words');

  /** The search as a tsquery of resembling catalogue words, `(a | b) & (c)`; none when a word has none. */
  const similarTerms = async (search: string): Promise<string | undefined> => {
    const words = searchedWords(search);
    if (words.length === 0) return undefined;
    const groups: string[] = [];
    for (const word of words) {
      const similar = await similarWordsStatement.execute({ word });
      if (similar.length === 0) return undefined;
      // Catalogue words are [a-z]+ (the list's own rule), so they cannot carry tsquery syntax.
      groups.push(`(${similar.map((row) => row.word).join(' | ')})`);
    }
    return groups.join(' & ');
  };

  const countKey = (key: string, filter: ProductListRequest, terms: string | undefined) =>
    JSON.stringify([
      key,
      filter.category,
      filter.subCategory,
      filter.bestseller,
      filter.ids,
      filter.exclude,
      filter.search,
      terms,
    ]);

  const rememberTotal = (version: string, key: string, total: number) => {
    if (version !== totals.version || totals.byFilter.size >= MAX_CACHED_TOTALS) {
      totals.version = version;
      totals.byFilter.clear();
    }
    totals.byFilter.set(key, total);
  };

  const listPage = async (
    filter: ProductListRequest,
    search: SearchMode,
    terms?: string,
  ): Promise<{ rows: ProductRow[]; total: number }> => {
    const shape = shapeOf(filter, search);
    const key = shapeKey(shape);
    const values = parameters(filter, terms);
    const page = await statement(pageStatements, key, () => buildPage(shape, `product_page_${key}`)).execute(
      values,
    );
    const rows: ProductRow[] = page.map(({ catalogueVersion: _version, ...row }) => row);
    const offset = (filter.page - 1) * filter.limit;
    // A page that is not full is the last one: its own rows tell the total.
    if (rows.length > 0 && rows.length < filter.limit) return { rows, total: offset + rows.length };
    if (rows.length === 0 && filter.page === 1) return { rows, total: 0 };

    const totalKey = countKey(key, filter, terms);
    const version = page[0]?.catalogueVersion;
    // Stock moves without a catalogue change, so a low-stock total (the admin's) is always counted afresh.
    const cacheable = !filter.lowStock;
    const known = cacheable && version === totals.version ? totals.byFilter.get(totalKey) : undefined;
    if (known !== undefined) return { rows, total: known };
    const [counted] = await statement(countStatements, key, () =>
      buildCount(shape, `product_count_${key}`),
    ).execute(values);
    const total = counted?.total ?? 0;
    if (counted && cacheable) rememberTotal(counted.catalogueVersion, totalKey, total);
    return { rows, total };
  };

  return {
    /** One page and the number of products matching the filter. */
    async list(filter: ProductListRequest): Promise<{ rows: ProductRow[]; total: number }> {
      if (!filter.search) return listPage(filter, 'none');
      const typed = await listPage(filter, 'typed');
      if (typed.total > 0) return typed;
      const terms = await similarTerms(filter.search);
      return terms ? listPage(filter, 'similar', terms) : typed;
    },

    async findActive(id: string): Promise<ProductRow | undefined> {
      const [row] = await findActiveStatement.execute({ id });
      return row;
    },

    async findActiveMany(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return findActiveManyStatement.execute({ ids });
    },

    async insertMany(rows: NewProductRow[]): Promise<ProductRow[]> {
      if (rows.length === 0) return [];
      return db.insert(products).values(rows).returning(listedColumns);
    },

    /** Soft delete: the product leaves every list, but orders keep their copy of it. */
    async softDelete(id: string): Promise<boolean> {
      const [row] = await db
        .update(products)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning({ id: products.id });
      return row !== undefined;
    },

    async countActive(): Promise<number> {
      const [counted] = await db.select({ total: count() }).from(products).where(isNull(products.deletedAt));
      return counted?.total ?? 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
