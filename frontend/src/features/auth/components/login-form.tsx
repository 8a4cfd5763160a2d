// Login / Sign Up (spec §2, §5): one form with a toggle, a labelled show/hide password button, 'Forgot your
// password?' (not available yet, and it says so), and in demo mode the 'User Login' / 'Helper Login'
// quick-fill buttons with the accounts the server announces. react-hook-form checks the fields with the
// contract's login or register body (zodResolver): each message is tied to its field and the first wrong
// field takes focus. A refusal shows the server's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@store/contracts/constants';
import {
  authFormSchema,
  type AuthFormOutput,
  type AuthMode,
  type AuthResponse,
} from '@store/contracts/users';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../api/get-public-config';
import { login } from '../api/login';
import { register as registerAccount } from '../api/register';

export const QUICK_FILL_LABELS = ['User Login', 'Helper Login'] as const;
export const FORGOT_PASSWORD_TEXT =
  'Resetting a password is not available yet. If you cannot log in, please contact us by phone or email and we will help.';

type Field = 'name' | 'email' | 'password';
const fieldOrder: readonly Field[] = ['name', 'email', 'password'];
/** Both modes' fields: a name typed before switching to Login is kept, and not sent. */
type AuthFormValues = Record<Field, string> & { mode: AuthMode };

export function LoginForm({ onAuthenticated }: { onAuthenticated: (auth: AuthResponse) => void }) {
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const config = usePublicConfig();
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId() };
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<AuthFormValues, unknown, AuthFormOutput>({
    resolver: zodResolver(authFormSchema),
    defaultValues: { mode: 'Login', name: '', email: '', password: '' },
    // Focus goes to the first wrong field in screen order (below): react-hook-form's own order is the order
    // fields were registered, and Name is registered last, when Sign Up shows it.
    shouldFocusError: false,
  });
  const mode = useWatch({ control, name: 'mode' });

  const demoAccounts = config.data?.demoMode
    ? QUICK_FILL_LABELS.flatMap(
        (label) => config.data?.demoAccounts.filter((account) => account.label === label) ?? [],
      )
    : [];

  const switchMode = (next: AuthMode) => {
    setValue('mode', next);
    clearErrors();
    setError('');
    setStatus(`${next} form.`);
  };

  const onValid = async (values: AuthFormOutput) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const auth =
        values.mode === 'Login'
          ? await login({ email: values.email, password: values.password })
          : await registerAccount({ name: values.name, email: values.email, password: values.password });
      onAuthenticated(auth);
    } catch (caught) {
      setError(apiErrorMessage(caught));
      setBusy(false);
    }
  };

  const onInvalid = (wrong: FieldErrors<AuthFormValues>) => {
    const first = fieldOrder.find((field) => wrong[field]);
    if (first) setFocus(first);
  };

  /** The field's own message, tied to it; `also` names what else describes it. */
  const invalid = (field: Field, also?: string) => {
    const describedBy = [also, errors[field] ? `${ids[field]}-error` : null].filter(Boolean).join(' ');
    return {
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="field__error">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form
      className="narrow-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-busy={busy}
    >
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
            autoComplete="name"
            required
            {...invalid('name')}
            {...register('name')}
          />
          {errorText('name')}
        </div>
      )}

      <div className="field">
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          className="input"
          type="email"
          autoComplete="email"
          required
          {...invalid('email')}
          {...register('email')}
        />
        {errorText('email')}
      </div>

      <div className="field">
        <label htmlFor={ids.password}>Password</label>
        <div className="password-field">
          <input
            id={ids.password}
            className="input"
            type={showPassword ? 'text' : 'password'}
            autoComplete={mode === 'Login' ? 'current-password' : 'new-password'}
            required
            {...invalid('password', mode === 'Sign Up' ? ids.hint : undefined)}
            {...register('password')}
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
        {errorText('password')}
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
                switchMode('Login');
                setValue('email', account.email);
                setValue('password', account.password);
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
