// Accounts (spec §2 Login / Profile Settings, §4 auth states, §5 and §8 messages): login, the stored-token
// redirect, the helper's landing page, password change (mismatch, wrong current password, success), logout.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts, registerShopper } from './harness/api';
import {
  addToCartOnProductPage,
  cartCount,
  control,
  eventually,
  expectHeading,
  expectPath,
  header,
  headerLogin,
  loginSubmit,
  loginThroughForm,
  logoutThroughMenu,
  profileButton,
  profileMenuEntry,
} from './harness/flows';
import { useBrowser } from './harness/session';

const session = useBrowser();

function passwordFields(page: Page) {
  const main = page.getByRole('main');
  return {
    current: main.getByLabel('Current Password', { exact: true }),
    next: main.getByLabel('New Password', { exact: true }),
    confirm: main.getByLabel('Confirm New Password', { exact: true }),
    submit: main.getByRole('button', { name: 'Change Password' }),
  };
}

describe('login', () => {
  it('logs a shopper in, and a stored token sends /login back to the home page', async () => {
    const { page, baseUrl } = session;
    const account = await registerShopper(baseUrl, 'login');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    // Logged in: the profile menu and the High Contrast toggle replace the Login button.
    await profileButton(page).waitFor();
    await header(page).getByRole('button', { name: 'High Contrast', exact: true }).waitFor();
    expect(await headerLogin(page).count()).toBe(0);

    await page.goto('/login');
    await expectPath(page, '/');
  });

  it('shows the server message for a wrong password and stays on the form', async () => {
    const { page, baseUrl } = session;
    const account = await registerShopper(baseUrl, 'wrong');
    await loginThroughForm(page, account.email, 'not-the-password');
    await page.getByText('Incorrect email or password.').first().waitFor();
    await expectPath(page, '/login');
  });

  it('fills the demo accounts in demo mode, and a helper lands on /assis-dash', async () => {
    const { page } = session;
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'User Login', exact: true }).click();
    expect(await main.getByRole('textbox', { name: /^email/i }).inputValue()).toBe('shopper@example.com');

    await main.getByRole('button', { name: 'Helper Login', exact: true }).click();
    expect(await main.getByRole('textbox', { name: /^email/i }).inputValue()).toBe('helper@example.com');
    await loginSubmit(page).click();
    await expectPath(page, '/assis-dash');
  });

  it('says plainly that password reset is not available yet', async () => {
    const { page } = session;
    await page.goto('/login');
    await control(page.getByRole('main'), 'Forgot your password?').click();
    await page
      .getByText(/not available/i)
      .first()
      .waitFor();
    await expectPath(page, '/login');
  });
});

describe('profile settings: password change', () => {
  it('says "User not authenticated." without a token', async () => {
    const { page } = session;
    await page.goto('/profile');
    await page.getByText('User not authenticated.', { exact: true }).first().waitFor();
  });

  it('refuses a mismatch without a request, reports a wrong current password, then changes it and clears the form', async () => {
    const { page, baseUrl } = session;
    const account = await registerShopper(baseUrl, 'password');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');

    await page.goto('/profile');
    await expectHeading(page, 'Profile Settings');
    await page.getByText('Update your password below', { exact: true }).waitFor();
    const email = page.getByRole('main').getByRole('textbox', { name: /email/i });
    expect(await email.inputValue()).toBe(account.email);
    expect(await email.isEditable()).toBe(false);

    const changeRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/change-password')) changeRequests.push(request);
    });
    const fields = passwordFields(page);
    const newPassword = `${account.password}-new`;

    // Mismatch: the spec's message, nothing sent, nothing cleared.
    await fields.current.fill(account.password);
    await fields.next.fill(newPassword);
    await fields.confirm.fill(`${newPassword}-typo`);
    await fields.submit.click();
    await page.getByText("Passwords don't match!", { exact: true }).first().waitFor();
    expect(changeRequests).toHaveLength(0);
    expect(await fields.next.inputValue()).toBe(newPassword);

    // Wrong current password: the server's message; the fields stay as they are.
    await fields.current.fill('wrong-current-password');
    await fields.confirm.fill(newPassword);
    await fields.submit.click();
    await page.getByText('Current password is incorrect.', { exact: true }).first().waitFor();
    expect(await fields.current.inputValue()).toBe('wrong-current-password');

    // Success: while the request is in flight the button is disabled; then the message and empty fields.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/change-password', async (route) => {
      await held;
      await route.continue();
    });
    await fields.current.fill(account.password);
    await fields.submit.click();
    await eventually(async () => expect(await fields.submit.isDisabled()).toBe(true));
    release();
    await page.getByText('Password updated successfully!', { exact: true }).first().waitFor();
    expect(await fields.current.inputValue()).toBe('');
    expect(await fields.next.inputValue()).toBe('');
    expect(await fields.confirm.inputValue()).toBe('');
    expect(changeRequests.at(-1)?.headers().authorization).toMatch(/^Bearer /);
    await page.unroute('**/api/user/change-password');

    // The new password is the one that works now.
    await logoutThroughMenu(page);
    await loginThroughForm(page, account.email, account.password);
    await page.getByText('Incorrect email or password.').first().waitFor();
    await loginThroughForm(page, account.email, newPassword);
    await expectPath(page, '/');
  });
});

describe('logout', () => {
  it('clears the token and the cart and goes to /login', async () => {
    const { page, baseUrl } = session;
    const account = await registerShopper(baseUrl, 'logout');
    const [item] = (await listProducts(baseUrl)).filter((entry) => entry.sizes.includes('S'));
    if (!item) throw new Error('no product in size S');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await addToCartOnProductPage(page, item._id, 'S');
    expect(await cartCount(page)).toBe(1);

    await profileButton(page).click();
    for (const entry of ['My Profile', 'Orders', 'Logout']) await profileMenuEntry(page, entry).waitFor();
    await profileMenuEntry(page, 'Logout').click();
    await expectPath(page, '/login');
    await eventually(async () => expect(await cartCount(page)).toBe(0));
    await headerLogin(page).waitFor();

    // The token is gone: the profile screen no longer knows the shopper.
    await page.goto('/profile');
    await page.getByText('User not authenticated.', { exact: true }).first().waitFor();
    await page.reload();
    expect(await cartCount(page)).toBe(0);
  });
});
