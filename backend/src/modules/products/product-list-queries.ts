// The catalogue list's SQL: each list request has a shape (which filters are set, the sort, a search or not),
// and each shape is one statement, page and count, that products.repository.ts prepares once per connection;
// values travel as parameters. A search in order of relevance ranks in product_search, the active products'
// narrow copy (migration 0015), and in Sinhala or Tamil also in product_translation_search, their translations'
// copy (0016), and reads only the page's rows from products; every other list reads products. In Sinhala or
// Tamil a read also joins the product's row of product_translations.
import { and, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@store/contracts/languages';
import type { ProductListFilter, SortKey } from '@store/contracts/products';
import type { BackendDb } from '../../db/client';
import {
  products,
  productSearch,
  productTranslations,
  productTranslationSearch,
} from '../../db/schema/index';
import { lowStockCondition } from './stock.repository';

/** A resolved list request: the filter with its page size and language settled by the service. */
export type ProductListRequest = Omit<ProductListFilter, 'page' | 'limit' | 'lang'> & {
  page: number;
  limit: number;
  language: Language;
};

const { searchVector: _vector, ...columnsWithoutVector } = getTableColumns(products);
/** A product's columns as reads return them: all but the search vector. */
export const listedColumns = columnsWithoutVector;
// Null in English reads (no join), the language's row in the others.
export const translatedColumns = {
  translatedName: sql<string | null>`${productTranslations.name}`,
  translatedDescription: sql<string | null>`${productTranslations.description}`,
  translatedImageAlts: sql<string[] | null>`${productTranslations.imageAlts}`,
};
export const untranslatedColumns = {
  translatedName: sql<string | null>`null`,
  translatedDescription: sql<string | null>`null`,
  translatedImageAlts: sql<string[] | null>`null`,
};
export const translationJoin = and(
  eq(productTranslations.productId, products.id),
  sql`${productTranslations.language} = ${sql.placeholder('language')}`,
);

// As text: the version is a bigint, which the two drivers would hand over as different JS types.
export const catalogueVersionSql = sql<string>`(select "version"::text from "catalogue_version" where "id" = 1)`;
// Each query is a sub-select, which PostgreSQL runs once per statement (an InitPlan). Written inline, a
// prepared statement's generic plan (used from its sixth run on) made the tsquery again for every matching
// row, twice (the match and the rank): at 100,000 products a common word's page took four times as long.
/** The search as typed (web-search syntax: quotes, `-word`, `or`), or the resembling words' tsquery. */
const searchQuery = (mode: SearchMode) =>
  mode === 'typed'
    ? sql`(select websearch_to_tsquery('english'::regconfig, store_unaccent(${sql.placeholder('search')})))`
    : sql`(select to_tsquery('english'::regconfig, ${sql.placeholder('terms')}))`;
/** The same search over a translation's text: no stemmer, the text folded as its vector is (0009). */
const translatedSearchQuery = (mode: SearchMode) =>
  mode === 'typed'
    ? sql`(select websearch_to_tsquery('simple'::regconfig, store_search_text(${sql.placeholder('search')})))`
    : sql`(select to_tsquery('simple'::regconfig, ${sql.placeholder('terms')}))`;
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id}`];

export type SearchMode = 'none' | 'typed' | 'similar';

/**
 * How a list filter is asked for: not at all, one value (sent as `=`, so an index on the filter and the sort
 * order can read a page of rows in order instead of sorting every match), or several (`= any`).
 */
type Choice = 'none' | 'one' | 'many';
const choiceOf = (values: readonly string[]): Choice =>
  values.length === 0 ? 'none' : values.length === 1 ? 'one' : 'many';

export interface Shape {
  category: Choice;
  subCategory: Choice;
  bestseller: boolean;
  ids: boolean;
  exclude: boolean;
  lowStock: boolean;
  search: SearchMode;
  sort: SortKey;
  /** Sinhala or Tamil: the page joins the language's text (the language itself is a parameter). */
  translated: boolean;
}

export function shapeOf(filter: ProductListRequest, search: SearchMode): Shape {
  return {
    translated: filter.language !== 'en',
    category: choiceOf(filter.category),
    subCategory: choiceOf(filter.subCategory),
    bestseller: filter.bestseller !== undefined,
    ids: filter.ids.length > 0,
    exclude: filter.exclude.length > 0,
    lowStock: filter.lowStock,
    search,
    sort: filter.sort ?? 'relavent',
  };
}

const choiceMark: Record<Choice, string> = { none: '0', one: '1', many: 'n' };
export const shapeKey = (shape: Shape) =>
  choiceMark[shape.category] +
  choiceMark[shape.subCategory] +
  [shape.bestseller, shape.ids, shape.exclude, shape.lowStock].map((set) => (set ? '1' : '0')).join('') +
  `_${shape.search}_${shape.sort.replace('-', '_')}${shape.translated ? '_t' : ''}`;

/** The columns a list filters on, in products or in a search copy (product_search, product_translation_search). */
type FilteredColumns = Record<'id' | 'category' | 'subCategory' | 'bestseller', AnyPgColumn>;
const productColumns: FilteredColumns = products;
const searchCopyColumns: FilteredColumns = { ...productSearch, id: productSearch.productId };
const translationCopyColumns: FilteredColumns = {
  ...productTranslationSearch,
  id: productTranslationSearch.productId,
};

/** The list's filters (category, type, bestseller, ids, exclusions) on either table's columns. */
function filterConditions(shape: Shape, columns: FilteredColumns): SQL[] {
  const where: SQL[] = [];
  if (shape.category === 'one') where.push(sql`${columns.category} = ${sql.placeholder('oneCategory')}`);
  if (shape.category === 'many') {
    where.push(sql`${columns.category} = any(${sql.placeholder('category')}::text[])`);
  }
  if (shape.subCategory === 'one') {
    where.push(sql`${columns.subCategory} = ${sql.placeholder('oneSubCategory')}`);
  }
  if (shape.subCategory === 'many') {
    where.push(sql`${columns.subCategory} = any(${sql.placeholder('subCategory')}::text[])`);
  }
  if (shape.bestseller) where.push(sql`${columns.bestseller} = ${sql.placeholder('bestseller')}`);
  if (shape.ids) where.push(sql`${columns.id} = any(${sql.placeholder('ids')}::uuid[])`);
  if (shape.exclude) where.push(sql`${columns.id} <> all(${sql.placeholder('exclude')}::uuid[])`);
  return where;
}

/**
 * A search in order of relevance (not the admin's low-stock list) ranks its matches in the search copies and
 * reads only the page's rows from products. Other searches (by price or rating) read products as any list does.
 */
const readsSearchCopy = (shape: Shape) =>
  shape.search !== 'none' && shape.sort === 'relavent' && !shape.lowStock;

function searchCopyConditions(shape: Shape): SQL | undefined {
  return and(
    ...filterConditions(shape, searchCopyColumns),
    sql`${productSearch.searchVector} @@ ${searchQuery(shape.search)}`,
  );
}

function conditions(shape: Shape): SQL | undefined {
  const where: SQL[] = [isNull(products.deletedAt), ...filterConditions(shape, productColumns)];
  if (shape.lowStock) where.push(lowStockCondition());
  if (shape.search !== 'none' && !shape.translated) {
    where.push(sql`${products.searchVector} @@ ${searchQuery(shape.search)}`);
  } else if (shape.search !== 'none') {
    // Each side of the union can use its own GIN index; an OR across the two tables could use neither.
    where.push(sql`${products.id} in (
      select ${products.id} from ${products} where ${products.searchVector} @@ ${searchQuery(shape.search)}
      union all
      select ${productTranslations.productId} from ${productTranslations}
      where ${productTranslations.language} = ${sql.placeholder('language')}
        and ${productTranslations.searchVector} @@ ${translatedSearchQuery(shape.search)}
    )`);
  }
  return and(...where);
}

function ordering(shape: Shape): SQL[] {
  if (shape.sort === 'low-high') return [sql`${products.priceCents}`, ...newestFirst];
  if (shape.sort === 'high-low') return [sql`${products.priceCents} desc nulls last`, ...newestFirst];
  if (shape.sort === 'rating') {
    // Best rated first, the more reviewed of equal averages first; unreviewed products last, newest first.
    return [
      sql`${products.ratingAverage} desc nulls last`,
      sql`${products.ratingCount} desc nulls last`,
      ...newestFirst,
    ];
  }
  if (shape.search !== 'none' && !shape.translated) {
    return [sql`ts_rank(${products.searchVector}, ${searchQuery(shape.search)}) desc`, ...newestFirst];
  }
  if (shape.search !== 'none') {
    return [
      sql`greatest(ts_rank(${products.searchVector}, ${searchQuery(shape.search)}), coalesce(ts_rank(${productTranslations.searchVector}, ${translatedSearchQuery(shape.search)}), 0)) desc`,
      ...newestFirst,
    ];
  }
  return newestFirst;
}

export function parameters(filter: ProductListRequest, terms?: string): Record<string, unknown> {
  return {
    language: filter.language,
    terms,
    category: filter.category,
    subCategory: filter.subCategory,
    oneCategory: filter.category[0],
    oneSubCategory: filter.subCategory[0],
    bestseller: filter.bestseller,
    ids: filter.ids,
    exclude: filter.exclude,
    search: filter.search,
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
    unmerged: 0,
  };
}

/**
 * A search in order of relevance ranks every match in the search copies before it can give the best twenty,
 * so its page also counts them (a window over the ranked matches) and needs no second statement for its total:
 * a count read every match again (11,110 rows for "hoodie" at 100,000 products). Other lists keep their count
 * statement: those read in an index's order stop after their page, which a count in it would undo.
 */
const matchCountSql = sql<number>`count(*) over ()`.mapWith(Number);
const noMatchCountSql = sql<number | null>`null`;

/** A list page's query for a shape (its values are placeholders, filled by `parameters`). */
export function pageQuery(db: BackendDb, shape: Shape) {
  if (readsSearchCopy(shape)) return searchCopyPageQuery(db, shape);
  const page = db
    .select({
      ...listedColumns,
      catalogueVersion: catalogueVersionSql,
      ...(shape.translated ? translatedColumns : untranslatedColumns),
      matchCount: noMatchCountSql,
    })
    .from(products)
    .$dynamic();
  return (shape.translated ? page.leftJoin(productTranslations, translationJoin) : page)
    .where(conditions(shape))
    .orderBy(...ordering(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The page's rows ranked in the search copies (best first, then newest), then read from products. In Sinhala or
 * Tamil a product matches by its English text or by its translation and ranks by the better of the two, as
 * `ordering` ranks a read of products.
 */
function searchCopyPageQuery(db: BackendDb, shape: Shape) {
  // Each match's rank, worked out before the matches are counted. The OFFSET (always 0) keeps PostgreSQL from
  // merging this into the statement around it, which would count the rows with their search vectors and rank
  // them afterwards: 11,110 vectors for "hoodie" at 100,000 products held for the count, 2–7 ms more.
  const matches = shape.translated
    ? translatedMatches(db, shape)
    : englishMatches(db, shape).offset(sql.placeholder('unmerged')).as('matches');
  // Named apart from products' and product_translations' columns: in Sinhala or Tamil these are computed
  // (translatedMatches), and drizzle names them by their alias alone in the statement around them.
  const ranked = db
    .select({
      productId: sql<string>`${matches.productId}`.as('ranked_product_id'),
      rank: sql<number>`${matches.rank}`.as('ranked_rank'),
      createdAt: sql<Date | null>`${matches.createdAt}`.as('ranked_created_at'),
      matchCount: matchCountSql.as('match_count'),
    })
    .from(matches)
    .orderBy(sql`${matches.rank} desc`, sql`${matches.createdAt} desc`, matches.productId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('ranked');
  // The copies hold only active products; the page checks again, so a drifted copy never shows a removed one.
  const page = db
    .select({
      ...listedColumns,
      catalogueVersion: catalogueVersionSql,
      ...(shape.translated ? translatedColumns : untranslatedColumns),
      matchCount: ranked.matchCount,
    })
    .from(ranked)
    .innerJoin(products, and(eq(products.id, ranked.productId), isNull(products.deletedAt)))
    .$dynamic();
  return (shape.translated ? page.leftJoin(productTranslations, translationJoin) : page).orderBy(
    sql`${ranked.rank} desc`,
    sql`${ranked.createdAt} desc`,
    ranked.productId,
  );
}

/** Each English match in product_search, with its rank. */
const englishMatches = (db: BackendDb, shape: Shape) =>
  db
    .select({
      productId: productSearch.productId,
      rank: sql<number>`ts_rank(${productSearch.searchVector}, ${searchQuery(shape.search)})`.as('rank'),
      createdAt: productSearch.createdAt,
    })
    .from(productSearch)
    .where(searchCopyConditions(shape));

/**
 * The English matches and the translation's, one row a product with the better of its ranks (`greatest`
 * ignores the side that did not match). A full join pairs the two sides on a hash of the smaller one; a union
 * grouped by product hashed every match again (Sinhala "හූඩි" at 100,000 products: 11,110 rows, about a
 * sixth of the statement's time).
 */
function translatedMatches(db: BackendDb, shape: Shape) {
  const english = englishMatches(db, shape).as('english');
  const translated = db
    .select({
      productId: productTranslationSearch.productId,
      rank: sql<number>`ts_rank(${productTranslationSearch.searchVector}, ${translatedSearchQuery(shape.search)})`.as(
        'rank',
      ),
      createdAt: productTranslationSearch.createdAt,
    })
    .from(productTranslationSearch)
    .where(
      and(
        ...filterConditions(shape, translationCopyColumns),
        sql`${productTranslationSearch.language} = ${sql.placeholder('language')}`,
        sql`${productTranslationSearch.searchVector} @@ ${translatedSearchQuery(shape.search)}`,
      ),
    )
    .as('translated');
  return db
    .select({
      productId: sql<string>`coalesce(${translated.productId}, ${english.productId})`.as('product_id'),
      // Written out: drizzle names a computed column of a subquery by its alias alone, and both have a "rank".
      rank: sql<number>`greatest("translated"."rank", "english"."rank")`.as('rank'),
      createdAt: sql<Date | null>`coalesce(${translated.createdAt}, ${english.createdAt})`.as('created_at'),
    })
    .from(english)
    .fullJoin(translated, eq(translated.productId, english.productId))
    .offset(sql.placeholder('unmerged'))
    .as('matches');
}

/** The number of products matching a shape's filter, with the catalogue version it was counted at. */
export const countQuery = (db: BackendDb, shape: Shape) =>
  readsSearchCopy(shape) && !shape.translated
    ? db
        .select({ total: count(), catalogueVersion: catalogueVersionSql })
        .from(productSearch)
        .where(searchCopyConditions(shape))
    : db
        .select({ total: count(), catalogueVersion: catalogueVersionSql })
        .from(products)
        .where(conditions(shape));

/**
 * The SQL and values a list request runs (page and count) for a way of searching, as prepared statements
 * send them: for tests that look at how PostgreSQL plans them.
 */
export function listStatements(
  db: BackendDb,
  filter: ProductListRequest,
  search: SearchMode,
  terms?: string,
): { page: SQL; count: SQL; values: Record<string, unknown> } {
  const shape = shapeOf(filter, search);
  return {
    page: pageQuery(db, shape).getSQL(),
    count: countQuery(db, shape).getSQL(),
    values: parameters(filter, terms),
  };
}
