// A product's rating in words, the same on the product page, in its reviews and read aloud: the real
// average of verified buyers' reviews, or "No reviews yet" (never a figure when there is none).
import type { ProductRating } from '@store/contracts/reviews';
import { t } from '../i18n/i18n';

/** "4.3 out of 5, 12 reviews" or "No reviews yet", as the page shows it. */
export function ratingSummary(rating: ProductRating): string {
  return rating.count === 0
    ? t('rating.none')
    : t('rating.summary', { average: rating.average, count: rating.count });
}

/** "Rated 4.3 out of 5 by 12 buyers." or "No reviews yet.", as the read-aloud says it. */
export function ratingReading(rating: ProductRating): string {
  return rating.count === 0
    ? t('rating.reading.none')
    : t('rating.reading', { average: rating.average, count: rating.count });
}

/** How many of five stars are drawn filled: the average to the nearest whole star. */
export const filledStars = (average: number): number => Math.round(average);
