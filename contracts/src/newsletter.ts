// The newsletter, double opt-in: the home page's box (spec §2, §5: email required) asks for a subscription,
// a mailed link confirms it, every newsletter mail carries a one-click unsubscribe (RFC 8058), and admins
// send a newsletter to the confirmed subscribers.
import { z } from 'zod';
import { languages } from './languages';
import { emailSchema } from './users';

export const newsletterFormSchema = z.object({ email: emailSchema });
export type NewsletterForm = z.input<typeof newsletterFormSchema>;
export type NewsletterFormOutput = z.output<typeof newsletterFormSchema>;

/** POST /api/newsletter/subscribe: the address, and the language of the page (the mails' language). */
export const newsletterSubscribeBodySchema = newsletterFormSchema.extend({
  language: z.enum(languages, { message: `language must be one of ${languages.join(', ')}.` }).optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** The one answer to a subscription, whether the address is new, pending or already subscribed. */
export const NEWSLETTER_SUBSCRIBE_ANSWER =
  'Almost done: if this address is not subscribed yet, we have sent it a link. Open it to confirm your subscription.';

/** A confirmation or unsubscribe link's token: the subscription's id and its signature. */
export const newsletterTokenSchema = z
  .string({ message: 'token: this link is not complete. Please open the link from the mail again.' })
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, {
    message: 'token: this link is not complete. Please open the link from the mail again.',
  });
export const newsletterConfirmBodySchema = z.object({ token: newsletterTokenSchema });
export const newsletterTokenParamsSchema = z.object({ token: newsletterTokenSchema });

export const NEWSLETTER_LINK_INVALID = 'newsletter_link_invalid';

/** A newsletter an admin sends: a subject and plain text (paragraphs split by blank lines). */
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_TEXT_MAX = 20_000;
export const newsletterIssueBodySchema = z.object({
  subject: z
    .string({ message: 'subject is required.' })
    .trim()
    .min(1, { message: 'subject is required.' })
    .max(NEWSLETTER_SUBJECT_MAX, {
      message: `subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters.`,
    }),
  text: z
    .string({ message: 'text is required.' })
    .trim()
    .min(1, { message: 'text is required.' })
    .max(NEWSLETTER_TEXT_MAX, { message: `text must be at most ${NEWSLETTER_TEXT_MAX} characters.` }),
});
export type NewsletterIssueBody = z.infer<typeof newsletterIssueBodySchema>;

export const newsletterStatsResponseSchema = z.object({
  success: z.literal(true),
  /** Confirmed and not unsubscribed. */
  confirmed: z.number().int(),
});
export const newsletterQueuedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many mails were queued: one per confirmed subscriber. */
  queued: z.number().int(),
});
export type NewsletterQueuedResponse = z.infer<typeof newsletterQueuedResponseSchema>;
