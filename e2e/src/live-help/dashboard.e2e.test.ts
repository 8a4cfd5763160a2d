// Live help (issue 12) from the helper's dashboard: Away and Available as a shopper hears them, the helper's
// cart view while the shop cannot give the cart, a request cancelled while waiting, and a session scheduled
// and cancelled.
import { listProducts } from '../harness/api';
import { calendarPart, waitForMail } from '../harness/mail';
import { expect, test } from '../harness/fixtures';
import { addToCartOnProductPage, expectHeading, expectPath } from '../harness/flows';
import { signInHelper, signInShopper, widget } from '../harness/live-help';

// The tests run one at a time (the `live help` project in playwright.config.ts): they share the demo helper.

test('Away and Available on the dashboard change what /live-start tells a shopper before asking', async ({
  page: shopper,
  openPage,
  axe,
}) => {
  test.setTimeout(90_000);
  const helper = await openPage();
  await signInHelper(helper);
  const status = helper.getByRole('group', { name: 'Your status' });
  await expect(status.getByRole('radio', { name: 'Available' })).toBeChecked();
  await shopper.goto('/live-start');
  const said = shopper
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /helper is available|No helper/ });
  await expect(said).toHaveText(/^A helper is available now\./);
  try {
    await status.getByRole('radio', { name: 'Away' }).check();
    await expect(
      helper.getByText('You are away: shoppers hear that no helper is available right now.'),
    ).toBeAttached();
    // The page reads it again every 10 seconds and says the change.
    await expect(said).toHaveText(/^No helper is available right now\./, { timeout: 15_000 });
    await expect(shopper.getByRole('main').getByRole('link', { name: 'Schedule a Session' })).toHaveClass(
      /button--primary/,
    );
    await axe.expectNoViolations(shopper, '/live-start, no helper available');
    await axe.expectNoViolations(helper, '/assis-dash, away');
  } finally {
    await status.getByRole('radio', { name: 'Available' }).check();
  }
  await expect(said).toHaveText(/^A helper is available now\./, { timeout: 15_000 });
});

test("while the shop cannot give the cart, the helper's view says so, the chat carries on, and the cart comes back", async ({
  page: shopper,
  openPage,
  stack,
  axe,
}) => {
  test.setTimeout(90_000);
  const helper = await openPage();
  const account = await signInShopper(shopper, stack.baseUrl, 'shop-away');
  await signInHelper(helper);
  await shopper.goto('/live-start');
  await shopper.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
  await expectPath(shopper, '/live-wait');
  await helper.getByRole('button', { name: `Accept request from ${account.name}` }).click();
  await expectHeading(helper, `Helping ${account.name}`);
  await shopper.getByRole('button', { name: 'Accept & Start Chat' }).click();
  const helperCart = helper.getByRole('region', { name: `${account.name}'s cart` });
  await expect(helperCart.getByText('The cart is empty.')).toBeVisible();

  // The main API goes away behind the live help service: the service answers the cart read as it then
  // does (its own API tests take the real main API down); the browser sees exactly that answer.
  const cartReads = '**/api/assist/cart/**';
  await helper.route(cartReads, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.continue()
      : route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: {
            'Retry-After': '5',
            'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*',
          },
          body: JSON.stringify({
            success: false,
            code: 'shop_unavailable',
            message: 'The shop is not reachable right now, so the cart cannot be shown.',
          }),
        }),
  );
  await helper.reload();
  await expect(helperCart.getByRole('status')).toHaveText(
    'The cart is unavailable for now. The shop is not reachable right now, so the cart cannot be shown. It will show again by itself as soon as the shop answers; the chat keeps working meanwhile.',
  );
  await expect(helperCart.getByRole('button', { name: 'Try again now' })).toBeVisible();
  await axe.expectNoViolations(helper, '/assis-live, cart unavailable');

  // The chat carries on meanwhile, both ways.
  const shopperComposer = widget(shopper).getByRole('form', { name: 'Send a message' });
  await shopperComposer.getByRole('textbox').fill('Can you still hear me?');
  await shopperComposer.getByRole('textbox').press('Enter');
  await expect(helper.getByRole('log').getByText('Can you still hear me?')).toBeVisible();
  const helperBox = helper.getByRole('textbox', { name: `Message to ${account.name}` });
  await helperBox.fill('Yes, only your cart is hidden for a moment.');
  await helperBox.press('Enter');
  await expect(widget(shopper).getByRole('log').getByText('Yes, only your cart is hidden')).toBeVisible();

  // The shop is back: the cart shows by itself, live again.
  await helper.unroute(cartReads);
  await expect(helperCart.getByText('The cart is empty.')).toBeVisible({ timeout: 10_000 });
  await expect(helperCart.getByText(/unavailable for now/)).toHaveCount(0);
  const product = (await listProducts(stack.baseUrl)).find((candidate) =>
    candidate.sizes.some((size) => (candidate.stock[size] ?? 0) > 0),
  );
  const size = product?.sizes.find((candidate) => (product.stock[candidate] ?? 0) > 0);
  if (!product || !size) throw new Error('nothing in the seeded catalogue is in stock');
  await addToCartOnProductPage(shopper, product._id, size);
  await expect(helperCart.getByRole('link', { name: product.name })).toBeVisible();
  await expect(helperCart.getByRole('status')).toContainText('1 item, total LKR');
  await expect(helperCart.getByText(/Live updates are reconnecting/)).toHaveCount(0);

  await helper.getByRole('button', { name: `End session with ${account.name}` }).click();
  await expectPath(helper, '/assis-dash');
});

