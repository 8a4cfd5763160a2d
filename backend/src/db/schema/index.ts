// The main API's tables. Money is integer LKR cents; the API speaks LKR numbers.
import { sql } from 'drizzle-orm';
import {
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
import { orderItems, orders, orderStatusHistory, paymentEvents, sandboxCheckoutSessions } from './orders';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['shopper', 'helper', 'admin'] })
      .notNull()
      .default('shopper'),
    /** The accessibility settings the shopper changed (contracts/accessibility), null until first saved. */
    accessibilitySettings: jsonb('accessibility_settings').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('shopper', 'helper', 'admin')`)],
);

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
    priceCents: integer('price_cents').notNull(),
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

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'cart_items_pk', columns: [table.userId, table.productId, table.size] }),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

// Orders and payments live in their own file; re-exported here so drizzle-kit and imports see one schema.
export * from './orders';

export const schema = {
  users,
  products,
  cartItems,
  orders,
  orderItems,
  orderStatusHistory,
  paymentEvents,
  sandboxCheckoutSessions,
};
export type BackendSchema = typeof schema;
