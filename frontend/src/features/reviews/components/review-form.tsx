// Writing or editing a review: the rating as a radio group of native radio buttons named "1 star" … "5 stars"
// (arrow keys move and choose), then an optional title and text. A wrong field is marked, described by its
// message and takes the focus, so its message is heard once, with the field. A refusal from the server is
// the form's one alert. Nothing typed is lost on an error.
import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  reviewInputSchema,
  type Review,
  type ReviewInput,
} from '@store/contracts/reviews';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n';
import { translateFormMessage } from '../../../lib/form-errors';

type Field = 'rating' | 'title' | 'text';
export type FieldErrors = Partial<Record<Field, string>>;

const STARS = [1, 2, 3, 4, 5] as const;

export function ReviewForm({
  productName,
  initial,
  busy,
  refusal,
  onSubmit,
  onCancel,
}: {
  productName: string;
  /** The review being edited; a new review when absent. */
  initial?: Review;
  busy: boolean;
  /** The server's refusal of the last attempt, in the shopper's language. */
  refusal: string;
  onSubmit: (input: ReviewInput) => void;
  onCancel: () => void;
}) {
  const { t, language } = useI18n();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = { heading: useId(), rating: useId(), title: useId(), text: useId(), hint: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStarRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  // Opened, the form is where the shopper is: its heading takes the focus and is read first.
  useEffect(() => headingRef.current?.focus(), []);

  const labels: Record<Field, string> = {
    rating: t('reviews.form.rating'),
    title: t('reviews.form.title'),
    text: t('reviews.form.text'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = reviewInputSchema.safeParse({ rating: rating ?? undefined, title, text, language });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'title' || field === 'text') && !found[field]) {
          found[field] =
            field === 'rating'
              ? t('reviews.form.ratingRequired')
              : translateFormMessage(issue.message, [], labels[field]);
        }
      }
      setErrors(found);
      const first = found.rating ? firstStarRef : found.title ? titleRef : textRef;
      first.current?.focus();
      return;
    }
    setErrors({});
    onSubmit({ rating: parsed.data.rating, title: parsed.data.title, text: parsed.data.text, language });
  };

  const errorId = (field: Field) => `${ids[field]}-error`;
  const described = (field: Field, ...others: string[]) =>
    [...others, errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="review-form" noValidate aria-labelledby={ids.heading} aria-busy={busy} onSubmit={submit}>
      <h3 id={ids.heading} ref={headingRef} tabIndex={-1}>
        {initial ? t('reviews.form.editHeading') : t('reviews.form.heading', { name: productName })}
      </h3>
      {/* A radiogroup (not a fieldset) so the group itself carries aria-invalid and aria-required. */}
      <div
        className="review-form__stars"
        role="radiogroup"
        aria-labelledby={`${ids.rating}-label`}
        aria-required="true"
        aria-invalid={errors.rating ? true : undefined}
      >
        <p id={`${ids.rating}-label`} className="review-form__legend">
          {labels.rating}
        </p>
        <div className="review-form__star-options">
          {STARS.map((stars) => (
            <label key={stars}>
              <input
                ref={stars === 1 ? firstStarRef : undefined}
                type="radio"
                name={ids.rating}
                value={stars}
                checked={rating === stars}
                aria-describedby={described('rating')}
                onChange={() => {
                  setRating(stars);
                  setErrors(({ rating: _fixed, ...rest }) => rest);
                }}
              />
              {t('reviews.form.star', { count: stars })}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={errorId('rating')} className="field__error">
            {errors.rating}
          </p>
        )}
      </div>

      <div className="field">
        <label htmlFor={ids.title}>{labels.title}</label>
        <input
          ref={titleRef}
          id={ids.title}
          className="input"
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title && (
          <p id={errorId('title')} className="field__error">
            {errors.title}
          </p>
        )}
      </div>

      <div className="field">
        <label htmlFor={ids.text}>{labels.text}</label>
        <textarea
          ref={textRef}
          id={ids.text}
          className="input"
          rows={5}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described('text', ids.hint)}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={ids.hint} className="field__hint">
          {t('reviews.form.textHint', { max: REVIEW_TEXT_MAX })}
        </p>
        {errors.text && (
          <p id={errorId('text')} className="field__error">
            {errors.text}
          </p>
        )}
      </div>

      <p role="alert" className="form-message form-message--error">
        {refusal}
      </p>
      <div className="review-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy && <Spinner size={20} />}
          {initial ? t('reviews.form.save') : t('reviews.form.post')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}
