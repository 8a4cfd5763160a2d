// Product → size → add to cart → cart totals → login merges the guest cart → a second tab of the same user
// receives the cart change over the socket (issue 5 "Tests", spec §4, §5, §9). Browsing and paging the
// collection: collection.e2e.test.ts.
import type { Page } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import {
  addToServerCart,
  amountPattern,
  listProducts,
  productIn,
  registerShopper,
  serverCart,
} from './harness/api';
import { expect, test } from './harness/fixtures';
import {
  addToCartOnProductPage,
  cartCount,
  cartLink,
  control,
  expectCartCount,
  expectHeading,
  expectPath,
  expectTotals,
  loginThroughForm,
  productIds,
} from './harness/flows';

let catalogue: Product[] = [];

test.beforeAll(async ({ stack }) => {
  catalogue = await listProducts(stack.baseUrl);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quantity box of one cart row; its name says which product and size it belongs to. */
function quantityInput(page: Page, item: Product, size: string) {
  return page
    .getByRole('main')
    .getByRole('spinbutton', { name: new RegExp(`${escape(item.name)}.*\\b${size}\\b`, 'i') });
}

test.describe('a product page', () => {
  test('asks for a size, then adds the chosen size to the cart; the cart shows the row and the totals', async ({
    page,
  }) => {
    const item = catalogue.find((entry) => entry.sizes.includes('M'));
    if (!item) throw new Error('the seeded catalogue has no product in size M');

    await page.goto('/collection');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(escape(item.name)) })
      .first()
      .click();
    await expectPath(page, `/product/${item._id}`);
    await expectHeading(page, item.name);
    const main = page.getByRole('main');
    await expect(main).toContainText(amountPattern(item.price), { useInnerText: true });
    // The rating is the buyers' own (or "No reviews yet"), never the old made-up "4 stars, 122 reviews".
    await expect(main.locator('.rating')).toHaveText(/^(No reviews yet|\d(\.\d)? out of 5, \d+ reviews?)$/);
    await expect(main).not.toContainText(/\b122\b/, { useInnerText: true });

    // No size yet: the spec's warning, shown for 3 seconds.
    await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const warning = page.getByText('Please select a size before adding to cart.', { exact: true }).first();
    await expect(warning).toBeVisible();
    expect(await cartCount(page)).toBe(0);
    await expect(warning).toBeHidden({ timeout: 5_000 });

    const sizeM = main.getByRole('button', { name: 'M', exact: true });
    await expect(sizeM).toHaveAttribute('aria-pressed', 'false');
    await sizeM.click();
    await expect(sizeM).toHaveAttribute('aria-pressed', 'true');
    await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectCartCount(page, 1);

    // Description / Reviews (the number of reviews) are a real tab pattern.
    const reviews = main.getByRole('tab', { name: /^reviews\s*\(\d+\)$/i });
    await reviews.click();
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tab', { name: 'Description', exact: true })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(main.getByRole('tabpanel').first()).toBeVisible();

    // RELATED PRODUCTS: up to 5, same category and type, never the product itself.
    await expect(main.getByRole('heading', { name: /related\s*products/i })).toBeVisible();
    const related = (await productIds(main)).filter((id) => id !== item._id);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    for (const id of related) {
      expect(productIn(catalogue, id).category).toBe(item.category);
      expect(productIn(catalogue, id).subCategory).toBe(item.subCategory);
    }

    await cartLink(page).click();
    await expectPath(page, '/cart');
    await expectHeading(page, /cart/i);
    await expect(main).toContainText(item.name);
    await expect(quantityInput(page, item, 'M')).toHaveValue('1');
    await expectTotals(page, item.price);
  });

  test('shows a real not-found page for an unknown product id and an unknown route', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expectHeading(page, /not found/i);
    await page.goto('/no-such-page');
    await expectHeading(page, /not found/i);
    await expect(control(page.getByRole('main'), /home|collection|shop/i).first()).toBeVisible();
  });
});

