import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartData } from '@store/contracts/cart';
import type { Order } from '@store/contracts/orders';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../i18n/i18n';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { orderOf } from '../../testing/orders';
import { renderApp } from '../../testing/render-app';
import { currentPageVoice } from '../../lib/page-voice';

const shirt = product({ name: 'Linen Shirt', price: 4990, sizes: ['S', 'M', 'L'] });
const jeans = product({ name: 'Denim Jeans', price: 6990, sizes: ['30', '32'] });
const scarf = product({ name: 'Old Scarf', price: 990 });

let api: ReturnType<typeof mockApi>;
let order: Order;
let cart: CartData;
beforeEach(() => {
  completeOnboardingFlag();
  storeSession(auth());
  cart = {};
  order = orderOf([{ product: shirt, size: 'M', quantity: 2 }]);
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt, jeans])),
    'POST /api/cart/get': () => ok({ success: true, cartData: cart }),
    'POST /api/cart/update': ({ body }) => {
      const { itemId, size, quantity } = body as { itemId: string; size: string; quantity: number };
      cart = { ...cart, [itemId]: { ...cart[itemId], [size]: quantity } };
      return ok({ success: true, cartData: cart });
    },
    'POST /api/order/track-order': () => ok({ success: true, order }),
  });
});
afterEach(() => api.restore());

const openTrack = async () => {
  const view = renderApp(`/track-order/${order._id}`);
  await screen.findByRole('heading', { level: 1, name: 'TRACK ORDER' });
  await screen.findByRole('heading', { name: 'Progress' });
  return view;
};

