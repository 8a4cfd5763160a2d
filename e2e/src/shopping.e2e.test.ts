// Browse → filter → product → size → add to cart → cart totals → login merges the guest cart → a second
// tab of the same user receives the cart change over the socket (issue 5 "Tests", spec §2, §4, §5, §9).
import { orderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToServerCart,
  amountPattern,
  amountSource,
  listProducts,
  registerShopper,
  serverCart,
} from './harness/api';
import {
  addToCartOnProductPage,
  cartCount,
  cartLink,
  control,
  eventually,
  expectHeading,
  expectPath,
  hasFocus,
  header,
  loginThroughForm,
  productIds,
} from './harness/flows';
import { useBrowser } from './harness/session';

const session = useBrowser();
let catalogue: Product[] = [];

beforeAll(async () => {
  catalogue = await listProducts(session.baseUrl);
});

function product(id: string): Product {
  const found = catalogue.find((item) => item._id === id);
  if (!found) throw new Error(`product ${id} is not in the catalogue`);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quantity box of one cart row; its name says which product and size it belongs to. */
function quantityInput(page: Page, item: Product, size: string) {
  return page
    .getByRole('main')
    .getByRole('spinbutton', { name: new RegExp(`${escape(item.name)}.*\\b${size}\\b`, 'i') });
}

async function mainText(page: Page) {
  return page.getByRole('main').innerText();
}

async function expectTotals(page: Page, subtotal: number) {
  await page.getByRole('heading', { name: /cart\s*totals/i }).waitFor();
  const { total } = orderTotals([{ price: subtotal, quantity: 1 }]);
  await eventually(async () => {
    const text = await mainText(page);
    expect(text).toMatch(new RegExp(`Subtotal[^\\d]*${amountSource(subtotal)}`, 'i'));
    expect(text).toMatch(/Delivery Fee[^\d]*200\.00/i);
    expect(text).toMatch(new RegExp(`(^|\\n)\\s*Total[^\\d]*${amountSource(total)}`, 'im'));
  });
}

describe('browsing the collection', () => {
  it('keeps categories, type, sort and search in the URL across a reload, and shows what the API would', async () => {
    const { page } = session;
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
      session.baseUrl,
      '?category=Men&subCategory=Topwear&search=shirt&sort=low-high',
    );
    expect(expected.length).toBeGreaterThan(1);
    const expectedIds = expected.map((item) => item._id);
    await eventually(async () => expect(await productIds(main)).toEqual(expectedIds));
    // The result count is announced politely.
    await eventually(async () =>
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: new RegExp(`\\b${expected.length}\\b`) })
          .count(),
      ).toBeGreaterThan(0),
    );

    await eventually(() => {
      const query = decodeURIComponent(new URL(page.url()).search);
      for (const part of ['Men', 'Topwear', 'low-high', 'shirt']) expect(query).toContain(part);
    });

    await page.reload();
    await expectHeading(page, /collection/i);
    expect(await main.getByRole('checkbox', { name: 'Men', exact: true }).isChecked()).toBe(true);
    expect(await main.getByRole('checkbox', { name: 'Topwear', exact: true }).isChecked()).toBe(true);
    expect(await main.getByRole('checkbox', { name: 'Women', exact: true }).isChecked()).toBe(false);
    expect(await main.getByRole('combobox', { name: /sort/i }).inputValue()).toBe('low-high');
    await eventually(async () => expect(await productIds(main)).toEqual(expectedIds));
    const prices = expectedIds.map((id) => product(id).price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // After the reload the search bar shows what was searched for.
    const searchbox = page.getByRole('searchbox', { name: /search/i });
    expect(await searchbox.inputValue()).toBe('shirt');

    // Closing the search bar drops the search (the filters and sort stay) and returns focus to its toggle.
    await page.getByRole('button', { name: 'Close search', exact: true }).click();
    await searchbox.waitFor({ state: 'hidden' });
    await eventually(() => expect(new URL(page.url()).searchParams.get('search')).toBeNull());
    const withoutSearch = await listProducts(
      session.baseUrl,
      '?category=Men&subCategory=Topwear&sort=low-high',
    );
    await eventually(async () =>
      expect(await productIds(main)).toEqual(withoutSearch.map((entry) => entry._id)),
    );
    expect(await hasFocus(header(page).getByRole('button', { name: 'Search', exact: true }))).toBe(true);
  });
});

