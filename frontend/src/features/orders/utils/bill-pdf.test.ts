import type { Order } from '@store/contracts/orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n';
import { apiClient } from '../../../lib/api-client';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { buildInvoice, buildQuote } from './bill';
import { downloadBillPdf, fetchQuotePdf } from './bill-pdf';

const order = {
  _id: '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77',
  status: 'Order Placed',
  amount: 4690,
  subtotal: 4490,
  deliveryFee: 200,
  paymentMethod: 'COD',
  payment: false,
  paidAt: null,
  date: new Date(2026, 10, 20).getTime(),
  items: [{ _id: 'p1', name: 'Linen Shirt', price: 4490, image: [], size: 'M', quantity: 1, sizes: ['M'] }],
  address: {
    firstName: 'නිමාලි',
    lastName: 'පෙරේරා',
    email: 'nimali@example.lk',
    street: '12 Galle Road',
    city: 'Colombo',
    state: '',
    zipcode: '00300',
    country: 'Sri Lanka',
    phone: '0771234567',
  },
  statusHistory: [],
  cancelRequest: null,
} satisfies Order;

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
let saved: { href: string; download: string }[];
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:bill');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  api = mockApi({ 'GET /api/order/:id/bill.pdf': ok(pdf), 'POST /api/order/quote.pdf': ok(pdf) });
});
afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
});

describe('downloadBillPdf', () => {
  it("downloads a placed order's bill from the server in the language asked, under the server's name", async () => {
    const name = await downloadBillPdf(buildInvoice(order), 'si');
    expect(name).toBe('bill-6b0c1c8e.pdf');
    const [call] = api.callsTo('GET', `/api/order/${order._id}/bill.pdf`);
    expect(call?.query.get('lang')).toBe('si');
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(saved).toEqual([{ href: 'blob:bill', download: 'bill-6b0c1c8e.pdf' }]);
    // The link was only there for the click.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('asks for English when no language is given', async () => {
    await downloadBillPdf(buildInvoice(order));
    expect(api.calls[0]?.query.get('lang')).toBe('en');
  });

  it('rejects when the server does not give the bill, and saves nothing', async () => {
    api.on('GET /api/order/:id/bill.pdf', fail(404, 'Order not found.'));
    await expect(downloadBillPdf(buildInvoice(order), 'ta')).rejects.toThrow();
    expect(saved).toEqual([]);
  });
});

describe('downloading a quote', () => {
  const shirt = '0b7c6a52-3f43-4d0e-9a1c-5e2f8b7d6c41';
  const jeans = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
  const quote = (address: Parameters<typeof buildQuote>[0]['address'] = order.address) =>
    buildQuote({
      lines: [
        { productId: shirt, name: 'Linen Shirt', size: 'M', quantity: 2, unitPrice: 4490 },
        { productId: jeans, name: 'Denim Jeans', size: 'L', quantity: 1, unitPrice: 6990.5 },
      ],
      address,
      paymentMethod: 'Card',
      date: new Date(2026, 10, 23),
    });

  afterEach(async () => {
    await switchLanguage('en');
  });

  it('asks the server for the quote of the cart in the language on screen, and saves it under its date', async () => {
    await switchLanguage('si');
    const name = await downloadBillPdf(quote());
    expect(name).toBe('quote-2026-11-23.pdf');
    const [call] = api.callsTo('POST', '/api/order/quote.pdf');
    expect(call?.query.get('lang')).toBe('si');
    // The lines as products, sizes and quantities: the server prices them, so no price is sent.
    expect(call?.body).toEqual({
      items: [
        { _id: shirt, size: 'M', quantity: 2 },
        { _id: jeans, size: 'L', quantity: 1 },
      ],
      address: { ...order.address, state: undefined },
      paymentMethod: 'Card',
    });
    expect(saved).toEqual([{ href: 'blob:bill', download: 'quote-2026-11-23.pdf' }]);
  });

  it('asks in the language given, and sends only the address fields typed so far that pass their rule', async () => {
    const halfTyped = { ...order.address, lastName: '', phone: '0771', email: 'nimali@' };
    await downloadBillPdf(quote(halfTyped), 'ta');
    const [call] = api.callsTo('POST', '/api/order/quote.pdf');
    expect(call?.query.get('lang')).toBe('ta');
    expect((call?.body as { address: unknown }).address).toEqual({
      firstName: 'නිමාලි',
      street: '12 Galle Road',
      city: 'Colombo',
      zipcode: '00300',
      country: 'Sri Lanka',
    });
    await downloadBillPdf(quote(null), 'en');
    expect(api.callsTo('POST', '/api/order/quote.pdf')[1]?.body).not.toHaveProperty('address');
  });

  it('rejects when the server refuses the quote (a product gone from the catalogue), and saves nothing', async () => {
    api.on(
      'POST /api/order/quote.pdf',
      fail(400, 'items.1._id: this product is no longer in the catalogue. Please remove it from your cart.'),
    );
    await expect(downloadBillPdf(quote(), 'en')).rejects.toThrow();
    expect(saved).toEqual([]);
  });

  it("takes the file's name from the server's Content-Disposition when the browser can read it", async () => {
    const transport = apiClient.transport;
    apiClient.transport = async () => ({
      data: pdf,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="quote-2026-11-24.pdf"' }),
    });
    try {
      const body = quote().quote ?? { items: [] };
      expect(await fetchQuotePdf(body, 'en')).toEqual({ pdf, name: 'quote-2026-11-24.pdf' });
    } finally {
      apiClient.transport = transport;
    }
  });
});
