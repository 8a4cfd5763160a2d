// Profile Settings (spec §2, §4, §5, §8): read-only email, Current / New / Confirm New Password, and
// 'Change Password' with a spinner (size 20), unavailable while the request is in flight. react-hook-form
// checks the fields with the contract's changePasswordFormSchema (zodResolver): each field's message is tied
// to it and the first wrong field takes focus; 'Passwords don't match!' is the form's alert, tied to Confirm
// New Password. A refusal shows the server's own message and keeps the fields; success clears them.
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@store/contracts/constants';
import {
  changePasswordFormSchema,
  PASSWORD_MISMATCH,
  type ChangePasswordForm,
  type ChangePasswordFormOutput,
} from '@store/contracts/users';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusal, refusalMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';

export const passwordMessages = {
  mismatch: PASSWORD_MISMATCH,
  unauthenticated: 'User not authenticated.',
  failed: 'Failed to update password.',
  success: 'Password updated successfully!',
  busy: 'Changing your password…',
} as const;

type Outcome = { kind: 'error' | 'success' | 'busy'; text: string } | null;
type Field = keyof ChangePasswordForm;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ email, signedIn }: { email: string; signedIn: boolean }) {
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

  const shown: Outcome = signedIn ? outcome : { kind: 'error', text: passwordMessages.unauthenticated };
  // The mismatch is said where the form's messages are, right below Confirm New Password.
  const alertText = errors.confirmPassword?.message ?? (shown?.kind === 'error' ? shown.text : '');

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordFormOutput) => {
    if (busy) return;
    setBusy(true);
    setOutcome({ kind: 'busy', text: passwordMessages.busy });
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      if (answer.success) {
        if (answer.token) renewToken(answer.token);
        setOutcome({ kind: 'success', text: passwordMessages.success });
        reset(empty);
      } else {
        setOutcome({ kind: 'error', text: answer.message ?? passwordMessages.failed });
      }
    } catch (error) {
      setOutcome({ kind: 'error', text: isRefusal(error) ? refusalMessage(error) : passwordMessages.failed });
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
            {error.message}
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
          setOutcome({ kind: 'error', text: passwordMessages.unauthenticated });
          return;
        }
        void handleSubmit(onValid, () => setOutcome(null))(event);
      }}
    >
      <PageHeading title="Profile Settings">Profile Settings</PageHeading>
      <p className="field__hint">Update your password below</p>

      <div className="field">
        <label htmlFor={ids.email}>Email</label>
        <input id={ids.email} className="input" type="email" value={email} readOnly autoComplete="username" />
      </div>
      {password('currentPassword', 'Current Password', 'current-password')}
      {password('newPassword', 'New Password', 'new-password', ids.hint)}
      <p id={ids.hint} className="field__hint">
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
      {password('confirmPassword', 'Confirm New Password', 'new-password')}

      <p role="status" className="form-message form-message--success">
        {shown?.kind === 'success' || shown?.kind === 'busy' ? shown.text : ''}
      </p>
      <p id={ids.alert} role="alert" className="form-message form-message--error">
        {alertText}
      </p>

      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy && <Spinner size={20} />}
        Change Password
      </button>
    </form>
  );
}
