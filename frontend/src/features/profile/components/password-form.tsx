// Profile Settings (spec §2, §4, §5, §8): read-only email, Current / New / Confirm New Password, and
// 'Change Password' with a spinner (size 20), unavailable while the request is in flight. react-hook-form
// checks the fields with the contract's changePasswordFormSchema (zodResolver): each field's message is tied
// to it and the first wrong field takes focus; 'Passwords don't match!' is the form's alert, tied to Confirm
// New Password. A refusal shows the server's own message and keeps the fields; success clears them.
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@store/contracts/constants';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
  type ChangePasswordFormOutput,
} from '@store/contracts/users';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { t, useI18n, type MessageKey } from '../../../i18n/i18n';
import { isRefusal } from '../../../lib/api-client';
import { messageForError } from '../../../lib/error-messages';
import { translateFormMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { passwordFormMessages } from '../utils/field-messages';

/** The form's own outcomes: catalogue keys, said in the language on screen when they are shown. */
export const passwordMessages = {
  mismatch: 'profile.mismatch',
  unauthenticated: 'profile.unauthenticated',
  failed: 'profile.failed',
  success: 'profile.success',
  busy: 'profile.busy',
} as const satisfies Record<string, MessageKey>;

/** What happened: one of the form's messages, or the server's refusal (said as lib/error-messages says it). */
type Outcome =
  | { kind: 'error' | 'success' | 'busy'; key: MessageKey }
  | { kind: 'error'; refusal: unknown }
  | { kind: 'error'; serverText: string }
  | null;

const outcomeText = (outcome: Outcome) => {
  if (!outcome) return '';
  if ('key' in outcome) return t(outcome.key);
  if ('refusal' in outcome) return messageForError(outcome.refusal, passwordMessages.failed);
  return outcome.serverText;
};
type Field = keyof ChangePasswordForm;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ email, signedIn }: { email: string; signedIn: boolean }) {
  const { t } = useI18n();
  const { renewToken } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = {
    email: useId(),
    currentPassword: useId(),
    newPassword: useId(),
    confirmPassword: useId(),
    hint: useId(),
    alert: useId(),
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm, unknown, ChangePasswordFormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
    shouldFocusError: true,
  });

  const shown: Outcome = signedIn ? outcome : { kind: 'error', key: passwordMessages.unauthenticated };
  // The mismatch is said where the form's messages are, right below Confirm New Password.
  const confirmMessage = errors.confirmPassword?.message;
  const alertText = confirmMessage
    ? translateFormMessage(confirmMessage, passwordFormMessages)
    : shown?.kind === 'error'
      ? outcomeText(shown)
      : '';

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordFormOutput) => {
    if (busy) return;
    setBusy(true);
    setOutcome({ kind: 'busy', key: passwordMessages.busy });
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      if (answer.success) {
        if (answer.token) renewToken(answer.token);
        setOutcome({ kind: 'success', key: passwordMessages.success });
        reset(empty);
      } else {
        setOutcome(
          answer.message
            ? { kind: 'error', serverText: answer.message }
            : { kind: 'error', key: passwordMessages.failed },
        );
      }
    } catch (error) {
      setOutcome(
        isRefusal(error)
          ? { kind: 'error', refusal: error }
          : { kind: 'error', key: passwordMessages.failed },
      );
    } finally {
      setBusy(false);
    }
  };

  const password = (name: Field, label: string, autoComplete: string, hint?: string) => {
    const error = errors[name];
    const errorId = name === 'confirmPassword' ? ids.alert : `${ids[name]}-error`;
    const describedBy = [hint, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={ids[name]}>{label}</label>
        <input
          id={ids[name]}
          className="input"
          type="password"
          required
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        {error && name !== 'confirmPassword' && (
          <p id={errorId} className="field__error">
            {translateFormMessage(error.message, passwordFormMessages)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="narrow-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        if (!signedIn) {
          event.preventDefault();
          setOutcome({ kind: 'error', key: passwordMessages.unauthenticated });
          return;
        }
        void handleSubmit(onValid, () => setOutcome(null))(event);
      }}
    >
      <PageHeading title={t('profile.title')}>{t('profile.title')}</PageHeading>
      <p className="field__hint">{t('profile.hint')}</p>

      <div className="field">
        <label htmlFor={ids.email}>{t('profile.email')}</label>
        <input id={ids.email} className="input" type="email" value={email} readOnly autoComplete="username" />
      </div>
      {password('currentPassword', t('profile.currentPassword'), 'current-password')}
      {password('newPassword', t('profile.newPassword'), 'new-password', ids.hint)}
      <p id={ids.hint} className="field__hint">
        {t('profile.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      </p>
      {password('confirmPassword', t('profile.confirmPassword'), 'new-password')}

      <p role="status" className="form-message form-message--success">
        {shown?.kind === 'success' || shown?.kind === 'busy' ? outcomeText(shown) : ''}
      </p>
      <p id={ids.alert} role="alert" className="form-message form-message--error">
        {alertText}
      </p>

      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy && <Spinner size={20} />}
        {t('profile.changePassword')}
      </button>
    </form>
  );
}
