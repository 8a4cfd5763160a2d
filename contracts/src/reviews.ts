// Reviews by verified buyers (a shopper with a delivered order of the product) and the rating they make.
import { z } from 'zod';
import { decimalNumber, idSchema } from './common';
import { REVIEWS_PAGE_DEFAULT_LIMIT } from './constants';
import { languages } from './languages';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2_000;
export { REVIEWS_PAGE_DEFAULT_LIMIT };
export const REVIEWS_PAGE_MAX_LIMIT = 50;
/** Reviews a shopper may post, edit or remove in one hour (all products together). */
export const REVIEW_WRITES_PER_HOUR = 10;

/**
 * A product's rating from its visible reviews: the mean to one decimal (0 when there are none, which the
 * storefront says as "No reviews yet", never as a figure) and how many reviews made it.
 */
export const productRatingSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

export const reviewSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  /** First name and last initial ("Nimali P."). */
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Plain text; '' when the buyer gave none. */
  title: z.string(),
  text: z.string(),
  /** The language the review was written in. */
  language: z.enum(languages),
  /** ms since epoch. */
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  /** Admin reads only: hidden reviews stay stored and leave the rating. */
  hidden: z.boolean().optional(),
  hiddenAt: z.number().nullable().optional(),
  /** Admin reads only: the product's English name. */
  productName: z.string().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

const ratingRule = decimalNumber(
  z
    .number({ message: 'rating: choose from 1 to 5 stars.' })
    .int({ message: 'rating: choose from 1 to 5 stars.' })
    .min(1, { message: 'rating: choose from 1 to 5 stars.' })
    .max(5, { message: 'rating: choose from 1 to 5 stars.' }),
);

/** POST /api/product/:id/reviews and PUT …/reviews/mine. Title and text are optional plain text. */
export const reviewInputSchema = z.object({
  rating: ratingRule,
  title: z
    .string({ message: 'title must be text.' })
    .trim()
    .max(REVIEW_TITLE_MAX, { message: `title must be at most ${REVIEW_TITLE_MAX} characters.` })
    .default(''),
  text: z
    .string({ message: 'text must be text.' })
    .trim()
    .max(REVIEW_TEXT_MAX, { message: `text must be at most ${REVIEW_TEXT_MAX} characters.` })
    .default(''),
  /** The language the review is written in (the storefront sends its own); else the request's. */
  language: z.enum(languages, { message: `language must be one of ${languages.join(', ')}.` }).optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewFields = z.output<typeof reviewInputSchema>;

const pageRule = decimalNumber(
  z.number({ message: 'page must be a number.' }).int({ message: 'page must be a whole number.' }).min(1, {
    message: 'page must be at least 1.',
  }),
).optional();
const limitRule = decimalNumber(
  z
    .number({ message: 'limit must be a number.' })
    .int({ message: 'limit must be a whole number.' })
    .min(1, { message: 'limit must be at least 1.' })
    .max(REVIEWS_PAGE_MAX_LIMIT, { message: `limit must be at most ${REVIEWS_PAGE_MAX_LIMIT}.` }),
).optional();

/** GET /api/product/:id/reviews and GET /api/reviews/recent: newest first, a page at a time. */
export const reviewListQuerySchema = z.object({ page: pageRule, limit: limitRule });
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewParamsSchema = z.object({ id: idSchema, reviewId: idSchema });

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  rating: productRatingSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/**
 * Why a signed-in shopper may not review a product: no order of it at all, or none delivered yet. Null when
 * they may (or already did: `review` is theirs).
 */
export const reviewRefusals = ['not-bought', 'not-delivered', 'not-shopper'] as const;
export type ReviewRefusal = (typeof reviewRefusals)[number];

/** GET /api/product/:id/reviews/mine: the shopper's own review, and whether they may write one. */
export const myReviewResponseSchema = z.object({
  success: z.literal(true),
  review: reviewSchema.nullable(),
  canReview: z.boolean(),
  refusal: z.enum(reviewRefusals).nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

/** A review posted, edited, removed, hidden or shown: the review as it is now and the product's rating. */
export const reviewSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: reviewSchema.nullable(),
  rating: productRatingSchema,
});
export type ReviewSavedResponse = z.infer<typeof reviewSavedResponseSchema>;

/** GET /api/reviews/recent (admin): every review, hidden ones included, newest first. */
export const recentReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type RecentReviewsResponse = z.infer<typeof recentReviewsResponseSchema>;

/** The refusals' words, shared by the API's 403 and the storefront's explanation. */
export const reviewRefusalMessages: Record<ReviewRefusal, string> = {
  'not-bought': 'Only shoppers who bought this product can review it.',
  'not-delivered': 'You can review this product once your order of it has been delivered.',
  'not-shopper': 'Reviews are written by shoppers; staff accounts cannot review products.',
};

/** The `code` of the API's 403 for each refusal, and of its 409 for a second review. */
export const reviewRefusalCodes = {
  'not-bought': 'review_not_bought',
  'not-delivered': 'review_not_delivered',
  'not-shopper': 'review_not_shopper',
} as const satisfies Record<ReviewRefusal, string>;
export const REVIEW_EXISTS_CODE = 'review_exists';

/** The average to one decimal, as every answer carries it. */
export function ratingOf(total: number, count: number): ProductRating {
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count };
}
