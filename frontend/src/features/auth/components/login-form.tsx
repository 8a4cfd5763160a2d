// Login / Sign Up (spec §2, §5): one form with a toggle, a labelled show/hide password button, 'Forgot your
// password?' (not available yet, and it says so), and in demo mode the 'User Login' / 'Helper Login'
// quick-fill buttons with the accounts the server announces. Errors show the server's message.
import type { AuthResponse } from '@store/contracts/users';
import { PASSWORD_MIN_LENGTH } from '@store/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../api/get-public-config';
import { login } from '../api/login';
import { register } from '../api/register';

type Mode = 'Login' | 'Sign Up';

export const QUICK_FILL_LABELS = ['User Login', 'Helper Login'] as const;
export const FORGOT_PASSWORD_TEXT =
  'Resetting a password is not available yet. If you cannot log in, please contact us by phone or email and we will help.';

export function LoginForm({ onAuthenticated }: { onAuthenticated: (auth: AuthResponse) => void }) {
  const [mode, setMode] = useState<Mode>('Login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const config = usePublicConfig();
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId() };

  const demoAccounts = config.data?.demoMode
    ? QUICK_FILL_LABELS.flatMap(
        (label) => config.data?.demoAccounts.filter((account) => account.label === label) ?? [],
      )
    : [];

  const switchMode = (next: Mode) => {
    setMode(next);
    setError('');
    setStatus(`${next} form.`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const auth =
        mode === 'Login'
          ? await login({ email: email.trim(), password })
          : await register({ name: name.trim(), email: email.trim(), password });
      onAuthenticated(auth);
    } catch (caught) {
      setError(apiErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <form className="narrow-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <div className="form-title">
        <PageHeading title={mode}>{mode}</PageHeading>
        <span className="section-title__rule" aria-hidden="true" />
      </div>

      {mode === 'Sign Up' && (
        <div className="field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            className="input"
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      )}

      <div className="field">
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>

      <div className="field">
        <label htmlFor={ids.password}>Password</label>
        <div className="password-field">
          <input
            id={ids.password}
            className="input"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete={mode === 'Login' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'Sign Up' ? PASSWORD_MIN_LENGTH : undefined}
            aria-describedby={mode === 'Sign Up' ? ids.hint : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="button button--small"
            aria-controls={ids.password}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Hide password' : 'Show password'}
          </button>
        </div>
        {mode === 'Sign Up' && (
          <p id={ids.hint} className="field__hint">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        )}
      </div>

      <div className="form-row">
        <button type="button" className="link-button" onClick={() => setStatus(FORGOT_PASSWORD_TEXT)}>
          Forgot your password?
        </button>
        {mode === 'Login' ? (
          <button type="button" className="link-button" onClick={() => switchMode('Sign Up')}>
            Create account
          </button>
        ) : (
          <button type="button" className="link-button" onClick={() => switchMode('Login')}>
            Login Here
          </button>
        )}
      </div>

      <p role="status" className="form-message">
        {status}
      </p>
      <p role="alert" className="form-message form-message--error">
        {error}
      </p>

      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy && <Spinner size={20} />}
        {mode === 'Login' ? 'Sign In' : 'Sign Up'}
      </button>

      {demoAccounts.length > 0 && (
        <div className="quick-fill" role="group" aria-labelledby={`${ids.hint}-demo`}>
          <p id={`${ids.hint}-demo`} className="field__hint">
            Demo accounts: fill in the form with
          </p>
          {demoAccounts.map((account) => (
            <button
              key={account.label}
              type="button"
              className="button button--small"
              onClick={() => {
                setMode('Login');
                setEmail(account.email);
                setPassword(account.password);
                setError('');
                setStatus(`Filled in the ${account.label} demo account. Press Sign In to continue.`);
              }}
            >
              {account.label}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
