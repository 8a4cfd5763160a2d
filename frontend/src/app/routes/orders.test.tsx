import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@store/contracts/orders';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../i18n/i18n';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mock-api';
import { orderOf } from '../../testing/orders';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Linen Shirt', price: 4490 });
const jeans = product({ name: 'Denim Jeans', price: 6990 });

let api: ReturnType<typeof mockApi>;
let orders: Order[];
beforeEach(() => {
  completeOnboardingFlag();
  storeSession(auth());
  orders = [];
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt, jeans])),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'POST /api/order/userorders': () => ok({ success: true, orders }),
  });
});
afterEach(() => api.restore());

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Ordered items' })).getAllByRole('listitem');

describe('/orders', () => {
  it("says 'No orders found' when there are none", async () => {
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'MY ORDERS' })).toBeInTheDocument();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('shows a row per item, newest order first, with status in words, payment and Track Order', async () => {
    const older = orderOf([{ product: shirt, size: 'M', quantity: 2 }], { date: Date.UTC(2026, 10, 1) });
    const newer = orderOf(
      [
        { product: jeans, size: 'L' },
        { product: shirt, size: 'S' },
      ],
      {
        date: Date.UTC(2026, 10, 20),
        status: 'Delivered',
        paymentMethod: 'Card',
        payment: true,
      },
    );
    orders = [older, newer];
    renderApp('/orders');
    const [first, second, third] = await rows();
    expect(first).toHaveTextContent('Denim Jeans');
    expect(first).toHaveTextContent('Size: L');
    expect(first).toHaveTextContent('Delivered');
    expect(first).toHaveTextContent('Payment: Card, paid');
    expect(second).toHaveTextContent('Linen Shirt');
    expect(third).toHaveTextContent('Quantity: 2');
    expect(third).toHaveTextContent('LKR 4,490.00');
    expect(third).toHaveTextContent('Order Placed');
    expect(third).toHaveTextContent('Payment: Cash on delivery, not paid');
    expect(within(third as HTMLElement).getByRole('link', { name: /^Track Order/ })).toHaveAttribute(
      'href',
      `/track-order/${older._id}`,
    );
  });

  it('pages a long history', async () => {
    const user = userEvent.setup();
    orders = Array.from({ length: 12 }, (_, index) =>
      orderOf([{ product: shirt }], { date: Date.UTC(2026, 9, index + 1) }),
    );
    renderApp('/orders');
    expect(await rows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await rows()).toHaveLength(2);
  });

  it('updates a row live when the shop changes the status, and says so politely', async () => {
    const order = orderOf([{ product: shirt }]);
    orders = [order];
    const { socket } = renderApp('/orders');
    const [row] = await rows();
    expect(row).toHaveTextContent('Order Placed');
    await waitFor(() => expect(socket.listening('order_updated')).toBe(true));
    act(() => socket.serverEmit('order_updated', { ...order, status: 'Shipped' }));
    await waitFor(() => expect(row).toHaveTextContent('Shipped'));
    expect(screen.getByText(/is now Shipped\./)).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/api/order/userorders')).toHaveLength(1);
    // Without a body, the server answers it before its middleware (backend/src/hot-path.ts).
    expect(api.callsTo('POST', '/api/order/userorders')[0]?.body).toBeUndefined();
  });

  it('asks the server whether a card order is paid after the payment page, and says so', async () => {
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    api.on('POST /api/order/verify', ({ body }) => {
      const paid = { ...order, payment: true };
      orders = [paid]; // the server now knows the payment
      return ok({
        success: true,
        paid: (body as { orderId: string }).orderId === order._id,
        message: 'Payment received. Thank you for your order!',
        order: paid,
      });
    });
    renderApp(`/orders?payment=success&orderId=${order._id}`);
    expect(await screen.findByText('Payment received. Thank you for your order!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/verify')).toHaveLength(1);
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Card, paid'));
  });

  it('says honestly when the card payment was not completed', async () => {
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    api.on(
      'POST /api/order/verify',
      ok({
        success: true,
        paid: false,
        message: 'The payment has not been completed, so your order is kept as unpaid.',
        order,
      }),
    );
    renderApp(`/orders?payment=cancelled&orderId=${order._id}`);
    expect(
      await screen.findByText('The payment has not been completed, so your order is kept as unpaid.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You left the payment page before paying/)).toBeInTheDocument();
  });
});

describe('/orders after PayHere (issue 25)', () => {
  const confirming = 'PayHere is confirming your payment. This page will update by itself.';
  const confirmed = 'Payment received. Thank you for your order!';

  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  /** /api/order/verify as the server answers it: paid once PayHere's notification came, after `unpaidAnswers`. */
  function verifyPaidAfter(order: Order, unpaidAnswers: number) {
    let asked = 0;
    api.on('POST /api/order/verify', () => {
      asked += 1;
      const paid = asked > unpaidAnswers;
      const now = paid ? { ...order, payment: true, paidAt: Date.UTC(2026, 10, 20, 11) } : order;
      orders = [now];
      return ok({
        success: true,
        paid,
        message: paid ? confirmed : 'The payment has not been completed, so your order is kept as unpaid.',
        order: now,
      });
    });
  }
  const verifyCalls = () => api.callsTo('POST', '/api/order/verify');

  it('says the payment is being confirmed, asks again every 2 seconds, then says it is paid', async () => {
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    verifyPaidAfter(order, 2);
    renderApp(`/orders?payment=success&provider=payhere&orderId=${order._id}`);

    const status = (await screen.findByText(confirming)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(verifyCalls()).toHaveLength(1);
    expect(verifyCalls()[0]?.body).toEqual({ orderId: order._id });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(verifyCalls()).toHaveLength(2));
    expect(screen.getByText(confirming)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // The same live region now says the payment arrived.
    await waitFor(() => expect(status).toHaveTextContent(confirmed));
    expect(verifyCalls()).toHaveLength(3);
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Card, paid'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(verifyCalls()).toHaveLength(3);
  });

  it('says so honestly when a minute passes unpaid, and checks again when asked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    verifyPaidAfter(order, Infinity);
    renderApp(`/orders?payment=success&provider=payhere&orderId=${order._id}`);
    expect(await screen.findByText(confirming)).toBeInTheDocument();
    for (let second = 0; second < 60; second += 2) await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(
      await screen.findByText('The payment has not been completed, so your order is kept as unpaid.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(confirming)).not.toBeInTheDocument();
    const asked = verifyCalls().length;
    expect(asked).toBeGreaterThanOrEqual(30);
    expect(asked).toBeLessThanOrEqual(31);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(verifyCalls()).toHaveLength(asked);

    verifyPaidAfter(order, 0);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(confirmed)).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(asked + 1);
  });

  it('keeps asking through a dropped connection', async () => {
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    api.on('POST /api/order/verify', 'network-error');
    renderApp(`/orders?payment=success&provider=payhere&orderId=${order._id}`);
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    expect(screen.getByText('Checking your payment with PayHere…')).toBeInTheDocument();
    verifyPaidAfter(order, 0);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText(confirmed)).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(2);
  });

  it('stops asking when the page is left', async () => {
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    verifyPaidAfter(order, Infinity);
    const { unmount } = renderApp(`/orders?payment=success&provider=payhere&orderId=${order._id}`);
    expect(await screen.findByText(confirming)).toBeInTheDocument();
    const asked = verifyCalls().length;
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(verifyCalls()).toHaveLength(asked);
  });

  it('cancels the unpaid order once when the payment was cancelled, and says its items are back', async () => {
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    api.on('POST /api/order/payhere/cancel', () => {
      const cancelled = { ...order, status: 'Cancelled' as const };
      orders = [cancelled];
      return ok({ success: true, paid: false, message: 'Cancelled.', order: cancelled });
    });
    renderApp(`/orders?payment=cancelled&provider=payhere&orderId=${order._id}`);
    const said = await screen.findByText(
      'The payment was cancelled, so your order is cancelled and its items are back in the shop.',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo('POST', '/api/order/payhere/cancel').map((call) => call.body)).toEqual([
      { orderId: order._id },
    ]);
    expect(verifyCalls()).toHaveLength(0);
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Cancelled'));
  });

  it('says a failed cancel and tries again when asked; a payment PayHere already took stands', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const order = orderOf([{ product: shirt }], { paymentMethod: 'Card' });
    orders = [order];
    api.on('POST /api/order/payhere/cancel', 'network-error');
    renderApp(`/orders?payment=cancelled&provider=payhere&orderId=${order._id}`);
    expect(
      await screen.findByText(/we could not cancel your unpaid order just now: Network Error/),
    ).toBeInTheDocument();

    api.on(
      'POST /api/order/payhere/cancel',
      ok({ success: true, paid: true, message: 'Already paid.', order: { ...order, payment: true } }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(confirmed)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/payhere/cancel')).toHaveLength(2);
  });
});

describe('/orders in Sinhala and Tamil', () => {
  const languages = [
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const;

  it.each(languages)(
    'speaks %s: heading, rows, payment and Track Order',
    async (language, messages, script) => {
      localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
      activateCatalogue(language, messages);
      orders = [orderOf([{ product: shirt, size: 'M', quantity: 2 }], { status: 'Shipped' })];
      renderApp('/orders');
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toMatch(script);
      const list = await screen.findByRole('list', { name: script });
      const [row] = within(list).getAllByRole('listitem');
      expect(row).toHaveTextContent('LKR 4,490.00');
      const track = within(row as HTMLElement).getAllByRole('link')[0];
      expect(track?.textContent).toMatch(script);
      expect(track).toHaveAccessibleName(/Linen Shirt/);
      // The English name as it was ordered is marked as English on a page in another language.
      expect(within(row as HTMLElement).getByText('Linen Shirt')).toHaveAttribute('lang', 'en');
      const facts = [...(row as HTMLElement).querySelectorAll('.order-row__facts span')].map(
        (span) => span.textContent,
      );
      expect(facts.slice(1).every((fact) => script.test(fact ?? ''))).toBe(true);
    },
  );
});
