// The one browser test that adds a product to the shared store: it runs after every other file
// (its own project in playwright.config.ts), so no test that compares a list with the catalogue ever sees the
// catalogue grow under it.
import { listProducts } from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectPath, loginThroughForm } from './harness/flows';

test('an admin adds a product with an image and it appears in /collection', async ({ page, stack }) => {
  // A 1×1 PNG: the server checks the file really is an image.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const name = `E2E Admin Tee ${Date.now()}`;
  await loginThroughForm(page, 'admin@example.com', 'admin-demo-123');
  await expectPath(page, '/admin');
  const main = page.getByRole('main');
  await main.getByLabel(/^Images/).setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: png });
  await main.getByLabel('Alt text for image 1').fill('A plain white tee, front view');
  await expect(main.getByRole('img', { name: 'A plain white tee, front view' })).toBeVisible();
  await main.getByLabel('Product name').fill(name);
  await main.getByLabel('Product description').fill('Soft cotton, made for the end-to-end tests.');
  await main.getByLabel('Price (LKR)').fill('1500');
  await main.getByRole('checkbox', { name: 'M', exact: true }).check();
  await main.getByRole('textbox', { name: 'Stock of M' }).fill('50');
  await main.getByRole('button', { name: 'ADD PRODUCT' }).click();
  await expect(page.getByText(`${name} was added to the shop.`)).toBeVisible();
  const [added] = await listProducts(stack.baseUrl, `?search=${encodeURIComponent(name)}`);
  expect(added?.stock).toEqual({ M: 50 });

  await page.goto('/collection');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first(),
  ).toBeVisible();
});
