// What the live-help browser tests share: the demo helper, signing in each side, the chat widget, and
// measuring delivery between two pages.
import type { Locator, Page } from '@playwright/test';
import { registerShopper, type Account } from './api';
import { expectHeading, expectPath, loginThroughForm } from './flows';

export const HELPER = { email: 'helper@example.com', password: 'helper-demo-123' };

export async function signInShopper(page: Page, baseUrl: string, label: string): Promise<Account> {
  const account = await registerShopper(baseUrl, label);
  await loginThroughForm(page, account.email, account.password);
  await expectPath(page, '/');
  return account;
}

export async function signInHelper(page: Page) {
  await loginThroughForm(page, HELPER.email, HELPER.password);
  // A helper lands on the dashboard (by role).
  await expectPath(page, '/assis-dash');
  await expectHeading(page, 'Session Requests');
}

export const widget = (page: Page) => page.getByRole('complementary', { name: 'Live chat' });
export const statusOf = (page: Page) => page.getByRole('main').getByRole('status');

/** Resolves with the page clock (ms since 1970) when `text` first shows in the page's chat log. */
export function arrivalOf(page: Page, text: string): Promise<number> {
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
export async function timedSend(
  sender: Page,
  composer: Locator,
  receiver: Page,
  text: string,
): Promise<number> {
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
export async function fakeMicrophone(page: Page) {
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
