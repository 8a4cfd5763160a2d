import { Router } from 'express';
import { SENT_MAIL_LIST_LIMIT } from '@store/contracts/mail';
import { requireUser } from '@store/server-kit/auth';
import { notFound } from '@store/server-kit/errors';
import { readSentMail } from './sent-mail';

/** /api/mail/sent: in demo mode, with mail written as files, the admin reads what the store sent. */
export function mailRouter(options: {
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
  return router;
}
