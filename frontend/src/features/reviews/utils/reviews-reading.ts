// "Read the reviews": the latest three reviews of a product as one text to read aloud, in the shopper's
// language (each buyer's own words as they wrote them).
import type { QueryClient } from '@tanstack/react-query';
import type { Review } from '@store/contracts/reviews';
import { formatDate, currentLanguage, t } from '../../../i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { getProductReviews } from '../api/reviews-api';

export const REVIEWS_READ_ALOUD = 3;

export function reviewReading(review: Review): string {
  const date = formatDate(currentLanguage(), review.createdAt, { dateStyle: 'long' });
  return [
    t('reviews.reading.item', { rating: review.rating, author: review.author, date }),
    review.title ? `${review.title}.` : '',
    review.text,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Fetches the product's latest reviews (or takes them from the cache) and says them as one text. */
export async function readLatestReviews(queryClient: QueryClient, productId: string): Promise<string> {
  const answer = await queryClient.fetchQuery({
    queryKey: queryKeys.reviews.list(productId, 1, REVIEWS_READ_ALOUD),
    queryFn: ({ signal }) => getProductReviews(productId, 1, REVIEWS_READ_ALOUD, signal),
  });
  if (answer.total === 0) return t('reviews.reading.none');
  return [
    t('reviews.reading.latest', { shown: answer.reviews.length, total: answer.total }),
    ...answer.reviews.map(reviewReading),
  ].join(' ');
}
