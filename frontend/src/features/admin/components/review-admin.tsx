// Admin reviews: the latest reviews of every product, hidden ones too, each with Hide or Show. A hidden
// review stays stored (with who hid it and when) and leaves the product's rating.
import type { Review } from '@store/contracts/reviews';
import { useState, type ReactNode } from 'react';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { notify } from '../../../lib/notify';
import { useRecentReviews, useSetReviewHidden } from '../api/review-moderation';

export const REVIEWS_PER_PAGE = 10;

/** Words only a screen reader says: the rest of a button's name. */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

function ReviewRow({ review }: { review: Review }) {
  const { t, tRich, date } = useI18n();
  const change = useSetReviewHidden();
  const which = { author: review.author, product: review.productName ?? '' };

  const toggle = async () => {
    const hide = !review.hidden;
    try {
      await change.mutateAsync({ review, hidden: hide });
      notify.success(translate(hide ? 'admin.reviews.hiddenDone' : 'admin.reviews.shownDone', which));
    } catch (error) {
      notify.error(translate('admin.reviews.changeFailed', { ...which, reason: messageForError(error) }));
    }
  };

  return (
    <li className="admin-order">
      <div className="admin-order__head">
        <p className="order-row__name">
          {t('admin.reviews.item', { product: which.product, rating: review.rating, author: review.author })}
        </p>
        <p className="field__hint">
          {review.hidden && review.hiddenAt
            ? t('admin.reviews.hiddenOn', { date: date(review.hiddenAt, { dateStyle: 'medium' }) })
            : t('admin.reviews.visible')}
        </p>
      </div>
      <p className="order-row__facts">{date(review.createdAt, { dateStyle: 'medium' })}</p>
      {review.title && <p lang={review.language}>{review.title}</p>}
      {review.text && (
        <p className="review__text" lang={review.language}>
          {review.text}
        </p>
      )}
      <div className="admin-order__actions">
        <button
          type="button"
          className="button button--small"
          aria-disabled={change.isPending}
          onClick={() => {
            if (!change.isPending) void toggle();
          }}
        >
          {change.isPending && <Spinner />}
          {tRich(review.hidden ? 'admin.reviews.show' : 'admin.reviews.hide', { ...which, hidden })}
        </button>
      </div>
    </li>
  );
}

export function ReviewAdmin() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const reviews = useRecentReviews(page, REVIEWS_PER_PAGE);

  let body: ReactNode;
  if (reviews.isPending) body = <p>{t('admin.reviews.loading')}</p>;
  else if (reviews.isError) {
    body = <p role="alert">{t('admin.reviews.loadFailed', { reason: messageForError(reviews.error) })}</p>;
  } else if (reviews.data.total === 0) body = <p>{t('admin.reviews.none')}</p>;
  else {
    body = (
      <>
        <ul className="order-rows" aria-label={t('admin.reviews.listLabel')}>
          {reviews.data.reviews.map((review) => (
            <ReviewRow key={review._id} review={review} />
          ))}
        </ul>
        <Pager
          label={t('admin.reviews.pagerLabel')}
          page={page}
          pages={Math.ceil(reviews.data.total / REVIEWS_PER_PAGE)}
          onPage={setPage}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="admin-reviews-heading" className="admin__section">
      <h2 id="admin-reviews-heading">{t('admin.reviews.heading')}</h2>
      <p className="field__hint">{t('admin.reviews.intro')}</p>
      {body}
    </section>
  );
}
