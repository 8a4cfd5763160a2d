// The catalogue. Prices are integer LKR cents, 64-bit like every money column.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** Soft delete: removed products leave the catalogue but old orders still render. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('products_price_positive', sql`${table.priceCents} > 0`),
    index('products_listing_idx').on(table.createdAt, table.id),
    index('products_category_idx').on(table.category, table.subCategory),
  ],
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
