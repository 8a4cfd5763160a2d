import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartData } from '@store/contracts/cart';
import { activateCatalogue } from '../../i18n/i18n';
import { currentPageVoice } from '../../lib/page-voice';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { createQueryClient } from '../../lib/query-client';
import { fail, mockApi, ok, type Reply, type RecordedCall } from '../../testing/mock-api';
import { fakeSocket, renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Linen Shirt', price: 4490 });
const jeans = product({ name: 'Denim Jeans', price: 6990.5 });

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({ 'GET /api/product/list': ok(listBody([shirt, jeans])) });
});
afterEach(() => api.restore());

const guestCart = (cart: CartData) => localStorage.setItem('cartItems', JSON.stringify(cart));
const storedGuestCart = () => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as CartData | null;
const totals = () => within(screen.getByRole('region', { name: 'CART TOTALS' }));
const totalFor = (term: string) => totals().getByText(term).nextElementSibling?.textContent;
const quantityOf = (name: string, size: string) =>
  screen.getByRole('spinbutton', { name: `Quantity of ${name}, size ${size}` });

describe('guest cart', () => {
  it('lists each line with price and size, and totals it with the delivery fee', async () => {
    guestCart({ [shirt._id]: { M: 2 }, [jeans._id]: { L: 1 } });
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'YOUR CART' })).toBeInTheDocument();
    const lines = within(await screen.findByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Linen Shirt');
    expect(lines[0]).toHaveTextContent('LKR 4,490.00');
    expect(lines[0]).toHaveTextContent('Size M');
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(2);
    expect(totalFor('Subtotal')).toBe('LKR 15,970.50');
    expect(totalFor('Delivery Fee')).toBe('LKR 200.00');
    expect(totalFor('Total')).toBe('LKR 16,170.50');
    expect(screen.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/place-order');
    // Priced through the products the cart holds, never the whole catalogue.
    const asked = api.callsTo('GET', '/api/product/list').map((call) => call.query.get('ids'));
    expect(asked.length).toBeGreaterThan(0);
    for (const ids of asked) expect(ids?.split(',').sort()).toEqual([shirt._id, jeans._id].sort());
  });

  it('an empty cart says so, links to the collection, and totals 0 with the fee shown', async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/product/list')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
    expect(totalFor('Subtotal')).toBe('LKR 0.00');
    expect(totalFor('Delivery Fee')).toBe('LKR 200.00');
    expect(totalFor('Total')).toBe('LKR 0.00');
    expect(screen.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument();
  });

  it('plus and minus change the quantity; minus at 1 removes the line', async () => {
    const user = userEvent.setup();
    guestCart({ [shirt._id]: { M: 1 } });
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt, size M' }));
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(2);
    expect(storedGuestCart()).toEqual({ [shirt._id]: { M: 2 } });
    expect(totalFor('Total')).toBe('LKR 9,180.00');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Linen Shirt, size M' }));
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Linen Shirt, size M' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(await screen.findByText('Removed Linen Shirt (size M) from your cart.')).toBeInTheDocument();
    expect(storedGuestCart()).toEqual({});
  });

  it('takes a typed quantity, and ignores an empty or 0 entry', async () => {
    const user = userEvent.setup();
    guestCart({ [shirt._id]: { S: 3 } });
    renderApp('/cart');
    const input = await screen.findByRole('spinbutton', { name: 'Quantity of Linen Shirt, size S' });
    expect(input).toHaveAttribute('min', '1');

    await user.clear(input);
    expect(storedGuestCart()).toEqual({ [shirt._id]: { S: 3 } });
    await user.type(input, '0');
    expect(storedGuestCart()).toEqual({ [shirt._id]: { S: 3 } });
    expect(totalFor('Subtotal')).toBe('LKR 13,470.00');

    await user.clear(input);
    await user.type(input, '5');
    expect(storedGuestCart()).toEqual({ [shirt._id]: { S: 5 } });
    expect(totalFor('Subtotal')).toBe('LKR 22,450.00');

    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue(5);
  });

  it('removing a line offers Undo, which puts it back', async () => {
    const user = userEvent.setup();
    guestCart({ [shirt._id]: { M: 2 }, [jeans._id]: { L: 1 } });
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Linen Shirt, size M' }));
    expect(
      screen.queryByRole('spinbutton', { name: 'Quantity of Linen Shirt, size M' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Removed Linen Shirt (size M) from your cart.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Denim Jeans, size L' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Linen Shirt, size M' })).toHaveValue(2);
    expect(storedGuestCart()).toEqual({ [jeans._id]: { L: 1 }, [shirt._id]: { M: 2 } });
  });
});

