// /api/assist: shoppers ask for help (and may cancel), helpers see the queue, accept and remove requests.
import { Router } from 'express';
import {
  acceptAssistBodySchema,
  assistIdParamsSchema,
  createAssistBodySchema,
} from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { requestIdOf } from '@store/server-kit/http';
import { parseInput } from '@store/server-kit/validate';
import type { RequestsService } from './requests.service';

export function requestsRouter(requests: RequestsService): Router {
  const router = Router();

  router.post('/', requireUser('shopper'), async (req, res) => {
    const body = parseInput(createAssistBodySchema, req.body ?? {});
    const { request, created, queuePosition } = await requests.create(currentUser(req), body);
    res.status(created ? 201 : 200).json({
      success: true,
      message: created
        ? request.type === 'Scheduled Session'
          ? 'Your session is scheduled.'
          : 'Your request was sent. A helper will join you shortly.'
        : 'You already have an open request.',
      assist: request,
      queuePosition,
    });
  });

  router.get('/', requireUser('helper'), async (_req, res) => {
    res.json({ success: true, assist: await requests.listOpen() });
  });

  router.get('/mine', requireUser('shopper'), async (req, res) => {
    const { request, queuePosition } = await requests.mine(currentUser(req));
    res.json({ success: true, assist: request, queuePosition });
  });

  router.put('/:id', requireUser('helper'), async (req, res) => {
    const { id } = parseInput(assistIdParamsSchema, req.params, 'path');
    parseInput(acceptAssistBodySchema, req.body ?? {});
    const { request, changed } = await requests.accept(currentUser(req), id);
    res.json({
      success: true,
      message: changed ? 'Request accepted.' : 'You had already accepted this request.',
      assist: request,
    });
  });

  router.delete('/:id', requireUser('shopper', 'helper'), async (req, res) => {
    const { id } = parseInput(assistIdParamsSchema, req.params, 'path');
    const user = currentUser(req);
    const request = await requests.remove(user, id, requestIdOf(req));
    res.json({
      success: true,
      message: user.role === 'shopper' ? 'Your request was cancelled.' : 'Request removed.',
      assist: request,
    });
  });

  return router;
}
