// Live help's tools beyond the chat itself: what a helper sends besides words (a product card, a page
// suggestion), the shopper's screen shared with their helper in words, helpers' presence and their quick
// replies. Re-exported by ./assistance, which is where the rest of live help's contract lives.
import { z } from 'zod';
import { addressFieldLabels, type AddressField } from './address-rules';
import { idSchema, text, type SocketAck } from './common';
import { categories, sortKeys, subCategories } from './constants';
import { defaultLanguage, languages } from './languages';

/* ---------------------------------------------------------------- what a helper sends besides words */

/** Store pages a helper may suggest, besides a product (/product/<id>) and the collection with its filters. */
export const SUGGESTIBLE_PATHS = ['/', '/cart', '/orders', '/about', '/contact', '/accessibility'] as const;
const MAX_SUGGESTED_SEARCH = 100;

/**
 * A page of the store as a relative path: a named page, a product, or the collection with only its own
 * query (category, subCategory, sort, search, page). Nothing else, so a suggestion never leads off the shop.
 */
export const storePathSchema = z
  .string()
  .max(500)
  .refine(
    (value) => {
      if (!value.startsWith('/') || value.startsWith('//')) return false;
      let url: URL;
      try {
        url = new URL(value, 'https://store.invalid');
      } catch {
        return false;
      }
      if (url.origin !== 'https://store.invalid' || url.hash !== '' || url.username !== '') return false;
      // Stored as it will be opened: no dot segments or other spellings of another path.
      if (`${url.pathname}${url.search}` !== value) return false;
      if (/^\/product\/[0-9a-f-]{36}$/i.test(url.pathname)) {
        return url.search === '' && idSchema.safeParse(url.pathname.slice('/product/'.length)).success;
      }
      if ((SUGGESTIBLE_PATHS as readonly string[]).includes(url.pathname)) return url.search === '';
      if (url.pathname !== '/collection') return false;
      const allowed: Record<string, (value: string) => boolean> = {
        category: (v) => (categories as readonly string[]).includes(v),
        subCategory: (v) => (subCategories as readonly string[]).includes(v),
        sort: (v) => (sortKeys as readonly string[]).includes(v),
        search: (v) => v.length <= MAX_SUGGESTED_SEARCH,
        page: (v) => /^[1-9]\d{0,4}$/.test(v),
      };
      return [...url.searchParams].every(([key, item]) => allowed[key]?.(item) ?? false);
    },
    { message: 'path: a page of this store, such as /collection?category=Women or /product/<id>.' },
  );

/** A product card or a page suggestion, attached to a helper's chat message. */
export const messageAttachmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('product'), productId: idSchema }),
  z.strictObject({ kind: z.literal('page'), path: storePathSchema }),
]);
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/* ---------------------------------------------------------------- the shopper's screen, shared with their helper */

/**
 * Screens told by name alone. Anything a shopper types (an address, a password, a chat draft, search words)
 * is never part of a shared view: every shape below is strict, so a view carrying one more field is refused.
 */
export const NAMED_SCREENS = [
  'home',
  'about',
  'accessibility',
  'contact',
  'cart',
  'orders',
  'track-order',
  'bill',
  'profile',
  'live-start',
  'live-wait',
  'schedule-session',
  'other',
] as const;
export type NamedScreen = (typeof NAMED_SCREENS)[number];

const addressFields = Object.keys(addressFieldLabels) as [AddressField, ...AddressField[]];

export const sharedViewSchema = z.discriminatedUnion('screen', [
  z.strictObject({
    screen: z.literal('product'),
    productId: idSchema,
    name: z.string().trim().min(1).max(200),
    /** The size chosen on the page, if any. */
    size: z.string().max(8).nullable(),
  }),
  z.strictObject({
    screen: z.literal('collection'),
    categories: z.array(z.enum(categories)).max(categories.length),
    types: z.array(z.enum(subCategories)).max(subCategories.length),
    page: z.number().int().min(1).max(1_000_000),
    /** Whether the list is a search (the words searched for are not shared). */
    searching: z.boolean(),
  }),
  z.strictObject({
    screen: z.literal('checkout'),
    /** The delivery form's fields that show an error now (names only, never what was typed). */
    fieldsWithErrors: z.array(z.enum(addressFields)).max(addressFields.length),
  }),
  z.strictObject({ screen: z.enum(NAMED_SCREENS) }),
]);
export type SharedView = z.infer<typeof sharedViewSchema>;

