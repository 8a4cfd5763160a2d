// Browse → filter → product → size → add to cart → cart totals → login merges the guest cart → a second
// tab of the same user receives the cart change over the socket (issue 5 "Tests", spec §2, §4, §5, §9).
import type { Page } from '@playwright/test';
import type { Product, ProductListResponse } from '@store/contracts/products';
import { addToServerCart, amountPattern, listProducts, registerShopper, serverCart } from './harness/api';
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
  header,
  loginThroughForm,
  productIds,
} from './harness/flows';

let catalogue: Product[] = [];

test.beforeAll(async ({ stack }) => {
  catalogue = await listProducts(stack.baseUrl);
});

function product(id: string): Product {
  const found = catalogue.find((item) => item._id === id);
  if (!found) throw new Error(`product ${id} is not in the catalogue`);
  return found;
}

/**
 * The whole collection's list answers as the page receives them (a filtered list is left out), and every
 * list request's query; `forPage` waits for the newest answer for a page.
 */
function collectionAnswers(page: Page) {
  const queries: URLSearchParams[] = [];
  const received: Array<{ page: number; body: ProductListResponse }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/product/list') return;
    queries.push(url.searchParams);
    if (url.searchParams.has('category') || url.searchParams.has('search') || !response.ok()) return;
    // A body the browser no longer holds (the page moved on) is an answer the test does not need.
    const body = (await response.json().catch(() => undefined)) as ProductListResponse | undefined;
    if (body) received.push({ page: Number(url.searchParams.get('page') ?? 1), body });
  });
  const forPage = async (number: number): Promise<ProductListResponse> => {
    await expect.poll(() => received.some((answer) => answer.page === number)).toBe(true);
    const answer = received.findLast((entry) => entry.page === number);
    if (!answer) throw new Error(`no list answer for page ${number}`);
    return answer.body;
  };
  return { queries, forPage };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quantity box of one cart row; its name says which product and size it belongs to. */
function quantityInput(page: Page, item: Product, size: string) {
  return page
    .getByRole('main')
    .getByRole('spinbutton', { name: new RegExp(`${escape(item.name)}.*\\b${size}\\b`, 'i') });
}

test.describe('browsing the collection', () => {
  test('keeps categories, type, sort and search in the URL across a reload, and shows what the API would', async ({
    page,
    stack,
  }) => {
    await page.goto('/collection');
    await expectHeading(page, /collection/i);
    const main = page.getByRole('main');

    await main.getByRole('checkbox', { name: 'Men', exact: true }).check();
    await main.getByRole('checkbox', { name: 'Topwear', exact: true }).check();
    await main.getByRole('combobox', { name: /sort/i }).selectOption({ label: 'Low to High' });
    // The search icon is in the header on /collection only; it opens the search bar.
    await header(page)
      .getByRole('button', { name: /search/i })
      .click();
    const search = page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /search/i }))
      .first();
    await search.fill('shirt');

    const expected = await listProducts(
      stack.baseUrl,
      '?category=Men&subCategory=Topwear&search=shirt&sort=low-high',
    );
    expect(expected.length).toBeGreaterThan(1);
    const expectedIds = expected.map((item) => item._id);
    await expect.poll(() => productIds(main)).toEqual(expectedIds);
    // The result count is announced politely.
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(`\\b${expected.length}\\b`) }),
    ).not.toHaveCount(0);

    const parts = ['Men', 'Topwear', 'low-high', 'shirt'];
    await expect(page).toHaveURL((url) =>
      parts.every((part) => decodeURIComponent(url.search).includes(part)),
    );

    await page.reload();
    await expectHeading(page, /collection/i);
    await expect(main.getByRole('checkbox', { name: 'Men', exact: true })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: 'Topwear', exact: true })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: 'Women', exact: true })).not.toBeChecked();
    await expect(main.getByRole('combobox', { name: /sort/i })).toHaveValue('low-high');
    await expect.poll(() => productIds(main)).toEqual(expectedIds);
    const prices = expectedIds.map((id) => product(id).price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // After the reload the search bar shows what was searched for.
    const searchbox = page.getByRole('searchbox', { name: /search/i });
    await expect(searchbox).toHaveValue('shirt');

    // Closing the search bar drops the search (the filters and sort stay) and returns focus to its toggle.
    await page.getByRole('button', { name: 'Close search', exact: true }).click();
    await expect(searchbox).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === null);
    const withoutSearch = await listProducts(
      stack.baseUrl,
      '?category=Men&subCategory=Topwear&sort=low-high',
    );
    await expect.poll(() => productIds(main)).toEqual(withoutSearch.map((entry) => entry._id));
    await expect(header(page).getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });
});

