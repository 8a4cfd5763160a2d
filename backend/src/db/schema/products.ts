// The catalogue. Prices are integer LKR cents, 64-bit like every money column. Listing indexes are partial
// (active products only) and carry the list's whole order, so a page is an index range scan whatever the
// catalogue's size. Search reads a generated, weighted full-text vector (accents folded by `store_unaccent`,
// an IMMUTABLE wrapper of the unaccent extension, migration 0008); a misspelt word is looked up among the
// catalogue's own words (`catalogue_words`, pg_trgm similarity) and searched as the words it resembles.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface ProductImage {
  url: string;
  alt: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    category: text('category', { enum: ['Men', 'Women', 'Kids'] }).notNull(),
    subCategory: text('sub_category', { enum: ['Topwear', 'Bottomwear', 'Winterwear'] }).notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The rating from visible reviews: how many and the sum of their stars, recomputed with every review
     * change (schema/reviews.ts). `rating_average` is what the collection sorts on (null with no reviews).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`case when "rating_count" > 0 then round("rating_total"::numeric / "rating_count", 2) end`,
    ),
    /** Soft delete: removed products leave the catalogue but old orders still render. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Full-text document: name (A), category and sub-category (B), description (C); accents folded. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, store_unaccent("name")), 'A') || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "sub_category"), 'B') || setweight(to_tsvector('english'::regconfig, store_unaccent("description")), 'C')`,
      ),
  },
  (table) => {
    const active = sql`${table.deletedAt} is null`;
    return [
      check('products_price_positive', sql`${table.priceCents} > 0`),
      index('products_active_newest_idx').on(table.createdAt.desc(), table.id).where(active),
      index('products_active_category_idx')
        .on(table.category, table.subCategory, table.createdAt.desc(), table.id)
        .where(active),
      index('products_active_sub_category_idx')
        .on(table.subCategory, table.createdAt.desc(), table.id)
        .where(active),
      index('products_active_price_idx').on(table.priceCents, table.createdAt.desc(), table.id).where(active),
      // A category and a type, by price: the collection's filtered pages read 20 rows in order.
      index('products_active_category_price_idx')
        .on(table.category, table.subCategory, table.priceCents, table.createdAt.desc(), table.id)
        .where(active),
      index('products_active_category_price_desc_idx')
        .on(table.category, table.subCategory, table.priceCents.desc(), table.createdAt.desc(), table.id)
        .where(active),
      index('products_active_price_desc_idx')
        .on(table.priceCents.desc(), table.createdAt.desc(), table.id)
        .where(active),
      index('products_active_rating_idx')
        .on(
          sql`${table.ratingAverage} desc nulls last`,
          table.ratingCount.desc(),
          table.createdAt.desc(),
          table.id,
        )
        .where(active),
      index('products_search_vector_idx').using('gin', table.searchVector),
    ];
  },
);

/**
 * The English search's narrow copy of each active product: its full-text vector and what a search page
 * filters and orders on. A search ranks every match, so it reads every matching row: here that is a third of
 * the pages it would read in `products` (a word in one product of nine, at 100,000 products: 3,300 pages
 * instead of 7,300), and only the page's 20 rows are then read from products. Kept by statement triggers on
 * products (migration 0015): a removed product leaves it, a restored one comes back. A table rewrite fires no
 * trigger: a migration that changes how `products.search_vector` is made must fill the copy again (0015's
 * backfill, as an upsert).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    bestseller: boolean('bestseller').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [index('product_search_vector_idx').using('gin', table.searchVector)],
);

/**
 * A product's Sinhala or Tamil text (English is the product row itself). Each field may be missing (null, or
 * an empty alt text), and the catalogue then shows the English one. Searched through its own full-text
 * vector with the `simple` configuration (PostgreSQL has no Sinhala or Tamil stemmer), over the text folded
 * by `store_search_text` (composed, joiners removed, accents folded, lower case; migration 0009).
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** si or ta (the contract's translatedLanguages). */
    language: text('language', { enum: ['si', 'ta'] }).notNull(),
    name: text('name'),
    description: text('description'),
    /** Alt text by picture position (products.images); '' where a picture has none in this language. */
    imageAlts: jsonb('image_alts').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, store_search_text(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, store_search_text(coalesce("description", ''))), 'C')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.language] }),
    check('product_translations_language', sql`${table.language} in ('si', 'ta')`),
    index('product_translations_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * The Sinhala and Tamil search's narrow copy: each active product's translation vector with what a search page
 * filters and orders on, as `productSearch` is for English. A translation row holds its whole text (about 2 KB),
 * so ranking the matches of a common word there read a page per match, and each match's product row besides
 * (350 ms at 100,000 products). Kept by statement triggers on products and on product_translations (migration
 * 0016): a removed product or translation leaves it, a restored product comes back with its translations.
 */
export const productTranslationSearch = pgTable(
  'product_translation_search',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['si', 'ta'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    bestseller: boolean('bestseller').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.language] }),
    index('product_translation_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * Every word of the catalogue's names and descriptions, English, Sinhala and Tamil (lower case, accents
 * folded, three letters or more), kept by triggers on products (migration 0008) and product_translations
 * (0009). A searched word that matches no product is compared with these by trigram similarity, so
 * "trowsers" is searched as "trousers". pg_trgm compares the English words; it sees no letters outside
 * ASCII in a database whose ctype is C, so Sinhala and Tamil words carry their own trigrams (`trigrams`,
 * by code point, the way pg_trgm makes them). Words of removed products stay: a suggestion that finds
 * nothing costs one index probe.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    word: text('word').primaryKey(),
    /** Sinhala and Tamil words only: their trigrams by code point (`script_trigrams`, migration 0009). */
    trigrams: text('trigrams')
      .array()
      .generatedAlwaysAs(sql`script_trigrams("word")`),
  },
  (table) => [
    index('catalogue_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
    index('catalogue_words_trigrams_idx').using('gin', table.trigrams),
  ],
);

/**
 * One row whose `version` a trigger bumps on every statement that changes `products` and announces with
 * NOTIFY catalogue_changed (migration 0007, the catalogue cache's). The list also keeps page totals keyed
 * on it, so a count runs once per filter per catalogue change, on every instance, not on every page.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);

/**
 * How many of each size are on the shelf. One row per product and size; orders take from `quantity` with
 * a conditional update, so the check constraint is the last line of defence, never the first.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check('product_stock_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);
