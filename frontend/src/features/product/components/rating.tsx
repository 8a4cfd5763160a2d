// The spec's static rating: four stars of five, 122 reviews. The stars are drawn; the words are read.
import { StarIcon } from '../../../components/ui/icons';
import { useI18n } from '../../../i18n/i18n';

export const RATING = 4;
export const REVIEW_COUNT = 122;

export function Rating() {
  const { t } = useI18n();
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} filled={star <= RATING} size="1.1em" />
        ))}
        <span className="rating__count">({REVIEW_COUNT})</span>
      </span>
      <span className="visually-hidden">{t('product.rating', { rating: RATING, count: REVIEW_COUNT })}</span>
    </p>
  );
}
