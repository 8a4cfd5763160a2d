// axe (WCAG 2.x A/AA, zero violations) on the store's routes in every display mode of the accessibility
// taskbar, with the taskbar open so it is audited too; and reflow at 320 CSS px in the largest settings
// (40px text, line height 3, letter spacing 5px), where no route may scroll sideways.
import type { Page } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import { listProducts, placeCashOrder, registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectPath, loginThroughForm, pageHeading, settle } from './harness/flows';

let item: Product;

test.beforeAll(async ({ stack }) => {
  const [first] = await listProducts(stack.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

const routes = () => [
  '/',
  '/collection',
  `/product/${item._id}`,
  '/cart',
  '/login',
  '/about',
  '/contact',
  '/accessibility',
  '/profile',
  '/no-such-page',
  // Screens a guest reaches on the buying and live-help paths (most ask them to sign in).
  '/place-order',
  '/orders',
  '/bill',
  '/live-start',
  '/schedule-session',
  '/cancel',
  '/assis-dash',
  '/admin',
];

const modes: Record<string, Record<string, unknown>> = {
  default: {},
  dark: { contrast: 'dark' },
  light: { contrast: 'light' },
  'high contrast': { contrast: 'high' },
  '40px text': { fontSize: 40 },
  'maximum line height and spacing': { lineHeight: 3, letterSpacing: 5 },
};
const largest = { fontSize: 40, lineHeight: 3, letterSpacing: 5 };

async function useSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((stored) => {
    localStorage.setItem('accessibilitySettings', stored);
  }, JSON.stringify(settings));
}

for (const [mode, settings] of Object.entries(modes)) {
  test(`axe on a signed-in shopper's checkout, orders, tracking, bill and live help in ${mode} mode`, async ({
    page,
    stack,
    axe,
  }) => {
    test.setTimeout(120_000);
    const account = await registerShopper(stack.baseUrl, 'axe-modes');
    const orderId = await placeCashOrder(stack.baseUrl, account.token, item, item.sizes[0] ?? 'M');
    await useSettings(page, settings);
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    for (const route of [
      '/place-order',
      '/orders',
      `/track-order/${orderId}`,
      `/bill?orderId=${orderId}`,
      '/live-start',
    ]) {
      await page.goto(route);
      await expect(pageHeading(page).first()).toBeVisible();
      await settle(page);
      await axe.expectNoViolations(page, `${route} signed in (${mode})`);
    }
  });

  test(`axe on every route in ${mode} mode, taskbar open`, async ({ page, axe }) => {
    test.setTimeout(120_000);
    await useSettings(page, settings);
    for (const route of routes()) {
      await page.goto(route);
      await expect(pageHeading(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'Accessibility taskbar' }).click();
      await expect(page.getByRole('group', { name: 'Accessibility settings' })).toBeVisible();
      await axe.expectNoViolations(page, `${route} (${mode})`);
    }
  });
}

test('axe on the introduction in dark mode and with 40px text and maximum spacing, taskbar open', async ({
  openPage,
  axe,
}) => {
  test.setTimeout(120_000);
  for (const settings of [{ contrast: 'dark' }, largest]) {
    const page = await openPage({ onboarded: false });
    await useSettings(page, settings);
    for (const route of ['/', '/test1', '/test3', '/taskbar']) {
      await page.goto(route);
      await expect(pageHeading(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'Accessibility taskbar' }).click();
      await axe.expectNoViolations(page, `${route} (introduction, ${JSON.stringify(settings)})`);
    }
  }
});

test('no route scrolls sideways at 320px in the largest settings, taskbar open or closed', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const page = await openPage({ viewport: { width: 320, height: 800 } });
  await useSettings(page, largest);
  const problems: string[] = [];
  for (const route of routes()) {
    for (const open of [false, true]) {
      await page.goto(route);
      await expect(pageHeading(page).first()).toBeVisible();
      if (open) await page.getByRole('button', { name: 'Accessibility taskbar' }).click();
      await settle(page);
      const excess = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (excess > 1) problems.push(`${route}${open ? ' (taskbar open)' : ''}: ${excess}px too wide`);
    }
  }
  expect(problems, 'routes that need horizontal scrolling').toEqual([]);
});
