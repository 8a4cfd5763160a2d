// /api/assist/presence (a helper's Available / Away) and /api/assist/availability (anyone, before asking).
import { Router } from 'express';
import { presenceBodySchema } from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { parseInput } from '@store/server-kit/validate';
import type { PresenceService } from './presence.service';

export function presenceRouter(presence: PresenceService): Router {
  const router = Router();

  router.get('/presence', requireUser('helper'), async (req, res) => {
    res.json({ success: true, status: await presence.status(currentUser(req)) });
  });

  router.put('/presence', requireUser('helper'), async (req, res) => {
    const { status } = parseInput(presenceBodySchema, req.body ?? {});
    res.json({ success: true, status: await presence.setStatus(currentUser(req), status) });
  });

  router.get('/availability', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ success: true, ...(await presence.availability()) });
  });

  return router;
}
