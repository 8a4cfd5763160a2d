// The main API's review operations: a product's reviews and rating, a verified buyer's own review, and the
// admin's moderation (hide and show, the list of recent reviews).
import { productIdParamsSchema } from '../products';
import {
  myReviewResponseSchema,
  recentReviewsResponseSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewParamsSchema,
  reviewSavedResponseSchema,
  REVIEW_WRITES_PER_HOUR,
} from '../reviews';
import type { OperationSpec } from './operation-spec';

const writeLimit =
  `Posting, editing and removing count together: ${REVIEW_WRITES_PER_HOUR} per shopper per hour ` +
  '(429 with Retry-After).';

export const reviewOperations: readonly OperationSpec[] = [
  {
    method: 'get',
    path: '/api/product/:id/reviews',
    tag: 'Reviews',
    summary: 'A product’s visible reviews, newest first, a page at a time, with its rating',
    access: 'public',
    params: productIdParamsSchema,
    query: reviewListQuerySchema,
    responses: { 200: { description: 'A page of reviews.', schema: reviewListResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/product/:id/reviews/mine',
    tag: 'Reviews',
    summary: 'The signed-in shopper’s review of the product, or whether (and why not) they may write one',
    access: 'signed-in',
    params: productIdParamsSchema,
    responses: { 200: { description: 'The review, or the refusal.', schema: myReviewResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/product/:id/reviews',
    tag: 'Reviews',
    summary: 'Review a product (verified buyers only: an order of it delivered; 403 says why not)',
    description: `One review per shopper per product; a second is a 409. ${writeLimit}`,
    access: 'signed-in',
    params: productIdParamsSchema,
    body: { schema: reviewInputSchema },
    responses: { 201: { description: 'Posted, with the new rating.', schema: reviewSavedResponseSchema } },
  },
  {
    method: 'put',
    path: '/api/product/:id/reviews/mine',
    tag: 'Reviews',
    summary: 'Edit the signed-in shopper’s review',
    description: writeLimit,
    access: 'signed-in',
    params: productIdParamsSchema,
    body: { schema: reviewInputSchema },
    responses: { 200: { description: 'Edited, with the new rating.', schema: reviewSavedResponseSchema } },
  },
  {
    method: 'delete',
    path: '/api/product/:id/reviews/mine',
    tag: 'Reviews',
    summary: 'Remove the signed-in shopper’s review',
    description: writeLimit,
    access: 'signed-in',
    params: productIdParamsSchema,
    responses: { 200: { description: 'Removed, with the new rating.', schema: reviewSavedResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/product/:id/reviews/:reviewId/hide',
    tag: 'Reviews',
    summary: 'Hide a review (it stays stored, with who hid it and when, and leaves the rating)',
    access: ['admin'],
    params: reviewParamsSchema,
    responses: { 200: { description: 'Hidden, with the new rating.', schema: reviewSavedResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/product/:id/reviews/:reviewId/show',
    tag: 'Reviews',
    summary: 'Show a hidden review again',
    access: ['admin'],
    params: reviewParamsSchema,
    responses: { 200: { description: 'Shown, with the new rating.', schema: reviewSavedResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/reviews/recent',
    tag: 'Reviews',
    summary: 'Every review, hidden ones included, newest first (for moderation)',
    access: ['admin'],
    query: reviewListQuerySchema,
    responses: { 200: { description: 'A page of reviews.', schema: recentReviewsResponseSchema } },
  },
];
