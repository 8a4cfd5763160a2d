// /api/assist/replies: a helper reads and replaces their own quick replies.
import { Router } from 'express';
import { quickRepliesBodySchema } from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { parseInput } from '@store/server-kit/validate';
import type { QuickRepliesRepository } from './quick-replies.repository';

/** GET and PUT /api/assist/replies (helpers). */
export function quickRepliesRouter(replies: QuickRepliesRepository): Router {
  const router = Router();
  router.get('/replies', requireUser('helper'), async (req, res) => {
    res.json({ success: true, replies: await replies.of(currentUser(req).id) });
  });
  router.put('/replies', requireUser('helper'), async (req, res) => {
    const body = parseInput(quickRepliesBodySchema, req.body ?? {});
    res.json({ success: true, replies: await replies.replace(currentUser(req).id, body.replies) });
  });
  return router;
}
