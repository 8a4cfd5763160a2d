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
