// axe (WCAG 2.x A/AA and best practices, zero violations) on the store's routes in every display mode of the
// accessibility taskbar, with the taskbar open so it is audited too; and reflow at 320 CSS px in the largest
// settings (40px text, line height 3, letter spacing 5px), where no route may scroll sideways. A route is loaded
// once and audited in each mode in turn, switched in place as another tab would switch it (a page load takes
// about as long as an audit).
import type { Page } from '@playwright/test';
import { accessibilityLimits } from '@store/contracts/constants';
import type { Product } from '@store/contracts/products';
import { listProducts, placeCashOrder, registerShopper } from './harness/api';
import { expect, test, type Axe } from './harness/fixtures';
import { expectPath, loginThroughForm, pageHeading, settle } from './harness/flows';

let item: Product;

test.beforeAll(async ({ stack }) => {
  const [first] = await listProducts(stack.baseUrl);
  if (!first) throw new Error('the seeded catalogue is empty');
  item = first;
});

/** Stands for the first product's page in the list of routes (the product is known once the tests run). */
const productPage = '/product/:id';
const atAddress = (route: string) => (route === productPage ? `/product/${item._id}` : route);

const routes = [
  '/',
  '/collection',
  productPage,
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

type Mode = [name: string, settings: Record<string, unknown>];

/**
 * The display modes in the order one loaded page is audited in them: the first is the one the page is loaded
 * in, the others are switched to in place. Route i starts at mode i, so every mode is met on fresh loads too.
 */
function modesFrom(start: number): Mode[] {
  const all = Object.entries(modes);
  return all.map((_, offset) => all[(start + offset) % all.length] ?? ['default', {}]);
}

/** The settings a page of this context starts with, as the taskbar stores them. */
async function useSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => {
    localStorage.setItem('accessibilitySettings', value);
  }, JSON.stringify(settings));
}

/** What the page's root shows in a mode (applySettings in the SPA), with the taskbar's own defaults. */
function rootOf(settings: Record<string, unknown>) {
  const number = (key: keyof typeof accessibilityLimits) => {
    const value = settings[key];
    return typeof value === 'number' ? value : accessibilityLimits[key].initial;
  };
  return {
    contrast: typeof settings.contrast === 'string' ? settings.contrast : 'default',
    fontScale: String(number('fontSize') / accessibilityLimits.fontSize.initial),
    lineHeight: String(number('lineHeight')),
    letterSpacing: `${number('letterSpacing')}px`,
  };
}

/**
 * Switches the open page to another display mode the way another tab of the shop does: the stored settings
 * change and the page follows the `storage` event. Waits until the page's root shows that mode.
 */
async function switchMode(page: Page, [name, settings]: Mode) {
  await page.evaluate((value) => {
    const key = 'accessibilitySettings';
    localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  }, JSON.stringify(settings));
  const expected = rootOf(settings);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          return {
            contrast: root.getAttribute('data-contrast'),
            fontScale: root.style.getPropertyValue('--font-scale'),
            lineHeight: root.style.getPropertyValue('--line-height'),
            letterSpacing: root.style.getPropertyValue('--letter-spacing'),
          };
        }),
      { message: `the page shows the ${name} mode` },
    )
    .toEqual(expected);
}

/** Audits the loaded page in each mode of `order`, the first being the one it was loaded in. */
async function auditInModes(page: Page, axe: Axe, label: string, order: Mode[]) {
  for (const [index, mode] of order.entries()) {
    if (index > 0) await switchMode(page, mode);
    await axe.expectNoViolations(page, `${label} (${mode[0]})`);
  }
}

test(`axe on a signed-in shopper's checkout, orders, tracking, bill and live help in every display mode`, async ({
  page,
  stack,
  axe,
}) => {
  test.setTimeout(180_000);
  const account = await registerShopper(stack.baseUrl, 'axe-modes');
  const orderId = await placeCashOrder(stack.baseUrl, account.token, item, item.sizes[0] ?? 'M');
  await loginThroughForm(page, account.email, account.password);
  await expectPath(page, '/');
  const routes = [
    '/place-order',
    '/orders',
    `/track-order/${orderId}`,
    `/bill?orderId=${orderId}`,
    '/live-start',
  ];
  for (const [index, route] of routes.entries()) {
    const order = modesFrom(index);
    await page.evaluate(
      (value) => localStorage.setItem('accessibilitySettings', value),
      JSON.stringify(order[0]?.[1] ?? {}),
    );
    await page.goto(route);
    await expect(pageHeading(page).first()).toBeVisible();
    await settle(page);
    await auditInModes(page, axe, `${route} signed in`, order);
  }
});

routes.forEach((route, index) => {
  test(`axe on ${route} in every display mode, taskbar open`, async ({ page, axe }) => {
    const order = modesFrom(index);
    await useSettings(page, order[0]?.[1] ?? {});
    await page.goto(atAddress(route));
    await expect(pageHeading(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Accessibility taskbar' }).click();
    await expect(page.getByRole('group', { name: 'Accessibility settings' })).toBeVisible();
    await auditInModes(page, axe, route, order);
  });
});

test('axe on the introduction in dark mode and with 40px text and maximum spacing, taskbar open', async ({
  openPage,
  axe,
}) => {
  test.setTimeout(120_000);
  const page = await openPage({ onboarded: false });
  const order: Mode[] = [
    ['dark', { contrast: 'dark' }],
    ['largest settings', largest],
  ];
  // Each address is loaded in dark mode (the stored settings are set again before every load).
  await useSettings(page, order[0]?.[1] ?? {});
  for (const route of ['/', '/test1', '/test3', '/taskbar']) {
    await page.goto(route);
    await expect(pageHeading(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Accessibility taskbar' }).click();
    await auditInModes(page, axe, `${route} (introduction)`, order);
  }
});

test('no route scrolls sideways at 320px in the largest settings, taskbar open or closed', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const page = await openPage({ viewport: { width: 320, height: 800 } });
  await useSettings(page, largest);
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(atAddress(route));
    await expect(pageHeading(page).first()).toBeVisible();
    for (const open of [false, true]) {
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
