// The newsletter box (spec §2: email required, SUBSCRIBE), double opt-in: the address is checked with the
// contract's newsletterFormSchema (react-hook-form, zodResolver, fetched on first use; the message is tied to
// the box, which takes focus), then the server mails a link that confirms the subscription. The answer is the
// server's one answer, said by the box's status; a failure is its alert.
import type { NewsletterForm, NewsletterFormOutput } from '@store/contracts/newsletter';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { subscribe } from '../api/newsletter-api';
import { translateFormMessage, type FormMessageRule } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';

/** The contract's schema and zod, fetched when the box is first checked (home shows it to every visitor). */
const newsletterResolver = lazyResolver(async () => {
  const [{ zodResolver }, { newsletterFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@store/contracts/newsletter'),
  ]);
  return zodResolver(newsletterFormSchema);
});

/** The contract's email messages (English, shared with the API) and their catalogue keys. */
export const newsletterFormMessages: readonly FormMessageRule[] = [
  ['Email is required.', 'newsletter.errors.required'],
  [/^Email must be at most (?<max>\d+) characters\.$/, 'newsletter.errors.tooLong'],
  ['Please enter a valid email address.', 'newsletter.errors.invalid'],
];

export function NewsletterBox() {
  const { t, language } = useI18n();
  // The address the shopper gave, answered in the language on screen.
  const [answered, setAnswered] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = `${inputId}-error`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterForm, unknown, NewsletterFormOutput>({
    resolver: newsletterResolver,
    defaultValues: { email: '' },
    shouldFocusError: true,
  });

  const onValid = async ({ email }: NewsletterFormOutput) => {
    if (busy) return;
    setBusy(true);
    setAnswered(null);
    setFailure('');
    try {
      await subscribe({ email, language });
      setAnswered(email);
    } catch (error) {
      setFailure(t('newsletter.failed', { reason: messageForError(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section container newsletter" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('newsletter.heading')}</h2>
      <p id={hintId}>{t('newsletter.hint')}</p>
      <form
        className="newsletter__form"
        noValidate
        onSubmit={(event) => {
          handleSubmit(onValid, () => setAnswered(null))(event).catch((error: unknown) => {
            // The validator could not be fetched (the connection dropped): said like any failed answer.
            setAnswered(null);
            setFailure(t('newsletter.failed', { reason: messageForError(error) }));
          });
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('newsletter.label')}
        </label>
        <input
          id={inputId}
          className="input"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${hintId} ${errorId}` : hintId}
          {...register('email')}
        />
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy && <Spinner size={20} />}
          {t('newsletter.subscribe')}
        </button>
      </form>
      {errors.email && (
        <p id={errorId} className="field__error">
          {translateFormMessage(errors.email.message, newsletterFormMessages)}
        </p>
      )}
      <p role="status" className="newsletter__answer">
        {answered === null ? '' : t('newsletter.sent', { email: answered })}
      </p>
      <p role="alert" className="form-message form-message--error">
        {failure}
      </p>
    </section>
  );
}
