// The newsletter box (spec §2: email required, SUBSCRIBE), double opt-in: the address is checked with the
// contract's newsletterFormSchema (fetched on first use; the message is tied to the box, which takes focus, and
// follows the typing once the box has been sent), then the server mails a link that confirms the subscription.
// The answer is the server's one answer, said by the box's status; a failure is its alert. One field needs no
// form library: react-hook-form was 12 KB of the home page's first load for it (issue 23).
import type { NewsletterFormOutput, newsletterFormSchema } from '@store/contracts/newsletter';
import { useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { subscribe } from '../api/newsletter-api';
import { translateFormMessage, type FormMessageRule } from '../../../lib/form-errors';

/** The contract's schema and zod, fetched when the box is first checked (home shows it to every visitor). */
let schemaLoading: Promise<typeof newsletterFormSchema> | undefined;
async function checkAddress(
  email: string,
): Promise<{ data: NewsletterFormOutput; message?: undefined } | { data?: undefined; message: string }> {
  schemaLoading ??= import('@store/contracts/newsletter').then((contract) => contract.newsletterFormSchema);
  const schema = await schemaLoading.catch((error: unknown) => {
    // Tried again at the next check.
    schemaLoading = undefined;
    throw error;
  });
  const result = schema.safeParse({ email });
  return result.success ? { data: result.data } : { message: result.error.issues[0]?.message ?? '' };
}

/** The contract's email messages (English, shared with the API) and their catalogue keys. */
export const newsletterFormMessages: readonly FormMessageRule[] = [
  ['Email is required.', 'newsletter.errors.required'],
  [/^Email must be at most (?<max>\d+) characters\.$/, 'newsletter.errors.tooLong'],
  ['Please enter a valid email address.', 'newsletter.errors.invalid'],
];

export function NewsletterBox() {
  const { t, language } = useI18n();
  const [email, setEmail] = useState('');
  // The contract's message for the address, once the box has been sent; then checked again as it changes.
  const [invalid, setInvalid] = useState<string | undefined>();
  const sent = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  // The address the shopper gave, answered in the language on screen.
  const [answered, setAnswered] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = `${inputId}-error`;

  const recheck = (value: string) => {
    checkAddress(value)
      .then((checked) => setInvalid(checked.message))
      // Unreachable validator: the next send says so.
      .catch(() => undefined);
  };

  const onValid = async ({ email: address }: NewsletterFormOutput) => {
    if (busy) return;
    setBusy(true);
    setAnswered(null);
    setFailure('');
    try {
      await subscribe({ email: address, language });
      setAnswered(address);
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
          event.preventDefault();
          sent.current = true;
          checkAddress(email)
            .then(async (checked) => {
              setInvalid(checked.message);
              if (checked.data) return onValid(checked.data);
              setAnswered(null);
              input.current?.focus();
            })
            .catch((error: unknown) => {
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
          ref={input}
          id={inputId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (sent.current) recheck(event.target.value);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        />
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy && <Spinner size={20} />}
          {t('newsletter.subscribe')}
        </button>
      </form>
      {invalid && (
        <p id={errorId} className="field__error">
          {translateFormMessage(invalid, newsletterFormMessages)}
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
