// Reviews of products: only a verified buyer (a shopper with a delivered order of the product) writes one,
// once per product; they may edit or remove it; an admin may hide or show it. Every change answers the
// product's new rating, which the same transaction stored on the product.
import type { Language } from '@store/contracts/languages';
import {
  ratingOf,
  REVIEW_WRITES_PER_HOUR,
  REVIEWS_PAGE_DEFAULT_LIMIT,
  REVIEW_EXISTS_CODE,
  reviewRefusalCodes,
  reviewRefusalMessages,
  type ProductRating,
  type Review,
  type ReviewFields,
  type ReviewRefusal,
} from '@store/contracts/reviews';
import type { UserRole } from '@store/contracts/constants';
import { AppError, notFound } from '@store/server-kit/errors';
import { isUniqueViolation } from '@store/server-kit/database-errors';
import type { SharedCounters } from '@store/server-kit/shared-counters';
import type { PurchaseState, RatingRow, ReviewRow, ReviewsRepository } from './reviews.repository';

const ONE_HOUR_MS = 60 * 60 * 1000;
const PRODUCT_NOT_FOUND = 'Product not found.';

/** "Nimali Perera" → "Nimali P."; a single name stays whole. */
export function authorName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export function toReviewDto(row: ReviewRow, options: { admin?: boolean } = {}): Review {
  return {
    _id: row.id,
    productId: row.productId,
    author: authorName(row.authorName),
    rating: row.rating,
    title: row.title,
    text: row.text,
    language: row.language,
    createdAt: row.createdAt.getTime(),
    editedAt: row.editedAt?.getTime() ?? null,
    ...(options.admin
      ? {
          hidden: row.hiddenAt !== null,
          hiddenAt: row.hiddenAt?.getTime() ?? null,
          ...(row.productName !== undefined ? { productName: row.productName } : {}),
        }
      : {}),
  };
}

const ratingDto = (row: RatingRow): ProductRating => ratingOf(row.ratingTotal, row.ratingCount);

function refusalOf(role: UserRole, purchase: PurchaseState): ReviewRefusal | null {
  if (role !== 'shopper') return 'not-shopper';
  if (purchase === 'none') return 'not-bought';
  if (purchase === 'ordered') return 'not-delivered';
  return null;
}

export interface Reviewer {
  id: string;
  role: UserRole;
}

export function createReviewsService(repository: ReviewsRepository, counters: SharedCounters) {
  /** Counts one write of the shopper's hour; past REVIEW_WRITES_PER_HOUR it is a 429. */
  const countWrite = async (userId: string) => {
    const { hits, resetAt } = await counters.increment(`reviews:${userId}`, ONE_HOUR_MS);
    if (hits <= REVIEW_WRITES_PER_HOUR) return;
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      429,
      `You have written or changed ${REVIEW_WRITES_PER_HOUR} reviews in the last hour; please try again later.`,
      'too_many_requests',
      undefined,
      { 'Retry-After': String(seconds) },
    );
  };

  const saved = (
    outcome: { result: ReviewRow | undefined; rating: RatingRow } | undefined,
    missing: string,
  ) => {
    if (!outcome) throw notFound(PRODUCT_NOT_FOUND);
    if (!outcome.result) throw notFound(missing);
    return { review: toReviewDto(outcome.result), rating: ratingDto(outcome.rating) };
  };

  return {
    /** One page of the product's visible reviews, newest first, with its rating. */
    async list(productId: string, page = 1, limit = REVIEWS_PAGE_DEFAULT_LIMIT) {
      const rating = await repository.activeProductRating(productId);
      if (!rating) throw notFound(PRODUCT_NOT_FOUND);
      const { rows, total } = await repository.listVisible(productId, page, limit);
      return { reviews: rows.map((row) => toReviewDto(row)), total, page, limit, rating: ratingDto(rating) };
    },

    /** The user's own review of the product, and whether (or why not) they may write one. */
    async mine(productId: string, user: Reviewer) {
      if (!(await repository.activeProductRating(productId))) throw notFound(PRODUCT_NOT_FOUND);
      const review = await repository.findMine(productId, user.id);
      if (review) return { review: toReviewDto(review), canReview: false, refusal: null };
      const refusal = refusalOf(user.role, await repository.purchaseState(user.id, productId));
      return { review: null, canReview: refusal === null, refusal };
    },

    async post(productId: string, user: Reviewer, fields: ReviewFields, requestLanguage: Language) {
      if (!(await repository.activeProductRating(productId))) throw notFound(PRODUCT_NOT_FOUND);
      const refusal = refusalOf(user.role, await repository.purchaseState(user.id, productId));
      if (refusal) throw new AppError(403, reviewRefusalMessages[refusal], reviewRefusalCodes[refusal]);
      await countWrite(user.id);
      try {
        const outcome = await repository.insert(productId, user.id, {
          ...fields,
          language: fields.language ?? requestLanguage,
        });
        return saved(outcome, PRODUCT_NOT_FOUND);
      } catch (error) {
        if (isUniqueViolation(error, 'product_reviews_one_per_shopper')) {
          throw new AppError(
            409,
            'You have already reviewed this product; edit your review instead.',
            REVIEW_EXISTS_CODE,
          );
        }
        throw error;
      }
    },

    async edit(productId: string, user: Reviewer, fields: ReviewFields, requestLanguage: Language) {
      await countWrite(user.id);
      const outcome = await repository.update(productId, user.id, {
        ...fields,
        language: fields.language ?? requestLanguage,
      });
      return saved(outcome, 'You have not reviewed this product.');
    },

    async remove(productId: string, user: Reviewer): Promise<{ rating: ProductRating }> {
      await countWrite(user.id);
      const outcome = await repository.remove(productId, user.id);
      if (!outcome) throw notFound(PRODUCT_NOT_FOUND);
      if (!outcome.result) throw notFound('You have not reviewed this product.');
      return { rating: ratingDto(outcome.rating) };
    },

    /** Admin: hides a review (kept, with who and when) or shows it again; either way the rating follows. */
    async setHidden(productId: string, reviewId: string, admin: string, hidden: boolean) {
      const outcome = await repository.setHidden(productId, reviewId, hidden ? admin : null);
      if (!outcome) throw notFound(PRODUCT_NOT_FOUND);
      if (!outcome.result) throw notFound('Review not found.');
      return { review: toReviewDto(outcome.result, { admin: true }), rating: ratingDto(outcome.rating) };
    },

    /** Admin: every review, newest first, hidden ones marked. */
    async recent(page = 1, limit = REVIEWS_PAGE_DEFAULT_LIMIT) {
      const { rows, total } = await repository.listRecent(page, limit);
      return { reviews: rows.map((row) => toReviewDto(row, { admin: true })), total, page, limit };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
