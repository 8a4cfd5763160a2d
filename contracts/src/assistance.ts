// Live assistance (the assistance service): help requests, chat messages and socket events. The helper's view
// of the shopper's cart (./assistance-cart) and the helper's tools (./assistance-tools) are re-exported here.
import { z } from 'zod';
import { messageAttachmentSchema } from './assistance-tools';
import { decimalNumber, idSchema, text, type SocketAck } from './common';
import { MAX_AUDIO_SECONDS, MAX_MESSAGE_LENGTH } from './constants';
import { defaultLanguage, languages } from './languages';

// Event names and limits the storefront needs as values live zod-free in ./constants.
export {
  ASSIST_CLIENT_EVENTS,
  ASSIST_SOCKET_EVENTS,
  AUDIO_FIELD,
  CART_UNWATCH_EVENT,
  CART_WATCH_ENDED_EVENT,
  CART_WATCH_EVENT,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
  MAX_MESSAGE_LENGTH,
  MAX_SCHEDULE_AHEAD_DAYS,
  WATCHED_CART_UPDATED_EVENT,
} from './constants';

export * from './assistance-cart';
export * from './assistance-tools';

/* ---------------------------------------------------------------- assistance requests */

/**
 * A language of the store (en, si, ta) as a client sends it: the storefront's language when the shopper
 * asked for help or wrote. Clients from before languages send none, which means English.
 */
const sentLanguage = (field: 'language' | 'lang') =>
  z.enum(languages, { message: `${field} must be one of ${languages.join(', ')}.` }).default(defaultLanguage);

/**
 * A language as the service answers it. The service always sends it; it is optional here so that an answer
 * of a service from before languages still reads (a missing language is English).
 */
const storedLanguageSchema = z.enum(languages).optional();

export const ASSIST_TYPES = ['Live Assistance', 'Scheduled Session'] as const;
export type AssistType = (typeof ASSIST_TYPES)[number];
export const DEFAULT_ASSIST_TYPE: AssistType = 'Live Assistance';
/** What the spec shows as a live request's time. */
export const DEFAULT_ASSIST_TIME = 'Recently';

/** A request as the API returns it (spec §3 fields, plus who accepted it and when it was made). */
export const assistRequestSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  userEmail: z.string(),
  type: z.enum(ASSIST_TYPES),
  /** 'Recently' for a live request; the ISO time of a scheduled session. */
  time: z.string(),
  /** ISO time of a scheduled session, else null. */
  scheduledFor: z.string().nullable(),
  accept: z.boolean(),
  helperId: idSchema.nullable(),
  helperName: z.string().nullable(),
  createdAt: z.string(),
  /** The shopper's language when they asked (the helper's dashboard and live view show it). */
  language: storedLanguageSchema,
});
export type AssistRequest = z.infer<typeof assistRequestSchema>;

/**
 * POST /api/assist. The spec's client sends userId, name, email and accept:false; the server takes the
 * shopper's identity from the token, so userId may be left out but must be the caller when given.
 * A scheduled session carries a future `time` (ISO date-time).
 */
export const createAssistBodySchema = z
  .object({
    userId: idSchema.optional(),
    name: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
    userEmail: z.string().max(254).optional(),
    accept: z.literal(false, { message: 'accept: a new request cannot already be accepted.' }).optional(),
    type: z
      .enum(ASSIST_TYPES, { message: `type must be one of ${ASSIST_TYPES.join(', ')}.` })
      .default(DEFAULT_ASSIST_TYPE),
    time: z.string().max(100).optional(),
    /** The storefront's language as the shopper asks; English when left out. */
    language: sentLanguage('language'),
  })
  .superRefine((body, ctx) => {
    if (body.type !== 'Scheduled Session') return;
    if (body.time === undefined || Number.isNaN(Date.parse(body.time))) {
      ctx.addIssue({
        code: 'custom',
        path: ['time'],
        message: 'time: a scheduled session needs a date and time, like 2030-01-31T10:00:00Z.',
      });
    }
  });
export type CreateAssistBody = z.input<typeof createAssistBodySchema>;

/** PUT /api/assist/:id: the spec sends accept:true; an empty body means the same. */
export const acceptAssistBodySchema = z.object({
  accept: z.literal(true, { message: 'accept: only accepting (true) is supported.' }).default(true),
});

export const assistIdParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

export const assistResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  assist: assistRequestSchema,
  /** Only on POST /api/assist: the new (or still open) request's place in the queue. */
  queuePosition: z.number().int().positive().nullable().optional(),
});
export type AssistResponse = z.infer<typeof assistResponseSchema>;

export const assistListResponseSchema = z.object({
  success: z.literal(true),
  assist: z.array(assistRequestSchema),
  message: z.string().optional(),
});
export type AssistListResponse = z.infer<typeof assistListResponseSchema>;

/**
 * The shopper's place among the live requests no helper has accepted yet, oldest first: 1 is next.
 * Null for a request that is not waiting in that queue (accepted, or a scheduled session).
 */
export const queuePositionSchema = z.number().int().positive().nullable();

/** GET /api/assist/mine: the shopper's open request, if any (the live-wait screen's fallback poll). */
export const myAssistResponseSchema = z.object({
  success: z.literal(true),
  assist: assistRequestSchema.nullable(),
  queuePosition: queuePositionSchema,
});
export type MyAssistResponse = z.infer<typeof myAssistResponseSchema>;

