import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
