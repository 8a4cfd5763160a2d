import { Router } from 'express';
import type { PublicConfig } from '@store/contracts/config';

/** GET /api/config: what this deployment offers, computed on each call so it follows live settings. */
export function configRouter(describe: () => PublicConfig): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(describe());
  });
  return router;
}
