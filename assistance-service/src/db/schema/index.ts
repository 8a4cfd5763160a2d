// The assistance service's own tables. Users live in the main API; here they are only ids from the token.
import { defaultLanguage, languages } from '@store/contracts/languages';
import type { MessageAttachment } from '@store/contracts/assistance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const assistRequests = pgTable(
  'assist_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The shopper asking for help. */
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type', { enum: ['Live Assistance', 'Scheduled Session'] }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    accepted: boolean('accepted').notNull().default(false),
    helperId: uuid('helper_id'),
    helperName: text('helper_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed requests are kept for the record; only open ones (closed_at null) are served. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by', { enum: ['shopper', 'helper'] }),
    /** The shopper's storefront language when they asked (requests from before languages are English). */
    language: text('language', { enum: languages }).notNull().default(defaultLanguage),
  },
  (table) => [
    // The rule "one open request per shopper" lives in the database, so two quick POSTs cannot make two.
    uniqueIndex('assist_requests_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.closedAt} is null`),
    index('assist_requests_open_idx')
      .on(table.createdAt)
      .where(sql`${table.closedAt} is null`),
    // A shopper's latest request, closed ones too (their conversation mailed after the session).
    index('assist_requests_user_created_idx').on(table.userId, table.createdAt),
    index('assist_requests_helper_idx')
      .on(table.helperId)
      .where(sql`${table.closedAt} is null`),
    // The recent waits that /live-start's estimate is made of.
    index('assist_requests_live_accepted_idx')
      .on(table.acceptedAt)
      .where(sql`${table.type} = 'Live Assistance' and ${table.acceptedAt} is not null`),
    check('assist_requests_type_check', sql`${table.type} in ('Live Assistance', 'Scheduled Session')`),
    check('assist_requests_accept_has_helper', sql`${table.accepted} = (${table.helperId} is not null)`),
    check(
      'assist_requests_schedule_has_time',
      sql`(${table.type} = 'Scheduled Session') = (${table.scheduledFor} is not null)`,
    ),
    check('assist_requests_closed_by_check', sql`(${table.closedAt} is null) = (${table.closedBy} is null)`),
    check('assist_requests_language_check', sql`${table.language} in ('en', 'si', 'ta')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order within a conversation; inserts into one conversation are serialised so it matches commit order. */
    seq: bigint('seq', { mode: 'number' })
      .generatedAlwaysAsIdentity()
      .notNull()
      .unique('messages_seq_unique'),
    /** The shopper whose conversation this is. */
    userId: uuid('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    senderId: uuid('sender_id').notNull(),
    from: text('from', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    audioUrl: text('audio_url'),
    audioDuration: real('audio_duration'),
    clientMessageId: text('client_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's storefront language when they sent it (messages from before languages are English). */
    language: text('language', { enum: languages }).notNull().default(defaultLanguage),
    /** A product card or page suggestion a helper sent with the message (contracts' MessageAttachment). */
    attachment: jsonb('attachment').$type<MessageAttachment>(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.userId, table.seq),
    // A retried send with the same client id is a no-op.
    uniqueIndex('messages_client_id_unique')
      .on(table.senderId, table.clientMessageId)
      .where(sql`${table.clientMessageId} is not null`),
    check('messages_from_check', sql`${table.from} in ('user', 'assistant')`),
    check('messages_content_length', sql`char_length(${table.content}) <= 2000`),
    check('messages_text_or_audio', sql`${table.audioUrl} is not null or char_length(${table.content}) >= 1`),
    check('messages_audio_has_duration', sql`(${table.audioUrl} is null) = (${table.audioDuration} is null)`),
    check('messages_language_check', sql`${table.language} in ('en', 'si', 'ta')`),
  ],
);

export const schema = { assistRequests, messages };
export type AssistanceSchema = typeof schema;

/**
 * Whether each helper takes requests, and when an instance last saw them with live help open. Available
 * means status 'available' and seen within HELPER_AWAY_AFTER_SECONDS, whichever instance holds the socket.
 */
export const helperPresence = pgTable(
  'helper_presence',
  {
    helperId: uuid('helper_id').primaryKey(),
    status: text('status', { enum: ['available', 'away'] })
      .notNull()
      .default('available'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('helper_presence_status_check', sql`${table.status} in ('available', 'away')`)],
);

/** Each helper's quick replies, in their order (a helper who never saved a list has no row). */
export const helperQuickReplies = pgTable('helper_quick_replies', {
  helperId: uuid('helper_id').primaryKey(),
  replies: jsonb('replies').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
