import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { activateCatalogue } from '../../i18n/i18n';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const main = product({ name: 'Main Shirt', category: 'Women', subCategory: 'Topwear' });
const sameKind = Array.from({ length: 7 }, (_, index) =>
  product({ name: `Related Top ${index + 1}`, category: 'Women', subCategory: 'Topwear' }),
);
const otherKind = product({ name: 'Women Skirt', category: 'Women', subCategory: 'Bottomwear' });
/** A product whose name is not translated yet: the catalogue says its texts are English. */
const untranslated = product({
  name: 'Batik Sarong',
  category: 'Women',
  subCategory: 'Bottomwear',
  languages: { name: 'en', description: 'en', alt: 'en', imageAlt: ['en', 'en'] },
});
const all: Product[] = [main, ...sameKind, otherKind, untranslated];

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({
    'GET /api/product/:id': ({ params }) => {
      const found = all.find((item) => item._id === params.id);
      return found ? ok({ success: true, product: found }) : fail(404, 'Product not found.');
    },
    'GET /api/product/list': ({ query }) =>
      ok(
        listBody(
          all
            .filter(
              (item) =>
                (!query.get('category') || item.category === query.get('category')) &&
                (!query.get('subCategory') || item.subCategory === query.get('subCategory')) &&
                !(query.get('exclude') ?? '').split(',').includes(item._id),
            )
            .slice(0, Number(query.get('limit') ?? 20)),
        ),
      ),
  });
});
afterEach(() => api.restore());

const cartLink = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, / });

describe('product page', () => {
  it('shows the product and up to 5 related products of the same category and type, not itself', async () => {
    renderApp(`/product/${main._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Shirt' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Main Shirt \| /);
    const related = await screen.findByRole('list', { name: 'RELATED PRODUCTS' });
    const names = within(related)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Related Top 1',
      'Related Top 2',
      'Related Top 3',
      'Related Top 4',
      'Related Top 5',
    ]);
    // The server picks them: five of the kind, the product itself left out.
    expect(api.callsTo('GET', '/api/product/list').at(-1)?.query.toString()).toBe(
      `category=Women&subCategory=Topwear&limit=5&exclude=${main._id}`,
    );
  });

  it('opens a product from a loaded list at once, before its own answer arrives', async () => {
    const user = userEvent.setup();
    let answerProduct: () => void = () => undefined;
    api.on(
      'GET /api/product/:id',
      () =>
        new Promise((resolve) => {
          answerProduct = () =>
            resolve(ok({ success: true, product: { ...main, name: 'Main Shirt (renamed)' } }));
        }),
    );
    renderApp('/collection');
    await user.click(await screen.findByRole('link', { name: 'Main Shirt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Shirt' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', `/api/product/${main._id}`)).toHaveLength(1));

    answerProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Main Shirt (renamed)' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown id with a real not-found page', async () => {
    renderApp('/product/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });

  it('adds to a guest cart kept in localStorage', async () => {
    const user = userEvent.setup();
    renderApp(`/product/${main._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Main Shirt' });
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 2 items'));
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({ [main._id]: { M: 2 } });
    expect(api.callsTo('POST', '/api/cart/add')).toHaveLength(0);
  });

  it('adds through the API when signed in, and shows the server cart', async () => {
    storeSession(auth());
    api.on('POST /api/cart/get', ok({ success: true, cartData: {} }));
    api.on('POST /api/cart/add', ({ body }) =>
      ok({ success: true, message: 'Added to cart', cartData: { [main._id]: { S: 4 } }, echo: body }),
    );
    const user = userEvent.setup();
    renderApp(`/product/${main._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Main Shirt' });
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 4 items'));
    const [call] = api.callsTo('POST', '/api/cart/add');
    expect(call?.body).toEqual({ itemId: main._id, size: 'S' });
    expect(call?.headers.token).toBe('token-of-the-test-shopper');
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it("shows the spec's toast when the server cannot add the item", async () => {
    storeSession(auth());
    api.on('POST /api/cart/get', ok({ success: true, cartData: {} }));
    api.on('POST /api/cart/add', 'network-error');
    const user = userEvent.setup();
    renderApp(`/product/${main._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Main Shirt' });
    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Error adding item to cart')).toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    expect(screen.queryByText(/Added to your cart/)).not.toBeInTheDocument();
  });
});

describe('product page and the shelf', () => {
  it("will not put more in a guest's cart than is left, and says how many are left", async () => {
    const user = userEvent.setup();
    const scarce = product({ name: 'Last Few Tee', sizes: ['S', 'M'], stock: { S: 1, M: 5 } });
    api.on('GET /api/product/:id', ok({ success: true, product: scarce }));
    renderApp(`/product/${scarce._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Last Few Tee' });
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 1 item'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Only 1 of Last Few Tee in size S is left, and your cart already has 1.'),
    ).toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({ [scarce._id]: { S: 1 } });
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('product page in %s', (language, messages, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  it('names its controls in the language, and marks an English product name and text as English', async () => {
    const user = userEvent.setup();
    renderApp(`/product/${untranslated._id}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Batik Sarong' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText(untranslated.description)[0]).toHaveAttribute('lang', 'en');
    // The pictures and the sizes.
    expect(screen.getAllByRole('group', { name: script })).toHaveLength(2);
    expect(screen.getByRole('tablist', { name: script })).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveTextContent(script);
    const add = screen.getAllByRole('button').find((button) => button.classList.contains('product__add'));
    expect(add).toHaveAccessibleName(script);
    if (add) await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent(script);
    expect(document.title).toBe('Batik Sarong | Ceylon Threads');
  });

  it('says a missing product in the language', async () => {
    renderApp('/product/6b0c1c8e-5a9c-4c1e-9a53-00000000dead');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    for (const link of within(screen.getByRole('main')).getAllByRole('link'))
      expect(link).toHaveTextContent(script);
  });
});
