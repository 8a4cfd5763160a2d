// The only code that reads and writes the catalogue's tables. The list runs as prepared statements, one per
// query shape (which filters are set, the sort, a search or not), so each shape is planned once per
// connection; values travel as parameters. A page's total is counted once per filter and catalogue version
// (see `catalogueVersion`) instead of on every page, and not at all when the page itself shows the end.
// Search is PostgreSQL full-text search (stemmed, accents folded, ranked: name over type over description);
// when the words as typed match nothing, each is replaced by the catalogue's words it resembles (pg_trgm
// similarity over `catalogue_words`) and the search runs again, so "trowsers" finds trousers.
// In Sinhala or Tamil a read also joins the product's row of product_translations, and a search looks in
// the English text (as above) and in that language's text (the `simple` configuration, no stemming).
import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@store/contracts/languages';
import type { ProductListFilter, SortKey, TranslatedLanguage } from '@store/contracts/products';
import type { BackendDb } from '../../db/client';
import { catalogueWords, products, productSearch, productTranslations } from '../../db/schema/index';
import { lowStockCondition } from './stock.repository';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type NewProductRow = typeof products.$inferInsert;

/** A product's text in one other language; null (or '' among the alts) where it has none. */
export interface TranslationText {
  name: string | null;
  description: string | null;
  imageAlts: string[];
}
export interface TranslationRow extends TranslationText {
  productId: string;
  language: TranslatedLanguage;
}
/** A product as a catalogue read finds it: in Sinhala or Tamil, with that language's text when it has some. */
export type LocalizedProductRow = ProductRow & { translation?: TranslationText };

/** A resolved list request: the filter with its page size and language settled by the service. */
export type ProductListRequest = Omit<ProductListFilter, 'page' | 'limit' | 'lang'> & {
  page: number;
  limit: number;
  language: Language;
};

const { searchVector: _vector, ...listedColumns } = getTableColumns(products);
// Null in English reads (no join), the language's row in the others.
const translatedColumns = {
  translatedName: sql<string | null>`${productTranslations.name}`,
  translatedDescription: sql<string | null>`${productTranslations.description}`,
  translatedImageAlts: sql<string[] | null>`${productTranslations.imageAlts}`,
};
const untranslatedColumns = {
  translatedName: sql<string | null>`null`,
  translatedDescription: sql<string | null>`null`,
  translatedImageAlts: sql<string[] | null>`null`,
};
const translationJoin = and(
  eq(productTranslations.productId, products.id),
  sql`${productTranslations.language} = ${sql.placeholder('language')}`,
);

/** How alike (pg_trgm similarity, 0–1) a catalogue word must be to a searched one to stand in for it:
 * "trowsers"–"trousers" 0.5, "jaket"–"jacket" 0.44, "skirt"–"shirt" 0.33 (not alike enough). */
export const SIMILAR_WORD_THRESHOLD = 0.4;
/** Catalogue words tried in place of one searched word, and searched words looked up at most. */
const SIMILAR_WORDS_PER_WORD = 3;
const MAX_SEARCHED_WORDS = 6;

// As text: the version is a bigint, which the two drivers would hand over as different JS types.
const catalogueVersionSql = sql<string>`(select "version"::text from "catalogue_version" where "id" = 1)`;
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

interface Shape {
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

function shapeOf(filter: ProductListRequest, search: SearchMode): Shape {
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
const shapeKey = (shape: Shape) =>
  choiceMark[shape.category] +
  choiceMark[shape.subCategory] +
  [shape.bestseller, shape.ids, shape.exclude, shape.lowStock].map((set) => (set ? '1' : '0')).join('') +
  `_${shape.search}_${shape.sort.replace('-', '_')}${shape.translated ? '_t' : ''}`;

/** A run of Sinhala or Tamil letters (vowel signs and virama included: they are in the blocks). */
const SCRIPT_WORD = /^(?:[\u0D80-\u0DFF]+|[\u0B80-\u0BFF]+)$/;
/** Words as the catalogue's word list holds them (catalogue_words_of, migration 0009): each script apart. */
const WORD = /[a-z]+|[\u0D80-\u0DFF]+|[\u0B80-\u0BFF]+/g;
const JOINERS = /[\u200C\u200D]/g;
const SCRIPT_MARK = /[\u0B80-\u0BFF\u0D80-\u0DFF]/;

/**
 * A search's words as the catalogue's word list holds them: lower case, accents folded, letters only,
 * English, Sinhala and Tamil words each of their own script. Accents are marks on Latin letters; Sinhala
 * and Tamil vowel signs and virama are marks too, and stay. Zero-width joiners go, as in the database.
 */
export function searchedWords(search: string): string[] {
  const folded = search
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (SCRIPT_MARK.test(mark) ? mark : ''))
    .replace(JOINERS, '')
    .normalize('NFC')
    .toLowerCase();
  const words = (folded.match(WORD) ?? []).filter((word) => word.length >= 3);
  return [...new Set(words)].slice(0, MAX_SEARCHED_WORDS);
}

/** The columns a list filters on, in products or in its search copy (product_search). */
interface FilteredColumns {
  id: typeof products.id | typeof productSearch.productId;
  category: typeof products.category | typeof productSearch.category;
  subCategory: typeof products.subCategory | typeof productSearch.subCategory;
  bestseller: typeof products.bestseller | typeof productSearch.bestseller;
}
const productColumns: FilteredColumns = products;
const searchCopyColumns: FilteredColumns = { ...productSearch, id: productSearch.productId };

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
 * An English search in order of relevance (not the admin's low-stock list) ranks its matches in
 * product_search and reads only the page's rows from products. Other searches (by price or rating, in
 * Sinhala or Tamil) read products as any list does.
 */
const readsSearchCopy = (shape: Shape) =>
  shape.search !== 'none' && !shape.translated && shape.sort === 'relavent' && !shape.lowStock;

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

function parameters(filter: ProductListRequest, terms?: string): Record<string, unknown> {
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
  };
}

