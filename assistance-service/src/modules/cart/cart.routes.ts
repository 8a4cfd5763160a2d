// GET /api/assist/cart/:userId: the helper serving a shopper sees that shopper's cart, and gets a grant
// to keep watching it live on the main API's socket, which ends when the request closes.
import { Router } from 'express';
import { userIdParamsSchema } from '@store/contracts/assistance';
import { currentUser, requireUser, tokenFromHeaders } from '@store/server-kit/auth';
import { notFound, unauthorized } from '@store/server-kit/errors';
import { requestIdOf } from '@store/server-kit/http';
import { parseInput } from '@store/server-kit/validate';
import type { RequestsService } from '../requests/requests.service';
import type { BackendCartClient } from './backend-cart.client';
import type { CartGrants } from '@store/server-kit/cart-grant';

export function shopperCartRouter(
  requests: RequestsService,
  grants: CartGrants,
  backend: BackendCartClient,
): Router {
  const router = Router();
  router.get('/:userId', requireUser('helper'), async (req, res) => {
    const { userId } = parseInput(userIdParamsSchema, req.params, 'path');
    const helper = currentUser(req);
    const served = await requests.served(helper.id, userId);
    if (!served) throw notFound('You are not serving this shopper, so their cart is not shown.');
    const helperToken = tokenFromHeaders(req.headers);
    if (!helperToken) throw unauthorized();
    const cartGrant = grants.mint(helper.id, userId, served._id);
    const cartData = await backend.cartOf(userId, helperToken, cartGrant.token, requestIdOf(req));
    res.json({ success: true, cartData, cartGrant });
  });
  return router;
}
