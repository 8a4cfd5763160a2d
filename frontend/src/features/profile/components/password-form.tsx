// Profile Settings (spec §2, §4, §5, §8): read-only email, Current / New / Confirm New Password, and
// 'Change Password' with a spinner (size 20), unavailable while the request is in flight. The messages are
// the spec's; a refusal shows the server's own message and keeps the fields; success clears them.
import { PASSWORD_MIN_LENGTH } from '@store/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusal, refusalMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';

export const passwordMessages = {
  mismatch: "Passwords don't match!",
  unauthenticated: 'User not authenticated.',
  failed: 'Failed to update password.',
  success: 'Password updated successfully!',
  busy: 'Changing your password…',
} as const;

type Outcome = { kind: 'error' | 'success' | 'busy'; text: string } | null;

export function PasswordForm({ email, signedIn }: { email: string; signedIn: boolean }) {
  const { renewToken } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { email: useId(), current: useId(), next: useId(), confirm: useId(), hint: useId() };

  const shown: Outcome = signedIn ? outcome : { kind: 'error', text: passwordMessages.unauthenticated };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!signedIn) {
      setOutcome({ kind: 'error', text: passwordMessages.unauthenticated });
      return;
    }
    if (next !== confirm) {
      setOutcome({ kind: 'error', text: passwordMessages.mismatch });
      return;
    }
    setBusy(true);
    setOutcome({ kind: 'busy', text: passwordMessages.busy });
    try {
      const answer = await changePassword({ currentPassword: current, newPassword: next });
      if (answer.success) {
        if (answer.token) renewToken(answer.token);
        setOutcome({ kind: 'success', text: passwordMessages.success });
        setCurrent('');
        setNext('');
        setConfirm('');
      } else {
        setOutcome({ kind: 'error', text: answer.message ?? passwordMessages.failed });
      }
    } catch (error) {
      setOutcome({ kind: 'error', text: isRefusal(error) ? refusalMessage(error) : passwordMessages.failed });
    } finally {
      setBusy(false);
    }
  };

  const password = (id: string, label: string, value: string, set: (value: string) => void, extra = {}) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="password"
        required
        value={value}
        onChange={(event) => set(event.target.value)}
        {...extra}
      />
    </div>
  );

  return (
    <form className="narrow-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <PageHeading title="Profile Settings">Profile Settings</PageHeading>
      <p className="field__hint">Update your password below</p>

      <div className="field">
        <label htmlFor={ids.email}>Email</label>
        <input id={ids.email} className="input" type="email" value={email} readOnly autoComplete="username" />
      </div>
      {password(ids.current, 'Current Password', current, setCurrent, { autoComplete: 'current-password' })}
      {password(ids.next, 'New Password', next, setNext, {
        autoComplete: 'new-password',
        minLength: PASSWORD_MIN_LENGTH,
        'aria-describedby': ids.hint,
      })}
      <p id={ids.hint} className="field__hint">
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
      {password(ids.confirm, 'Confirm New Password', confirm, setConfirm, { autoComplete: 'new-password' })}

      <p role="status" className="form-message form-message--success">
        {shown?.kind === 'success' || shown?.kind === 'busy' ? shown.text : ''}
      </p>
      <p role="alert" className="form-message form-message--error">
        {shown?.kind === 'error' ? shown.text : ''}
      </p>

      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy && <Spinner size={20} />}
        Change Password
      </button>
    </form>
  );
}
