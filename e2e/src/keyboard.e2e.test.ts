// Keyboard alone (issue 5 "Done when"): Tab / Shift+Tab / Enter / Space only, the focus always visible, and
// after every navigation the focus on the new page's heading.
import type { Product } from '@store/contracts/products';
import { orderTotals } from '@store/contracts/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountSource, listProducts, registerShopper } from './harness/api';
import {
  cartCount,
  cartLink,
  control,
  eventually,
  expectFocusOnHeading,
  expectFocusVisible,
  expectHeading,
  expectPath,
  hasFocus,
  header,
  loginThroughForm,
  productIds,
  profileButton,
  tabTo,
} from './harness/flows';
import { useBrowser } from './harness/session';

const session = useBrowser();
let catalogue: Product[] = [];

beforeAll(async () => {
  catalogue = await listProducts(session.baseUrl);
});

describe('keyboard only', () => {
  it('the first Tab reaches a visible "skip to main content" link that moves the focus into main', async () => {
    const { page } = session;
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    const skip = page.getByRole('link', { name: /skip to (the )?(main )?content/i });
    expect(await tabTo(page, skip, { max: 1 })).toBe(1);
    await page.keyboard.press('Enter');
    await eventually(async () =>
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true),
    );
  });

  it('onboarding works with Tab and Enter', async () => {
    const fresh = await session.newContext({ onboarded: false });
    const tab = await fresh.newPage();
    await tab.goto('/');
    for (const [name, next] of [
      ['Start Saving', '/test1'],
      ['Start Your Journey', '/test3'],
      ['Explore Now', '/taskbar'],
      ['Explore Now', '/'],
    ] as const) {
      await tabTo(tab, control(tab.getByRole('main'), name));
      await tab.keyboard.press('Enter');
      await expectPath(tab, next);
      if (next !== '/') await expectFocusOnHeading(tab);
    }
    await expectHeading(tab, /latest arrivals/i);
  });

  it('browses, filters, picks a size, adds to the cart and changes the quantity without a mouse', async () => {
    const { page } = session;
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);

    // Header link → the collection, focus on its heading.
    await tabTo(page, header(page).getByRole('link', { name: 'COLLECTION', exact: true }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/collection');
    await expectFocusOnHeading(page);

    // Space ticks a filter checkbox.
    const main = page.getByRole('main');
    const women = main.getByRole('checkbox', { name: 'Women', exact: true });
    await tabTo(page, women);
    await page.keyboard.press('Space');
    await eventually(async () => expect(await women.isChecked()).toBe(true));
    await eventually(async () => {
      const shown = await productIds(main);
      expect(shown.length).toBeGreaterThan(0);
      for (const id of shown) expect(catalogue.find((item) => item._id === id)?.category).toBe('Women');
    });

    // Enter on a product card → the product page, focus on the product's name.
    const [firstId] = await productIds(main);
    const item = catalogue.find((entry) => entry._id === firstId);
    if (!item) throw new Error('the first card is not a catalogue product');
    const size = item.sizes[0] ?? 'S';
    const escaped = item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await tabTo(page, main.getByRole('link', { name: new RegExp(escaped) }).first());
    await page.keyboard.press('Enter');
    await expectPath(page, `/product/${item._id}`);
    await expectFocusOnHeading(page);
    await expectHeading(page, item.name);

    // Space presses a size toggle; Enter presses Add to Cart.
    const sizeButton = main.getByRole('button', { name: size, exact: true });
    await tabTo(page, sizeButton);
    await page.keyboard.press('Space');
    await eventually(async () => expect(await sizeButton.getAttribute('aria-pressed')).toBe('true'));
    await tabTo(page, main.getByRole('button', { name: 'Add to Cart', exact: true }));
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await cartCount(page)).toBe(1));

    // Back up to the header's cart link.
    await tabTo(page, cartLink(page), { backward: true });
    await page.keyboard.press('Enter');
    await expectPath(page, '/cart');
    await expectFocusOnHeading(page);

    // The plus button raises the quantity; the totals follow.
    const increase = main.getByRole('button', { name: new RegExp(`increase.*${escaped}`, 'i') });
    await tabTo(page, increase);
    await page.keyboard.press('Space');
    await eventually(async () => expect(await cartCount(page)).toBe(2));
    expect(await hasFocus(increase), 'the focus stays on the button that was pressed').toBe(true);
    const { total } = orderTotals([{ price: item.price, quantity: 2 }]);
    await eventually(async () =>
      expect(await main.innerText()).toMatch(
        new RegExp(`(^|\\n)\\s*Total[^\\d]*${amountSource(total)}`, 'im'),
      ),
    );

    await tabTo(page, control(main, 'PROCEED TO CHECKOUT'));
    await page.keyboard.press('Enter');
    await expectPath(page, '/place-order');
  });

  it('switches the product gallery with its thumbnail buttons (Enter), and the large image says which view', async () => {
    const { page } = session;
    const item = catalogue.find((entry) => entry.image.length > 1 && entry.imageAlt.length > 1);
    if (!item) throw new Error('no product with two images');
    const [frontAlt = '', backAlt = ''] = item.imageAlt;
    await page.goto(`/product/${item._id}`);
    await expectHeading(page, item.name);
    const main = page.getByRole('main');
    const back = main.getByRole('button', { name: backAlt, exact: true });
    expect(await back.getAttribute('aria-pressed')).toBe('false');
    // One image carries each alt text before: the thumbnail and the large picture share the front's.
    expect(await main.getByRole('img', { name: frontAlt, exact: true }).count()).toBe(2);

    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await back.getAttribute('aria-pressed')).toBe('true'));
    expect(await main.getByRole('button', { name: frontAlt, exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await eventually(async () =>
      expect(await main.getByRole('img', { name: backAlt, exact: true }).count()).toBe(2),
    );
  });

  it('operates the profile menu: Enter opens it on its first item, arrows move, Escape returns to the button', async () => {
    const { page, baseUrl } = session;
    const account = await registerShopper(baseUrl, 'menu');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await expectHeading(page, /latest arrivals/i);

    const button = profileButton(page);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
    await eventually(async () => expect(await hasFocus(item('My Profile'))).toBe(true));
    await expectFocusVisible(item('My Profile'));
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await eventually(async () => expect(await hasFocus(item('Orders'))).toBe(true));
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await hasFocus(button)).toBe(true));
    expect(await page.getByRole('menu').count()).toBe(0);

    await page.keyboard.press('Enter');
    await eventually(async () => expect(await hasFocus(item('My Profile'))).toBe(true));
    await page.keyboard.press('Enter');
    await expectPath(page, '/profile');
    await expectFocusOnHeading(page);
    await expectHeading(page, 'Profile Settings');
  });

  it('on a phone-sized screen, opens the side menu, closes it with Escape, and follows a link from it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await eventually(async () =>
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await hasFocus(menuButton)).toBe(true));

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('link', { name: 'ABOUT', exact: true }), { max: 10 });
    await page.keyboard.press('Enter');
    await expectPath(page, '/about');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOnHeading(page);
  });
});
