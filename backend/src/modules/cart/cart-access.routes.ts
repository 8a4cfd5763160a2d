// POST /api/cart/of/:userId: a helper reads the cart of the shopper they are serving. The caller must be
// a helper (their own token) AND hold a grant for that shopper minted by the assistance service. The grant
// travels in the body, not the URL, so it never lands in access logs.
import { Router } from 'express';
import { cartOfBodySchema, userIdParamsSchema } from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { notFound } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import type { CartGrants } from '@store/server-kit/cart-grant';
import type { CartService } from './cart.service';

export function cartAccessRouter(cart: CartService, cartGrants: CartGrants): Router {
  const router = Router();
  router.post('/:userId', requireUser('helper'), async (req, res) => {
    const { userId } = parseInput(userIdParamsSchema, req.params, 'path');
    const { grant } = parseInput(cartOfBodySchema, req.body ?? {});
    if (cartGrants.check(grant, currentUser(req).id, userId) === undefined) {
      throw notFound('No cart to show: the grant is expired or is not for this helper and shopper.');
    }
    res.json({ success: true, cartData: await cart.get(userId) });
  });
  return router;
}
