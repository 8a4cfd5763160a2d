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