/** Shopper → service (`share_view`): the screen now on view, or null when the shopper stops sharing. */
export const shareViewPayloadSchema = z.strictObject({ view: sharedViewSchema.nullable() });
export type ShareViewPayload = z.infer<typeof shareViewPayloadSchema>;

/** Service → the serving helper (`shopper_view`). */
export const shopperViewPayloadSchema = z.object({
  userId: idSchema,
  requestId: idSchema,
  view: sharedViewSchema.nullable(),
  /** When the service passed it on (ISO). */
  at: z.string(),
});
export type ShopperViewPayload = z.infer<typeof shopperViewPayloadSchema>;

/** Helper → service (`want_view`): ask a served shopper's storefront to send its screen again. */
export const wantViewPayloadSchema = z.object({ userId: idSchema });
export type ShareViewAck = SocketAck<{ delivered: true }>;
export type WantViewAck = SocketAck<{ asked: true }>;

/* ---------------------------------------------------------------- helpers' presence, and whether help is there */

export const HELPER_STATUSES = ['available', 'away'] as const;
export type HelperStatus = (typeof HELPER_STATUSES)[number];

/** PUT /api/assist/presence: a helper says whether they take requests now. */
export const presenceBodySchema = z.object({
  status: z.enum(HELPER_STATUSES, { message: 'status must be available or away.' }),
});

/** GET and PUT /api/assist/presence: the helper's own status. */
export const presenceResponseSchema = z.object({ success: z.literal(true), status: z.enum(HELPER_STATUSES) });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;

/**
 * GET /api/assist/availability (anyone): whether a helper is available now (status available, with live help
 * open), and how long live requests usually waited lately (minutes, null until there are enough of them).
 */
export const availabilityResponseSchema = z.object({
  success: z.literal(true),
  available: z.boolean(),
  typicalWaitMinutes: z.number().int().positive().nullable(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/* ---------------------------------------------------------------- helpers' quick replies */

export const MAX_QUICK_REPLIES = 12;
export const MAX_QUICK_REPLY_LENGTH = 300;

/** PUT /api/assist/replies: the helper's own list, replaced whole (order kept; empty lines are not replies). */
export const quickRepliesBodySchema = z.object({
  replies: z
    .array(text(MAX_QUICK_REPLY_LENGTH, 'A quick reply'), { message: 'replies must be a list of texts.' })
    .max(MAX_QUICK_REPLIES, { message: `replies: at most ${MAX_QUICK_REPLIES} quick replies.` }),
});

/** GET and PUT /api/assist/replies: the list, or null for a helper who never saved one (the app offers its own). */
export const quickRepliesResponseSchema = z.object({
  success: z.literal(true),
  replies: z.array(z.string()).nullable(),
});
export type QuickRepliesResponse = z.infer<typeof quickRepliesResponseSchema>;

/* ---------------------------------------------------------------- the conversation, mailed */

/** POST /api/assist/transcript-mail: the shopper's latest conversation, mailed to their own address. */
export const transcriptMailBodySchema = z.object({
  language: z
    .enum(languages, { message: `language must be one of ${languages.join(', ')}.` })
    .default(defaultLanguage),
});
export type TranscriptMailBody = z.input<typeof transcriptMailBodySchema>;

export const transcriptMailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many messages the mail holds, and how many earlier ones it leaves out (see the mail's bounds). */
  messages: z.number().int().positive(),
  omitted: z.number().int().nonnegative(),
});
export type TranscriptMailResponse = z.infer<typeof transcriptMailResponseSchema>;
