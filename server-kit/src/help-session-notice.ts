// The notice the assistance service posts to the main API when a scheduled help session is booked or
// cancelled, so the main API (which owns the shopper's address and the mail queue) mails the shopper. Signed
// with a key derived from the shared secret for this purpose alone: it can never pass as a login token or a
// cart grant, and those can never pass as a notice.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { languages } from '@store/contracts/languages';
import {
  HELP_SESSION_NOTICE_AUDIENCE,
  HELP_SESSION_NOTICE_ISSUER,
  HELP_SESSION_NOTICE_KEY_LABEL,
  HELP_SESSION_NOTICE_TTL_SECONDS,
  helpSessionMailEvents,
} from '@store/contracts/mail';

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

export function createHelpSessionNotices(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update(HELP_SESSION_NOTICE_KEY_LABEL).digest();
  return {
    sign(notice: HelpSessionNotice): string {
      return jwt.sign({ notice }, key, {
        algorithm: 'HS256',
        audience: HELP_SESSION_NOTICE_AUDIENCE,
        issuer: HELP_SESSION_NOTICE_ISSUER,
        expiresIn: HELP_SESSION_NOTICE_TTL_SECONDS,
      });
    },

    /** What a genuine, unexpired notice says; undefined for anything else. */
    read(token: string): HelpSessionNotice | undefined {
      try {
        const claims = jwt.verify(token, key, {
          algorithms: ['HS256'],
          audience: HELP_SESSION_NOTICE_AUDIENCE,
          issuer: HELP_SESSION_NOTICE_ISSUER,
        });
        const parsed = z.object({ notice: helpSessionNoticeSchema }).safeParse(claims);
        return parsed.success ? parsed.data.notice : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type HelpSessionNotices = ReturnType<typeof createHelpSessionNotices>;
