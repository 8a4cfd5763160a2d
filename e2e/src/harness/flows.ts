// Steps a shopper takes and the checks the tests repeat, written once with role-and-name queries (never CSS
// classes) and Playwright's auto-waiting `expect`. The screenshot and measurement scripts reuse the steps.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { orderTotals } from '@store/contracts/money';
import { onboardingSteps, type OnboardingStepConfig } from '@store/frontend/onboarding-steps';
import { amountPattern } from './api';

/** A control a shopper activates by its visible name: a button, or a link styled as one. */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope.getByRole('button', { name, exact }).or(scope.getByRole('link', { name, exact }));
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Options of the shared checks; outside a test (global setup, scripts) Playwright's 5 s default applies. */
export interface WaitOptions {
  timeout?: number;
}

/** Waits until the address bar shows `expected` as its path. */
export async function expectPath(page: Page, expected: string | RegExp, options: WaitOptions = {}) {
  await expect(page).toHaveURL(
    (url) => (typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname)),
    options,
  );
}

/** The app's <main> (MAIN_ID in frontend/src/app/layout/store-layout.tsx; the error page's has it too). */
export const APP_MAIN = '#main-content';

/**
 * The app's h1 (a page has exactly one), in the app's <main>: the page before the scripts has the same heading
 * over its preview of the collection or a product (first-answer-preview.ts), which nothing can be done with yet.
 */
export function pageHeading(page: Page): Locator {
  return page.locator(APP_MAIN).getByRole('heading', { level: 1 });
}

/** Exactly one h1, with this text (a string matches whole and ignores case). */
export async function expectHeading(page: Page, text: string | RegExp, options: WaitOptions = {}) {
  // `ignoreCase` would override a RegExp's own flags, so it is given for strings only.
  await expect(pageHeading(page), 'a page has exactly one h1, with this text').toHaveText([text], {
    ...options,
    ...(typeof text === 'string' ? { ignoreCase: true } : {}),
  });
}

export async function expectFocusOnHeading(page: Page) {
  await expect(pageHeading(page).first(), 'focus moves to the h1').toBeFocused();
}

/** Whether the element a locator points at has the keyboard focus right now. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** The control of an onboarding screen that leads on, by its role and name. */
export function onboardingAction(page: Page, step: OnboardingStepConfig): Locator {
  return page.getByRole('main').getByRole(step.actionRole, { name: step.action, exact: true });
}

/** The first-visit onboarding through its real screens: / → /test1 → /test3 → /taskbar → /. */
export async function completeOnboarding(page: Page, options: WaitOptions = {}) {
  await page.goto('/');
  for (const step of onboardingSteps) {
    await onboardingAction(page, step).click(options);
    await expectPath(page, step.next, options);
  }
  await expectHeading(page, /latest arrivals/i, options);
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
  await signInOnLoginPage(page, email, password);
}

/** Fills and sends the login form already on screen (e.g. where a guest was sent to sign in). */
export async function signInOnLoginPage(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^email/i }).fill(email);
  await main
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await loginSubmit(page).click();
}

/** The header's cart link; its accessible name carries the item count ("Cart, 2 items"). */
export function cartLink(page: Page): Locator {
  return header(page).getByRole('link', { name: /cart/i }).first();
}

/** The count the cart link shows right now. */
export async function cartCount(page: Page): Promise<number> {
  const link = cartLink(page);
  const label = `${(await link.getAttribute('aria-label')) ?? ''} ${await link.innerText()}`;
  const match = label.match(/(\d+)/);
  return match ? Number(match[1]) : 0;
}

/** Waits until the header's cart link says it holds `count` items. */
export async function expectCartCount(page: Page, count: number) {
  await expect(cartLink(page)).toHaveAccessibleName(new RegExp(`(^|\\D)${count} items?\\b`));
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
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  const before = await cartCount(page);
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expectCartCount(page, before + 1);
}

/** CART TOTALS on /cart: subtotal, the delivery fee and the total, as order pricing computes them. */
export async function expectTotals(page: Page, subtotal: number) {
  const totals = page.getByRole('region', { name: /cart\s*totals/i });
  const expected = orderTotals([{ price: subtotal, quantity: 1 }]);
  await expect(totals.getByRole('term')).toHaveText(['Subtotal', 'Delivery Fee', 'Total']);
  await expect(totals.getByRole('definition')).toHaveText([
    amountPattern(subtotal),
    // The spec's fixed delivery fee, written out so a changed fee fails here.
    amountPattern(200),
    amountPattern(expected.total),
  ]);
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
  await expect(target).toBeVisible();
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

/**
 * Lets the page come to rest before it is judged (axe, reflow, screenshots): requests done, finite animations
 * finished, two frames painted. It waits for those events, never for a fixed time.
 */
export async function settle(page: Page) {
  const pending = pendingRequests.get(page);
  if (pending) {
    // Quiet for two checks in a row (a finished request often starts the next one, e.g. images after data).
    // A bounded poll of the page's own request count, not a fixed wait.
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
  await expect(on.or(off).first()).toBeVisible();
  if (await on.isVisible()) await on.click();
  await expect(off).toBeVisible();
}
