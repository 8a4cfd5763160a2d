// Login / Sign Up (spec §2, §5): one form with a toggle, a labelled show/hide password button, 'Forgot your
// password?' (a link to /forgot-password), and in demo mode the 'User Login' / 'Helper Login'
// quick-fill buttons with the accounts the server announces. react-hook-form checks the fields with the
// contract's login or register body (zodResolver): each message is tied to its field and the first wrong
// field takes focus. A refusal shows the server's message (the catalogue's for an error code it knows).
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
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n, type MessageKey } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { translateFormMessage } from '../../../lib/form-errors';
import { usePublicConfig } from '../api/get-public-config';
import { login } from '../api/login';
import { register as registerAccount } from '../api/register';
import { loginFormMessages } from '../utils/field-messages';

/** The demo accounts the server announces, by their label, and how the form names them. */
const quickFillNames: Record<string, MessageKey> = {
  'User Login': 'login.demoUser',
  'Helper Login': 'login.demoHelper',
};
export const QUICK_FILL_LABELS = ['User Login', 'Helper Login'] as const;

const modeNames: Record<AuthMode, MessageKey> = {
  Login: 'login.title.login',
  'Sign Up': 'login.title.signUp',
};

type Field = 'name' | 'email' | 'password';
const fieldOrder: readonly Field[] = ['name', 'email', 'password'];
/** Both modes' fields: a name typed before switching to Login is kept, and not sent. */
type AuthFormValues = Record<Field, string> & { mode: AuthMode };

export function LoginForm({ onAuthenticated }: { onAuthenticated: (auth: AuthResponse) => void }) {
  const { t } = useI18n();
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

  const demoName = (label: string) => {
    const key = quickFillNames[label];
    return key ? t(key) : label;
  };
  const demoAccounts = config.data?.demoMode
    ? QUICK_FILL_LABELS.flatMap(
        (label) => config.data?.demoAccounts.filter((account) => account.label === label) ?? [],
      )
    : [];

  const switchMode = (next: AuthMode) => {
    setValue('mode', next);
    clearErrors();
    setError('');
    setStatus(t(next === 'Login' ? 'login.loginForm' : 'login.signUpForm'));
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
      setError(messageForError(caught));
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
        {translateFormMessage(errors[field]?.message, loginFormMessages)}
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
        <PageHeading title={t(modeNames[mode])}>{t(modeNames[mode])}</PageHeading>
        <span className="section-title__rule" aria-hidden="true" />
      </div>

      {mode === 'Sign Up' && (
        <div className="field">
          <label htmlFor={ids.name}>{t('login.name')}</label>
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
        <label htmlFor={ids.email}>{t('login.email')}</label>
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
        <label htmlFor={ids.password}>{t('login.password')}</label>
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
            {t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
          </button>
        </div>
        {mode === 'Sign Up' && (
          <p id={ids.hint} className="field__hint">
            {t('login.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          </p>
        )}
        {errorText('password')}
      </div>

      <div className="form-row">
        <Link to={paths.forgotPassword} className="link-button">
          {t('login.forgot')}
        </Link>
        {mode === 'Login' ? (
          <button type="button" className="link-button" onClick={() => switchMode('Sign Up')}>
            {t('login.createAccount')}
          </button>
        ) : (
          <button type="button" className="link-button" onClick={() => switchMode('Login')}>
            {t('login.loginHere')}
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
        {t(mode === 'Login' ? 'login.signIn' : 'login.signUp')}
      </button>

      {demoAccounts.length > 0 && (
        <div className="quick-fill" role="group" aria-labelledby={`${ids.hint}-demo`}>
          <p id={`${ids.hint}-demo`} className="field__hint">
            {t('login.demoAccounts')}
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
                setStatus(t('login.demoFilled', { account: demoName(account.label) }));
              }}
            >
              {demoName(account.label)}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
