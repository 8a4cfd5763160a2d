import { Router } from 'express';
import { cartAddBodySchema, cartMergeBodySchema, cartUpdateBodySchema } from '@store/contracts/cart';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { sendKeptPersonal } from '@store/server-kit/prepared-answer';
import { parseInput } from '@store/server-kit/validate';
import type { KeptAnswers } from '../personal/kept-answers';
import type { CartService } from './cart.service';

/**
 * What POST /api/cart/get answers, read from the database (kept by personal/kept-answers.ts); the hot path before
 * Express answers the same (hot-path.ts).
 */
export async function storedCartAnswer(cart: CartService, userId: string) {
  return { success: true, ...(await cart.getWithAvailability(userId)) };
}

export function cartRouter(cart: CartService, answers: Pick<KeptAnswers, 'answer'>): Router {
  const router = Router();
  router.use(requireUser());

  router.post('/add', async (req, res) => {
    const body = parseInput(cartAddBodySchema, req.body);
    const cartData = await cart.add(currentUser(req).id, body.itemId, body.size);
    res.json({
      success: true,
      message: 'Added to cart',
      cartData,
      available: await cart.availability(cartData),
    });
  });

  router.post('/update', async (req, res) => {
    const body = parseInput(cartUpdateBodySchema, req.body);
    const cartData = await cart.update(currentUser(req).id, {
      productId: body.itemId,
      size: body.size,
      quantity: body.quantity,
    });
    res.json({
      success: true,
      message: 'Cart updated',
      cartData,
      available: await cart.availability(cartData),
    });
  });

  // The spec's client sends an empty body (one variant sends userId); the caller is always the token's user.
  router.post('/get', async (req, res) => {
    sendKeptPersonal(req, res, await answers.answer(currentUser(req).id));
  });

  router.post('/merge', async (req, res) => {
    const body = parseInput(cartMergeBodySchema, req.body);
    const { cartData, dropped } = await cart.merge(currentUser(req).id, body.cartData);
    const message =
      dropped > 0
        ? `Your cart was merged. ${dropped} item${dropped === 1 ? ' is' : 's are'} no longer available and ${dropped === 1 ? 'was' : 'were'} left out.`
        : 'Your cart was merged.';
    res.json({ success: true, message, cartData, available: await cart.availability(cartData) });
  });

  return router;
}
