import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../i18n/i18n';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mock-api';
import { orderOf } from '../../testing/orders';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Linen Shirt', price: 4490 });
const order = orderOf([{ product: shirt, size: 'M', quantity: 2 }], { paymentMethod: 'Card', payment: true });

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  completeOnboardingFlag();
  storeSession(auth());
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt])),
    'POST /api/cart/get': ok({ success: true, cartData: { [shirt._id]: { L: 1 } } }),
    'POST /api/order/track-order': ok({ success: true, order }),
  });
});
afterEach(() => api.restore());

const cell = (table: HTMLElement, row: string) =>
  within(table).getByRole('rowheader', { name: row }).parentElement?.lastElementChild?.textContent;

describe('/bill', () => {
  it("shows a placed order's bill as a table with its number, payment state and totals", async () => {
    renderApp(`/bill?orderId=${order._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Size', 'Qty', 'Unit Price (LKR)', 'Total (LKR)']);
    expect(within(table).getByRole('row', { name: /Linen Shirt M 2 4,490.00 8,980.00/ })).toBeInTheDocument();
    expect(cell(table, 'Subtotal')).toBe('8,980.00');
    expect(cell(table, 'Delivery Fee')).toBe('200.00');
    expect(cell(table, 'Total')).toBe('9,180.00');
    expect(screen.getByText(order._id)).toBeInTheDocument();
    expect(screen.getByText('Card, paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('without an order it is a quote of the cart and says so', async () => {
    renderApp('/bill');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote' })).toBeInTheDocument();
    expect(screen.getByText(/This is a quote, not an invoice/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items' });
    expect(cell(table, 'Total')).toBe('4,690.00');
  });
});

describe('/bill in Sinhala and Tamil', () => {
  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)(
    'labels the bill in %s, and marks the English item names',
    async (language, messages, script) => {
      localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
      activateCatalogue(language, messages);
      renderApp(`/bill?orderId=${order._id}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toMatch(script);
      const table = screen.getByRole('table', { name: script });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent ?? '');
      for (const header of headers) expect(header).toMatch(script);
      expect(within(table).getByRole('rowheader', { name: 'Linen Shirt' })).toHaveAttribute('lang', 'en');
      expect(within(table).getAllByRole('rowheader').at(-1)?.textContent).toMatch(script);
      // Print and Download PDF.
      const tools = document.querySelector('.bill__tools') as HTMLElement;
      for (const button of within(tools).getAllByRole('button')) expect(button.textContent).toMatch(script);
    },
  );
});
