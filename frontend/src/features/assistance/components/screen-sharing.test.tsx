import {
  NAMED_SCREENS,
  type MyAssistResponse,
  type SharedView,
  type ShopperViewPayload,
} from '@store/contracts/assistance';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assistRequest, assistShopper as shopper } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { fakeSocket, renderApp } from '../../../testing/render-app';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { useDescribeScreen } from '../../../lib/shared-screen';
import { SCREEN_SHARING_KEY } from '../hooks/use-screen-sharing';
import { screenInWords } from '../utils/screen-words';

const shirt = product({ name: 'Linen Shirt', sizes: ['S', 'M'] });
const helperId = '33333333-3333-4333-8333-333333333333';
let api: ReturnType<typeof mockApi>;
let mine: MyAssistResponse;

beforeEach(() => {
  completeOnboardingFlag();
  mine = {
    success: true,
    assist: assistRequest({ accept: true, helperId, helperName: 'Kamala' }),
    queuePosition: null,
  };
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt])),
    'GET /api/product/:id': ok({ success: true, product: shirt }),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'GET /api/assist/mine': () => ok(mine),
    'GET /api/assist': ok({ success: true, assist: [mine.assist] }),
    'GET /api/messages/:userId': ok({ success: true, messages: [] }),
  });
});
afterEach(() => api.restore());

const shared = (socket: ReturnType<typeof fakeSocket>) =>
  socket.emitted.filter((call) => call.event === 'share_view').map((call) => call.args[0]);
const lastShared = (socket: ReturnType<typeof fakeSocket>) => shared(socket).at(-1);
/** Pages load lazily: on a busy machine the first visit to a route takes more than waitFor's 1 s. */
const SOON = { timeout: 5000 };
const waitSoon = (check: () => void) => waitFor(check, SOON);
const widgetStatus = (widget: HTMLElement) =>
  within(widget)
    .getAllByRole('status')
    .find((element) => element.classList.contains('chat-widget__status'));
/** The conversation part of the widget loads on demand: wait for its status line. */
const shownStatus = async (widget: HTMLElement) => {
  await waitSoon(() => expect(widgetStatus(widget)).toBeDefined());
  return widgetStatus(widget);
};

async function shopperAt(path: string) {
  storeSession(shopper);
  const assistSocket = fakeSocket();
  const rendered = renderApp(path, { assistSocket });
  await screen.findByRole('complementary', { name: t('chat.title') });
  await waitSoon(() => expect(assistSocket.listening('view_wanted')).toBe(true));
  act(() => assistSocket.serverEmit('connect'));
  return { ...rendered, assistSocket };
}

