// axe on the live-help screens with the demo helper in a session, and in high contrast while waiting.
import { expect, test } from '../harness/fixtures';
import { ensureHighContrast, expectHeading, expectPath } from '../harness/flows';
import { signInHelper, signInShopper, statusOf, widget } from '../harness/live-help';

// The tests run one at a time (the `live help` project in playwright.config.ts): they share the demo helper.

test.describe('axe on the live-help screens', () => {
  test('shopper and helper in a session: /live-wait, /assis-dash, /assis-live, the chat widget', async ({
    page: shopper,
    openPage,
    stack,
    axe,
  }) => {
    const helper = await openPage();
    const account = await signInShopper(shopper, stack.baseUrl, 'axe');
    await signInHelper(helper);
    await expect(helper.getByText('No new requests at the moment.')).toBeVisible();
    await axe.expectNoViolations(helper, '/assis-dash, empty');

    await shopper.goto('/live-start');
    await axe.expectNoViolations(shopper, '/live-start (shopper)');
    await shopper.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
    await expectPath(shopper, '/live-wait');
    await expect(statusOf(shopper)).toHaveText(/in the queue/);
    await axe.expectNoViolations(shopper, '/live-wait, waiting');

    const accept = helper.getByRole('button', { name: `Accept request from ${account.name}` });
    await expect(accept).toBeVisible();
    await helper.getByRole('checkbox', { name: 'Dark mode' }).check();
    await axe.expectNoViolations(helper, '/assis-dash with a request, dark mode on');
    await accept.click();
    await expectHeading(helper, `Helping ${account.name}`);
    await helper.getByRole('textbox', { name: `Message to ${account.name}` }).fill('Hello from your helper');
    await helper.getByRole('textbox', { name: `Message to ${account.name}` }).press('Enter');
    await expect(statusOf(shopper)).toHaveText(/has joined/);
    await axe.expectNoViolations(shopper, '/live-wait, helper joined');
    await expect(helper.getByRole('log').getByText('Hello from your helper')).toBeVisible();
    await axe.expectNoViolations(helper, '/assis-live');

    await shopper.getByRole('button', { name: 'Accept & Start Chat' }).click();
    await expect(widget(shopper).getByRole('log').getByText('Hello from your helper')).toBeVisible();
    await axe.expectNoViolations(shopper, 'home with the chat widget in a session');
    await widget(shopper).getByRole('button', { name: 'Minimise' }).click();
    await axe.expectNoViolations(shopper, 'home with the chat widget minimised');

    await helper.getByRole('button', { name: `End session with ${account.name}` }).click();
    await expectPath(helper, '/assis-dash');
  });
});

test('high contrast: the live-help screens and the widget in a waiting session have no axe violations', async ({
  page,
  stack,
  axe,
}) => {
  await signInShopper(page, stack.baseUrl, 'contrast');
  await ensureHighContrast(page);
  await page.goto('/live-start');
  await expectHeading(page, 'Live Assistance');
  await axe.expectNoViolations(page, '/live-start, high contrast');
  await page.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
  await expectPath(page, '/live-wait');
  await expect(statusOf(page)).toHaveText(/in the queue/);
  await axe.expectNoViolations(page, '/live-wait with the widget, high contrast');
  await page.getByRole('main').getByRole('button', { name: 'Cancel Request', exact: true }).click();
  await expectHeading(page, 'Request cancelled');
  await page.goto('/schedule-session');
  await expectHeading(page, 'Schedule a Session');
  await axe.expectNoViolations(page, '/schedule-session, high contrast');
});