describe('a product page', () => {
  it('asks for a size, then adds the chosen size to the cart; the cart shows the row and the totals', async () => {
    const { page } = session;
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
    expect(await mainText(page)).toMatch(amountPattern(item.price));
    expect(await mainText(page)).toMatch(/\b4 (out )?of 5\b/i);
    expect(await mainText(page)).toMatch(/\b122\b/);

    // No size yet: the spec's warning, shown for 3 seconds.
    await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const warning = page.getByText('Please select a size before adding to cart.', { exact: true });
    await warning.first().waitFor();
    expect(await cartCount(page)).toBe(0);
    await warning.first().waitFor({ state: 'hidden', timeout: 5_000 });

    const sizeM = main.getByRole('button', { name: 'M', exact: true });
    expect(await sizeM.getAttribute('aria-pressed')).toBe('false');
    await sizeM.click();
    expect(await sizeM.getAttribute('aria-pressed')).toBe('true');
    await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await eventually(async () => expect(await cartCount(page)).toBe(1));

    // Description / Reviews (122) are a real tab pattern.
    const reviews = main.getByRole('tab', { name: /reviews\s*\(122\)/i });
    await reviews.click();
    expect(await reviews.getAttribute('aria-selected')).toBe('true');
    expect(
      await main.getByRole('tab', { name: 'Description', exact: true }).getAttribute('aria-selected'),
    ).toBe('false');
    await main.getByRole('tabpanel').first().waitFor();

    // RELATED PRODUCTS: up to 5, same category and type, never the product itself.
    await main.getByRole('heading', { name: /related\s*products/i }).waitFor();
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
    expect(await mainText(page)).toContain(item.name);
    expect(await quantityInput(page, item, 'M').inputValue()).toBe('1');
    await expectTotals(page, item.price);
  });

  it('shows a real not-found page for an unknown product id and an unknown route', async () => {
    const { page } = session;
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expectHeading(page, /not found/i);
    await page.goto('/no-such-page');
    await expectHeading(page, /not found/i);
    await control(page.getByRole('main'), /home|collection|shop/i)
      .first()
      .waitFor();
  });
});

describe('the cart', () => {
  it('says when it is empty, links to the collection, and totals 0', async () => {
    const { page } = session;
    await page.goto('/cart');
    await expectHeading(page, /cart/i);
    await eventually(async () => expect(await mainText(page)).toMatch(/your cart is empty|cart is empty/i));
    await page
      .getByRole('main')
      .getByRole('link', { name: /collection|shop/i })
      .first()
      .waitFor();
    await expectTotals(page, 0);
  });

  it('applies typed quantities (ignoring 0 and empty), removes at 1 with an undo toast, and undoes', async () => {
    const { page } = session;
    const item = catalogue.find((entry) => entry.sizes.includes('L'));
    if (!item) throw new Error('the seeded catalogue has no product in size L');
    await addToCartOnProductPage(page, item._id, 'L');
    await cartLink(page).click();
    await expectPath(page, '/cart');
    const main = page.getByRole('main');
    const quantity = quantityInput(page, item, 'L');
    const who = escape(item.name);

    await quantity.fill('3');
    await eventually(async () => expect(await cartCount(page)).toBe(3));
    await expectTotals(page, 3 * item.price);
    for (const ignored of ['0', '']) {
      await quantity.fill(ignored);
      await quantity.blur();
      await eventually(async () => expect(await quantity.inputValue()).toBe('3'));
      expect(await cartCount(page)).toBe(3);
    }

    const decrease = main.getByRole('button', { name: new RegExp(`decrease.*${who}`, 'i') });
    await decrease.click();
    await decrease.click();
    await eventually(async () => expect(await quantity.inputValue()).toBe('1'));
    await decrease.click();
    // Gone, said in a polite live region with an Undo button, and the focus is not dropped on the page body.
    await eventually(async () => expect(await quantity.count()).toBe(0));
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Removed ${item.name} (size L) from your cart.` });
    await notice.first().waitFor();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expectTotals(page, 0);

    await notice.first().getByRole('button', { name: 'Undo', exact: true }).click();
    await eventually(async () => expect(await quantity.inputValue()).toBe('1'));
    await expectTotals(page, item.price);
  });

  it('login merges the guest cart into the stored one, and a second tab receives changes over the socket', async () => {
    const { page, context, baseUrl } = session;
    const account = await registerShopper(baseUrl, 'merge');
    const [stored, guest] = catalogue.filter(
      (entry) => entry.sizes.includes('S') && entry.sizes.includes('M'),
    );
    if (!stored || !guest) throw new Error('the seeded catalogue needs two products with sizes S and M');

    // Already in the account's cart (from another device), and a different item added as a guest.
    await addToServerCart(baseUrl, account.token, stored._id, 'S');
    await addToCartOnProductPage(page, guest._id, 'M');
    expect(await cartCount(page)).toBe(1);

    await loginThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await eventually(async () => expect(await cartCount(page)).toBe(2), 8_000);
    expect(await serverCart(baseUrl, account.token)).toEqual({
      [stored._id]: { S: 1 },
      [guest._id]: { M: 1 },
    });

    await cartLink(page).click();
    await expectPath(page, '/cart');
    expect(await quantityInput(page, stored, 'S').inputValue()).toBe('1');
    expect(await quantityInput(page, guest, 'M').inputValue()).toBe('1');
    await expectTotals(page, stored.price + guest.price);

    // A second tab of the same user (same browser context, so the same stored token).
    const secondTab = await context.newPage();
    await secondTab.goto('/cart');
    await eventually(async () => expect(await quantityInput(secondTab, guest, 'M').inputValue()).toBe('1'));

    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`increase.*${escape(guest.name)}`, 'i') })
      .click();
    await eventually(async () => expect(await quantityInput(page, guest, 'M').inputValue()).toBe('2'));
    // No reload: the change arrives over socket.io as cart_updated.
    await eventually(
      async () => expect(await quantityInput(secondTab, guest, 'M').inputValue()).toBe('2'),
      8_000,
    );
    await eventually(async () => expect(await cartCount(secondTab)).toBe(3));
    await expectTotals(secondTab, stored.price + 2 * guest.price);
    await eventually(async () =>
      expect(await serverCart(baseUrl, account.token)).toEqual({
        [stored._id]: { S: 1 },
        [guest._id]: { M: 2 },
      }),
    );
  });
});
