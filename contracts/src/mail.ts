// The mail the store wrote as files (no SMTP_URL), as the admin's "Sent mail" lists it in demo mode.
import { z } from 'zod';

export const SENT_MAIL_LIST_LIMIT = 20;

export const sentMailSchema = z.object({
  /** The .eml file's name without its extension (made from the mail's idempotency key). */
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** ms since epoch. */
  date: z.number(),
  /** The plain-text part. */
  text: z.string(),
  /** The mail's language (its Content-Language). */
  language: z.string(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

/** GET /api/mail/sent (admin, demo mode, mail written as files): the newest mails first. */
export const sentMailListResponseSchema = z.object({
  success: z.literal(true),
  mails: z.array(sentMailSchema),
  total: z.number().int(),
});
export type SentMailListResponse = z.infer<typeof sentMailListResponseSchema>;

/** A scheduled help session was booked, or cancelled before anyone took it: the shopper is mailed. */
export const helpSessionMailEvents = ['booked', 'cancelled'] as const;
export type HelpSessionMailEvent = (typeof helpSessionMailEvents)[number];
/** How long a help session is planned for: the calendar invitation's length. */
export const HELP_SESSION_MINUTES = 30;
export const HELP_SESSION_NOTICE_AUDIENCE = 'help-session-mail';
export const HELP_SESSION_NOTICE_ISSUER = 'assistance-service';
export const HELP_SESSION_NOTICE_KEY_LABEL = 'store/help-session-mail/v1';
/** A notice is made just before it is posted; it need not live longer than one try. */
export const HELP_SESSION_NOTICE_TTL_SECONDS = 5 * 60;

/**
 * POST /api/mail/help-session (assistance service to main API): the signed notice of a booked or cancelled
 * session. The notice, not a user token, is the proof.
 */
export const helpSessionMailBodySchema = z.object({ notice: z.string().min(1).max(4_000) });
export const helpSessionMailResponseSchema = z.object({
  success: z.literal(true),
  /** The help request the mail is about; posting the same notice again queues nothing more. */
  requestId: z.string(),
});

/* ---------------------------------------------------------------- a live help conversation, mailed */

export const HELP_TRANSCRIPT_NOTICE_AUDIENCE = 'help-transcript-mail';
export const HELP_TRANSCRIPT_NOTICE_ISSUER = 'assistance-service';
export const HELP_TRANSCRIPT_NOTICE_KEY_LABEL = 'store/help-transcript-mail/v1';
export const HELP_TRANSCRIPT_NOTICE_TTL_SECONDS = 5 * 60;
/**
 * A mailed conversation holds its latest messages up to these bounds (the mail says how many earlier ones it
 * leaves out; the downloaded file has them all). They keep the signed notice well within the API's 100 KB body
 * limit in any script.
 */
export const HELP_TRANSCRIPT_MAX_MESSAGES = 100;
export const HELP_TRANSCRIPT_MAX_CHARACTERS = 16_000;

/** What one line of a mailed conversation says: who, when, and a text, a voice message, a product or a page. */
export const transcriptLineSchema = z.object({
  at: z.iso.datetime(),
  from: z.enum(['user', 'assistant']),
  kind: z.enum(['text', 'voice', 'product', 'page']),
  /** The words; for a voice message its caption (often empty), for a product its name, for a page its words. */
  text: z.string().max(2_000),
  /** A voice message's length in seconds. */
  seconds: z.number().nonnegative().max(86_400).nullable(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** POST /api/mail/help-transcript (assistance service to main API): the signed notice with the conversation. */
export const helpTranscriptMailBodySchema = z.object({ notice: z.string().min(1).max(100_000) });
export const helpTranscriptMailResponseSchema = helpSessionMailResponseSchema;
