// Signed-in shoppers' carts: one row per product and size.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

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

/**
 * Help requests whose cart grants were revoked (the request closed). A row only needs to outlive the grants
 * it revokes, so it carries their latest possible expiry and is deleted after it.
 */
export const cartGrantRevocations = pgTable('cart_grant_revocations', {
  requestId: text('request_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
