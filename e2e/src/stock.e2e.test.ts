// Stock per size in the browser (issue 13): a sold-out size is shown, disabled and named so; a size with 3
// or fewer left says "Only N left"; a cart line the shelf can no longer fill says so and can be reduced.
// Each screen is audited with axe. The shelf is set through the admin API on a product of its own.
import type { Product } from '@store/contracts/products';
import {
  addToServerCart,
  listProducts,
  loginToken,
  registerShopper,
  serverCart,
  setStock,
} from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectHeading, loginThroughForm } from './harness/flows';

let item: Product;
let adminToken: string;

test.beforeAll(async ({ stack }) => {
  // The last garment of the demo catalogue; no other browser test buys it.
  const catalogue = await listProducts(stack.baseUrl);
  const found = catalogue.find((product) => product.name === 'Kids Cardigan Sweater');
  if (!found) throw new Error('Kids Cardigan Sweater is not in the demo catalogue');
  item = found;
  adminToken = await loginToken(stack.baseUrl, 'admin@example.com', 'admin-demo-123');
});

test('the product page shows a sold-out size disabled and a nearly gone one with "Only 2 left"', async ({
  page,
  stack,
  axe,
}) => {
  await setStock(stack.baseUrl, adminToken, item._id, 'S', 0);
  await setStock(stack.baseUrl, adminToken, item._id, 'M', 2);
  await setStock(stack.baseUrl, adminToken, item._id, 'L', 12);
  await page.goto(`/product/${item._id}`);
  await expectHeading(page, item.name);
  const sizes = page.getByRole('main').getByRole('group', { name: 'Select Size' });

  const soldOut = sizes.getByRole('button', { name: 'S, sold out', exact: true });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toBeDisabled();
  // It stays in the tab order (a screen reader user hears it); Enter on it says why it cannot be chosen.
  await soldOut.focus();
  await page.keyboard.press('Enter');
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alert').filter({ hasText: 'Size S is sold out.' })).toBeVisible();

  const low = sizes.getByRole('button', { name: 'M', exact: true });
  await expect(low).toHaveAccessibleDescription('Only 2 left');
  await expect(sizes.getByText('Only 2 left')).toBeVisible();
  await expect(sizes.getByRole('button', { name: 'L', exact: true })).toBeEnabled();
  await low.click();
  await expect(low).toHaveAttribute('aria-pressed', 'true');
  await axe.expectNoViolations(page, 'product page with a sold-out and a low size');
});

test('a cart line the shelf can no longer fill says how many are left and is reduced to that', async ({
  page,
  stack,
  axe,
}) => {
  await setStock(stack.baseUrl, adminToken, item._id, 'L', 12);
  const shopper = await registerShopper(stack.baseUrl, 'stock');
  await addToServerCart(stack.baseUrl, shopper.token, item._id, 'L');
  await addToServerCart(stack.baseUrl, shopper.token, item._id, 'L');
  await addToServerCart(stack.baseUrl, shopper.token, item._id, 'L');
  // Someone else bought most of them while the shopper was away.
  await setStock(stack.baseUrl, adminToken, item._id, 'L', 1);

  await loginThroughForm(page, shopper.email, shopper.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cart');
  await expectHeading(page, /your cart/i);
  const main = page.getByRole('main');
  const note = `Only 1 of ${item.name} in size L is left; your cart has 3.`;
  await expect(main.getByText(note)).toBeVisible();
  // The cart is a wish: the line still says 3 until the shopper changes it.
  const quantity = main.getByRole('spinbutton', { name: `Quantity of ${item.name}, size L` });
  await expect(quantity).toHaveValue('3');
  await expect(
    main.getByRole('group', { name: `Quantity of ${item.name}, size L` }),
  ).toHaveAccessibleDescription(note);
  await axe.expectNoViolations(page, 'cart with a short line');

  await main.getByRole('button', { name: `Reduce ${item.name}, size L to 1` }).click();
  await expect(quantity).toHaveValue('1');
  await expect(main.getByText(note)).toHaveCount(0);
  await expect.poll(() => serverCart(stack.baseUrl, shopper.token)).toEqual({ [item._id]: { L: 1 } });
});
