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
 * GET /api/config: what this deployment offers, the same for every reader. Described on each call, so it
 * follows live settings; the answer is kept with its ETag and compressed copies while the description stays
 * the same.
 */
export function createConfigAnswer(describe: () => PublicConfig) {
  let last: { json: string; prepared: PreparedBody } | undefined;
  const current = (): PreparedBody => {
    const json = JSON.stringify(describe());
    if (last?.json !== json) last = { json, prepared: prepareBody(Buffer.from(json)) };
    return last.prepared;
  };
  return {
    current,
    answer: (req: IncomingMessage): PreparedAnswer => preparedAnswer(req, current(), CONFIG_CACHE_CONTROL),
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
