// "Forgot your password?": the account's email, then the one answer the server gives whether or not the
// account exists (said once, by this page's status). A wrong address is tied to its field and takes focus.
import { forgotPasswordBodySchema, RESET_LINK_MINUTES } from '@store/contracts/users';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { translateFormMessage } from '../../../lib/form-errors';
import { askForResetLink } from '../api/password-reset';
import { loginFormMessages } from '../utils/field-messages';

export function ForgotPasswordForm() {
  const { t, language } = useI18n();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), error: useId(), intro: useId() };
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = forgotPasswordBodySchema.safeParse({ email, language });
    if (!parsed.success) {
      setFieldError(translateFormMessage(parsed.error.issues[0]?.message, loginFormMessages) ?? '');
      emailRef.current?.focus();
      return;
    }
    setFieldError('');
    setFailure('');
    setSent(false);
    setBusy(true);
    try {
      await askForResetLink(parsed.data);
      setSent(true);
    } catch (error) {
      setFailure(t('reset.forgot.failed', { reason: messageForError(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="narrow-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <PageHeading title={t('reset.forgot.title')}>{t('reset.forgot.title')}</PageHeading>
      <p id={ids.intro}>{t('reset.forgot.intro')}</p>
      <div className="field">
        <label htmlFor={ids.email}>{t('reset.forgot.email')}</label>
        <input
          ref={emailRef}
          id={ids.email}
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? ids.error : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldError && (
          <p id={ids.error} className="field__error">
            {fieldError}
          </p>
        )}
      </div>
      <p role="status" className="form-message form-message--success">
        {sent ? t('reset.forgot.sent', { minutes: RESET_LINK_MINUTES }) : ''}
      </p>
      <p role="alert" className="form-message form-message--error">
        {failure}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy && <Spinner size={20} />}
        {t('reset.forgot.submit')}
      </button>
      <p>
        <Link to={paths.login}>{t('reset.backToLogin')}</Link>
      </p>
    </form>
  );
}
