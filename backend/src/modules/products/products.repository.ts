// The only code that reads and writes the catalogue's tables. The list runs as prepared statements, one per
// query shape (which filters are set, the sort, a search or not; the SQL is product-list-queries.ts), so each
// shape is planned once per connection; values travel as parameters. An English search by relevance counts its
// matches in its page's statement; any other list's total is counted once per filter and catalogue version
// (see `catalogueVersion`) instead of on every page, and not at all when the page itself shows the end.
// Search is PostgreSQL full-text search (stemmed, accents folded, ranked: name over type over description);
// when the words as typed match nothing, each is replaced by the catalogue's words it resembles (pg_trgm
// similarity over `catalogue_words`) and the search runs again, so "trowsers" finds trousers.
// In Sinhala or Tamil a read also joins the product's row of product_translations, and a search looks in
// the English text (as above) and in that language's text (the `simple` configuration, no stemming).
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@store/contracts/languages';
import type { TranslatedLanguage } from '@store/contracts/products';
import type { BackendDb } from '../../db/client';
import { catalogueWords, products, productTranslations } from '../../db/schema/index';
import {
  catalogueVersionSql,
  countQuery,
  listedColumns,
  pageQuery,
  parameters,
  shapeKey,
  shapeOf,
  translatedColumns,
  translationJoin,
  type ProductListRequest,
  type SearchMode,
  type Shape,
} from './product-list-queries';
import { SCRIPT_WORD, searchedWords } from './searched-words';

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

/** How alike (pg_trgm similarity, 0–1) a catalogue word must be to a searched one to stand in for it:
 * "trowsers"–"trousers" 0.5, "jaket"–"jacket" 0.44, "skirt"–"shirt" 0.33 (not alike enough). */
export const SIMILAR_WORD_THRESHOLD = 0.4;
/** Catalogue words tried in place of one searched word. */
const SIMILAR_WORDS_PER_WORD = 3;

/** Totals a filter had at a catalogue version; emptied when the version moves on. */
const MAX_CACHED_TOTALS = 1000;

type PageRow = ProductRow & {
  catalogueVersion: string;
  /** How many products match, counted by the page's own statement (a search by relevance), or null. */
  matchCount: number | null;
  translatedName: string | null;
  translatedDescription: string | null;
  translatedImageAlts: string[] | null;
};

/** The row as the service wants it: the language's text apart, when the read was in one. */
function localizedRow(
  row: Omit<PageRow, 'catalogueVersion' | 'matchCount'>,
  translated: boolean,
): LocalizedProductRow {
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
  const findActiveManyAtStatement = db
    .select({ ...listedColumns, catalogueVersion: catalogueVersionSql })
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, isNull(products.deletedAt)))
    .prepare('product_find_active_many_at');
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
    const rows = page.map(({ catalogueVersion: _version, matchCount: _count, ...row }) =>
      localizedRow(row, shape.translated),
    );
    const offset = (filter.page - 1) * filter.limit;
    // A page that is not full is the last one: its own rows tell the total.
    if (rows.length > 0 && rows.length < filter.limit) return { rows, total: offset + rows.length };
    if (rows.length === 0 && filter.page === 1) return { rows, total: 0 };
    // A search by relevance counted its matches while ranking them (a page past the last has no row to say).
    const countedInPage = page[0]?.matchCount;
    if (countedInPage !== undefined && countedInPage !== null) return { rows, total: countedInPage };

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

    /**
     * The active products among `ids`, with the catalogue's version they were read at (any change to the
     * products moves it on); the version is '' when none of them is active.
     */
    async findActiveManyAt(ids: string[]): Promise<{ rows: ProductRow[]; version: string }> {
      if (ids.length === 0) return { rows: [], version: '' };
      const found = await findActiveManyAtStatement.execute({ ids });
      const rows = found.map(({ catalogueVersion: _version, ...row }) => row);
      return { rows, version: found[0]?.catalogueVersion ?? '' };
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
