// Reviews from verified buyers (issue 21): a product nobody reviewed says "No reviews yet" (never a made-up
// figure) on screen and in the voice-over; a buyer whose order was delivered goes from /orders to the review
// form and posts a review by keyboard alone, the focus lands on it and the new average is announced once;
// axe finds nothing with the form open, with its error shown, in English, Sinhala and Tamil.
import type { Page } from '@playwright/test';
import type { Language } from '@store/contracts/languages';
import type { Product } from '@store/contracts/products';
import { call, listProducts, loginToken, placeCashOrder, registerShopper, type Account } from './harness/api';
import { installFakeSpeech, spokenText } from './harness/fake-speech';
import { expect, test } from './harness/fixtures';
import { signInStored, startIn } from './harness/stored-session';
import { expectHeading, expectPath, hasFocus, loginThroughForm, tabTo } from './harness/flows';
import { message, scriptOf } from './harness/messages';

let reviewed: Product;
let unreviewed: Product;
let adminToken: string;

/** Garments of the demo catalogue that no other browser test reviews (one per test that writes one). */
const byName = (catalogue: Product[], name: string): Product => {
  const found = catalogue.find((product) => product.name === name);
  if (!found) throw new Error(`${name} is not in the demo catalogue`);
  return found;
};

test.beforeAll(async ({ stack }) => {
  const catalogue = await listProducts(stack.baseUrl);
  reviewed = byName(catalogue, 'Kids Knit Sweater');
  unreviewed = byName(catalogue, 'Kids Padded Jacket');
  adminToken = await loginToken(stack.baseUrl, 'admin@example.com', 'admin-demo-123');
});

/** A new shopper whose cash order of `product` the admin walked to Delivered. */
async function verifiedBuyer(baseUrl: string, product: Product, label: string): Promise<Account> {
  const shopper = await registerShopper(baseUrl, label);
  const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 0) ?? product.sizes[0] ?? 'M';
  const orderId = await placeCashOrder(baseUrl, shopper.token, product, size);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    await call(baseUrl, 'POST', '/api/order/status', { orderId, status }, adminToken);
  }
  return shopper;
}

const announcer = (page: Page) => page.getByTestId('announcer');

test('a product nobody has reviewed says "No reviews yet", on screen and in the voice-over', async ({
  page,
  axe,
}) => {
  await installFakeSpeech(page);
  await page.goto(`/product/${unreviewed._id}`);
  await expectHeading(page, unreviewed.name);
  const main = page.getByRole('main');
  await expect(main.getByText('No reviews yet', { exact: true }).first()).toBeVisible();
  await expect(main).not.toContainText(/\b122\b/);
  await main.getByRole('button', { name: 'Voice-over' }).click();
  await expect.poll(() => spokenText(page)).toContain('No reviews yet.');
  const tab = main.getByRole('tab', { name: 'Reviews (0)' });
  await tab.click();
  await expect(main.getByRole('tabpanel', { name: 'Reviews (0)' })).toContainText(
    'No reviews yet. Buyers who have received this product can review it.',
  );
  await axe.expectNoViolations(page, 'the Reviews tab of a product without reviews');
});

test('a buyer reviews by keyboard alone from /orders; the focus goes to the review and the average is said', async ({
  page,
  stack,
  axe,
}) => {
  const buyer = await verifiedBuyer(stack.baseUrl, reviewed, 'reviewer');
  await loginThroughForm(page, buyer.email, buyer.password);
  // Signed in (the token is stored) before /orders is opened, or it sends the guest back to /login.
  await expectPath(page, '/');
  await page.goto('/orders');
  const write = page.getByRole('link', { name: `Write a review of ${reviewed.name}` });
  await tabTo(page, write);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${reviewed._id}#write-review$`));

  const form = page.getByRole('form', { name: `Write a review of ${reviewed.name}` });
  const heading = form.getByRole('heading', { name: `Write a review of ${reviewed.name}` });
  await expect(heading).toBeFocused();
  await axe.expectNoViolations(page, 'the review form, open');

  // Posting without a rating: the error is tied to the stars and the first star takes the focus.
  const post = form.getByRole('button', { name: 'Post review' });
  await tabTo(page, post);
  await page.keyboard.press('Enter');
  const stars = form.getByRole('radiogroup', { name: 'Your rating' });
  const oneStar = stars.getByRole('radio', { name: '1 star', exact: true });
  await expect(oneStar).toBeFocused();
  await expect(oneStar).toHaveAccessibleDescription(/Choose a rating from 1 to 5 stars\./);
  await expect(stars).toHaveAttribute('aria-invalid', 'true');
  await axe.expectNoViolations(page, 'the review form with its error shown');

  // Space takes the focused star, the arrows move along the group.
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Title (optional)' })).toBeFocused();
  await page.keyboard.type('Warm and soft');
  await page.keyboard.press('Tab');
  await page.keyboard.type('My son wears it every day.');
  await tabTo(page, post);
  await page.keyboard.press('Enter');

  const yours = page.getByRole('region', { name: 'Your review' });
  const article = yours.getByRole('article');
  await expect(article).toBeFocused();
  await expect(article).toContainText('Rated 4 out of 5: Warm and soft');
  await expect(announcer(page)).toHaveText('Thank you, your review is posted. Rated 4 out of 5 by 1 buyer.');
  // Said once: no other live region repeats it.
  await expect(
    page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: 'your review is posted' }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('main').getByText('4 out of 5, 1 review', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();
  expect(await hasFocus(article)).toBe(true);

  // The server has it, and the product's rating with it.
  const stored = await call<{ product: Product }>(stack.baseUrl, 'GET', `/api/product/${reviewed._id}`);
  expect(stored.product.rating).toEqual({ average: 4, count: 1 });
});

for (const language of ['si', 'ta'] as const satisfies readonly Language[]) {
  test(`the review form in ${language}: named in the language, axe with the form open and with its error`, async ({
    page,
    stack,
    axe,
  }) => {
    const product = byName(
      await listProducts(stack.baseUrl),
      language === 'si' ? 'Kids Zip Hoodie' : 'Kids Rain Jacket',
    );
    const buyer = await verifiedBuyer(stack.baseUrl, product, `reviewer-${language}`);
    await signInStored(page, buyer);
    await startIn(page, language);
    await page.goto(`/product/${product._id}#write-review`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const form = page.getByRole('form');
    await expect(form.getByRole('heading')).toBeFocused();
    const stars = form.getByRole('radiogroup', { name: message(language, 'reviews.form.rating') });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await expect(stars.getByRole('radio').nth(4)).toHaveAccessibleName(scriptOf[language]);
    await axe.expectNoViolations(page, `the review form in ${language}`);
    await form.getByRole('button', { name: message(language, 'reviews.form.post') }).click();
    await expect(form.getByText(message(language, 'reviews.form.ratingRequired'))).toBeVisible();
    await axe.expectNoViolations(page, `the review form with its error in ${language}`);
  });
}
