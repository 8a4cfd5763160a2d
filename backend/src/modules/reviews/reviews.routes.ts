import { Router, type Request, type RequestHandler } from 'express';
import { productIdParamsSchema } from '@store/contracts/products';
import { reviewInputSchema, reviewListQuerySchema, reviewParamsSchema } from '@store/contracts/reviews';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { notFound } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import { readLanguage } from '../products/catalogue-language';
import type { ReviewsService } from './reviews.service';

/** A malformed id names no product, so it is a 404 like any unknown one. */
function productIdOf(req: Request): string {
  const parsed = productIdParamsSchema.safeParse({ id: req.params.id });
  if (!parsed.success) throw notFound('Product not found.');
  return parsed.data.id;
}

/** The language a review is taken to be in when the body names none: the request's. */
const requestLanguage = (req: Request) => readLanguage(undefined, req.headers['accept-language']);

/**
 * /api/product/:id/reviews…: mounted before the catalogue cache, since some answers are per shopper. The
 * list, the same for every reader, is kept by it (`keep`: the catalogue cache's stockless middleware).
 */
export function productReviewsRouter(reviews: ReviewsService, keep: RequestHandler): Router {
  const router = Router();
  const signedIn = requireUser();
  const adminOnly = requireUser('admin');

  router.get('/:id/reviews', keep, async (req, res) => {
    const productId = productIdOf(req);
    const { page, limit } = parseInput(reviewListQuerySchema, req.query, 'query');
    res.json({ success: true, ...(await reviews.list(productId, page, limit)) });
  });

  router.get('/:id/reviews/mine', signedIn, async (req, res) => {
    const productId = productIdOf(req);
    res.json({ success: true, ...(await reviews.mine(productId, currentUser(req))) });
  });

  router.post('/:id/reviews', signedIn, async (req, res) => {
    const productId = productIdOf(req);
    const fields = parseInput(reviewInputSchema, req.body ?? {});
    const saved = await reviews.post(productId, currentUser(req), fields, requestLanguage(req));
    res.status(201).json({ success: true, message: 'Review posted', ...saved });
  });

  router.put('/:id/reviews/mine', signedIn, async (req, res) => {
    const productId = productIdOf(req);
    const fields = parseInput(reviewInputSchema, req.body ?? {});
    const saved = await reviews.edit(productId, currentUser(req), fields, requestLanguage(req));
    res.json({ success: true, message: 'Review updated', ...saved });
  });

  router.delete('/:id/reviews/mine', signedIn, async (req, res) => {
    const productId = productIdOf(req);
    const { rating } = await reviews.remove(productId, currentUser(req));
    res.json({ success: true, message: 'Review removed', review: null, rating });
  });

  for (const action of ['hide', 'show'] as const) {
    router.post(`/:id/reviews/:reviewId/${action}`, adminOnly, async (req, res) => {
      const parsed = reviewParamsSchema.safeParse(req.params);
      if (!parsed.success) throw notFound('Review not found.');
      const { id, reviewId } = parsed.data;
      const saved = await reviews.setHidden(id, reviewId, currentUser(req).id, action === 'hide');
      res.json({ success: true, message: action === 'hide' ? 'Review hidden' : 'Review shown', ...saved });
    });
  }

  return router;
}

/** /api/reviews: the admin's list of every review, newest first. */
export function adminReviewsRouter(reviews: ReviewsService): Router {
  const router = Router();
  router.get('/recent', requireUser('admin'), async (req, res) => {
    const { page, limit } = parseInput(reviewListQuerySchema, req.query, 'query');
    res.json({ success: true, ...(await reviews.recent(page, limit)) });
  });
  return router;
}
