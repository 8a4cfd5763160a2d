// The notice the assistance service posts to the main API when a shopper asks for their live help
// conversation by mail: the conversation itself (bounded), who it is for and in which language. The main API
// owns the shopper's address and the mail queue; the assistance service owns the conversation.
import { z } from 'zod';
import { languages } from '@store/contracts/languages';
import {
  HELP_TRANSCRIPT_MAX_MESSAGES,
  HELP_TRANSCRIPT_NOTICE_AUDIENCE,
  HELP_TRANSCRIPT_NOTICE_ISSUER,
  HELP_TRANSCRIPT_NOTICE_KEY_LABEL,
  HELP_TRANSCRIPT_NOTICE_TTL_SECONDS,
  transcriptLineSchema,
} from '@store/contracts/mail';
import { createSignedNotices } from './signed-notice';

export const helpTranscriptNoticeSchema = z.object({
  /** The help request whose conversation this is. */
  requestId: z.string().min(1),
  /** The shopper (the main API looks up their address; the notice never carries it). */
  userId: z.string().min(1),
  language: z.enum(languages),
  helperName: z.string().max(200).nullable(),
  /** When the request was made. */
  startedAt: z.iso.datetime(),
  lines: z.array(transcriptLineSchema).min(1).max(HELP_TRANSCRIPT_MAX_MESSAGES),
  /** Earlier messages of the conversation left out of the mail (its bounds). */
  omitted: z.number().int().nonnegative(),
  /** The last message's id: the same conversation mailed twice with nothing new is one mail. */
  lastMessageId: z.string().min(1),
});
export type HelpTranscriptNotice = z.infer<typeof helpTranscriptNoticeSchema>;

export const createHelpTranscriptNotices = (jwtSecret: string) =>
  createSignedNotices(jwtSecret, {
    keyLabel: HELP_TRANSCRIPT_NOTICE_KEY_LABEL,
    audience: HELP_TRANSCRIPT_NOTICE_AUDIENCE,
    issuer: HELP_TRANSCRIPT_NOTICE_ISSUER,
    ttlSeconds: HELP_TRANSCRIPT_NOTICE_TTL_SECONDS,
    schema: helpTranscriptNoticeSchema,
  });

export type HelpTranscriptNotices = ReturnType<typeof createHelpTranscriptNotices>;
