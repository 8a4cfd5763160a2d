// The product's Reviews tab: the rating in words, the shopper's own review (or the way to write one, or why
// they cannot), and every visible review a page at a time. After a review is posted or edited the focus goes
// to it and the new rating is announced once (the app's polite announcer).
import type { ProductRating, Review, ReviewInput } from '@store/contracts/reviews';
import { REVIEWS_PAGE_DEFAULT_LIMIT } from '@store/contracts/constants';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { t, useI18n } from '../../../i18n/i18n';
import { announce } from '../../../lib/announcer';
import { messageForError } from '../../../lib/error-messages';
import { ratingReading, ratingSummary } from '../../../lib/rating-words';
import { useSession } from '../../../lib/session';
import { useChangeReview, useMyReview, useProductReviews } from '../api/reviews-api';
import { ReviewItem } from './review-item';

// The form (and the validator it checks a review with) loads only for a shopper who may write one.
const loadReviewForm = () => import('./review-form');
const ReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

const refusalKeys = {
  'not-bought': 'reviews.refusal.notBought',
  'not-delivered': 'reviews.refusal.notDelivered',
  'not-shopper': 'reviews.refusal.notShopper',
} as const;

/** Where the focus goes once the shopper's own review changed. */
type FocusTarget = 'mine' | 'write' | null;

function OwnReview({
  productId,
  productName,
  offerForm,
}: {
  productId: string;
  productName: string;
  /** Opened from a delivered order ("Write a review"): the form is offered at once when allowed. */
  offerForm: boolean;
}) {
  const { t } = useI18n();
  const { user } = useSession();
  const mine = useMyReview(productId, user !== null);
  const change = useChangeReview(productId);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [refusal, setRefusal] = useState('');
  // Where the focus goes after the next render (a ref: setting it is no reason to render).
  const focusNext = useRef<FocusTarget>(null);
  // Opened from a delivered order, the form is offered until it is sent or cancelled.
  const [offerTaken, setOfferTaken] = useState(false);
  const mineRef = useRef<HTMLElement>(null);
  const writeRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    // Signed in, the shopper may write or edit: fetch the form now so it opens at once when asked for.
    if (user) void loadReviewForm();
  }, [user]);
  useEffect(() => {
    if (focusNext.current === 'mine') mineRef.current?.focus();
    if (focusNext.current === 'write') writeRef.current?.focus();
    focusNext.current = null;
  });
  const setFocus = (target: FocusTarget) => {
    focusNext.current = target;
  };

  if (!user) {
    return (
      <p>
        {t('reviews.signIn.before')}{' '}
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.productReview(productId))}`}>
          {t('reviews.signIn.link')}
        </Link>
      </p>
    );
  }
  if (mine.isPending) return <p>{t('reviews.mine.loading')}</p>;
  if (mine.isError) {
    return (
      <p>
        {t('reviews.mine.failed')}{' '}
        <button type="button" className="button button--small" onClick={() => void mine.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    );
  }

  const own = mine.data.review;
  const formOpen = editing || (offerForm && !offerTaken && mine.data.canReview);
  const save = (input: ReviewInput) => {
    setRefusal('');
    change.mutate(
      { kind: own ? 'edit' : 'post', input },
      {
        onSuccess: (saved) => {
          setEditing(false);
          setOfferTaken(true);
          setFocus('mine');
          const done = own ? t('reviews.updated') : t('reviews.posted');
          announce(`${done} ${ratingReading(saved.rating)}`);
        },
        onError: (error) => setRefusal(messageForError(error, 'reviews.failed')),
      },
    );
  };
  const remove = () => {
    setRefusal('');
    change.mutate(
      { kind: 'delete' },
      {
        onSuccess: (saved) => {
          setConfirmingDelete(false);
          setFocus('write');
          announce(`${t('reviews.deleted')} ${ratingReading(saved.rating)}`);
        },
        onError: (error) => setRefusal(messageForError(error, 'reviews.failed')),
      },
    );
  };

  if (formOpen) {
    return (
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <ReviewForm
          productName={productName}
          initial={own ?? undefined}
          busy={change.isPending}
          refusal={refusal}
          onSubmit={save}
          onCancel={() => {
            setEditing(false);
            setOfferTaken(true);
            setRefusal('');
            setFocus(own ? 'mine' : 'write');
          }}
        />
      </Suspense>
    );
  }

  if (own) {
    return (
      <section aria-labelledby={headingId} className="reviews__mine">
        <h3 id={headingId}>{t('reviews.mine.heading')}</h3>
        <ReviewItem ref={mineRef} review={own} headingLevel={4} />
        <div className="review-form__actions">
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {t('reviews.mine.edit')}
          </button>
          {confirmingDelete ? (
            <>
              <button
                type="button"
                className="button button--small"
                aria-disabled={change.isPending}
                onClick={() => !change.isPending && remove()}
              >
                {t('reviews.mine.confirmDelete')}
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => setConfirmingDelete(false)}
              >
                {t('reviews.mine.keep')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--small" onClick={() => setConfirmingDelete(true)}>
              {t('reviews.mine.delete')}
            </button>
          )}
        </div>
        <p role="alert" className="form-message form-message--error">
          {refusal}
        </p>
      </section>
    );
  }

  if (mine.data.canReview) {
    return (
      <button
        ref={writeRef}
        type="button"
        className="button button--primary"
        onClick={() => setEditing(true)}
      >
        {t('reviews.write')}
      </button>
    );
  }
  return <p>{mine.data.refusal ? t(refusalKeys[mine.data.refusal]) : t('reviews.refusal.notBought')}</p>;
}

function ReviewList({ productId }: { productId: string }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page, REVIEWS_PAGE_DEFAULT_LIMIT);
  const listRef = useRef<HTMLUListElement>(null);
  const turned = useRef(false);

  useEffect(() => {
    // A new page is where the shopper is reading: its first review takes the focus.
    if (!turned.current || reviews.isPlaceholderData || !reviews.data) return;
    turned.current = false;
    listRef.current?.querySelector<HTMLElement>('article')?.focus();
  }, [reviews.data, reviews.isPlaceholderData]);

  if (reviews.isPending) return <p>{t('reviews.loading')}</p>;
  if (reviews.isError) {
    return (
      <p>
        {t('reviews.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={() => void reviews.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    );
  }
  const { total, limit } = reviews.data;
  if (total === 0) return <p>{t('reviews.empty')}</p>;
  return (
    <>
      <ul className="reviews__list" ref={listRef}>
        {reviews.data.reviews.map((review: Review) => (
          <li key={review._id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      <Pager
        label={t('reviews.pages')}
        page={page}
        pages={Math.ceil(total / limit)}
        onPage={(next) => {
          turned.current = true;
          setPage(next);
        }}
      />
    </>
  );
}

export function ProductReviews({
  productId,
  productName,
  rating,
  offerForm = false,
}: {
  productId: string;
  productName: string;
  rating: ProductRating;
  offerForm?: boolean;
}) {
  const headingId = useId();
  useI18n();
  return (
    <section className="reviews" aria-labelledby={headingId} id="reviews">
      <h2 id={headingId}>{t('reviews.heading')}</h2>
      <p>{ratingSummary(rating)}</p>
      <OwnReview productId={productId} productName={productName} offerForm={offerForm} />
      <ReviewList productId={productId} />
    </section>
  );
}