test.describe('collection pages', () => {
  test('asks the server for one page at a time; numbered links move between pages, focus and count follow', async ({
    page,
    stack,
  }) => {
    const pageSize = 20;
    const pagesOf = (count: number) => Math.ceil(count / pageSize);
    // Each page is checked against the answer the page itself received, and that answer against the API's
    // own page of the same number: the screen shows what it was sent, and the server pages the catalogue.
    const answers = collectionAnswers(page);
    await page.goto('/collection');
    await expectHeading(page, /collection/i);
    const main = page.getByRole('main');
    const pages = main.getByRole('navigation', { name: 'Collection pages' });
    const expectServerPage = async (number: number, answer: ProductListResponse) => {
      const served = await listProducts(stack.baseUrl, `?page=${number}&limit=${pageSize}`);
      expect(answer.products.map((item) => item._id)).toEqual(served.map((item) => item._id));
      expect(served.map((item) => item._id)).toEqual(
        catalogue.slice((number - 1) * pageSize, number * pageSize).map((item) => item._id),
      );
    };
    const showsPage = async (number: number) => {
      const answer = await answers.forPage(number);
      const first = (number - 1) * pageSize + 1;
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `${answer.total} products found, showing ${first}–${first + pageSize - 1}` }),
      ).toHaveCount(1);
      await expect
        .poll(() => productIds(main.getByRole('list', { name: 'Products' })))
        .toEqual(answer.products.map((item) => item._id));
      await expectServerPage(number, answer);
      return answer;
    };
    const firstPage = await showsPage(1);
    // The seeded catalogue fills three pages.
    expect(firstPage.total).toBeGreaterThan(2 * pageSize);
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every list call the collection made asked for a page, never the whole catalogue.
    expect(answers.queries.length).toBeGreaterThan(0);
    for (const query of answers.queries) expect(query.get('limit')).toBe(String(pageSize));

    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    const secondPage = await showsPage(2);
    await expect(
      main.getByRole('heading', { name: `Products, page 2 of ${pagesOf(secondPage.total)}` }),
    ).toBeFocused();

    // By keyboard: the next page's link, then Back returns to page 2 from the last page.
    await pages.getByRole('link', { name: 'Next page', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=3\b/);
    const thirdPage = await answers.forPage(3);
    await expect(
      main.getByRole('heading', { name: `Products, page 3 of ${pagesOf(thirdPage.total)}` }),
    ).toBeFocused();
    await expect
      .poll(() => productIds(main.getByRole('list', { name: 'Products' })))
      .toEqual(thirdPage.products.map((item) => item._id));
    await expectServerPage(3, thirdPage);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2\b/);

    // A filter starts again from the first page.
    await main.getByRole('checkbox', { name: 'Kids', exact: true }).check();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === null);
    const kids = await listProducts(stack.baseUrl, '?category=Kids&limit=20');
    await expect
      .poll(() => productIds(main.getByRole('list', { name: 'Products' })))
      .toEqual(kids.map((item) => item._id));
  });

  test('finds trousers for a misspelt “trowsers” typed into the search bar', async ({ page }) => {
    await page.goto('/collection');
    await expectHeading(page, /collection/i);
    await header(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('trowsers');
    const main = page.getByRole('main');
    const found = main.getByRole('list', { name: 'Products' }).getByRole('link');
    await expect(page.getByRole('status').filter({ hasText: /products? found for “trowsers”/ })).toHaveCount(
      1,
    );
    await expect(found.first()).toBeVisible();
    const names = await found.allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/trousers/i);
  });
});

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
      expect(product(id).category).toBe(item.category);
      expect(product(id).subCategory).toBe(item.subCategory);
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
