// Accounts (spec §2 Login / Profile Settings, §4 auth states, §5 and §8 messages): login, the stored-token
// redirect, the helper's landing page, password change (mismatch, wrong current password, success), logout.
import type { Page, Request } from '@playwright/test';
import { listProducts, registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import {
  addToCartOnProductPage,
  control,
  expectCartCount,
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

function passwordFields(page: Page) {
  const main = page.getByRole('main');
  return {
    current: main.getByLabel('Current Password', { exact: true }),
    next: main.getByLabel('New Password', { exact: true }),
    confirm: main.getByLabel('Confirm New Password', { exact: true }),
    submit: main.getByRole('button', { name: 'Change Password' }),
  };
}

test.describe('login', () => {
  test('logs a shopper in, and a stored token sends /login back to the home page', async ({
    page,
    stack,
  }) => {
    const account = await registerShopper(stack.baseUrl, 'login');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    // Logged in: the profile menu and the High Contrast toggle replace the Login button.
    await expect(profileButton(page)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'High Contrast', exact: true })).toBeVisible();
    await expect(headerLogin(page)).toHaveCount(0);

    await page.goto('/login');
    await expectPath(page, '/');
  });

  test('shows the server message for a wrong password and stays on the form', async ({ page, stack }) => {
    const account = await registerShopper(stack.baseUrl, 'wrong');
    await loginThroughForm(page, account.email, 'not-the-password');
    await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();
    await expectPath(page, '/login');
  });

  test('fills the demo accounts in demo mode, and a helper lands on /assis-dash', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'User Login', exact: true }).click();
    await expect(main.getByRole('textbox', { name: /^email/i })).toHaveValue('shopper@example.com');

    await main.getByRole('button', { name: 'Helper Login', exact: true }).click();
    await expect(main.getByRole('textbox', { name: /^email/i })).toHaveValue('helper@example.com');
    await loginSubmit(page).click();
    await expectPath(page, '/assis-dash');
  });

  test('"Forgot your password?" opens the form that mails a reset link', async ({ page }) => {
    await page.goto('/login');
    await control(page.getByRole('main'), 'Forgot your password?').click();
    await expectPath(page, '/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  });
});

test.describe('profile settings: password change', () => {
  test('says "User not authenticated." without a token', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByText('User not authenticated.', { exact: true }).first()).toBeVisible();
  });

  test('refuses a mismatch without a request, reports a wrong current password, then changes it and clears the form', async ({
    page,
    stack,
  }) => {
    const account = await registerShopper(stack.baseUrl, 'password');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');

    await page.goto('/profile');
    await expectHeading(page, 'Profile Settings');
    await expect(page.getByText('Update your password below', { exact: true })).toBeVisible();
    const email = page.getByRole('main').getByRole('textbox', { name: /email/i });
    await expect(email).toHaveValue(account.email);
    await expect(email).not.toBeEditable();

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
    await expect(page.getByText("Passwords don't match!", { exact: true }).first()).toBeVisible();
    expect(changeRequests).toHaveLength(0);
    await expect(fields.next).toHaveValue(newPassword);

    // Wrong current password: the server's message; the fields stay as they are.
    await fields.current.fill('wrong-current-password');
    await fields.confirm.fill(newPassword);
    await fields.submit.click();
    await expect(page.getByText('Current password is incorrect.', { exact: true }).first()).toBeVisible();
    await expect(fields.current).toHaveValue('wrong-current-password');

    // Success: while the request is in flight the button is disabled; then the message and empty fields.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/change-password', async (route) => {
      await held;
      await route.continue();
    });
    await fields.current.fill(account.password);
    await fields.submit.click();
    await expect(fields.submit).toBeDisabled();
    release();
    await expect(page.getByText('Password updated successfully!', { exact: true }).first()).toBeVisible();
    await expect(fields.current).toHaveValue('');
    await expect(fields.next).toHaveValue('');
    await expect(fields.confirm).toHaveValue('');
    expect(changeRequests.at(-1)?.headers().authorization).toMatch(/^Bearer /);
    await page.unroute('**/api/user/change-password');

    // The new password is the one that works now.
    await logoutThroughMenu(page);
    await loginThroughForm(page, account.email, account.password);
    await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();
    await loginThroughForm(page, account.email, newPassword);
    await expectPath(page, '/');
  });
});

test.describe('logout', () => {
  test('clears the token and the cart and goes to /login', async ({ page, stack }) => {
    const account = await registerShopper(stack.baseUrl, 'logout');
    const [item] = (await listProducts(stack.baseUrl)).filter((entry) => entry.sizes.includes('S'));
    if (!item) throw new Error('no product in size S');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await addToCartOnProductPage(page, item._id, 'S');
    await expectCartCount(page, 1);

    await profileButton(page).click();
    for (const entry of ['My Profile', 'Orders', 'Logout']) {
      await expect(profileMenuEntry(page, entry)).toBeVisible();
    }
    await profileMenuEntry(page, 'Logout').click();
    await expectPath(page, '/login');
    await expectCartCount(page, 0);
    await expect(headerLogin(page)).toBeVisible();

    // The token is gone: the profile screen no longer knows the shopper.
    await page.goto('/profile');
    await expect(page.getByText('User not authenticated.', { exact: true }).first()).toBeVisible();
    await page.reload();
    await expectCartCount(page, 0);
  });
});
