// The live-help screens on their own, without a help request, so they can run beside the two-person tests
// in live-help/ (which share the one demo helper): a guest sent to sign in and back, the helper
// screens' guard, axe for a guest with the widget open and minimised, and reflow at 320 CSS px.
import { registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectHeading, expectPath, settle, signInOnLoginPage } from './harness/flows';
import { signInShopper, widget } from './harness/live-help';

test('a guest is asked to sign in and comes back to /live-start', async ({ page, stack }) => {
  const account = await registerShopper(stack.baseUrl, 'guest');
  await page.goto('/live-start');
  await page.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
  await expectPath(page, '/login');
  await signInOnLoginPage(page, account.email, account.password);
  await expectPath(page, '/live-start');
  await expectHeading(page, 'Live Assistance');
});

test('helper screens tell a shopper plainly that they are not for them', async ({ page, stack }) => {
  await signInShopper(page, stack.baseUrl, 'not-allowed');
  for (const route of ['/assis-dash', '/assis-live']) {
    await page.goto(route);
    await expectHeading(page, 'Not allowed');
  }
});

test('axe, guest: /live-start, /cancel, /schedule-session, the helper screens, and the widget open and minimised', async ({
  page,
  axe,
}) => {
  await page.goto('/live-start');
  await expectHeading(page, 'Live Assistance');
  await expect(widget(page).getByRole('link', { name: 'Start live help' })).toBeVisible();
  await axe.expectNoViolations(page, '/live-start (guest), widget open');
  await widget(page).getByRole('button', { name: 'Minimise' }).click();
  await expect(widget(page).getByRole('button', { name: 'Live chat' })).toBeVisible();
  await axe.expectNoViolations(page, '/live-start (guest), widget minimised');
  await widget(page).getByRole('button', { name: 'Live chat' }).click();
  const routes: Array<[string, string]> = [
    ['/cancel', 'Request cancelled'],
    ['/schedule-session', 'Schedule a Session'],
    ['/live-wait', 'Connecting to a Helper'],
    ['/assis-dash', 'Sign in as a helper'],
  ];
  for (const [route, heading] of routes) {
    await page.goto(route);
    await expectHeading(page, heading);
    await axe.expectNoViolations(page, `${route} (guest)`);
  }
});

test('at 320 CSS px (400% zoom) no live-help screen scrolls sideways, and the widget sits in the page', async ({
  page,
  stack,
}) => {
  await signInShopper(page, stack.baseUrl, 'reflow');
  await page.setViewportSize({ width: 320, height: 256 });
  for (const route of ['/live-start', '/schedule-session', '/cancel', '/live-wait']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    const excess = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(excess, `${route} is wider than the screen`).toBeLessThanOrEqual(1);
    // In the flow, not floating over the page: nothing it covers can be hidden from the focus.
    await expect(widget(page)).toHaveCSS('position', 'static');
  }
});