describe('/track-order/:orderId', () => {
  it('gives voice "read" the order: where it is, payment, lines in rupees and totals', async () => {
    order = orderOf([{ product: shirt, size: 'M', quantity: 2 }], { status: 'Shipped' });
    await openTrack();
    const reading = currentPageVoice()?.read?.() ?? '';
    expect(reading).toContain('Its status is Shipped, step 3 of 4.');
    expect(reading).toContain('Cash on delivery, not paid.');
    expect(reading).toContain('Linen Shirt, size M, quantity 2, 4,990 rupees each.');
    expect(reading).toMatch(/Total 10,180 rupees\./);
  });

  it('says a guest must log in', async () => {
    localStorage.clear();
    completeOnboardingFlag();
    renderApp(`/track-order/${order._id}`);
    expect(await screen.findByText('You need to be logged in to track orders')).toBeInTheDocument();
  });

  it("shows 'Loading...', then progress as text, history with times, address and items", async () => {
    order = orderOf([{ product: shirt, size: 'M', quantity: 2 }], {
      status: 'Processing',
      statusHistory: [
        { status: 'Order Placed', date: Date.UTC(2026, 10, 20, 9, 0) },
        { status: 'Processing', date: Date.UTC(2026, 10, 21, 9, 0) },
      ],
    });
    // The answer waits until 'Loading...' has been read: answered at once, it could replace the text before
    // the query saw it (this failed under load).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('POST /api/order/track-order', async () => {
      await answered;
      return ok({ success: true, order });
    });
    renderApp(`/track-order/${order._id}`);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByText('Step 2 of 4: Processing')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    const history = screen.getByRole('heading', { name: 'Status history' }).nextElementSibling as HTMLElement;
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent(/Processing — 21 November 2026/);
    expect(screen.getByText(/Linen Shirt — size M, quantity 2/)).toBeInTheDocument();
    expect(screen.getByText('12 Galle Road', { exact: false })).toBeInTheDocument();
  });

  it.each([
    [fail(404, 'Order not found.'), 'No order details found.'],
    [fail(400, 'orderId: must be a valid id'), 'orderId: must be a valid id'],
    [fail(500, 'boom'), 'An error occurred while fetching the order details.'],
  ])('says what went wrong (%j)', async (reply, text) => {
    api.on('POST /api/order/track-order', reply);
    renderApp(`/track-order/${order._id}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("records 'Request to Cancel', says 'Cancel request sent!' and stays marked", async () => {
    const user = userEvent.setup();
    api.on('POST /api/order/cancel-request', () => {
      order = { ...order, cancelRequest: { date: Date.UTC(2026, 10, 22), reason: '' } };
      return ok({ success: true, message: 'Cancel request sent!', order });
    });
    await openTrack();
    await user.click(screen.getByRole('button', { name: 'Request to Cancel' }));
    expect(await screen.findByText('Cancel request sent!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/cancel-request')[0]?.body).toEqual({ orderId: order._id });
    expect(screen.queryByRole('button', { name: 'Request to Cancel' })).not.toBeInTheDocument();
  });

  it.each(['Shipped', 'Delivered'] as const)("hides 'Request to Cancel' when %s", async (status) => {
    order = { ...order, status };
    await openTrack();
    expect(screen.queryByRole('button', { name: 'Request to Cancel' })).not.toBeInTheDocument();
  });

  it('follows a status change live, without reloading, and announces it', async () => {
    const { socket } = await openTrack();
    await waitFor(() => expect(socket.listening('order_updated')).toBe(true));
    const reads = api.callsTo('POST', '/api/order/track-order').length;
    act(() =>
      socket.serverEmit('order_updated', {
        ...order,
        status: 'Shipped',
        statusHistory: [...order.statusHistory, { status: 'Shipped', date: Date.UTC(2026, 10, 22) }],
      }),
    );
    expect(await screen.findByText('Step 3 of 4: Shipped')).toBeInTheDocument();
    expect(screen.getByText(/is now Shipped\./)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Request to Cancel' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/track-order')).toHaveLength(reads);
  });
});

describe('Reorder', () => {
  it('asks for each missing size one at a time, then adds everything at today’s prices', async () => {
    const user = userEvent.setup();
    order = orderOf([
      { product: { ...shirt, price: 4490 }, size: 'M', quantity: 2 },
      { product: jeans, size: '34' },
      { product: { ...jeans, sizes: ['30', '32'] }, size: '' },
      { product: scarf, size: 'S' },
    ]);
    await openTrack();
    const reorder = screen.getByRole('button', { name: 'Reorder' });
    await user.click(reorder);

    const first = await screen.findByRole('dialog', { name: 'Choose a size for Denim Jeans' });
    expect(first).toHaveTextContent('Size 34 is no longer offered.');
    expect(within(first).getByRole('radio', { name: '30' })).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'Apply' }));
    expect(within(first).getByText('Please select a size.')).toBeInTheDocument();
    await user.click(within(first).getByRole('radio', { name: '32' }));
    await user.click(within(first).getByRole('button', { name: 'Apply' }));

    const second = await screen.findByRole('dialog', { name: 'Choose a size for Denim Jeans' });
    expect(second).toHaveTextContent('No size was recorded for this item. Item 2 of 2.');
    await user.click(within(second).getByRole('radio', { name: '30' }));
    await user.click(within(second).getByRole('button', { name: 'Apply' }));

    expect(await screen.findAllByText('Items have been added to your cart!')).not.toHaveLength(0);
    await waitFor(() => expect(reorder).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart).toEqual({ [shirt._id]: { M: 2 }, [jeans._id]: { '32': 1, '30': 1 } });
    expect(screen.getByText('Linen Shirt now costs LKR 4,990.00 (it was LKR 4,490.00).')).toBeInTheDocument();
    expect(screen.getByText('Old Scarf is no longer sold, so it was not added.')).toBeInTheDocument();
  });

  it('Close stops the sequence without adding anything and returns focus', async () => {
    const user = userEvent.setup();
    order = orderOf([{ product: jeans, size: '' }]);
    await openTrack();
    const reorder = screen.getByRole('button', { name: 'Reorder' });
    await user.click(reorder);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a size for Denim Jeans' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reorder).toHaveFocus());
    expect(screen.getByText('Reorder stopped: nothing was added to your cart.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(0);
  });

  it('pressed before today’s prices arrive, says it is getting them and then carries on by itself', async () => {
    const user = userEvent.setup();
    order = orderOf([{ product: jeans, size: '' }]);
    let releaseCatalogue = () => {};
    const catalogueHeld = new Promise<void>((resolve) => (releaseCatalogue = resolve));
    api.on('GET /api/product/list', async () => {
      await catalogueHeld;
      return ok(listBody([shirt, jeans]));
    });
    await openTrack();
    const reorder = screen.getByRole('button', { name: 'Reorder' });
    await user.click(reorder);
    expect(screen.getByText('Getting today’s prices…')).toBeInTheDocument();
    expect(reorder).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => releaseCatalogue());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a size for Denim Jeans' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '30' })).toHaveFocus());
    expect(screen.queryByText('Getting today’s prices…')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/product/list')).toHaveLength(1);
  });

  it('says so, and adds nothing, when today’s prices cannot be loaded', async () => {
    const user = userEvent.setup();
    order = orderOf([{ product: jeans, size: '' }]);
    api.on('GET /api/product/list', fail(500, 'Server error'));
    await openTrack();
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(
      await screen.findByText('Today’s prices could not be loaded, so nothing was added. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart/update')).toHaveLength(0);
  });

  it("says 'No items found to reorder.' when nothing can be ordered again", async () => {
    const user = userEvent.setup();
    order = orderOf([{ product: scarf, size: 'S' }]);
    await openTrack();
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findAllByText('No items found to reorder.')).not.toHaveLength(0);
  });
});

describe('/track-order in Sinhala and Tamil', () => {
  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/, 'රුපියල් 4,990'],
    ['ta', taMessages, /[\u0B80-\u0BFF]/, '4,990 ரூபாய்'],
  ] as const)(
    'speaks %s: headings, progress, actions and what "read" says',
    async (language, messages, script, price) => {
      localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
      activateCatalogue(language, messages);
      order = orderOf([{ product: shirt, size: 'M', quantity: 2 }], { status: 'Processing' });
      renderApp(`/track-order/${order._id}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toMatch(script);
      const progress = await screen.findByRole('list', { name: script });
      expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
      const track = progress.closest('.track') as HTMLElement;
      for (const name of within(track)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent ?? '')) {
        expect(name).toMatch(script);
      }
      const buttons = within(track)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '');
      // Request to Cancel, Reorder and the bill.
      expect(buttons).toHaveLength(3);
      for (const name of buttons) expect(name).toMatch(script);
      const reading = currentPageVoice()?.read?.() ?? '';
      expect(reading).toMatch(script);
      expect(reading).toContain(price);
    },
  );
});
