import { Router } from 'express';

export function healthRouter(ping: () => Promise<void>, database: string): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await ping();
      res.json({ success: true, status: 'ok', database });
    } catch {
      res
        .status(503)
        .json({ success: false, status: 'unavailable', message: 'The database is not answering.' });
    }
  });
  return router;
}
