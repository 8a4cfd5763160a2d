// Choosing a new password from a reset link: the new password twice, with the same rules as signing up.
// A wrong field is tied to its message and takes focus; a link that no longer works says so and offers a
// new one; success says the password is changed (the page's status) and offers to log in.
import { PASSWORD_MIN_LENGTH } from '@store/contracts/constants';
import {
  PASSWORD_MISMATCH,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  resetPasswordFormSchema,
} from '@store/contracts/users';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { errorCodeOf } from '../../../lib/api-client';
import { messageForError } from '../../../lib/error-messages';
import { translateFormMessage, type FormMessageRule } from '../../../lib/form-errors';
import { resetPassword } from '../api/password-reset';

/** The reset form's contract messages and their catalogue keys (the profile's words for the same rules). */
export const resetFormMessages: readonly FormMessageRule[] = [
  ['New password is required.', 'profile.errors.newRequired'],
  [/^New password must be at least (?<min>\d+) characters\.$/, 'profile.errors.newTooShort'],
  [/^New password must be at most (?<max>\d+) characters\.$/, 'profile.errors.newTooLong'],
  ['New password must not be only spaces or one character repeated.', 'profile.errors.newWeak'],
  [PASSWORD_MISMATCH, 'profile.mismatch'],
];

type Field = 'newPassword' | 'confirmPassword';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { newPassword: useId(), confirmPassword: useId(), hint: useId() };
  const refs = {
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'newPassword' || field === 'confirmPassword') && !found[field]) {
          found[field] = translateFormMessage(issue.message, resetFormMessages);
        }
      }
      setErrors(found);
      refs[found.newPassword ? 'newPassword' : 'confirmPassword'].current?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      await resetPassword({ token, newPassword: parsed.data.newPassword });
      setOutcome('done');
    } catch (error) {
      if (errorCodeOf(error) === RESET_LINK_INVALID) setOutcome('invalid');
      else setFailure(messageForError(error));
    } finally {
      setBusy(false);
    }
  };

  const password = (field: Field, label: string, hint?: string) => {
    const errorId = `${ids[field]}-error`;
    const describedBy = [hint, errors[field] ? errorId : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={ids[field]}>{label}</label>
        <input
          ref={refs[field]}
          id={ids[field]}
          className="input"
          type="password"
          autoComplete="new-password"
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
        />
        {errors[field] && (
          <p id={errorId} className="field__error">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="narrow-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <PageHeading title={t('reset.title')}>{t('reset.title')}</PageHeading>
      {outcome !== 'done' && (
        <>
          {password('newPassword', t('reset.newPassword'), ids.hint)}
          <p id={ids.hint} className="field__hint">
            {t('profile.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          </p>
          {password('confirmPassword', t('reset.confirmPassword'))}
        </>
      )}
      <p role="status" className="form-message form-message--success">
        {outcome === 'done' ? t('reset.done') : ''}
      </p>
      <p role="alert" className="form-message form-message--error">
        {outcome === 'invalid' ? t('reset.invalid', { minutes: RESET_LINK_MINUTES }) : failure}
      </p>
      {outcome === 'done' ? (
        <Link to={paths.login} className="button button--primary">
          {t('reset.login')}
        </Link>
      ) : outcome === 'invalid' ? (
        <Link to={paths.forgotPassword} className="button button--primary">
          {t('reset.askAgain')}
        </Link>
      ) : (
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy && <Spinner size={20} />}
          {t('reset.submit')}
        </button>
      )}
    </form>
  );
}