describe('sharing the shopper’s screen with their helper', () => {
  it('says so when a helper serves the shopper, and sends each page the shopper opens, in words only', async () => {
    const user = userEvent.setup();
    const { assistSocket, router } = await shopperAt('/collection?category=Women&subCategory=Topwear&page=2');
    const widget = await screen.findByRole('complementary', { name: 'Live chat' });
    expect(await shownStatus(widget)).toHaveTextContent(
      'Chatting with Kamala. Your helper can see which page you are on and your cart.',
    );
    await waitSoon(() =>
      expect(lastShared(assistSocket)).toEqual({
        view: { screen: 'collection', categories: ['Women'], types: ['Topwear'], page: 2, searching: false },
      }),
    );

    await act(() => router.navigate(`/product/${shirt._id}`));
    await waitSoon(() =>
      expect(lastShared(assistSocket)).toEqual({
        view: { screen: 'product', productId: shirt._id, name: 'Linen Shirt', size: null },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'M' }));
    await waitSoon(() =>
      expect(lastShared(assistSocket)).toMatchObject({ view: { screen: 'product', size: 'M' } }),
    );

    // A search is shared as "searching", never its words.
    await act(() => router.navigate('/collection?search=red%20dress'));
    await waitSoon(() => expect(lastShared(assistSocket)).toMatchObject({ view: { searching: true } }));
    expect(JSON.stringify(shared(assistSocket))).not.toContain('red');

    await act(() => router.navigate('/cart'));
    await waitSoon(() => expect(lastShared(assistSocket)).toEqual({ view: { screen: 'cart' } }));
  });

  it('stops and restarts at the shopper’s word, remembered for this request across a reload', async () => {
    const user = userEvent.setup();
    const first = await shopperAt('/cart');
    await waitSoon(() => expect(lastShared(first.assistSocket)).toEqual({ view: { screen: 'cart' } }));
    const widget = await screen.findByRole('complementary', { name: 'Live chat' });
    await user.click(await within(widget).findByRole('button', { name: 'Stop sharing' }, SOON));
    expect(await shownStatus(widget)).toHaveTextContent(
      'You stopped sharing your page. Your helper still sees your cart.',
    );
    await waitSoon(() => expect(lastShared(first.assistSocket)).toEqual({ view: null }));
    // Moving on sends nothing; the helper asking again hears "not shared".
    const count = shared(first.assistSocket).length;
    await act(() => first.router.navigate('/orders'));
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(shared(first.assistSocket)).toHaveLength(count);
    act(() => first.assistSocket.serverEmit('view_wanted', {}));
    await waitSoon(() => expect(shared(first.assistSocket)).toHaveLength(count + 1));
    expect(lastShared(first.assistSocket)).toEqual({ view: null });
    first.unmount();

    const again = await shopperAt('/about');
    const button = await screen.findByRole('button', { name: 'Share my page again' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(shared(again.assistSocket).every((payload) => JSON.stringify(payload) === '{"view":null}')).toBe(
      true,
    );
    await user.click(button);
    await waitSoon(() => expect(lastShared(again.assistSocket)).toEqual({ view: { screen: 'about' } }));
    expect(localStorage.getItem(SCREEN_SHARING_KEY)).toBeNull();
  });

  it('answers the helper asking again even when the page describes itself before the answer goes', async () => {
    const { assistSocket } = await shopperAt('/cart');
    await waitSoon(() => expect(lastShared(assistSocket)).toEqual({ view: { screen: 'cart' } }));
    const count = shared(assistSocket).length;
    function TheSameScreenAgain() {
      useDescribeScreen({ screen: 'cart' });
      return null;
    }
    act(() => assistSocket.serverEmit('view_wanted', {}));
    // Within the answer's settling time the page says again what it shows (a part of it came late, as on a
    // busy phone): the answer still goes, though it says what was last sent.
    render(<TheSameScreenAgain />);
    await waitSoon(() => expect(shared(assistSocket)).toHaveLength(count + 1));
    expect(lastShared(assistSocket)).toEqual({ view: { screen: 'cart' } });
  });

  it('a new request shares again, and nothing is sent while nobody serves the shopper', async () => {
    localStorage.setItem(SCREEN_SHARING_KEY, JSON.stringify('an-earlier-request'));
    mine = { success: true, assist: assistRequest({ accept: false }), queuePosition: 1 };
    const { assistSocket } = await shopperAt('/cart');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(shared(assistSocket)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();

    act(() =>
      assistSocket.serverEmit('helper_joined', {
        requestId: mine.assist?._id,
        userId: shopper.id,
        helperId,
        helperName: 'Kamala',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Stop sharing' })).toBeInTheDocument();
    await waitSoon(() => expect(lastShared(assistSocket)).toEqual({ view: { screen: 'cart' } }));
  });

  it('shares the checkout form’s fields with errors by name, never what was typed', async () => {
    const user = userEvent.setup();
    api.on('POST /api/cart/get', () => ok({ success: true, cartData: { [shirt._id]: { M: 1 } } }));
    api.on('GET /api/product/list', () => ok(listBody([shirt])));
    const { assistSocket } = await shopperAt('/place-order');
    await waitSoon(() =>
      expect(lastShared(assistSocket)).toEqual({ view: { screen: 'checkout', fieldsWithErrors: [] } }),
    );
    const street = await screen.findByRole('textbox', { name: /^Street/ });
    await user.type(street, '12 Galle Road');
    const city = screen.getByRole('textbox', { name: /^City/ });
    await user.type(city, 'C');
    await user.clear(city);
    await user.tab();
    await waitSoon(() =>
      expect(lastShared(assistSocket)).toEqual({ view: { screen: 'checkout', fieldsWithErrors: ['city'] } }),
    );
    const everything = JSON.stringify(shared(assistSocket));
    expect(everything).not.toContain('Galle');
  });
});

describe('the helper’s view of where the shopper is', () => {
  const helper = auth({ id: helperId, name: 'Kamala', role: 'helper' });

  it('asks for the screen on opening, then says each one as it comes', async () => {
    storeSession(helper);
    const assistSocket = fakeSocket();
    renderApp(`/assis-live?shopper=${shopper.id}`, { assistSocket });
    const region = await screen.findByRole('region', { name: `Where ${shopper.name} is` });
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent(
      `${shopper.name}'s page will show here as soon as their storefront shares it.`,
    );
    await waitSoon(() => expect(assistSocket.listening('shopper_view')).toBe(true));
    act(() => assistSocket.serverEmit('connect'));
    await waitSoon(() =>
      expect(assistSocket.emitted.find((call) => call.event === 'want_view')?.args[0]).toEqual({
        userId: shopper.id,
      }),
    );

    const send = (view: ShopperViewPayload['view'], userId = shopper.id) =>
      act(() =>
        assistSocket.serverEmit('shopper_view', {
          userId,
          requestId: mine.assist?._id,
          view,
          at: new Date().toISOString(),
        } satisfies Partial<ShopperViewPayload>),
      );
    send({ screen: 'product', productId: shirt._id, name: 'Linen Shirt', size: 'M' });
    expect(status).toHaveTextContent('Product: Linen Shirt, size M chosen');
    send({ screen: 'collection', categories: ['Women'], types: ['Winterwear'], page: 2, searching: false });
    expect(status).toHaveTextContent('Collection, Women, Winterwear, page 2');
    send({ screen: 'checkout', fieldsWithErrors: ['street', 'phone', 'city'] });
    expect(status).toHaveTextContent(
      'Checkout, delivery form, 3 fields with errors: Street, Phone number, and City',
    );
    // Another shopper's screen is not this one's.
    send({ screen: 'cart' }, '99999999-9999-4999-8999-999999999999');
    expect(status).toHaveTextContent('Checkout, delivery form');
    send(null);
    expect(status).toHaveTextContent(`${shopper.name} stopped sharing their page.`);
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/],
  ['ta', taMessages, /[\u0B80-\u0BFF]/],
] as const)('screen sharing in %s', (language, catalogue, script) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, catalogue);
  });

  it('tells the shopper in their language, and the sharing control is named in it', async () => {
    const user = userEvent.setup();
    const { assistSocket } = await shopperAt('/cart');
    const widget = await screen.findByRole('complementary', { name: t('chat.title') });
    expect(await shownStatus(widget)).toHaveTextContent(t('chat.sharing.on'));
    expect(widgetStatus(widget)).toHaveTextContent(script);
    const stop = within(widget).getByRole('button', { name: t('chat.sharing.stop') });
    expect(stop).toHaveAccessibleName(script);
    await user.click(stop);
    expect(widgetStatus(widget)).toHaveTextContent(t('chat.sharing.off'));
    expect(within(widget).getByRole('button', { name: t('chat.sharing.restart') })).toHaveAccessibleName(
      script,
    );
    await waitSoon(() => expect(lastShared(assistSocket)).toEqual({ view: null }));
  });

  it('says the shopper’s screen to the helper in the helper’s language', () => {
    const i18n = {
      t,
      list: (items: readonly string[]) =>
        new Intl.ListFormat(`${language}-LK`, { type: 'conjunction' }).format(items),
    };
    const views = [
      { screen: 'product', productId: shirt._id, name: 'Linen Shirt', size: 'M' },
      { screen: 'product', productId: shirt._id, name: 'Linen Shirt', size: null },
      { screen: 'collection', categories: ['Women'], types: [], page: 2, searching: true },
      { screen: 'checkout', fieldsWithErrors: ['street', 'phone'] },
      { screen: 'checkout', fieldsWithErrors: [] },
      ...NAMED_SCREENS.map((name) => ({ screen: name })),
    ] satisfies SharedView[];
    for (const view of views) {
      const words = screenInWords(i18n, view);
      expect(words, JSON.stringify(view)).toMatch(script);
      expect(words).not.toMatch(/\{|\}/);
    }
    expect(screenInWords(i18n, views[0] as SharedView)).toContain('Linen Shirt');
    expect(screenInWords(i18n, views[2] as SharedView)).toContain('2');
  });
});
