import { Router } from 'express';
import {
  helpSessionMailBodySchema,
  helpTranscriptMailBodySchema,
  SENT_MAIL_LIST_LIMIT,
} from '@store/contracts/mail';
import { requireUser } from '@store/server-kit/auth';
import { notFound } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import type { MailService } from './mail.service';
import { readSentMail } from './sent-mail';

/**
 * /api/mail/sent: in demo mode, with mail written as files, the admin reads what the store sent.
 * /api/mail/help-session: the assistance service's signed notice of a booked or cancelled help session (service
 * to service; the notice is the proof, no user token).
 * /api/mail/help-transcript: its signed notice of a live help conversation the shopper asked to have mailed.
 */
export function mailRouter(options: {
  mail: Pick<MailService, 'queueHelpSessionMail' | 'queueHelpTranscriptMail'>;
  demoMode: boolean;
  transport: 'smtp' | 'files';
  mailDir: string;
}): Router {
  const router = Router();
  router.get('/sent', requireUser('admin'), async (_req, res) => {
    if (!options.demoMode || options.transport !== 'files') {
      throw notFound('Sent mail is listed only in demo mode, when mail is written as files (no SMTP_URL).');
    }
    res.json({ success: true, ...(await readSentMail(options.mailDir, SENT_MAIL_LIST_LIMIT)) });
  });
  router.post('/help-session', async (req, res) => {
    const { notice } = parseInput(helpSessionMailBodySchema, req.body ?? {});
    res.status(202).json({ success: true, requestId: await options.mail.queueHelpSessionMail(notice) });
  });
  router.post('/help-transcript', async (req, res) => {
    const { notice } = parseInput(helpTranscriptMailBodySchema, req.body ?? {});
    res.status(202).json({ success: true, requestId: await options.mail.queueHelpTranscriptMail(notice) });
  });
  return router;
}
