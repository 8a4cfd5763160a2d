import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { activateCatalogue } from '../../i18n/i18n';
import { currentPageVoice } from '../../lib/page-voice';
import { completeOnboardingFlag, listBody, product } from '../../testing/fixtures';
import { mockApi, ok, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

let catalogue: Product[] = [];
const smallCatalogue: Product[] = [
  product({ name: 'Men Linen Shirt', category: 'Men', subCategory: 'Topwear', price: 4490 }),
  product({ name: 'Men Denim Jeans', category: 'Men', subCategory: 'Bottomwear', price: 6990 }),
  product({ name: 'Women Batik Top', category: 'Women', subCategory: 'Topwear', price: 3990 }),
  product({ name: 'Kids Rain Jacket', category: 'Kids', subCategory: 'Winterwear', price: 2990 }),
];

/** A small stand-in for the server's filtering and paging, so the page shows what the server answered. */
function serveList(call: RecordedCall) {
  const categories = call.query.getAll('category');
  const types = call.query.getAll('subCategory');
  const search = call.query.get('search')?.toLowerCase();
  let products = catalogue.filter(
    (item) =>
      (categories.length === 0 || categories.includes(item.category)) &&
      (types.length === 0 || types.includes(item.subCategory)) &&
      (!search || item.name.toLowerCase().includes(search)),
  );
  const sort = call.query.get('sort');
  if (sort === 'low-high') products = [...products].sort((a, b) => a.price - b.price);
  if (sort === 'high-low') products = [...products].sort((a, b) => b.price - a.price);
  const limit = Number(call.query.get('limit') ?? 20);
  const page = Number(call.query.get('page') ?? 1);
  return ok(
    listBody(products.slice((page - 1) * limit, page * limit), { total: products.length, page, limit }),
  );
}

/** 45 products, newest first: "Garment 1" … "Garment 45". */
const manyProducts = () =>
  Array.from({ length: 45 }, (_, index) =>
    product({ name: `Garment ${index + 1}`, date: Date.UTC(2026, 0, 1) - index * 60_000 }),
  );

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  catalogue = smallCatalogue;
  api = mockApi({ 'GET /api/product/list': serveList });
});
afterEach(() => api.restore());

const productNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
/** The polite live region that announces the number of results. */
async function expectCount(text: string) {
  const region = await screen.findByText(text);
  expect(region).toHaveAttribute('role', 'status');
}
const lastListQuery = () => api.callsTo('GET', '/api/product/list').at(-1)?.query.toString();

describe('collection filters, sort and search', () => {
  it('reads filters and sort from the URL and asks the server for them', async () => {
    renderApp('/collection?category=Men&sort=high-low');
    await expectCount('2 products found');
    expect(screen.getByRole('checkbox', { name: 'Men' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Women' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('high-low');
    expect(lastListQuery()).toBe('category=Men&sort=high-low&limit=20');
    expect(productNames()).toEqual(['Men Denim Jeans', 'Men Linen Shirt']);
  });

  it('puts each filter change in the URL and announces the new count', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection');
    await expectCount('4 products found');

    const categories = screen.getByRole('group', { name: 'CATEGORIES' });
    const types = screen.getByRole('group', { name: 'TYPE' });
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Men', 'Women', 'Kids']);
    expect(within(types).getAllByRole('checkbox')).toHaveLength(3);

    await user.click(within(types).getByRole('checkbox', { name: 'Topwear' }));
    expect(router.state.location.search).toBe('?subCategory=Topwear');
    await expectCount('2 products found');

    await user.click(within(categories).getByRole('checkbox', { name: 'Women' }));
    expect(router.state.location.search).toBe('?subCategory=Topwear&category=Women');
    await expectCount('1 product found');
    expect(productNames()).toEqual(['Women Batik Top']);

    await user.click(within(types).getByRole('checkbox', { name: 'Topwear' }));
    expect(router.state.location.search).toBe('?category=Women');
  });

  it('offers the spec sort keys and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection');
    await expectCount('4 products found');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['relavent', 'Relevant'],
      ['low-high', 'Low to High'],
      ['high-low', 'High to Low'],
      ['rating', 'Top rated'],
    ]);
    await user.selectOptions(sort, 'low-high');
    expect(router.state.location.search).toBe('?sort=low-high');
    await waitFor(() =>
      expect(productNames()).toEqual([
        'Kids Rain Jacket',
        'Women Batik Top',
        'Men Linen Shirt',
        'Men Denim Jeans',
      ]),
    );
    await user.selectOptions(sort, 'relavent');
    expect(router.state.location.search).toBe('');
  });

  it('searches from the search bar, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection?category=Men');
    await expectCount('2 products found');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'linen');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Men&search=linen'));
    await expectCount('1 product found for “linen”');
    expect(lastListQuery()).toBe('category=Men&search=linen&limit=20');
  });

  it('never pairs the old count with the new search while its results load', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.restore();
    api = mockApi({
      'GET /api/product/list': async (call) => {
        if (call.query.has('search')) await held;
        return serveList(call);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/collection?category=Men');
    await expectCount('2 products found');
    const region = screen.getByText('2 products found');
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'linen');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Men&search=linen'));
    // The old results are still on screen, and the status still describes them.
    expect(region).toHaveTextContent('2 products found');
    release();
    await expectCount('1 product found for “linen”');
    observer.disconnect();
    expect(said.filter((text) => text.includes('“'))).toEqual(['1 product found for “linen”']);
  });

  it('opens with the search bar showing when the URL has a search', async () => {
    renderApp('/collection?search=jacket');
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('jacket');
    await expectCount('1 product found for “jacket”');
  });

  it('says so when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection?category=Kids&subCategory=Topwear');
    expect(await screen.findByText('No products match your choice.')).toBeInTheDocument();
    await expectCount('0 products found');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await expectCount('4 products found');
  });

  it('shows the spec toast when the list cannot be fetched', async () => {
    api.on('GET /api/product/list', 'network-error');
    renderApp('/collection');
    expect(await screen.findByText('Error fetching products')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching products');
    await expectCount('The products could not be loaded.');
  });
});

