// "Forgot your password?" in the browser (issue 22): from the login page by keyboard alone, the one answer said
// in the page's status, the link from the mail the store wrote, a new password chosen there, and signing in
// with it; axe with each message and error shown, in English, Sinhala and Tamil.
import type { Page } from '@playwright/test';
import type { Language } from '@store/contracts/languages';
import { registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectHeading, tabTo } from './harness/flows';
import { waitForMail } from './harness/mail';
import { scriptOf } from './harness/messages';

/** The path of the reset link in a mail's text part. */
function resetPath(text: string | undefined): string {
  const found = /\/reset-password\/[A-Za-z0-9_-]{43}/.exec(text ?? '');
  if (!found) throw new Error(`no reset link in the mail: ${text}`);
  return found[0];
}

const status = (page: Page) => page.getByRole('main').getByRole('status');

test('a shopper who forgot the password gets a link by mail and chooses a new one, by keyboard alone', async ({
  page,
  stack,
  axe,
}) => {
  const shopper = await registerShopper(stack.baseUrl, 'forgetful');
  await page.goto('/login');
  await expectHeading(page, 'Login');
  const forgot = page.getByRole('link', { name: 'Forgot your password?' });
  await tabTo(page, forgot);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectHeading(page, 'Forgot your password?');

  // Sent empty: the error is tied to the field, which takes the focus.
  const send = page.getByRole('button', { name: 'Send the link' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
  await axe.expectNoViolations(page, '/forgot-password with its error shown');

  await page.keyboard.type(shopper.email);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(
    'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  );
  await axe.expectNoViolations(page, '/forgot-password with its answer shown');

  const mail = await waitForMail(stack.mailDir, shopper.email, /^Choose a new password/);
  await page.goto(resetPath(mail.text));
  await expectHeading(page, 'Choose a new password');
  const fresh = 'a-fresh-new-password';
  await tabTo(page, page.getByLabel('New password', { exact: true }));
  await page.keyboard.type(fresh);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm new password')).toBeFocused();
  await page.keyboard.type('not-the-same');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(/Passwords don't match!/);
  await axe.expectNoViolations(page, '/reset-password with its error shown');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(fresh);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Your password is changed. Please log in with your new password.');
  await axe.expectNoViolations(page, '/reset-password, done');

  const logIn = page.getByRole('main').getByRole('link', { name: 'Log in' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  await expectHeading(page, 'Login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^email/i }).fill(shopper.email);
  await main
    .getByLabel(/^password/i)
    .first()
    .fill(fresh);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await waitForMail(stack.mailDir, shopper.email, /password was changed$/);
});

for (const language of ['si', 'ta'] as const satisfies readonly Language[]) {
  test(`the forgot-password page in ${language}: its words in the script, axe with the answer shown`, async ({
    page,
    stack,
    axe,
  }) => {
    const shopper = await registerShopper(stack.baseUrl, `forgetful-${language}`);
    await page.addInitScript(
      (stored) => {
        localStorage.setItem('accessibilitySettings', JSON.stringify(stored));
      },
      { language },
    );
    await page.goto('/forgot-password');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectHeading(page, scriptOf[language]);
    const main = page.getByRole('main');
    await main.getByRole('textbox').fill(shopper.email);
    await main.getByRole('button', { name: scriptOf[language] }).click();
    await expect(status(page)).toHaveText(scriptOf[language]);
    await axe.expectNoViolations(page, `/forgot-password in ${language}`);
    const mail = await waitForMail(stack.mailDir, shopper.email, /.+/);
    expect(typeof mail.html === 'string' && mail.html).toContain(`<html lang="${language}">`);
  });
}
