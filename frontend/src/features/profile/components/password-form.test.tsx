import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from '@store/contracts/users';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../../i18n/i18n';
import { contractMessages, matchFormMessage } from '../../../lib/form-errors';
import { passwordFormMessages } from '../utils/field-messages';
import { SessionProvider } from '../../../lib/session';
import { auth, storeSession } from '../../../testing/fixtures';
import { fail, mockApi, ok, type Reply } from '../../../testing/mock-api';
import { PasswordForm } from './password-form';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({});
});
afterEach(() => api.restore());

function renderForm(signedIn = true) {
  if (signedIn) storeSession(auth({ token: 'profile-token' }));
  render(
    <MemoryRouter>
      <SessionProvider>
        <PasswordForm email="shopper@example.com" signedIn={signedIn} />
      </SessionProvider>
    </MemoryRouter>,
  );
  return {
    current: screen.getByLabelText('Current Password'),
    next: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
    submit: screen.getByRole('button', { name: 'Change Password' }),
  };
}

async function fill(fields: ReturnType<typeof renderForm>, current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(fields.current, current);
  await user.type(fields.next, next);
  await user.type(fields.confirm, confirm);
  await user.click(fields.submit);
}

describe('Profile Settings password change', () => {
  it('shows the form with the read-only email from the session', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByText('Update your password below')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('shopper@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it("says 'User not authenticated.' on load without a token, and sends nothing", async () => {
    const fields = renderForm(false);
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated.');
    await fill(fields, 'old-password', 'new-password-1');
    expect(api.calls).toHaveLength(0);
  });

  it("stops at 'Passwords don't match!' without a request", async () => {
    const fields = renderForm();
    await fill(fields, 'old-password', 'new-password-1', 'new-password-2');
    // The form's checks run asynchronously (the resolver), after the click has returned.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match!"));
    expect(api.calls).toHaveLength(0);
    expect(fields.next).toHaveValue('new-password-1');
  });

  it('is unavailable with a spinner while in flight, then clears the fields on success', async () => {
    let release: (reply: Reply) => void = () => undefined;
    api.on('PUT /api/user/change-password', () => new Promise<Reply>((resolve) => (release = resolve)));
    const fields = renderForm();
    await fill(fields, 'old-password', 'new-password-1');

    await waitFor(() => expect(fields.submit).toHaveAttribute('aria-disabled', 'true'));
    const spinner = fields.submit.querySelector('svg.spinner');
    expect(spinner).toHaveAttribute('data-size', '20');
    const [call] = api.callsTo('PUT', '/api/user/change-password');
    expect(call?.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(call?.headers.Authorization).toBe('Bearer profile-token');

    release(ok({ success: true, message: 'Password updated successfully!', token: 'fresh-token' }));
    expect(await screen.findByText('Password updated successfully!')).toHaveAttribute('role', 'status');
    // The change ended every earlier token; this device carries on with the fresh one.
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ token: 'fresh-token' });
    expect(fields.submit).toHaveAttribute('aria-disabled', 'false');
    expect(fields.submit.querySelector('svg.spinner')).toBeNull();
    expect(fields.current).toHaveValue('');
    expect(fields.next).toHaveValue('');
    expect(fields.confirm).toHaveValue('');
  });

  it("shows the server's message on a refusal and keeps the fields", async () => {
    api.on('PUT /api/user/change-password', fail(400, 'Current password is incorrect.'));
    const fields = renderForm();
    await fill(fields, 'wrong-password', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(fields.current).toHaveValue('wrong-password');
    expect(fields.next).toHaveValue('new-password-1');
  });

  // The API refuses with a 4xx and { success: false, message }; a 200 saying success false is not an
  // answer it gives (the contract's mock refuses to play one).
  it("shows the server's message when it refuses the new password", async () => {
    api.on(
      'PUT /api/user/change-password',
      fail(400, 'New password must be different from the current password.'),
    );
    const fields = renderForm();
    await fill(fields, 'old-password', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password must be different from the current password.',
    );
    expect(fields.confirm).toHaveValue('new-password-1');
  });

  it.each([
    ['a server fault', { status: 500, body: { success: false, message: 'Internal error' } } as Reply],
    ['a network failure', 'network-error' as Reply],
  ])("says 'Failed to update password.' on %s", async (_, reply) => {
    api.on('PUT /api/user/change-password', reply);
    const fields = renderForm();
    await fill(fields, 'old-password', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password.');
    expect(fields.current).toHaveValue('old-password');
  });

  it("checks with the contract's rules: a too-simple new password says why, on the field, which takes focus", async () => {
    const fields = renderForm();
    await fill(fields, 'old-password', 'aaaaaaaa');
    await waitFor(() => expect(fields.next).toHaveFocus());
    expect(fields.next).toHaveAttribute('aria-invalid', 'true');
    expect(fields.next).toHaveAccessibleDescription(
      'At least 8 characters. New password must not be only spaces or one character repeated.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says what each empty field needs, focuses the first, and ties the mismatch to Confirm New Password', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    await user.click(fields.submit);
    await waitFor(() => expect(fields.current).toHaveFocus());
    expect(fields.current).toHaveAccessibleDescription('Current password is required.');
    expect(fields.next).toHaveAccessibleDescription(/New password must be at least 8 characters\./);
    await user.type(fields.next, 'new-password-1');
    await user.click(fields.submit);
    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match!");
    expect(fields.confirm).toHaveAttribute('aria-invalid', 'true');
    expect(fields.confirm).toHaveAccessibleDescription("Passwords don't match!");
    expect(api.calls).toHaveLength(0);
  });
});

describe('Profile Settings in Sinhala and Tamil', () => {
  it('has a catalogue message for every message of the contract', () => {
    const missing = [...contractMessages(changePasswordFormSchema)].filter(
      (message) => !matchFormMessage(message, passwordFormMessages),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)(
    'speaks %s: heading, fields, the button and the contract messages',
    async (language, messages, script) => {
      activateCatalogue(language, messages);
      storeSession(auth({ token: 'profile-token' }));
      render(
        <MemoryRouter>
          <SessionProvider>
            <PasswordForm email="shopper@example.com" signedIn />
          </SessionProvider>
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(script);
      const [current, next, confirm] = screen
        .getAllByLabelText(script)
        .filter((field) => field.getAttribute('type') === 'password');
      expect([current, next, confirm].every(Boolean)).toBe(true);
      const submit = screen.getByRole('button', { name: script });
      const user = userEvent.setup();
      await user.type(next as HTMLElement, 'new-password-1');
      await user.click(submit);
      await waitFor(() => expect(current).toHaveFocus());
      expect(current).toHaveAccessibleDescription(script);
      expect(screen.getByRole('alert').textContent).toMatch(script);
      expect(confirm).toHaveAccessibleDescription(script);
      expect(api.calls).toHaveLength(0);
    },
  );
});
