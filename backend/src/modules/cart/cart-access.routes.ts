// POST /api/cart/of/:userId: a helper reads the cart of the shopper they are serving. The caller must be
// a helper (their own token) AND hold a grant for that shopper minted by the assistance service, whose help
// request is still open. The grant travels in the body, not the URL, so it never lands in access logs.
// POST /api/cart/grants/revoke: the assistance service ends a closed request's grants (service to service;
// the signed notice is the proof, no user token).
import { Router } from 'express';
import { cartGrantRevokeBodySchema, cartOfBodySchema, userIdParamsSchema } from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { notFound } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import type { CartAccessService } from './cart-access.service';
import type { CartService } from './cart.service';

export function cartAccessRouter(cart: CartService, access: CartAccessService): Router {
  const router = Router();
  router.post('/grants/revoke', async (req, res) => {
    const { notice } = parseInput(cartGrantRevokeBodySchema, req.body ?? {});
    const requestId = await access.revoke(notice);
    res.json({ success: true, requestId });
  });
  router.post('/of/:userId', requireUser('helper'), async (req, res) => {
    const { userId } = parseInput(userIdParamsSchema, req.params, 'path');
    const { grant } = parseInput(cartOfBodySchema, req.body ?? {});
    // Expired, forged, for someone else, or its request closed: all the same 404, the cart is not for you.
    if ((await access.check(grant, currentUser(req).id, userId)) === undefined) {
      throw notFound('No cart to show: the grant is expired, revoked, or not for this helper and shopper.');
    }
    res.json({ success: true, cartData: await cart.get(userId) });
  });
  return router;
}
