import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFormSchema } from '@store/contracts/users';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../../i18n/i18n';
import { contractMessages, matchFormMessage } from '../../../lib/form-errors';
import { loginFormMessages } from '../utils/field-messages';
import { auth } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderWithQuery } from '../../../testing/query';
import { LoginForm } from './login-form';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'GET /api/config': ok({
      success: true,
      demoMode: false,
      demoAccounts: [],
      payments: { cod: { available: true }, card: { available: false }, payhere: { available: false } },
      uploads: { storage: 'local' },
      mail: { transport: 'files' },
      assistanceUrl: 'http://localhost:4100',
    }),
    'POST /api/user/login': ok(auth()),
    'POST /api/user/register': ok(auth(), 201),
  });
});
afterEach(() => api.restore());

function renderForm() {
  const onAuthenticated = vi.fn();
  renderWithQuery(
    <MemoryRouter>
      <LoginForm onAuthenticated={onAuthenticated} />
    </MemoryRouter>,
  );
  return {
    onAuthenticated,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
  };
}

const posts = () => api.calls.filter((call) => call.method === 'POST');

describe('login form: the contract checks the fields', () => {
  it("says the login body's messages on the fields, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup();
    const { email, password, onAuthenticated } = renderForm();
    await user.type(email, 'nimali@example');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(password).toHaveAccessibleDescription('Password is required.');
    expect(posts()).toHaveLength(0);

    // Fixed, the message goes and the login is sent as the contract reads it (trimmed, lower-cased).
    await user.clear(email);
    await user.type(email, '  Nimali@Example.lk ');
    await user.type(password, 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/user/login')[0]?.body).toEqual({
      email: 'nimali@example.lk',
      password: 'a-good-password',
    });
  });

  it("signing up, says the register body's messages (name, password length) and sends nothing", async () => {
    const user = userEvent.setup();
    const { email, password } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(email, 'nimali@example.lk');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters.',
    );
    expect(posts()).toHaveLength(0);

    // Back to Login: the Sign Up messages go, and a 5-character password is enough to try.
    await user.click(screen.getByRole('button', { name: 'Login Here' }));
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/user/login')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/user/register')).toHaveLength(0);
  });
});

describe('login form in Sinhala and Tamil', () => {
  it('has a catalogue message for every message of the contract', () => {
    const missing = [...contractMessages(authFormSchema)].filter(
      (message) => !matchFormMessage(message, loginFormMessages),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)(
    'speaks %s: heading, fields, buttons and the contract messages',
    async (language, messages, script) => {
      activateCatalogue(language, messages);
      const user = userEvent.setup();
      renderWithQuery(
        <MemoryRouter>
          <LoginForm onAuthenticated={vi.fn()} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(script);
      const email = screen.getByLabelText(script, { selector: 'input[type="email"]' });
      const password = screen.getByLabelText(script, { selector: 'input[autocomplete="current-password"]' });
      const buttons = screen.getAllByRole('button').map((button) => button.textContent ?? '');
      for (const name of buttons) expect(name).toMatch(script);
      await user.type(email, 'nimali@example');
      await user.click(screen.getByRole('button', { name: buttons.at(-1) }));
      await waitFor(() => expect(email).toHaveFocus());
      expect(email).toHaveAccessibleDescription(script);
      expect(password).toHaveAccessibleDescription(script);
      expect(posts()).toHaveLength(0);
    },
  );
});
