// Keyboard alone (issue 5 "Done when"): Tab / Shift+Tab / Enter / Space only, the focus always visible, and
// after every navigation the focus on the new page's heading.
import type { Product } from '@store/contracts/products';
import { onboardingSteps, taskbarStep } from '@store/frontend/onboarding-steps';
import { listProducts, registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import {
  cartLink,
  control,
  expectCartCount,
  expectFocusOnHeading,
  expectFocusVisible,
  expectHeading,
  expectPath,
  expectTotals,
  header,
  loginThroughForm,
  onboardingAction,
  productIds,
  profileButton,
  tabTo,
} from './harness/flows';

let catalogue: Product[] = [];

test.beforeAll(async ({ stack }) => {
  catalogue = await listProducts(stack.baseUrl);
});

test.describe('keyboard only', () => {
  test('the first Tab reaches a visible "skip to main content" link that moves the focus into main', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    const skip = page.getByRole('link', { name: /skip to (the )?(main )?content/i });
    expect(await tabTo(page, skip, { max: 1 })).toBe(1);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('main')), {
        message: 'the focus is inside main',
      })
      .toBe(true);
  });

  test('onboarding works with Tab and Enter', async ({ openPage }) => {
    const tab = await openPage({ onboarded: false });
    await tab.goto('/');
    for (const step of onboardingSteps) {
      await tabTo(tab, onboardingAction(tab, step));
      await tab.keyboard.press('Enter');
      await expectPath(tab, step.next);
      if (step !== taskbarStep) await expectFocusOnHeading(tab);
    }
    await expectHeading(tab, /latest arrivals/i);
  });

  test('buys without a mouse: browses, filters, picks a size, changes the quantity, signs in, fills the delivery form and places the order', async ({
    page,
    stack,
  }) => {
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
    await expect(women).toBeChecked();
    await expect
      .poll(
        async () => {
          const shown = await productIds(main);
          if (shown.length === 0) return ['(no product shown)'];
          return shown
            .map((id) => catalogue.find((item) => item._id === id)?.category ?? `unknown product ${id}`)
            .filter((category) => category !== 'Women');
        },
        { message: 'only products of the Women category are shown' },
      )
      .toEqual([]);

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
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, main.getByRole('button', { name: 'Add to Cart', exact: true }));
    await page.keyboard.press('Enter');
    await expectCartCount(page, 1);

    // Back up to the header's cart link.
    await tabTo(page, cartLink(page), { backward: true });
    await page.keyboard.press('Enter');
    await expectPath(page, '/cart');
    await expectFocusOnHeading(page);

    // The plus button raises the quantity; the totals follow.
    const increase = main.getByRole('button', { name: new RegExp(`increase.*${escaped}`, 'i') });
    await tabTo(page, increase);
    await page.keyboard.press('Space');
    await expectCartCount(page, 2);
    await expect(increase, 'the focus stays on the button that was pressed').toBeFocused();
    await expectTotals(page, 2 * item.price);

    await tabTo(page, control(main, 'PROCEED TO CHECKOUT'));
    await page.keyboard.press('Enter');

    // A guest signs in first (Tab, type, Enter) and comes back to the checkout with the cart kept.
    await expectHeading(page, 'Login');
    const account = await registerShopper(stack.baseUrl, 'keyboard-buyer');
    await tabTo(page, main.getByRole('textbox', { name: /^email/i }));
    await page.keyboard.type(account.email);
    await tabTo(page, main.getByLabel(/^password/i).first());
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectPath(page, '/place-order');
    await expectHeading(page, 'PLACE ORDER');
    await expectCartCount(page, 2);

    // The delivery form, typed field by field; cash on delivery is the default choice.
    const delivery: Record<string, string> = {
      'First name': 'Nimali',
      'Last name': 'Perera',
      Email: 'nimali@example.lk',
      Street: '12 Galle Road',
      City: 'Colombo',
      Zipcode: '00300',
      Country: 'Sri Lanka',
      'Phone number': '0771234567',
    };
    for (const [label, value] of Object.entries(delivery)) {
      const field = main.getByLabel(label, { exact: true });
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    await expect(main.getByRole('radio', { name: 'CASH ON DELIVERY' })).toBeChecked();
    await tabTo(page, main.getByRole('button', { name: 'PLACE ORDER' }));
    await page.keyboard.press('Enter');

    // The order is placed: My orders lists it, and the cart is empty.
    await expectPath(page, '/orders');
    await expectHeading(page, 'MY ORDERS');
    const row = page.getByRole('list', { name: 'Ordered items' }).getByRole('listitem').first();
    await expect(row).toContainText(item.name);
    await expect(row).toContainText('Cash on delivery, not paid');
    await expectCartCount(page, 0);
  });

  test('switches the product gallery with its thumbnail buttons (Enter), and the large image says which view', async ({
    page,
  }) => {
    const item = catalogue.find((entry) => entry.image.length > 1 && entry.imageAlt.length > 1);
    if (!item) throw new Error('no product with two images');
    const [frontAlt = '', backAlt = ''] = item.imageAlt;
    await page.goto(`/product/${item._id}`);
    await expectHeading(page, item.name);
    const main = page.getByRole('main');
    const back = main.getByRole('button', { name: backAlt, exact: true });
    await expect(back).toHaveAttribute('aria-pressed', 'false');
    // One image carries each alt text before: the thumbnail and the large picture share the front's.
    await expect(main.getByRole('img', { name: frontAlt, exact: true })).toHaveCount(2);

    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(back).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('button', { name: frontAlt, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(main.getByRole('img', { name: backAlt, exact: true })).toHaveCount(2);
  });

  test('operates the profile menu: Enter opens it on its first item, arrows move, Escape returns to the button', async ({
    page,
    stack,
  }) => {
    const account = await registerShopper(stack.baseUrl, 'menu');
    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await expectHeading(page, /latest arrivals/i);

    const button = profileButton(page);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
    await expect(item('My Profile')).toBeFocused();
    await expectFocusVisible(item('My Profile'));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(item('Orders')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(item('My Profile')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPath(page, '/profile');
    await expectFocusOnHeading(page);
    await expectHeading(page, 'Profile Settings');
  });

  test('on a phone-sized screen, opens the side menu, closes it with Escape, and follows a link from it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
        message: 'the focus moves into the menu',
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('link', { name: 'ABOUT', exact: true }), { max: 10 });
    await page.keyboard.press('Enter');
    await expectPath(page, '/about');
    await expect(dialog).toBeHidden();
    await expectFocusOnHeading(page);
  });
});
