// /forgot-password and /reset-password/:token: by keyboard, each message said once, errors tied to their
// fields, and the pages in Sinhala and Tamil.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@store/contracts/users';
import { activateCatalogue } from '../../i18n/i18n';
import { completeOnboardingFlag } from '../../testing/fixtures';
import { mockApi, ok, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = 'A'.repeat(43);
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({
    'POST /api/user/forgot-password': ok({ success: true, message: FORGOT_PASSWORD_ANSWER }),
    'POST /api/user/reset-password': ({ body }: RecordedCall) =>
      (body as { token: string }).token === TOKEN
        ? ok({ success: true, message: 'Your password is changed. Please log in with your new password.' })
        : {
            status: 400,
            body: { success: false, code: 'reset_link_invalid', message: 'This link no longer works.' },
          },
  });
});
afterEach(() => api.restore());

describe('/forgot-password', () => {
  it('asks for the address by keyboard and says the one answer in its status', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    // Sent empty: the error is tied to the field, which takes the focus.
    screen.getByRole('button', { name: 'Send the link' }).focus();
    await user.keyboard('{Enter}');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('nimali@example.lk');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send the link' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
      ),
    );
    expect(api.callsTo('POST', '/api/user/forgot-password')[0]?.body).toEqual({
      email: 'nimali@example.lk',
      language: 'en',
    });
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('');
  });
});

describe('/reset-password/:token', () => {
  it('sets the new password, after naming a mismatch on the confirmation', async () => {
    const user = userEvent.setup();
    renderApp(`/reset-password/${TOKEN}`);
    const first = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(first, 'new-pass-72');
    await user.type(confirm, 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription("Passwords don't match!");
    await user.clear(confirm);
    await user.type(confirm, 'new-pass-72{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        'Your password is changed. Please log in with your new password.',
      ),
    );
    expect(api.callsTo('POST', '/api/user/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'new-pass-72',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says a link that no longer works, and offers a new one', async () => {
    const user = userEvent.setup();
    renderApp(`/reset-password/${'B'.repeat(43)}`);
    await user.type(await screen.findByLabelText('New password'), 'new-pass-72');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-72{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This link no longer works: it was used already/,
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('the reset pages in %s', (language, messages, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  it('name their headings, fields and buttons in the language', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    expect(screen.getByRole('textbox')).toHaveAccessibleName(script);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: script })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: script })).toBeInTheDocument();
  });
});
