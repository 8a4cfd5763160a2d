// POST /api/assist/transcript-mail: the shopper asks for their latest live help conversation by mail.
import { Router } from 'express';
import { transcriptMailBodySchema } from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { requestIdOf } from '@store/server-kit/http';
import { parseInput } from '@store/server-kit/validate';
import type { TranscriptMailer } from './transcript-mail.service';

export function transcriptMailRouter(mailer: TranscriptMailer): Router {
  const router = Router();
  router.post('/transcript-mail', requireUser('shopper'), async (req, res) => {
    const { language } = parseInput(transcriptMailBodySchema, req.body ?? {});
    const sent = await mailer.mail(currentUser(req), language, requestIdOf(req));
    res.status(202).json({
      success: true,
      message: 'Your conversation is on its way to your email address.',
      ...sent,
    });
  });
  return router;
}
