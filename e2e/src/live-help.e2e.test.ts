// Live help (issue 12) with two people at once: a shopper and the demo helper, each in a browser context of
// their own, against the real main API and assistance service. Request → the helper's dashboard without a
// reload → accept → the shopper hears the helper's name → text both ways within a second (the shopper →
// helper delivery time is measured and reported) → the shopper's cart seen live by the helper → messages
// sent while the shopper is offline arrive once → a voice message arrives playable → the session ends.
// Also: cancelling, scheduling, the helper screens' guard, and axe on every live-help screen and the widget.
import type { Locator, Page } from '@playwright/test';
import { listProducts, registerShopper, type Account } from './harness/api';
import { expect, test } from './harness/fixtures';
import { addToCartOnProductPage, expectHeading, expectPath, loginThroughForm } from './harness/flows';

const HELPER = { email: 'helper@example.com', password: 'helper-demo-123' };

// One helper account serves every test here: the tests of this file run one after another.
test.describe.configure({ mode: 'serial' });

async function signInShopper(page: Page, baseUrl: string, label: string): Promise<Account> {
  const account = await registerShopper(baseUrl, label);
  await loginThroughForm(page, account.email, account.password);
  await expectPath(page, '/');
  return account;
}

async function signInHelper(page: Page) {
  await loginThroughForm(page, HELPER.email, HELPER.password);
  // A helper lands on the dashboard (by role).
  await expectPath(page, '/assis-dash');
  await expectHeading(page, 'Session Requests');
}

const widget = (page: Page) => page.getByRole('complementary', { name: 'Live chat' });
const statusOf = (page: Page) => page.getByRole('main').getByRole('status');

/** Resolves with the page clock (ms since 1970) when `text` first shows in the page's chat log. */
function arrivalOf(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const seen = () =>
          [...document.querySelectorAll('[role="log"] li')].some((item) =>
            item.textContent?.includes(wanted),
          );
        if (seen()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/**
 * Sends `text` from `composer` and returns the delivery time to `receiver` in ms: from the form's submit
 * event in the sender's page to the message appearing in the receiver's log (same machine, same clock).
 */
async function timedSend(sender: Page, composer: Locator, receiver: Page, text: string): Promise<number> {
  const arrived = arrivalOf(receiver, text);
  await sender.evaluate(() => {
    window.addEventListener(
      'submit',
      () => document.documentElement.setAttribute('data-sent-at', String(Date.now())),
      { capture: true, once: true },
    );
  });
  await composer.getByRole('textbox').fill(text);
  await composer.getByRole('textbox').press('Enter');
  const receivedAt = await arrived;
  const sentAt = Number(await sender.locator('html').getAttribute('data-sent-at'));
  return receivedAt - sentAt;
}

/** Replaces the microphone with a tone, so the real MediaRecorder records a real, playable voice message. */
async function fakeMicrophone(page: Page) {
  await page.addInitScript(() => {
    const fakeGetUserMedia = async () => {
      const context = new AudioContext();
      const tone = context.createOscillator();
      const output = context.createMediaStreamDestination();
      tone.connect(output);
      tone.start();
      return output.stream;
    };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: fakeGetUserMedia },
    });
  });
}

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
  await accept.click();
  await expect(helper).toHaveURL(/\/assis-live\?shopper=/);
  await expectHeading(helper, `Helping ${account.name}`);

  // The shopper is told who joined, then opens the chat.
  await expect(statusOf(shopper)).toHaveText(/Demo Helper has joined and is ready to help you\./);
  await shopper.getByRole('button', { name: 'Accept & Start Chat' }).click();
  await expectPath(shopper, '/');
  await expect(widget(shopper).getByText('Chatting with Demo Helper.')).toBeVisible();

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
  for (const delay of [...delays, back]) expect(delay).toBeLessThan(1000);
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
  await expect(stop).toHaveAccessibleName(/0:01/);
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
