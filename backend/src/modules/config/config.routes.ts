import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import type { PublicConfig } from '@store/contracts/config';
import {
  prepareBody,
  preparedAnswer,
  sendPrepared,
  type PreparedAnswer,
  type PreparedBody,
} from '@store/server-kit/prepared-answer';

/** Every page load asks for it: browsers keep it and ask again each time, an unchanged one costs a 304. */
export const CONFIG_CACHE_CONTROL = 'no-cache';

/**
 * GET /api/config: what this deployment offers, the same for every reader and for the process's life (every
 * part of it is a setting read at start-up), so it is described once and kept with its ETag and compressed
 * copies.
 */
export function createConfigAnswer(description: PublicConfig) {
  const prepared = prepareBody(Buffer.from(JSON.stringify(description)));
  return {
    current: (): PreparedBody => prepared,
    answer: (req: IncomingMessage): PreparedAnswer => preparedAnswer(req, prepared, CONFIG_CACHE_CONTROL),
  };
}

export type ConfigAnswer = ReturnType<typeof createConfigAnswer>;

export function configRouter(config: ConfigAnswer): Router {
  const router = Router();
  router.get('/', (req, res) => {
    sendPrepared(req, res, config.current(), CONFIG_CACHE_CONTROL);
  });
  return router;
}
