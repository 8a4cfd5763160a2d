// The only code that reads and writes the catalogue's tables. The list runs as prepared statements, one per
// query shape (which filters are set, the sort, a search or not), so each shape is planned once per
// connection; values travel as parameters. A page's total is counted once per filter and catalogue version
// (see `catalogueVersion`) instead of on every page, and not at all when the page itself shows the end.
import { and, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductListFilter } from '@store/contracts/products';
import type { BackendDb } from '../../db/client';
import { products } from '../../db/schema/index';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'searchName'>;
export type NewProductRow = typeof products.$inferInsert;

/** A resolved list request: the filter with its page size settled by the service. */
export type ProductListRequest = Omit<ProductListFilter, 'page' | 'limit'> & { page: number; limit: number };

const { searchVector: _vector, searchName: _name, ...listedColumns } = getTableColumns(products);

const catalogueVersionSql = sql<number>`(select "version" from "catalogue_version" where "id" = 1)`;
const searchQuery = sql`websearch_to_tsquery('english'::regconfig, store_unaccent(${sql.placeholder('search')}))`;
const searchWords = sql`store_unaccent(lower(${sql.placeholder('search')}))`;
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id}`];

interface Shape {
  category: boolean;
  subCategory: boolean;
  bestseller: boolean;
  ids: boolean;
  exclude: boolean;
  search: boolean;
  sort: 'relavent' | 'low-high' | 'high-low';
}

function shapeOf(filter: ProductListRequest): Shape {
  return {
    category: filter.category.length > 0,
    subCategory: filter.subCategory.length > 0,
    bestseller: filter.bestseller !== undefined,
    ids: filter.ids.length > 0,
    exclude: filter.exclude.length > 0,
    search: Boolean(filter.search),
    sort: filter.sort ?? 'relavent',
  };
}

const shapeKey = (shape: Shape) =>
  [shape.category, shape.subCategory, shape.bestseller, shape.ids, shape.exclude, shape.search]
    .map((set) => (set ? '1' : '0'))
    .join('') + shape.sort;

function conditions(shape: Shape): SQL | undefined {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (shape.category) where.push(sql`${products.category} = any(${sql.placeholder('category')}::text[])`);
  if (shape.subCategory) {
    where.push(sql`${products.subCategory} = any(${sql.placeholder('subCategory')}::text[])`);
  }
  if (shape.bestseller) where.push(sql`${products.bestseller} = ${sql.placeholder('bestseller')}`);
  if (shape.ids) where.push(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`);
  if (shape.exclude) where.push(sql`${products.id} <> all(${sql.placeholder('exclude')}::uuid[])`);
  // Words (stemmed, accents folded) through the full-text index, or a misspelt or partial word close enough
  // to one of the name's (pg_trgm `<%`, threshold set per session, see SEARCH_WORD_SIMILARITY).
  if (shape.search) {
    where.push(sql`(${products.searchVector} @@ ${searchQuery} or ${searchWords} <% ${products.searchName})`);
  }
  return and(...where);
}

function ordering(shape: Shape): SQL[] {
  if (shape.sort === 'low-high') return [sql`${products.priceCents}`, ...newestFirst];
  if (shape.sort === 'high-low') return [sql`${products.priceCents} desc nulls last`, ...newestFirst];
  if (shape.search) {
    const rank = sql`ts_rank(${products.searchVector}, ${searchQuery}) + word_similarity(${searchWords}, ${products.searchName})`;
    return [sql`${rank} desc`, ...newestFirst];
  }
  return newestFirst;
}

function parameters(filter: ProductListRequest): Record<string, unknown> {
  return {
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
  const pageStatements = new Map<string, ReturnType<typeof buildPage>>();
  const countStatements = new Map<string, ReturnType<typeof buildCount>>();
  const totals = { version: -1, byFilter: new Map<string, number>() };

  const statement = <T>(cache: Map<string, T>, key: string, build: () => T): T => {
    let found = cache.get(key);
    if (!found) {
      found = build();
      cache.set(key, found);
    }
    return found;
  };

  const countKey = (key: string, filter: ProductListRequest) =>
    JSON.stringify([
      key,
      filter.category,
      filter.subCategory,
      filter.bestseller,
      filter.ids,
      filter.exclude,
      filter.search,
    ]);

  const rememberTotal = (version: number, key: string, total: number) => {
    if (version !== totals.version || totals.byFilter.size >= MAX_CACHED_TOTALS) {
      totals.version = version;
      totals.byFilter.clear();
    }
    totals.byFilter.set(key, total);
  };

  return {
    /** One page and the number of products matching the filter. */
    async list(filter: ProductListRequest): Promise<{ rows: ProductRow[]; total: number }> {
      const shape = shapeOf(filter);
      const key = shapeKey(shape);
      const values = parameters(filter);
      const page = await statement(pageStatements, key, () =>
        buildPage(shape, `product_page_${key}`),
      ).execute(values);
      const rows: ProductRow[] = page.map(({ catalogueVersion: _version, ...row }) => row);
      const offset = (filter.page - 1) * filter.limit;
      // A page that is not full is the last one: its own rows tell the total.
      if (rows.length > 0 && rows.length < filter.limit) return { rows, total: offset + rows.length };
      if (rows.length === 0 && filter.page === 1) return { rows, total: 0 };

      const totalKey = countKey(key, filter);
      const version = page[0]?.catalogueVersion;
      const known = version === totals.version ? totals.byFilter.get(totalKey) : undefined;
      if (known !== undefined) return { rows, total: known };
      const [counted] = await statement(countStatements, key, () =>
        buildCount(shape, `product_count_${key}`),
      ).execute(values);
      const total = counted?.total ?? 0;
      if (counted) rememberTotal(counted.catalogueVersion, totalKey, total);
      return { rows, total };
    },

    async findActive(id: string): Promise<ProductRow | undefined> {
      const [row] = await findActiveStatement.execute({ id });
      return row;
    },

    async findActiveMany(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(listedColumns)
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
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
