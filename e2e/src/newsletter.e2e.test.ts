// The newsletter in the browser (issue 22): subscribing from the home page by keyboard alone, the answer said
// once in the box's status, the confirmation link from the mail the store wrote, and unsubscribing from an
// issue's link; axe with each message shown.
import { randomUUID } from 'node:crypto';
import { call, loginToken } from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectHeading, tabTo } from './harness/flows';
import { waitForMail } from './harness/mail';

const linkIn = (text: string | undefined, kind: 'confirm' | 'unsubscribe') => {
  const found = new RegExp(`/newsletter/${kind}/[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}`).exec(text ?? '');
  if (!found) throw new Error(`no ${kind} link in: ${text}`);
  return found[0];
};

test('a visitor subscribes by keyboard, confirms from the mail, and unsubscribes from an issue', async ({
  page,
  stack,
  axe,
}) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.lk`;
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Email address' });
  await tabTo(page, box, { max: 200 });
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const answer = page.locator('.newsletter').getByRole('status');
  await expect(answer).toHaveText(
    `Almost done: if ${email} is not subscribed yet, we have sent it a link. Open it to confirm your subscription.`,
  );
  await axe.expectNoViolations(page, 'home with the newsletter answer');

  const confirmation = await waitForMail(stack.mailDir, email, /^Confirm your Ceylon Threads newsletter$/);
  await page.goto(linkIn(confirmation.text, 'confirm'));
  await expectHeading(page, 'Confirm your newsletter');
  await tabTo(page, page.getByRole('button', { name: 'Confirm my subscription' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText("You're subscribed. Thank you!");
  await axe.expectNoViolations(page, 'the newsletter confirmed');

  const adminToken = await loginToken(stack.baseUrl, 'admin@example.com', 'admin-demo-123');
  const subject = `News ${randomUUID().slice(0, 6)}`;
  await call(
    stack.baseUrl,
    'POST',
    '/api/newsletter/send',
    { subject, text: 'New batik tops are in.' },
    adminToken,
  );
  const issue = await waitForMail(stack.mailDir, email, new RegExp(`^${subject}$`));
  await page.goto(linkIn(issue.text, 'unsubscribe'));
  await expectHeading(page, 'Unsubscribe from the newsletter');
  await tabTo(page, page.getByRole('button', { name: 'Unsubscribe' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You are unsubscribed. We will send you no more newsletters.',
  );
  await axe.expectNoViolations(page, 'unsubscribed from the newsletter');
});
