// Accounts: who may sign in and with which role.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRoles } from '@store/contracts/constants';

/** The role list as SQL for the check constraint (the same text the first migration holds). */
const roleList = sql.raw(userRoles.map((role) => `'${role}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('shopper'),
    /** Raised on a password or role change and on disabling: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A disabled account cannot sign in and its tokens are refused (e.g. demo accounts out of demo mode). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The accessibility settings the shopper changed (contracts/accessibility), null until first saved. */
    accessibilitySettings: jsonb('accessibility_settings').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in (${roleList})`)],
);

/**
 * Password-reset links. The link's token is never stored: only its SHA-256. A link works once, until
 * `expires_at`; a newer request marks the older unused links used, so only the latest works.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Newsletter subscriptions, double opt-in: a subscription is pending until the mailed link confirms it, and
 * ends with an unsubscribe (kept, so a later subscribe asks for confirmation again). Confirmation mails are
 * counted and timed, so subscribing again sends at most one more an hour.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('newsletter_subscriptions_email_unique'),
  language: text('language', { enum: ['en', 'si', 'ta'] })
    .notNull()
    .default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  confirmationsSent: integer('confirmations_sent').notNull().default(0),
  lastConfirmationAt: timestamp('last_confirmation_at', { withTimezone: true }),
});