/** Totals a filter had at a catalogue version; emptied when the version moves on. */
const MAX_CACHED_TOTALS = 1000;

type PageRow = ProductRow & {
  catalogueVersion: string;
  translatedName: string | null;
  translatedDescription: string | null;
  translatedImageAlts: string[] | null;
};

/** The row as the service wants it: the language's text apart, when the read was in one. */
function localizedRow(row: Omit<PageRow, 'catalogueVersion'>, translated: boolean): LocalizedProductRow {
  const { translatedName, translatedDescription, translatedImageAlts, ...product } = row;
  if (!translated) return product;
  return {
    ...product,
    translation: {
      name: translatedName,
      description: translatedDescription,
      imageAlts: translatedImageAlts ?? [],
    },
  };
}

const translationColumns = {
  productId: productTranslations.productId,
  language: productTranslations.language,
  name: productTranslations.name,
  description: productTranslations.description,
  imageAlts: productTranslations.imageAlts,
};

/** A list page's query for a shape (its values are placeholders, filled by `parameters`). */
function pageQuery(db: BackendDb, shape: Shape) {
  if (readsSearchCopy(shape)) return searchCopyPageQuery(db, shape);
  const page = db
    .select({
      ...listedColumns,
      catalogueVersion: catalogueVersionSql,
      ...(shape.translated ? translatedColumns : untranslatedColumns),
    })
    .from(products)
    .$dynamic();
  return (shape.translated ? page.leftJoin(productTranslations, translationJoin) : page)
    .where(conditions(shape))
    .orderBy(...ordering(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The page's rows ranked in product_search (best first, then newest), then read from products. */
function searchCopyPageQuery(db: BackendDb, shape: Shape) {
  const ranked = db
    .select({
      productId: productSearch.productId,
      rank: sql<number>`ts_rank(${productSearch.searchVector}, ${searchQuery(shape.search)})`.as('rank'),
      createdAt: productSearch.createdAt,
    })
    .from(productSearch)
    .where(searchCopyConditions(shape))
    .orderBy(sql`"rank" desc`, sql`${productSearch.createdAt} desc`, productSearch.productId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('ranked');
  // The copy holds only active products; the page checks again, so a drifted copy never shows a removed one.
  return db
    .select({ ...listedColumns, catalogueVersion: catalogueVersionSql, ...untranslatedColumns })
    .from(ranked)
    .innerJoin(products, and(eq(products.id, ranked.productId), isNull(products.deletedAt)))
    .orderBy(sql`${ranked.rank} desc`, sql`${ranked.createdAt} desc`, ranked.productId);
}

/** The number of products matching a shape's filter, with the catalogue version it was counted at. */
const countQuery = (db: BackendDb, shape: Shape) =>
  readsSearchCopy(shape)
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

export function createProductsRepository(db: BackendDb) {
  const buildPage = (shape: Shape, name: string) => pageQuery(db, shape).prepare(name);
  const buildCount = (shape: Shape, name: string) => countQuery(db, shape).prepare(name);

  const findActiveStatement = db
    .select(listedColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .prepare('product_find_active');
  const findActiveTranslatedStatement = db
    .select({ ...listedColumns, ...translatedColumns })
    .from(products)
    .leftJoin(productTranslations, translationJoin)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .prepare('product_find_active_translated');
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
  // Sinhala and Tamil words: the same measure over their own trigrams (pg_trgm sees none under ctype C).
  const wordTrigrams = sql`script_trigrams(${sql.placeholder('word')})`;
  const similarScriptWordsStatement = db
    .select({ word: catalogueWords.word })
    .from(catalogueWords)
    .where(
      sql`${catalogueWords.trigrams} && ${wordTrigrams} and script_similarity(${catalogueWords.trigrams}, ${wordTrigrams}) >= ${sql.raw(String(SIMILAR_WORD_THRESHOLD))}`,
    )
    .orderBy(sql`script_similarity(${catalogueWords.trigrams}, ${wordTrigrams}) desc`, catalogueWords.word)
    .limit(SIMILAR_WORDS_PER_WORD)
    .prepare('catalogue_similar_script_words');

  /** The search as a tsquery of resembling catalogue words, `(a | b) & (c)`; none when a word has none. */
  const similarTerms = async (search: string): Promise<string | undefined> => {
    const words = searchedWords(search);
    if (words.length === 0) return undefined;
    const groups: string[] = [];
    for (const word of words) {
      const lookup = SCRIPT_WORD.test(word) ? similarScriptWordsStatement : similarWordsStatement;
      const similar = await lookup.execute({ word });
      if (similar.length === 0) return undefined;
      // Catalogue words are runs of [a-z], Sinhala or Tamil (the list's own rule): no tsquery syntax.
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
      // A search in Sinhala or Tamil also looks in that language's text.
      filter.search ? filter.language : 'en',
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
  ): Promise<{ rows: LocalizedProductRow[]; total: number }> => {
    const shape = shapeOf(filter, search);
    const key = shapeKey(shape);
    const values = parameters(filter, terms);
    const page: PageRow[] = await statement(pageStatements, key, () =>
      buildPage(shape, `product_page_${key}`),
    ).execute(values);
    const rows = page.map(({ catalogueVersion: _version, ...row }) => localizedRow(row, shape.translated));
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

  const findActive = async (id: string): Promise<ProductRow | undefined> => {
    const [row] = await findActiveStatement.execute({ id });
    return row;
  };

  return {
    /** One page and the number of products matching the filter, in the filter's language. */
    async list(filter: ProductListRequest): Promise<{ rows: LocalizedProductRow[]; total: number }> {
      if (!filter.search) return listPage(filter, 'none');
      const typed = await listPage(filter, 'typed');
      if (typed.total > 0) return typed;
      const terms = await similarTerms(filter.search);
      return terms ? listPage(filter, 'similar', terms) : typed;
    },

    findActive,

    /** The product with its text in `language` (English has none apart: it is the product). */
    async findActiveIn(id: string, language: Language): Promise<LocalizedProductRow | undefined> {
      if (language === 'en') return findActive(id);
      const [row] = await findActiveTranslatedStatement.execute({ id, language });
      return row && localizedRow(row, true);
    },

    async findActiveMany(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return findActiveManyStatement.execute({ ids });
    },

    async insertMany(rows: NewProductRow[]): Promise<ProductRow[]> {
      if (rows.length === 0) return [];
      return db.insert(products).values(rows).returning(listedColumns);
    },

    /** Changes an active product's words; undefined when there is no such product. */
    async updateWords(
      id: string,
      words: Partial<Pick<NewProductRow, 'name' | 'description' | 'images'>>,
    ): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set(words)
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning(listedColumns);
      return row;
    },

    /** Every stored translation of these products. */
    async translationsOf(productIds: string[]): Promise<TranslationRow[]> {
      if (productIds.length === 0) return [];
      return db
        .select(translationColumns)
        .from(productTranslations)
        .where(inArray(productTranslations.productId, productIds))
        .orderBy(asc(productTranslations.productId), asc(productTranslations.language));
    },

    /** Writes these translations whole (a row per product and language) and removes those listed. */
    async saveTranslations(
      put: TranslationRow[],
      remove: Array<{ productId: string; language: TranslatedLanguage }> = [],
    ): Promise<void> {
      if (put.length === 0 && remove.length === 0) return;
      await db.transaction(async (tx) => {
        if (put.length > 0) {
          await tx
            .insert(productTranslations)
            .values(put)
            .onConflictDoUpdate({
              target: [productTranslations.productId, productTranslations.language],
              set: {
                name: sql`excluded.name`,
                description: sql`excluded.description`,
                imageAlts: sql`excluded.image_alts`,
                updatedAt: sql`now()`,
              },
            });
        }
        for (const { productId, language } of remove) {
          await tx
            .delete(productTranslations)
            .where(
              and(eq(productTranslations.productId, productId), eq(productTranslations.language, language)),
            );
        }
      });
    },

    /** How many translations are stored at all (the seed adds the demo ones to a store with none). */
    async countTranslations(): Promise<number> {
      const [counted] = await db.select({ total: count() }).from(productTranslations);
      return counted?.total ?? 0;
    },

    /** Active products by their English name (the seed's key for its translations). */
    async findActiveByNames(names: string[]): Promise<Array<Pick<ProductRow, 'id' | 'name' | 'images'>>> {
      if (names.length === 0) return [];
      return db
        .select({ id: products.id, name: products.name, images: products.images })
        .from(products)
        .where(and(inArray(products.name, names), isNull(products.deletedAt)));
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
