// axe-core (WCAG 2.0/2.1/2.2 A and AA) on the store's routes in the SPA's high-contrast mode, which the header
// offers to a logged-in shopper (spec §2 Header); /login is audited after logging out, as the choice stays on
// the device. The onboarding screens are behind the shopper once the store's header exists.
import type { BrowserContext } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import { listProducts, registerShopper } from './harness/api';
import { expect, test as base } from './harness/fixtures';
import {
  addToCartOnProductPage,
  ensureHighContrast,
  expectHeading,
  expectPath,
  header,
  loginThroughForm,
  logoutThroughMenu,
} from './harness/flows';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// Every test of this file starts logged in with High Contrast on: done once per worker, its state reused.
const test = base.extend<object, { highContrastState: StorageState }>({
  highContrastState: [
    async ({ browser, stack }, use) => {
      const context = await browser.newContext({
        baseURL: stack.baseUrl,
        storageState: stack.onboardedState,
      });
      const page = await context.newPage();
      const account = await registerShopper(stack.baseUrl, 'contrast');
      // The account's settings are read and saved at sign-in. High Contrast is switched on after that, and
      // its own save never reaches the shop (as when the tab is closed at once): the next visit must keep
      // it, not undo it with the account's older settings (the device marks the change until it is saved).
      const signInSynced = page.waitForResponse(
        (response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PUT',
      );
      await loginThroughForm(page, account.email, account.password);
      await expectPath(page, '/');
      await signInSynced;
      await page.route('**/api/user/settings', (route) => route.abort());
      await ensureHighContrast(page);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ highContrastState }, use) => use(highContrastState),
});

let item: Product;

test.beforeAll(async ({ stack }) => {
  const [first] = await listProducts(stack.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

test('High Contrast switched on and never saved with the account is still on at the next visit', async ({
  page,
}) => {
  // The account holds the settings saved at sign-in, older than this device's change: the change is saved
  // to it now, rather than undone.
  const saved = page.waitForRequest(
    (request) => request.url().endsWith('/api/user/settings') && request.method() === 'PUT',
    { timeout: 10_000 },
  );
  await page.goto('/about');
  expect((await saved).postDataJSON()).toMatchObject({ settings: { contrast: 'high' } });
  await expectHeading(page, /about/i);
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await expect(header(page).getByRole('button', { name: 'Normal Mode', exact: true })).toBeVisible();
});

test.describe('axe in high-contrast mode (logged in)', () => {
  const routes: Array<[string, () => string, RegExp | (() => string)]> = [
    ['home', () => '/', /latest arrivals/i],
    ['collection', () => '/collection', /collection/i],
    ['product page', () => `/product/${item._id}`, () => item.name],
    ['profile settings', () => '/profile', /profile settings/i],
    ['about', () => '/about', /about/i],
    ['contact', () => '/contact', /contact/i],
    ['accessibility', () => '/accessibility', /accessibility/i],
    ['not-found page', () => '/no-such-page', /not found/i],
    ['my orders', () => '/orders', /my\s*orders/i],
    ['store admin, not allowed to a shopper', () => '/admin', /not allowed/i],
  ];
  for (const [label, route, heading] of routes) {
    test(`${label} has no WCAG A/AA violations`, async ({ page, axe }) => {
      await page.goto(route());
      await expectHeading(page, typeof heading === 'function' ? heading() : heading);
      await ensureHighContrast(page);
      await axe.expectNoViolations(page, `${label} in high contrast`);
    });
  }

  test('cart with an item has no WCAG A/AA violations', async ({ page, axe }) => {
    await addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S');
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await ensureHighContrast(page);
    await axe.expectNoViolations(page, 'cart in high contrast');
  });

  test('checkout with an item, and its errors, has no WCAG A/AA violations', async ({ page, axe }) => {
    await addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S');
    await page.goto('/place-order');
    await expectHeading(page, /place\s*order/i);
    await ensureHighContrast(page);
    await page.getByRole('main').getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('main').getByLabel('First name', { exact: true })).toBeFocused();
    await axe.expectNoViolations(page, 'checkout with errors in high contrast');
  });

  test('login page, after logging out (the High Contrast choice stays on the device), has no WCAG A/AA violations', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    await ensureHighContrast(page);
    await logoutThroughMenu(page);
    await expectHeading(page, /login/i);
    // Logged out, the header has no toggle to show the mode; the root element says which one applies.
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await axe.expectNoViolations(page, 'login page in high contrast');
  });
});
