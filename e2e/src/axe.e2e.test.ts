// axe-core (WCAG 2.0/2.1/2.2 A and AA) on every route of issue 5, in normal mode: zero violations allowed.
// The high-contrast runs are in axe-high-contrast.e2e.test.ts.
import type { Product } from '@store/contracts/products';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { listProducts, registerShopper } from './harness/api';
import { expectNoAxeViolations } from './harness/axe';
import {
  addToCartOnProductPage,
  control,
  expectHeading,
  expectPath,
  loginThroughForm,
  settle,
} from './harness/flows';
import { useBrowser } from './harness/session';

// One warm page for the read-only audits; the tests that change state (contrast, cart, login) open their own.
const session = useBrowser({ contextPer: 'file' });
let item: Product;

beforeAll(async () => {
  const [first] = await listProducts(session.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

async function audit(page: Page, label: string) {
  await settle(page);
  await expectNoAxeViolations(page, label);
}

describe('axe, before onboarding', () => {
  const routes: Array<[string, RegExp]> = [
    ['/start', /compare prices/i],
    ['/', /compare prices/i],
    ['/test1', /real-time assistance/i],
    ['/test3', /voice[- ]?over/i],
    ['/taskbar', /taskbar/i],
  ];
  it.each(routes)('%s has no WCAG A/AA violations', async (route, heading) => {
    const context = await session.newContext({ onboarded: false });
    const page = await context.newPage();
    await page.goto(route);
    await expectHeading(page, heading);
    await audit(page, route);
  });
});

describe('axe, after onboarding (guest)', () => {
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
  it.each(routes)('%s (%s) has no WCAG A/AA violations', async (label, route, heading) => {
    const { page } = session;
    await page.goto(route);
    await expectHeading(page, heading);
    await audit(page, label);
  });

  it('home with NEW ARRIVALS switched to high contrast has no WCAG A/AA violations', async () => {
    // The choice is remembered on the device, so it gets a context of its own.
    const page = await (await session.newContext()).newPage();
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: /high contrast/i })
      .first()
      .click();
    await control(main, /normal mode/i)
      .first()
      .waitFor();
    await audit(page, 'home, NEW ARRIVALS in high contrast');
  });

  it('product page (/product/:id) has no WCAG A/AA violations, also with the size warning shown', async () => {
    const { page } = session;
    await page.goto(`/product/${item._id}`);
    await expectHeading(page, item.name);
    await audit(page, 'product page');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Please select a size before adding to cart.', { exact: true }).first().waitFor();
    await audit(page, 'product page with the size warning');
  });

  it('empty cart (/cart) has no WCAG A/AA violations', async () => {
    const { page } = session;
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await audit(page, 'empty cart');
  });

  it('cart with an item (/cart) has no WCAG A/AA violations', async () => {
    const page = await (await session.newContext()).newPage();
    await addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S');
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await page.getByRole('main').getByText(item.name).first().waitFor();
    await audit(page, 'cart with an item');
  });
});

describe('axe, logged in', () => {
  it('profile settings (/profile) has no WCAG A/AA violations, also with a message shown', async () => {
    const { baseUrl } = session;
    const page = await (await session.newContext()).newPage();
    const account = await registerShopper(baseUrl, 'axe');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await audit(page, 'home, logged in');
    await page.goto('/profile');
    await expectHeading(page, 'Profile Settings');
    await audit(page, 'profile settings');
    const main = page.getByRole('main');
    await main.getByLabel('Current Password', { exact: true }).fill(account.password);
    await main.getByLabel('New Password', { exact: true }).fill('one-new-password');
    await main.getByLabel('Confirm New Password', { exact: true }).fill('another-new-password');
    await main.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText("Passwords don't match!", { exact: true }).first().waitFor();
    await audit(page, 'profile settings with the mismatch message');
  });
});
