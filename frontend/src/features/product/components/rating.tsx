// The product's rating from verified buyers' reviews: stars drawn for the eye, the same thing in words
// for everyone ("4.3 out of 5, 12 reviews", or "No reviews yet" with no stars at all).
import type { ProductRating } from '@store/contracts/reviews';
import { StarIcon } from '../../../components/ui/icons';
import { useI18n } from '../../../i18n/i18n';
import { filledStars, ratingSummary } from '../../../lib/rating-words';

export function Rating({ rating }: { rating: ProductRating }) {
  useI18n();
  const filled = filledStars(rating.average);
  return (
    <p className="rating">
      {rating.count > 0 && (
        <span className="rating__stars" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon key={star} filled={star <= filled} size="1.1em" />
          ))}
        </span>
      )}
      <span className="rating__words">{ratingSummary(rating)}</span>
    </p>
  );
}
