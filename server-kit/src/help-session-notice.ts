// The notice the assistance service posts to the main API when a scheduled help session is booked or
// cancelled, so the main API (which owns the shopper's address and the mail queue) mails the shopper.
import { z } from 'zod';
import { languages } from '@store/contracts/languages';
import {
  HELP_SESSION_NOTICE_AUDIENCE,
  HELP_SESSION_NOTICE_ISSUER,
  HELP_SESSION_NOTICE_KEY_LABEL,
  HELP_SESSION_NOTICE_TTL_SECONDS,
  helpSessionMailEvents,
} from '@store/contracts/mail';
import { createSignedNotices } from './signed-notice';

export const helpSessionNoticeSchema = z.object({
  event: z.enum(helpSessionMailEvents),
  /** The help request. */
  requestId: z.string().min(1),
  /** The shopper (the main API looks up their address; the notice never carries it). */
  userId: z.string().min(1),
  /** When the session is, ISO 8601. */
  scheduledFor: z.iso.datetime(),
  /** The language of the page the shopper booked from. */
  language: z.enum(languages),
});
export type HelpSessionNotice = z.infer<typeof helpSessionNoticeSchema>;

export const createHelpSessionNotices = (jwtSecret: string) =>
  createSignedNotices(jwtSecret, {
    keyLabel: HELP_SESSION_NOTICE_KEY_LABEL,
    audience: HELP_SESSION_NOTICE_AUDIENCE,
    issuer: HELP_SESSION_NOTICE_ISSUER,
    ttlSeconds: HELP_SESSION_NOTICE_TTL_SECONDS,
    schema: helpSessionNoticeSchema,
  });

export type HelpSessionNotices = ReturnType<typeof createHelpSessionNotices>;
