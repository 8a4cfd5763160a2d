import type { ChatMessage, MyAssistResponse } from '@store/contracts/assistance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { helperSentProduct } from '../../../lib/helper-sent';
import { assistRequest, assistShopper as shopper, helperMessage } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { fakeSocket, renderApp } from '../../../testing/render-app';
import { DECLINED_SUGGESTIONS_KEY } from './helper-cards';

const shirt = product({
  name: 'Linen Shirt',
  price: 2500,
  sizes: ['S', 'M', 'L'],
  stock: { S: 3, M: 0, L: 10 },
});
const soldOut = product({ name: 'Wool Scarf', sizes: ['M'], stock: { M: 0 } });
const helperId = '33333333-3333-4333-8333-333333333333';
const SOON = { timeout: 5000 };
let api: ReturnType<typeof mockApi>;
let stored: ChatMessage[];
let mine: MyAssistResponse;

beforeEach(() => {
  completeOnboardingFlag();
  stored = [];
  mine = {
    success: true,
    assist: assistRequest({ accept: true, helperId, helperName: 'Kamala' }),
    queuePosition: null,
  };
  api = mockApi({
    'GET /api/product/list': ({ query }) => {
      const ids = query.get('ids')?.split(',') ?? [];
      const search = query.get('search');
      if (ids.length > 0) return ok(listBody([shirt, soldOut].filter((item) => ids.includes(item._id))));
      if (search) return ok(listBody([shirt].filter((item) => item.name.toLowerCase().includes(search))));
      return ok(listBody([shirt, soldOut]));
    },
    'GET /api/product/:id': ok({ success: true, product: shirt }),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'GET /api/assist/mine': () => ok(mine),
    'GET /api/assist': () => ok({ success: true, assist: [mine.assist] }),
    'GET /api/messages/:userId': () => ok({ success: true, messages: stored }),
  });
});
afterEach(() => api.restore());

/** The service takes whatever is sent (the tests read the bodies from the calls). */
const acceptSentMessages = () =>
  api.on('POST /api/messages', () =>
    ok({ success: true, message: 'Sent.', chatMessage: helperMessage('x', null), duplicate: false }, 201),
  );

const widget = () => screen.findByRole('complementary', { name: 'Live chat' });

