// Voice commands and read-aloud in the real store (issue 11), with a fake recogniser and speech engine
// installed before the page's scripts: transcripts go in, and the tests check what the store did and said.
import type { Page } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import { listProducts } from './harness/api';
import { finishSpeaking, installFakeSpeech, say, spokenText } from './harness/fake-speech';
import { expect, test } from './harness/fixtures';
import { expectCartCount, expectHeading, expectPath, header } from './harness/flows';

let item: Product;

test.beforeAll(async ({ stack }) => {
  const withMedium = (await listProducts(stack.baseUrl)).find((product) => product.sizes.includes('M'));
  if (!withMedium) throw new Error('the seeded catalogue has no product in size M');
  item = withMedium;
});

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
});

async function startListening(page: Page) {
  const button = header(page).getByRole('button', { name: 'Voice commands' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const rootFontSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

test.describe('voice commands', () => {
  test('"go to cart" opens the cart', async ({ page }) => {
    await page.goto('/about');
    await expectHeading(page, /about/i);
    await startListening(page);
    await say(page, 'go to cart');
    await expectPath(page, '/cart');
    await expect(page.getByText('Opening your cart.').first()).toBeVisible();
  });

  test('"increase text size" makes the root font 2 pixels larger, and it stays after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    expect(await rootFontSize(page)).toBe(16);
    await startListening(page);
    await say(page, 'increase text size');
    await expect.poll(() => rootFontSize(page)).toBe(18);
    await page.reload();
    // Applied by theme-init.js before the first paint, so it is there as soon as the document is.
    expect(await rootFontSize(page)).toBe(18);
  });

  test('"what can I say" shows and reads the list of commands', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    await startListening(page);
    await say(page, 'what can I say');
    const list = page.getByRole('dialog', { name: 'What you can say' });
    await expect(list).toBeVisible();
    await expect(list.getByText('“Go to cart”')).toBeVisible();
    await expect(list.getByText('“Increase text size”')).toBeVisible();
    await expect.poll(() => spokenText(page)).toContain('“Go to cart”: Opens your cart.');
    await list.getByRole('button', { name: 'Close the command list' }).click();
    await expect(list).toBeHidden();
  });

  test('from a product page to checkout by voice alone', async ({ page }) => {
    await page.goto(`/product/${item._id}`);
    await expectHeading(page, item.name);
    await startListening(page);
    await say(page, 'select size medium');
    await expect(page.getByRole('main').getByRole('button', { name: 'M', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await say(page, 'add to cart');
    await expectCartCount(page, 1);
    await finishSpeaking(page);
    await say(page, 'go to cart');
    await expectPath(page, '/cart');
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
    await say(page, 'read');
    await expect.poll(() => spokenText(page)).toContain(`${item.name}, size M, quantity 1`);
    await finishSpeaking(page);
    await say(page, 'go to checkout');
    await expectPath(page, '/place-order');
  });
});

test.describe('read-aloud', () => {
  test('the product Voice-over speaks the name and the price in rupees', async ({ page }) => {
    await page.goto(`/product/${item._id}`);
    await expectHeading(page, item.name);
    const voiceOver = page.getByRole('button', { name: 'Voice-over' });
    await voiceOver.click();
    await expect(voiceOver).toHaveAttribute('aria-pressed', 'true');
    const rupees = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(item.price))} rupees`;
    await expect.poll(() => spokenText(page)).toContain(item.name);
    expect(await spokenText(page)).toContain(`Price: ${rupees}`);
    await voiceOver.click();
    await expect(voiceOver).toHaveAttribute('aria-pressed', 'false');
  });
});