test('a shopper cancels while waiting: /cancel says so, and the request leaves the dashboard without a reload', async ({
  page: shopper,
  openPage,
  stack,
}) => {
  const helper = await openPage();
  const account = await signInShopper(shopper, stack.baseUrl, 'cancel');
  await signInHelper(helper);
  await shopper.goto('/live-start');
  await shopper.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
  await expectPath(shopper, '/live-wait');
  const accept = helper.getByRole('button', { name: `Accept request from ${account.name}` });
  await expect(accept).toBeVisible();

  await shopper.getByRole('main').getByRole('button', { name: 'Cancel Request', exact: true }).click();
  await expectPath(shopper, '/cancel');
  await expectHeading(shopper, 'Request cancelled');
  await expect(shopper.getByRole('link', { name: 'Start live help again' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expect(accept).toHaveCount(0);
});

test('a shopper schedules a session for tomorrow, sees it in words, and cancels it', async ({
  page,
  stack,
}) => {
  const account = await signInShopper(page, stack.baseUrl, 'schedule');
  await page.goto('/live-start');
  await page.getByRole('main').getByRole('link', { name: 'Schedule a Session' }).click();
  await expectPath(page, '/schedule-session');
  await expectHeading(page, 'Schedule a Session');
  const main = page.getByRole('main');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;

  // The past is refused before anything is sent.
  const yesterday = new Date(Date.now() - 86_400_000);
  await main
    .getByLabel('Date', { exact: true })
    .fill(`${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`);
  await main.getByLabel('Time', { exact: true }).fill('10:30');
  await main.getByRole('button', { name: 'Book the session' }).click();
  await expect(main.getByRole('alert')).toHaveText('Choose a time in the future.');

  await main.getByLabel('Date', { exact: true }).fill(day);
  await main.getByLabel('What would you like help with? (optional)').fill('Choosing a gift for my sister');
  await main.getByRole('button', { name: 'Book the session' }).click();
  await expect(main.getByRole('heading', { name: 'Your session is booked' })).toBeFocused();
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' }).format(tomorrow);
  await expect(main.getByRole('status')).toContainText(new RegExp(`${weekday},? .* at 10:30`));
  // The note is the first message of the conversation, shown in the chat widget.
  await expect(widget(page).getByRole('log')).toContainText('Choosing a gift for my sister');

  // The confirmation mail carries an invitation at that moment, written in Sri Lanka's time. (The browser and
  // this test share the machine's time zone, so the chosen 10:30 is the same instant here.)
  const colombo = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Colombo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(`${day}T10:30`));
  const booked = await waitForMail(stack.mailDir, account.email, /^Your help session is booked for /);
  expect(booked.subject).toContain(`at ${colombo} (Sri Lanka time)`);
  const invitation = calendarPart(booked);
  expect(invitation).toContain('METHOD:REQUEST');
  expect(invitation).toMatch(new RegExp(`DTSTART;TZID=Asia/Colombo:\\d{8}T${colombo.replace(':', '')}00`));

  await main.getByRole('button', { name: 'Cancel this session' }).click();
  await expect(main.getByRole('button', { name: 'Book the session' })).toBeVisible();
  const cancelled = await waitForMail(stack.mailDir, account.email, /^Your help session of .* is cancelled$/);
  expect(calendarPart(cancelled)).toContain('METHOD:CANCEL');
});