describe('a product card from the helper, as the shopper sees it', () => {
  it('shows name, price and sizes with what is left, opens the product, and adds the size chosen', async () => {
    storeSession(shopper);
    api.on('POST /api/cart/add', ({ body }) =>
      ok({ success: true, message: 'Added to cart', cartData: { [shirt._id]: { L: 1 } }, echo: body }),
    );
    stored = [helperMessage('Linen Shirt', { kind: 'product', productId: shirt._id })];
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    const card = await within(await widget()).findByRole(
      'group',
      {
        name: 'Product from your helper: Linen Shirt',
      },
      SOON,
    );
    expect(card).toHaveTextContent('Price: LKR');
    expect(card).toHaveTextContent('2,500.00');
    expect(card).toHaveTextContent('Sizes: S, 3 left; M, sold out; L, 10 left');
    expect(helperSentProduct()).toBe(shirt._id);

    const size = within(card).getByRole('combobox', { name: 'Size: Linen Shirt' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['S', 'L']);
    await user.selectOptions(size, 'L');
    await user.click(within(card).getByRole('button', { name: 'Add to cart: Linen Shirt' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/cart/add')[0]?.body).toMatchObject({ itemId: shirt._id, size: 'L' }),
    );
    expect(await screen.findByText('Added to your cart: Linen Shirt, size L.')).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Open Linen Shirt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${shirt._id}`));
  });

  it('a product sent in an earlier session is not "the product my helper sent"', async () => {
    storeSession(shopper);
    const earlier = helperMessage('Linen Shirt', { kind: 'product', productId: shirt._id });
    stored = [{ ...earlier, createdAt: new Date(Date.now() - 86_400_000).toISOString() }];
    renderApp('/about');
    await within(await widget()).findByRole('group', { name: 'Product from your helper: Linen Shirt' }, SOON);
    expect(helperSentProduct()).toBeNull();
  });

  it('says when every size is sold out, and when the product is no longer sold', async () => {
    storeSession(shopper);
    stored = [
      helperMessage('Wool Scarf', { kind: 'product', productId: soldOut._id }),
      helperMessage('Gone Shirt', { kind: 'product', productId: '99999999-9999-4999-8999-999999999999' }),
    ];
    renderApp('/about');
    const card = await within(await widget()).findByRole(
      'group',
      {
        name: 'Product from your helper: Wool Scarf',
      },
      SOON,
    );
    expect(card).toHaveTextContent('Every size is sold out.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(await within(await widget()).findByText('This product is no longer sold.')).toBeInTheDocument();
  });
});

describe('a page the helper suggests', () => {
  it('says the page in words, opens it, or says no thanks to the helper (remembered)', async () => {
    storeSession(shopper);
    const suggestion = helperMessage('Collection, Women, Winterwear', {
      kind: 'page',
      path: '/collection?category=Women&subCategory=Winterwear',
    });
    stored = [suggestion];
    acceptSentMessages();
    const user = userEvent.setup();
    const first = renderApp('/about');
    const chat = await widget();
    expect(
      await within(chat).findByText('Your helper suggests: Collection, Women, Winterwear', {}, SOON),
    ).toBeInTheDocument();
    await user.click(within(chat).getByRole('link', { name: 'Open: Collection, Women, Winterwear' }));
    await waitFor(() =>
      expect(`${first.router.state.location.pathname}${first.router.state.location.search}`).toBe(
        '/collection?category=Women&subCategory=Winterwear',
      ),
    );
    // The new page's heading takes the focus once its screen is drawn; pressing "No thanks" before that
    // would see the focus leave what took the buttons' place.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), SOON);
    await user.click(within(chat).getByRole('button', { name: 'No thanks: Collection, Women, Winterwear' }));
    // The buttons are gone: the focus is on what took their place.
    expect(within(chat).getByText('You said no thanks.')).toHaveFocus();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages')[0]?.body).toMatchObject({
        from: 'user',
        content: 'No thanks to: Collection, Women, Winterwear',
      }),
    );
    expect(JSON.parse(localStorage.getItem(DECLINED_SUGGESTIONS_KEY) ?? '[]')).toEqual([suggestion._id]);
    first.unmount();

    renderApp('/about');
    expect(await within(await widget()).findByText('You said no thanks.', {}, SOON)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Open: / })).not.toBeInTheDocument();
  });
});

describe('the helper sends a product or a page', () => {
  it('searches the catalogue and sends a product card, and suggests a page, as chat messages', async () => {
    storeSession(auth({ id: helperId, name: 'Kamala', role: 'helper' }));
    acceptSentMessages();
    const user = userEvent.setup();
    const assistSocket = fakeSocket();
    renderApp(`/assis-live?shopper=${shopper.id}`, { assistSocket });
    const panel = await screen.findByRole(
      'region',
      { name: `Send ${shopper.name} a product or a page` },
      SOON,
    );
    await user.type(within(panel).getByRole('searchbox', { name: 'Search the catalogue' }), 'linen');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('1 product found for “linen”.');
    await user.click(within(panel).getByRole('button', { name: `Send Linen Shirt to ${shopper.name}` }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages')[0]?.body).toMatchObject({
        userId: shopper.id,
        from: 'assistant',
        content: 'Linen Shirt',
        attachment: { kind: 'product', productId: shirt._id },
      }),
    );

    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Page to suggest' }),
      'Collection, Women, Winterwear',
    );
    await user.click(within(panel).getByRole('button', { name: `Suggest this page to ${shopper.name}` }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages')[1]?.body).toMatchObject({
        content: 'Collection, Women, Winterwear',
        attachment: { kind: 'page', path: '/collection?category=Women&subCategory=Winterwear' },
      }),
    );
    act(() => assistSocket.serverEmit('connect'));
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('cards in %s', (language, catalogue, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, catalogue);
  });

  it('the shopper’s product card and page suggestion speak the shop’s language', async () => {
    storeSession(shopper);
    stored = [
      helperMessage('Linen Shirt', { kind: 'product', productId: shirt._id }),
      helperMessage('Collection, Women', { kind: 'page', path: '/collection?category=Women' }),
    ];
    renderApp('/about');
    const chat = await screen.findByRole('complementary', { name: t('chat.title') }, SOON);
    const card = await within(chat).findByRole(
      'group',
      { name: t('chat.productCard.label', { name: 'Linen Shirt' }) },
      SOON,
    );
    expect(card).toHaveTextContent(t('chat.productCard.sizes', { sizes: '' }).trim());
    for (const control of [
      within(card).getByRole('link', { name: t('chat.productCard.open', { name: 'Linen Shirt' }) }),
      within(card).getByRole('button', { name: `${t('chat.productCard.add')}: Linen Shirt` }),
      within(card).getByRole('combobox', { name: `${t('chat.productCard.size')}: Linen Shirt` }),
    ]) {
      expect(control).toHaveAccessibleName(script);
    }
    const page = t('chat.suggestion.collection', { filters: t('common.category.women') });
    expect(within(chat).getByText(t('chat.suggestion.text', { page }))).toHaveTextContent(script);
    expect(
      within(chat).getByRole('button', { name: `${t('chat.suggestion.noThanks')}: ${page}` }),
    ).toHaveAccessibleName(script);
  });

  it('the helper’s panel speaks the helper’s language', async () => {
    storeSession(auth({ id: helperId, name: 'Kamala', role: 'helper' }));
    renderApp(`/assis-live?shopper=${shopper.id}`);
    const panel = await screen.findByRole(
      'region',
      { name: t('helperLive.send.title', { name: shopper.name }) },
      SOON,
    );
    expect(within(panel).getByRole('searchbox')).toHaveAccessibleName(script);
    const pages = within(within(panel).getByRole('combobox')).getAllByRole('option');
    for (const option of pages) expect(option).toHaveTextContent(script);
  });
});