describe('signed-in cart', () => {
  let server: CartData;
  const answer = () => ok({ success: true, cartData: server });

  beforeEach(() => {
    storeSession(auth());
    server = { [shirt._id]: { M: 2 } };
    api.on('POST /api/cart/get', answer);
    api.on('POST /api/cart/update', ({ body }: RecordedCall) => {
      const { itemId, size, quantity } = body as { itemId: string; size: string; quantity: number };
      // The server decides: it caps this line at 3, so the page must show 3, not what it asked for.
      server = { ...server, [itemId]: { ...server[itemId], [size]: Math.min(quantity, 3) } };
      return answer();
    });
  });

  it('sends each change to the API and shows the cart the server answers', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt, size M' });
    await user.click(plus);
    await waitFor(() => expect(quantityOf('Linen Shirt', 'M')).toHaveValue(3));
    await user.click(plus);
    await waitFor(() => expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/cart/update').map((call) => call.body)).toEqual([
      { itemId: shirt._id, size: 'M', quantity: 3 },
      { itemId: shirt._id, size: 'M', quantity: 4 },
    ]);
    await waitFor(() => expect(quantityOf('Linen Shirt', 'M')).toHaveValue(3));
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it("shows the spec's toast when an update fails and keeps the cart", async () => {
    const user = userEvent.setup();
    api.on('POST /api/cart/update', 'network-error');
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt, size M' }));
    expect(await screen.findByText('Error updating item quantity')).toBeInTheDocument();
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(2);
  });

  it('replaces the cart when the socket says cart_updated', async () => {
    const socket = fakeSocket();
    renderApp('/cart', { socket });
    await screen.findByRole('spinbutton', { name: 'Quantity of Linen Shirt, size M' });
    await waitFor(() => expect(socket.listening('cart_updated')).toBe(true));
    expect(socket.tokens).toEqual(['token-of-the-test-shopper']);

    act(() => socket.serverEmit('cart_updated', { [jeans._id]: { XL: 2 } }));
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Denim Jeans, size XL' })).toHaveValue(
      2,
    );
    expect(
      screen.queryByRole('spinbutton', { name: 'Quantity of Linen Shirt, size M' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 2 items' }),
    ).toBeInTheDocument();
  });

  it('reads the cart again after the socket reconnects', async () => {
    const socket = fakeSocket();
    renderApp('/cart', { socket });
    await screen.findByRole('spinbutton', { name: 'Quantity of Linen Shirt, size M' });
    await waitFor(() => expect(socket.listening('connect')).toBe(true));
    act(() => socket.serverEmit('connect'));
    const reads = api.callsTo('POST', '/api/cart/get').length;
    server = { [shirt._id]: { M: 1 }, [jeans._id]: { S: 1 } };
    act(() => socket.serverEmit('connect'));
    await waitFor(() => expect(api.callsTo('POST', '/api/cart/get')).toHaveLength(reads + 1));
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Denim Jeans, size S' })).toHaveValue(1);
  });
});

describe('signed-in cart changes (optimistic, in order, retried when safe)', () => {
  let server: CartData;
  const answer = () => ok({ success: true, cartData: server });
  /** Answers held back until the test releases them, in the order they came. */
  let held: Array<() => void>;
  const hold = (reply: () => Reply) => () =>
    new Promise<Reply>((resolve) => {
      held.push(() => resolve(reply()));
    });
  const setQuantity = ({ body }: RecordedCall) => {
    const { itemId, size, quantity } = body as { itemId: string; size: string; quantity: number };
    server = { ...server, [itemId]: { ...server[itemId], [size]: quantity } };
    return answer();
  };
  /** The production client (retries on), without the backoff wait. */
  const retryingClient = () => {
    const client = createQueryClient({ retries: 2 });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    return client;
  };

  beforeEach(() => {
    storeSession(auth());
    server = { [shirt._id]: { M: 2 } };
    held = [];
    api.on('POST /api/cart/get', answer);
  });

  it('shows a change before the server answers, and sends the next one only after it', async () => {
    const user = userEvent.setup();
    api.on('POST /api/cart/update', (call) => hold(() => setQuantity(call))());
    renderApp('/cart');
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt, size M' });
    await user.click(plus);
    await waitFor(() => expect(quantityOf('Linen Shirt', 'M')).toHaveValue(3));
    await user.click(plus);
    await waitFor(() => expect(quantityOf('Linen Shirt', 'M')).toHaveValue(4));
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 4 items' }),
    ).toBeInTheDocument();
    // No answer has come yet: what shows is the shopper's own change, and the second waits its turn.
    await waitFor(() => expect(held).toHaveLength(1));
    expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(1);

    act(() => held.shift()?.());
    await waitFor(() => expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(2));
    // The first answer (3) is not shown while the second change is still on its way.
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(4);
    act(() => held.shift()?.());
    await waitFor(() => expect(server).toEqual({ [shirt._id]: { M: 4 } }));
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(4);
  });

  it('puts only the refused line back and says why', async () => {
    const user = userEvent.setup();
    server = { [shirt._id]: { M: 2 }, [jeans._id]: { L: 1 } };
    api.on('POST /api/cart/update', ({ body }) => {
      const { itemId } = body as { itemId: string };
      return itemId === jeans._id ? fail(400, 'Size L is sold out') : setQuantity({ body } as RecordedCall);
    });
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Denim Jeans, size L' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt, size M' }));
    expect(await screen.findByText('Error updating item quantity: Size L is sold out')).toBeInTheDocument();
    await waitFor(() => expect(quantityOf('Denim Jeans', 'L')).toHaveValue(1));
    await waitFor(() => expect(quantityOf('Linen Shirt', 'M')).toHaveValue(3));
  });

  it('retries a quantity change after a network error, but not a refusal', async () => {
    const user = userEvent.setup();
    let failures = 1;
    api.on('POST /api/cart/update', (call) => {
      if (failures > 0) {
        failures -= 1;
        return 'network-error';
      }
      return setQuantity(call);
    });
    renderApp('/cart', { queryClient: retryingClient() });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt, size M' }));
    await waitFor(() => expect(server).toEqual({ [shirt._id]: { M: 3 } }));
    expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(2);
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(3);
    expect(screen.queryByText('Error updating item quantity')).not.toBeInTheDocument();

    api.on('POST /api/cart/update', fail(400, 'Quantity too large'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt, size M' }));
    expect(await screen.findByText('Error updating item quantity: Quantity too large')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(3);
    expect(quantityOf('Linen Shirt', 'M')).toHaveValue(3);
  });

  it('reads the cart again after a server error (5xx) instead of showing nothing', async () => {
    let failures = 1;
    api.on('POST /api/cart/get', () => {
      if (failures > 0) {
        failures -= 1;
        return fail(503, 'Service unavailable');
      }
      return answer();
    });
    renderApp('/cart', { queryClient: retryingClient() });
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Linen Shirt, size M' })).toHaveValue(2);
    expect(api.callsTo('POST', '/api/cart/get')).toHaveLength(2);
  });
});

describe('a line the shelf can no longer fill', () => {
  const scarce = product({ name: 'Batik Shirt', price: 3990, sizes: ['S', 'M'], stock: { S: 2, M: 0 } });

  beforeEach(() => {
    api.restore();
    api = mockApi({ 'GET /api/product/list': ok(listBody([scarce, shirt])) });
  });

  it('says how many are left, and Reduce to N brings it down to that', async () => {
    const user = userEvent.setup();
    guestCart({ [scarce._id]: { S: 4 }, [shirt._id]: { M: 1 } });
    renderApp('/cart');
    const lines = within(await screen.findByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    expect(lines[0]).toHaveTextContent('Only 2 of Batik Shirt in size S are left; your cart has 4.');
    expect(lines[1]).not.toHaveTextContent(/left|sold out/i);
    expect(
      screen.getByRole('group', { name: 'Quantity of Batik Shirt, size S' }),
    ).toHaveAccessibleDescription('Only 2 of Batik Shirt in size S are left; your cart has 4.');
    // The cart is a wish: the line is shown as it is, not silently changed.
    expect(quantityOf('Batik Shirt', 'S')).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'Reduce Batik Shirt, size S to 2' }));
    expect(quantityOf('Batik Shirt', 'S')).toHaveValue(2);
    expect(storedGuestCart()).toEqual({ [scarce._id]: { S: 2 }, [shirt._id]: { M: 1 } });
    expect(screen.queryByText(/are left; your cart has/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Batik Shirt, size S' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says a sold-out line is no longer available, and Remove takes it out', async () => {
    const user = userEvent.setup();
    guestCart({ [scarce._id]: { M: 1 }, [shirt._id]: { M: 1 } });
    renderApp('/cart');
    expect(
      await screen.findByText('Sold out: Batik Shirt in size M is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reduce Batik Shirt/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Batik Shirt, size M from the cart' }));
    expect(storedGuestCart()).toEqual({ [shirt._id]: { M: 1 } });
  });
});

describe.each([
  ['si', siMessages, /[\u0D80-\u0DFF]/, 'රුපියල් 4,490'],
  ['ta', taMessages, /[\u0B80-\u0BFF]/, '4,490 ரூபாய்'],
] as const)('cart in %s', (language, messages, script, spokenPrice) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  it('names its heading, lines, controls and totals in the language, and reads the cart in it', async () => {
    guestCart({ [shirt._id]: { M: 2 }, [jeans._id]: { L: 1 } });
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(script);
    const lines = await screen.findByRole('list', { name: script });
    for (const control of within(lines).getAllByRole('button')) {
      expect(control).toHaveAccessibleName(script);
    }
    expect(within(lines).getAllByRole('spinbutton')[0]).toHaveAccessibleName(script);
    expect(within(lines).getAllByRole('spinbutton')[0]).toHaveAccessibleName(/Linen Shirt/);
    const summary = screen.getAllByRole('region').find((region) => region.classList.contains('cart-totals'));
    if (!summary) throw new Error('no CART TOTALS region');
    expect(summary).toHaveAccessibleName(script);
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toHaveLength(3);
    for (const term of within(summary).getAllByRole('term')) expect(term).toHaveTextContent(script);
    expect(
      screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/place-order'),
    ).toHaveTextContent(script);
    const reading = currentPageVoice()?.read?.() ?? '';
    expect(reading).toMatch(script);
    expect(reading).toContain(spokenPrice);
  });

  it('says an empty cart in the language', async () => {
    renderApp('/cart');
    expect(await screen.findByText(script, { selector: '.cart__empty p' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link').find((link) => link.classList.contains('button--primary')),
    ).toHaveTextContent(script);
  });
});