test.describe('the cart', () => {
  test('says when it is empty, links to the collection, and totals 0', async ({ page }) => {
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await expect(page.getByRole('main')).toContainText(/your cart is empty|cart is empty/i);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /collection|shop/i })
        .first(),
    ).toBeVisible();
    await expectTotals(page, 0);
  });

  test('applies typed quantities (ignoring 0 and empty), removes at 1 with an undo toast, and undoes', async ({
    page,
  }) => {
    const item = catalogue.find((entry) => entry.sizes.includes('L'));
    if (!item) throw new Error('the seeded catalogue has no product in size L');
    await addToCartOnProductPage(page, item._id, 'L');
    await cartLink(page).click();
    await expectPath(page, '/cart');
    const main = page.getByRole('main');
    const quantity = quantityInput(page, item, 'L');
    const who = escape(item.name);

    await quantity.fill('3');
    await expectCartCount(page, 3);
    await expectTotals(page, 3 * item.price);
    for (const ignored of ['0', '']) {
      await quantity.fill(ignored);
      await quantity.blur();
      await expect(quantity).toHaveValue('3');
      expect(await cartCount(page)).toBe(3);
    }

    const decrease = main.getByRole('button', { name: new RegExp(`decrease.*${who}`, 'i') });
    await decrease.click();
    await decrease.click();
    await expect(quantity).toHaveValue('1');
    await decrease.click();
    // Gone, said in a polite live region with an Undo button, and the focus is not dropped on the page body.
    await expect(quantity).toHaveCount(0);
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Removed ${item.name} (size L) from your cart.` })
      .first();
    await expect(notice).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse the collection', exact: true })).toBeFocused();
    await expectTotals(page, 0);

    await notice.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(quantity).toHaveValue('1');
    await expectTotals(page, item.price);
  });

  test('login merges the guest cart into the stored one, and a second tab receives changes over the socket', async ({
    page,
    context,
    stack,
  }) => {
    const account = await registerShopper(stack.baseUrl, 'merge');
    const [stored, guest] = catalogue.filter(
      (entry) => entry.sizes.includes('S') && entry.sizes.includes('M'),
    );
    if (!stored || !guest) throw new Error('the seeded catalogue needs two products with sizes S and M');

    // Already in the account's cart (from another device), and a different item added as a guest.
    await addToServerCart(stack.baseUrl, account.token, stored._id, 'S');
    await addToCartOnProductPage(page, guest._id, 'M');
    await expectCartCount(page, 1);

    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await expectCartCount(page, 2);
    expect(await serverCart(stack.baseUrl, account.token)).toEqual({
      [stored._id]: { S: 1 },
      [guest._id]: { M: 1 },
    });

    await cartLink(page).click();
    await expectPath(page, '/cart');
    await expect(quantityInput(page, stored, 'S')).toHaveValue('1');
    await expect(quantityInput(page, guest, 'M')).toHaveValue('1');
    await expectTotals(page, stored.price + guest.price);

    // A second tab of the same user (same browser context, so the same stored token).
    const secondTab = await context.newPage();
    await secondTab.goto('/cart');
    await expect(quantityInput(secondTab, guest, 'M')).toHaveValue('1');

    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`increase.*${escape(guest.name)}`, 'i') })
      .click();
    await expect(quantityInput(page, guest, 'M')).toHaveValue('2');
    // No reload: the change arrives over socket.io as cart_updated.
    await expect(quantityInput(secondTab, guest, 'M')).toHaveValue('2');
    await expectCartCount(secondTab, 3);
    await expectTotals(secondTab, stored.price + 2 * guest.price);
    await expect
      .poll(() => serverCart(stack.baseUrl, account.token))
      .toEqual({
        [stored._id]: { S: 1 },
        [guest._id]: { M: 2 },
      });
  });
});