describe('collection pages', () => {
  beforeEach(() => {
    catalogue = manyProducts();
  });
  const pagesNav = () => screen.getByRole('navigation', { name: 'Collection pages' });

  it('asks the server for one page at a time and moves by numbered links, focus to the new page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection');
    await expectCount('45 products found, showing 1–20');
    expect(lastListQuery()).toBe('limit=20');
    expect(productNames()).toHaveLength(20);
    expect(productNames()[0]).toBe('Garment 1');
    expect(within(pagesNav()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagesNav()).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(pagesNav()).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await expectCount('45 products found, showing 21–40');
    expect(lastListQuery()).toBe('page=2&limit=20');
    expect(productNames()[0]).toBe('Garment 21');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Products, page 2 of 3' })).toHaveFocus());

    await user.click(within(pagesNav()).getByRole('link', { name: 'Page 3' }));
    await expectCount('45 products found, showing 41–45');
    expect(productNames()).toHaveLength(5);
    expect(within(pagesNav()).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagesNav()).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Products, page 3 of 3' })).toHaveFocus());

    // Back returns to the page before, as with any link.
    router.navigate(-1);
    await expectCount('45 products found, showing 21–40');
  });

  it('reads the page from the URL and starts again from page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection?page=3');
    await expectCount('45 products found, showing 41–45');
    await user.click(screen.getByRole('checkbox', { name: 'Men' }));
    expect(router.state.location.search).toBe('?category=Men');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'low-high');
    expect(router.state.location.search).toBe('?category=Men&sort=low-high');
  });

  it('says when the page asked for is past the end, and links to the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/collection?page=9');
    expect(await screen.findByText('There is no page 9: the results end at page 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(router.state.location.search).toBe('');
    await expectCount('45 products found, showing 1–20');
  });

  it('turns pages by voice ("next page", "previous page") and says where it is', async () => {
    const { router } = renderApp('/collection');
    await expectCount('45 products found, showing 1–20');
    const turn = (direction: 'next' | 'previous') => {
      let answer = '';
      act(() => {
        answer = currentPageVoice()?.turnPage?.(direction) ?? 'no handler';
      });
      return answer;
    };
    expect(turn('previous')).toBe('This is the first page, of 3.');
    expect(turn('next')).toBe('Page 2 of 3.');
    expect(router.state.location.search).toBe('?page=2');
    await expectCount('45 products found, showing 21–40');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Products, page 2 of 3' })).toHaveFocus());
    expect(turn('next')).toBe('Page 3 of 3.');
    await expectCount('45 products found, showing 41–45');
    expect(turn('next')).toBe('This is the last page, 3.');
    expect(turn('previous')).toBe('Page 2 of 3.');
    expect(router.state.location.search).toBe('?page=2');
  });

  it("loads the first row's pictures at once and holds the rest back until they are scrolled near", async () => {
    catalogue = manyProducts();
    renderApp('/collection');
    await waitFor(() => expect(productNames()).toHaveLength(20));
    const loading = within(screen.getByRole('list', { name: 'Products' }))
      .getAllByRole('presentation')
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(4).fill('eager'), ...Array<string>(16).fill('lazy')]);
  });

  it('shows no page links when everything fits on one page', async () => {
    catalogue = smallCatalogue;
    renderApp('/collection');
    await expectCount('4 products found');
    expect(screen.queryByRole('navigation', { name: 'Collection pages' })).not.toBeInTheDocument();
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('collection in %s', (language, messages, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  it('says its heading, filters, sort, count and pages in the language, and asks for products in it', async () => {
    catalogue = manyProducts();
    renderApp('/collection?category=Men');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    for (const group of screen.getAllByRole('group')) expect(group).toHaveAccessibleName(script);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAccessibleName(script);
    expect(screen.getByRole('checkbox', { checked: true })).toHaveAccessibleName(script);
    const sort = screen.getByRole('combobox', { name: script });
    for (const option of within(sort).getAllByRole('option')) expect(option).toHaveTextContent(script);
    const count = await screen.findByText(/45/, { selector: '[role="status"]' });
    expect(count).toHaveTextContent(script);
    const pages = within(screen.getByRole('main')).getByRole('navigation', { name: script });
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveAccessibleName(script);
    expect(lastListQuery()).toContain(`lang=${language}`);
  });
});
