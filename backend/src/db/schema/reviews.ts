// Reviews by verified buyers. One per shopper per product; an admin may hide one (it stays, with who hid
// it and when). The product's rating (products.rating_count, rating_total) is recomputed from the visible
// reviews in the same transaction as every change here, under the product row's lock (reviews.repository).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** Plain text, never HTML; '' when none was given. */
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    language: text('language', { enum: ['en', 'si', 'ta'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('product_reviews_one_per_shopper').on(table.productId, table.userId),
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('product_reviews_language', sql`${table.language} in ('en', 'si', 'ta')`),
    check('product_reviews_title_length', sql`char_length(${table.title}) <= 120`),
    check('product_reviews_text_length', sql`char_length(${table.text}) <= 2000`),
    index('product_reviews_product_newest_idx')
      .on(table.productId, table.createdAt.desc(), table.id)
      .where(sql`${table.hiddenAt} is null`),
    index('product_reviews_newest_idx').on(table.createdAt.desc(), table.id),
  ],
);