/* ---------------------------------------------------------------- chat messages */

export const MESSAGE_SENDERS = ['user', 'assistant'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];
/** Declared types accepted for voice messages; the content is checked as well. */
export const AUDIO_MIME_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/flac',
  'video/webm',
] as const;

export const chatMessageSchema = z.object({
  _id: idSchema,
  /** The shopper whose conversation this is. */
  userId: idSchema,
  userEmail: z.string(),
  from: z.enum(MESSAGE_SENDERS),
  content: z.string(),
  /** URL of a voice message, else null. */
  audio: z.string().nullable(),
  /** Seconds of a voice message, else null. */
  duration: z.number().nullable(),
  createdAt: z.string(),
  clientMessageId: z.string().nullable(),
  /** The language the sender's storefront was in when they sent it (it may differ from the reader's). */
  lang: storedLanguageSchema,
  /** A product or page the helper sent with the message (optional: services from before it send none). */
  attachment: messageAttachmentSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A client-chosen id (a UUID suits) that makes a retried send a no-op. */
export const clientMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'clientMessageId must be 8 to 64 letters, digits, - or _.' });

/** POST /api/messages (and the socket's send_message). */
export const sendMessageBodySchema = z.object({
  userId: idSchema,
  userEmail: z.string().max(254).optional(),
  from: z.enum(MESSAGE_SENDERS, { message: "from must be 'user' or 'assistant'." }),
  content: text(MAX_MESSAGE_LENGTH, 'Message'),
  clientMessageId: clientMessageIdSchema.optional(),
  /** The sender's storefront language; English when left out. */
  lang: sentLanguage('lang'),
  /** Helpers only: a product card or a page suggestion; `content` is its words for readers without cards. */
  attachment: messageAttachmentSchema.optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** Text fields of POST /api/messages/audio (multipart; the recording comes as the `audio` file). */
export const audioMessageFieldsSchema = z.object({
  userId: idSchema,
  userEmail: z.string().max(254).optional(),
  from: z.enum(MESSAGE_SENDERS, { message: "from must be 'user' or 'assistant'." }),
  duration: decimalNumber(
    z
      .number({ message: 'duration must be a number of seconds.' })
      .positive({ message: 'duration must be above 0 seconds.' })
      .max(MAX_AUDIO_SECONDS, { message: `duration must be at most ${MAX_AUDIO_SECONDS} seconds.` }),
  ),
  content: z
    .string()
    .trim()
    .max(MAX_MESSAGE_LENGTH, { message: `Message must be at most ${MAX_MESSAGE_LENGTH} characters.` })
    .default(''),
  clientMessageId: clientMessageIdSchema.optional(),
  /** The sender's storefront language; English when left out. */
  lang: sentLanguage('lang'),
});

/** JavaScript dates reach ±8.64e15 ms; a larger "time" is no time at all (and PostgreSQL would refuse it). */
const MAX_TIME_MS = 8.64e15;
function isTime(value: string): boolean {
  const millis = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(millis) && Math.abs(millis) <= MAX_TIME_MS;
}

/** A message id, an ISO time or milliseconds since 1970. */
const afterCursorSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => idSchema.safeParse(value).success || isTime(value), {
    message: 'give a message id, an ISO time or milliseconds since 1970.',
  });

/**
 * GET /api/messages/:userId. `after` is a message id or a time (ISO or ms since epoch): only later
 * messages are returned, for incremental polling and reconnect catch-up. Without it, the latest `limit`.
 * Either way the list is oldest first.
 */
export const messagesQuerySchema = z.object({
  after: afterCursorSchema.optional(),
  limit: decimalNumber(
    z
      .number({ message: 'limit must be a number.' })
      .int()
      .min(1, { message: 'limit must be at least 1.' })
      .max(1000, { message: 'limit must be at most 1000.' }),
  ).default(500),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const messagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(chatMessageSchema),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const sendMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  chatMessage: chatMessageSchema,
  /** True when the clientMessageId was seen before and nothing new was stored. */
  duplicate: z.boolean(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/* ---------------------------------------------------------------- socket.io (assistance service) */

export const requestRemovedPayloadSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  /** Who closed it: the shopper cancelled, or a helper removed it. */
  by: z.enum(['shopper', 'helper']),
});
export type RequestRemovedPayload = z.infer<typeof requestRemovedPayloadSchema>;

export const helperJoinedPayloadSchema = z.object({
  requestId: idSchema,
  userId: idSchema,
  helperId: idSchema,
  helperName: z.string(),
});
export type HelperJoinedPayload = z.infer<typeof helperJoinedPayloadSchema>;

export const queuePositionPayloadSchema = z.object({
  requestId: idSchema,
  userId: idSchema,
  /** 1 is next; see queuePositionSchema. */
  position: z.number().int().positive(),
});
export type QueuePositionPayload = z.infer<typeof queuePositionPayloadSchema>;

export const syncPayloadSchema = z.object({
  userId: idSchema,
  after: afterCursorSchema.optional(),
});
export type SyncPayload = z.infer<typeof syncPayloadSchema>;

export type { SocketAck };
export type SendMessageAck = SocketAck<{ chatMessage: ChatMessage; duplicate: boolean }>;
export type SyncAck = SocketAck<{ messages: ChatMessage[] }>;
