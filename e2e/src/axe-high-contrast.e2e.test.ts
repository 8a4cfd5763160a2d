// axe-core (WCAG 2.0/2.1/2.2 A and AA) on the store's routes in the SPA's high-contrast mode, which the header
// offers to a logged-in shopper (spec §2 Header); /login is audited after logging out, as the choice stays on
// the device. The onboarding screens are behind the shopper once the store's header exists.
import type { Product } from '@store/contracts/products';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listProducts, registerShopper } from './harness/api';
import { expectNoAxeViolations } from './harness/axe';
import {
  addToCartOnProductPage,
  ensureHighContrast,
  expectHeading,
  expectPath,
  loginThroughForm,
  logoutThroughMenu,
  settle,
} from './harness/flows';
import { useBrowser } from './harness/session';

const session = useBrowser({
  contextPer: 'file',
  prepare: async (page) => {
    const account = await registerShopper(inject('baseUrl'), 'contrast');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await ensureHighContrast(page);
  },
});
let item: Product;

beforeAll(async () => {
  const [first] = await listProducts(session.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

describe('axe in high-contrast mode (logged in)', () => {
  const routes: Array<[string, () => string, RegExp | (() => string)]> = [
    ['home', () => '/', /latest arrivals/i],
    ['collection', () => '/collection', /collection/i],
    ['product page', () => `/product/${item._id}`, () => item.name],
    ['profile settings', () => '/profile', /profile settings/i],
    ['about', () => '/about', /about/i],
    ['contact', () => '/contact', /contact/i],
    ['accessibility', () => '/accessibility', /accessibility/i],
    ['not-found page', () => '/no-such-page', /not found/i],
  ];
  it.each(routes)('%s has no WCAG A/AA violations', async (label, route, heading) => {
    const { page } = session;
    await page.goto(route());
    await expectHeading(page, typeof heading === 'function' ? heading() : heading);
    await ensureHighContrast(page);
    await settle(page);
    await expectNoAxeViolations(page, `${label} in high contrast`);
  });

  it('cart with an item has no WCAG A/AA violations', async () => {
    const { page } = session;
    await addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S');
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await ensureHighContrast(page);
    await settle(page);
    await expectNoAxeViolations(page, 'cart in high contrast');
  });

  it('login page, after logging out (the High Contrast choice stays on the device), has no WCAG A/AA violations', async () => {
    // Its own context: logging out must not end the session the other audits share.
    const page = await (await session.newContext()).newPage();
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    await ensureHighContrast(page);
    await logoutThroughMenu(page);
    await expectHeading(page, /login/i);
    // Logged out, the header has no toggle to show the mode; the root element says which one applies.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-contrast'))).toBe('high');
    await settle(page);
    await expectNoAxeViolations(page, 'login page in high contrast');
  });
});
