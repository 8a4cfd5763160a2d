// GET /api/health for both services: 200 while the database answers, 503 when it does not (for load
// balancers and supervisors).
import { Router } from 'express';

export interface HealthProbe {
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Which database this is (pglite or postgres), reported in the answer. */
  kind: string;
}

export function healthRouter(database: HealthProbe): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await database.ping();
      res.json({ success: true, status: 'ok', database: database.kind });
    } catch {
      res
        .status(503)
        .json({ success: false, status: 'unavailable', message: 'The database is not answering.' });
    }
  });
  return router;
}
