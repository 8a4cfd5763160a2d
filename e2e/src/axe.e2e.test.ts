// axe-core (WCAG 2.0/2.1/2.2 A and AA) on every route of issue 5, in normal mode: zero violations allowed.
// The high-contrast runs are in axe-high-contrast.e2e.test.ts.
import type { Product } from '@store/contracts/products';
import { comparePricesStep, onboardingSteps } from '@store/frontend/onboarding-steps';
import { listProducts, registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import {
  addToCartOnProductPage,
  control,
  expectHeading,
  expectPath,
  loginThroughForm,
} from './harness/flows';

let item: Product;

test.beforeAll(async ({ stack }) => {
  const [first] = await listProducts(stack.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

test.describe('axe, before onboarding', () => {
  test.use({ onboarded: false });
  // Every screen at its own address, and the first one at / as well.
  const routes: Array<[string, string]> = onboardingSteps.map((step) => [step.path, step.title]);
  routes.splice(1, 0, ['/', comparePricesStep.title]);
  for (const [route, heading] of routes) {
    test(`${route} has no WCAG A/AA violations`, async ({ page, axe }) => {
      await page.goto(route);
      await expectHeading(page, heading);
      await axe.expectNoViolations(page, route);
    });
  }
});

test.describe('axe, after onboarding (guest)', () => {
  const routes: Array<[string, string, RegExp]> = [
    ['home', '/', /latest arrivals/i],
    ['collection', '/collection', /collection/i],
    ['login', '/login', /login|sign up/i],
    ['profile without a token', '/profile', /profile settings/i],
    ['about', '/about', /about/i],
    ['contact', '/contact', /contact/i],
    ['accessibility', '/accessibility', /accessibility/i],
    ['not-found page', '/no-such-page', /not found/i],
    ['unknown product', '/product/00000000-0000-4000-8000-000000000000', /not found/i],
  ];
  for (const [label, route, heading] of routes) {
    test(`${label} (${route}) has no WCAG A/AA violations`, async ({ page, axe }) => {
      await page.goto(route);
      await expectHeading(page, heading);
      await axe.expectNoViolations(page, label);
    });
  }

  test('home with NEW ARRIVALS switched to high contrast has no WCAG A/AA violations', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: /high contrast/i })
      .first()
      .click();
    await expect(control(main, /normal mode/i).first()).toBeVisible();
    await axe.expectNoViolations(page, 'home, NEW ARRIVALS in high contrast');
  });

  test('product page (/product/:id) has no WCAG A/AA violations, also with the size warning shown', async ({
    page,
    axe,
  }) => {
    await page.goto(`/product/${item._id}`);
    await expectHeading(page, item.name);
    await axe.expectNoViolations(page, 'product page');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(
      page.getByText('Please select a size before adding to cart.', { exact: true }).first(),
    ).toBeVisible();
    await axe.expectNoViolations(page, 'product page with the size warning');
  });

  test('empty cart (/cart) has no WCAG A/AA violations', async ({ page, axe }) => {
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await axe.expectNoViolations(page, 'empty cart');
  });

  test('cart with an item (/cart) has no WCAG A/AA violations', async ({ page, axe }) => {
    await addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S');
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await expect(page.getByRole('main').getByText(item.name).first()).toBeVisible();
    await axe.expectNoViolations(page, 'cart with an item');
  });
});

test.describe('axe, logged in', () => {
  test('profile settings (/profile) has no WCAG A/AA violations, also with a message shown', async ({
    page,
    stack,
    axe,
  }) => {
    const account = await registerShopper(stack.baseUrl, 'axe');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await axe.expectNoViolations(page, 'home, logged in');
    await page.goto('/profile');
    await expectHeading(page, 'Profile Settings');
    await axe.expectNoViolations(page, 'profile settings');
    const main = page.getByRole('main');
    await main.getByLabel('Current Password', { exact: true }).fill(account.password);
    await main.getByLabel('New Password', { exact: true }).fill('one-new-password');
    await main.getByLabel('Confirm New Password', { exact: true }).fill('another-new-password');
    await main.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText("Passwords don't match!", { exact: true }).first()).toBeVisible();
    await axe.expectNoViolations(page, 'profile settings with the mismatch message');
  });
});
