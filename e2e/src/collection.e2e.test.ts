// Browse and filter the collection, page through it, search it (issue 5 "Tests", spec §2): what the screen
// shows against what the API lists.
import type { Page } from '@playwright/test';
import type { Product, ProductListResponse } from '@store/contracts/products';
import { listProducts, productIn } from './harness/api';
import { expect, test } from './harness/fixtures';
import { expectHeading, header, productIds } from './harness/flows';

let catalogue: Product[] = [];

test.beforeAll(async ({ stack }) => {
  catalogue = await listProducts(stack.baseUrl);
});

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
    const prices = expectedIds.map((id) => productIn(catalogue, id).price);
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

  test("has every card and the footer's links in Chrome's own accessibility tree on a phone, off the screen too", async ({
    page,
  }) => {
    // What a screen reader is given is the browser's accessibility tree, not the DOM: content the browser skips
    // drawing off the screen (content-visibility: auto, tried for speed) left the last cards and the footer out.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/collection');
    // The app's page, not the products the page's own script draws before it.
    await expectHeading(page, /collection/i);
    const main = page.getByRole('main');
    await expect.poll(async () => (await productIds(main)).length).toBeGreaterThan(8);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    const cards = await main.locator('.product-card__name').allTextContents();
    const footerLinks = await page.getByRole('contentinfo').getByRole('link').allTextContents();
    expect(footerLinks.length).toBeGreaterThan(1);

    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const linkNames = nodes
      .filter((node) => node.role?.value === 'link' && !node.ignored)
      .map((node) => String(node.name?.value ?? ''));
    for (const name of [...cards, ...footerLinks]) expect(linkNames, name).toContain(name.trim());
  });
});
