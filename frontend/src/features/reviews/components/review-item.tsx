// One review as an article: its rating in words (the stars are drawn for the eye only), the author, the
// date, and the buyer's own words as plain text, marked with their language when it is not the page's.
import type { Review } from '@store/contracts/reviews';
import { useId, type Ref } from 'react';
import { StarIcon } from '../../../components/ui/icons';
import { useI18n } from '../../../i18n/i18n';

export function ReviewItem({
  review,
  headingLevel = 3,
  ref,
}: {
  review: Review;
  headingLevel?: 3 | 4;
  ref?: Ref<HTMLElement>;
}) {
  const { t, date, language } = useI18n();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const lang = review.language === language ? undefined : review.language;
  const posted = date(review.createdAt, { dateStyle: 'long' });
  return (
    <article ref={ref} className="review" aria-labelledby={headingId} tabIndex={-1}>
      <Heading id={headingId} className="review__heading">
        <span className="rating__stars" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon key={star} filled={star <= review.rating} size="1em" />
          ))}
        </span>{' '}
        {t('reviews.item.rating', { rating: review.rating })}
        {review.title && (
          <>
            {': '}
            <span lang={lang}>{review.title}</span>
          </>
        )}
      </Heading>
      <p className="review__meta">
        {review.editedAt === null
          ? t('reviews.item.by', { author: review.author, date: posted })
          : t('reviews.item.byEdited', {
              author: review.author,
              date: posted,
              edited: date(review.editedAt, { dateStyle: 'long' }),
            })}
      </p>
      {review.text && (
        <p className="review__text" lang={lang}>
          {review.text}
        </p>
      )}
    </article>
  );
}
