// Steps a shopper takes, written once with role-and-name queries (never CSS classes) and reused by tests.
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** A control a shopper activates by its visible name: a button, or a link styled as one. */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope.getByRole('button', { name, exact }).or(scope.getByRole('link', { name, exact }));
}

/** Waits until `check` stops throwing (or times out with its last error). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5_000,
  stepMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  }
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, expected: string | RegExp, timeoutMs = 5_000) {
  await eventually(() => {
    const actual = pathOf(page);
    if (typeof expected === 'string') expect(actual).toBe(expected);
    else expect(actual).toMatch(expected);
  }, timeoutMs);
}

/** The page's single h1, once rendered. */
export async function pageHeading(page: Page): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.first().waitFor({ state: 'visible' });
  return heading;
}

export async function expectHeading(page: Page, text: string | RegExp) {
  const heading = await pageHeading(page);
  await eventually(async () => {
    expect(await heading.count(), 'a page has exactly one h1').toBe(1);
    const content = (await heading.innerText()).trim();
    if (typeof text === 'string') expect(content.toLowerCase()).toBe(text.toLowerCase());
    else expect(content).toMatch(text);
  });
}

/** Whether the element a locator points at currently has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

export async function expectFocusOnHeading(page: Page) {
  const heading = await pageHeading(page);
  await eventually(async () => expect(await hasFocus(heading.first()), 'focus moves to the h1').toBe(true));
}

/** The first-visit onboarding through its real screens: / → /test1 → /test3 → /taskbar → /. */
export async function completeOnboarding(page: Page) {
  await page.goto('/');
  await control(page, 'Start Saving').click();
  await expectPath(page, '/test1');
  await control(page, 'Start Your Journey').click();
  await expectPath(page, '/test3');
  await control(page, 'Explore Now').click();
  await expectPath(page, '/taskbar');
  await control(page, 'Explore Now').click();
  await expectPath(page, '/');
  await expectHeading(page, /latest arrivals/i);
}

/** The header's navigation (the site's primary nav inside the banner). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The login form's submit button (the header's own 'Login' button is outside main). */
export function loginSubmit(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: /^(sign in|log ?in)$/i });
}

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^email/i }).fill(email);
  await main
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await loginSubmit(page).click();
}

/** The header's cart link; its accessible name carries the item count. */
export function cartLink(page: Page): Locator {
  return header(page).getByRole('link', { name: /cart/i }).first();
}

export async function cartCount(page: Page): Promise<number> {
  const link = cartLink(page);
  const label = `${(await link.getAttribute('aria-label')) ?? ''} ${await link.innerText()}`;
  const match = label.match(/(\d+)/);
  return match ? Number(match[1]) : 0;
}

/** Product ids of the product links inside a scope, in document order (one per card). */
export async function productIds(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => href.match(/\/product\/([^/?#]+)/)?.[1]).filter((id): id is string => !!id);
  return [...new Set(ids)];
}

/** Adds the product to the cart on its page: picks the size (a toggle button) and presses Add to Cart. */
export async function addToCartOnProductPage(page: Page, productId: string, size: string) {
  await page.goto(`/product/${productId}`);
  const main = page.getByRole('main');
  const sizeButton = main.getByRole('button', { name: size, exact: true });
  await sizeButton.click();
  await eventually(async () => expect(await sizeButton.getAttribute('aria-pressed')).toBe('true'));
  const before = await cartCount(page);
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await eventually(async () => expect(await cartCount(page)).toBe(before + 1));
}

/** The profile menu's button in the header (shown only when logged in). */
export function profileButton(page: Page): Locator {
  return header(page).getByRole('button', { name: /profile|account/i });
}

/** An entry of the opened profile menu: a menu item, or a link/button of a disclosure menu. */
export function profileMenuEntry(page: Page, name: string): Locator {
  const scope = header(page);
  return scope
    .getByRole('menuitem', { name, exact: true })
    .or(scope.getByRole('link', { name, exact: true }))
    .or(scope.getByRole('button', { name, exact: true }));
}

export async function logoutThroughMenu(page: Page) {
  await profileButton(page).click();
  await profileMenuEntry(page, 'Logout').click();
  await expectPath(page, '/login');
}

/** The header's Login control, shown when logged out. */
export function headerLogin(page: Page): Locator {
  return control(header(page), 'Login');
}

/** A short description of the focused element, for error messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing: the page body)';
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${name}"`;
  });
}

/** The focused element shows a focus indicator: :focus-visible matches and an outline or ring is drawn. */
export async function expectFocusVisible(target: Locator) {
  const state = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== '' && style.boxShadow !== 'none';
    return {
      focusVisible: element.matches(':focus-visible'),
      drawn: outline || ring,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });
  expect(state.focusVisible, 'the keyboard focus matches :focus-visible').toBe(true);
  expect(state.drawn, `a focus indicator is drawn (${state.style})`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, then checks that the focus is visible.
 * Fails when the target is not reachable by keyboard within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, options: { backward?: boolean; max?: number } = {}) {
  const { backward = false, max = 80 } = options;
  await target.waitFor({ state: 'visible' });
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) {
      await expectFocusVisible(target);
      return presses;
    }
  }
  throw new Error(
    `${target.toString()} was not reached with ${max} ${backward ? 'Shift+Tab' : 'Tab'} presses; focus is on ${await describeFocus(page)}`,
  );
}

const pendingRequests = new WeakMap<Page, Set<Request>>();

/**
 * Counts a page's requests in flight, so `settle` can wait for exactly those instead of Playwright's
 * 'networkidle' (which always adds 500 ms). socket.io's long-polling requests are left out: they stay open.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => {
    if (!request.url().includes('/socket.io/')) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Lets the page come to rest before it is judged: requests done, finite animations finished. */
export async function settle(page: Page) {
  const pending = pendingRequests.get(page);
  if (pending) {
    // Quiet for two checks in a row (a finished request often starts the next one, e.g. images after data).
    const deadline = Date.now() + 4_000;
    let quietChecks = 0;
    while (quietChecks < 2 && Date.now() < deadline) {
      quietChecks = pending.size === 0 ? quietChecks + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } else {
    await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  }
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing?.iterations !== Infinity && animation.playState === 'running';
    });
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
    // Two frames, so what the last answers changed has been laid out and painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Switches the logged-in header toggle to high contrast (if it is not on already) and checks it is on. */
export async function ensureHighContrast(page: Page) {
  const on = header(page).getByRole('button', { name: 'High Contrast', exact: true });
  const off = header(page).getByRole('button', { name: 'Normal Mode', exact: true });
  await on.or(off).first().waitFor();
  if ((await on.count()) > 0) await on.click();
  await off.waitFor();
}
