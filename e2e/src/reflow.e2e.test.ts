// WCAG 1.4.10 Reflow, which axe cannot judge: at 320 CSS px wide (a 1280 px screen at 400% zoom) no route may
// need horizontal scrolling. The layout is in rem, so this also covers 200% text on a 640 px screen (the same
// 20 em of width); the screenshot script shows 200% text at 1280 px.
import type { Page } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import { onboardingSteps } from '@store/frontend/onboarding-steps';
import { listProducts } from './harness/api';
import { expect, test } from './harness/fixtures';
import { addToCartOnProductPage, pageHeading, settle } from './harness/flows';

let item: Product;

test.beforeAll(async ({ stack }) => {
  const [first] = await listProducts(stack.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

/** How far the page is wider than the viewport, and the elements that stick out the most. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    const culprits = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 1 && element.getClientRects().length > 0)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => {
        const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}> "${label}" ends at ${Math.round(right)}px`;
      });
    return { excess, culprits };
  });
}

async function expectNoHorizontalScroll(page: Page, routes: string[]) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(pageHeading(page).first()).toBeVisible();
    await settle(page);
    const { excess, culprits } = await overflow(page);
    if (excess > 1) problems.push(`${route}: ${excess}px wider than the screen; ${culprits.join('; ')}`);
  }
  expect(problems, 'routes that need horizontal scrolling').toEqual([]);
}

const storeRoutes = () => [
  '/',
  '/collection',
  `/product/${item._id}`,
  '/cart',
  '/login',
  '/profile',
  '/about',
  '/contact',
  '/accessibility',
  '/no-such-page',
];

test.describe('reflow', () => {
  test('no route scrolls sideways at 320 CSS px (400% zoom)', async ({ page, openPage }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S');
    await expectNoHorizontalScroll(page, storeRoutes());

    const fresh = await openPage({ onboarded: false, viewport: { width: 320, height: 256 } });
    await expectNoHorizontalScroll(
      fresh,
      onboardingSteps.map((step) => step.path),
    );
  });
});
