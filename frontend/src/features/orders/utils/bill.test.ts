import type { Order } from '@store/contracts/orders';
import { describe, expect, it } from 'vitest';
import { billFileName, billRows, buildInvoice, buildQuote, quoteAddress } from './bill';

const address = {
  firstName: 'Nimali',
  lastName: 'Perera',
  email: 'nimali@example.lk',
  street: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  zipcode: '00300',
  country: 'Sri Lanka',
  phone: '0771234567',
};

const shirt = '0b7c6a52-3f43-4d0e-9a1c-5e2f8b7d6c41';
const jeans = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const order: Order = {
  _id: '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77',
  status: 'Processing',
  amount: 9180,
  subtotal: 8980,
  deliveryFee: 200,
  paymentMethod: 'Card',
  payment: true,
  paidAt: Date.UTC(2026, 10, 20),
  date: new Date(2026, 10, 20, 10, 30).getTime(),
  items: [
    { _id: 'p1', name: 'Linen Shirt', price: 4490, image: [], size: 'M', quantity: 2, sizes: ['S', 'M'] },
  ],
  address,
  statusHistory: [],
  cancelRequest: null,
};

describe('buildQuote', () => {
  it('prices the cart by the money rule, says it is a quote, and is named by date', () => {
    const bill = buildQuote({
      lines: [
        { productId: shirt, name: 'Linen Shirt', size: 'M', quantity: 2, unitPrice: 4490 },
        { productId: jeans, name: 'Denim Jeans', size: 'L', quantity: 1, unitPrice: 6990.5 },
      ],
      address,
      paymentMethod: 'COD',
      date: new Date(2026, 10, 23),
    });
    expect(bill.totals).toEqual({ subtotal: 15970.5, deliveryFee: 200, total: 16170.5 });
    expect(billRows(bill)).toEqual([
      ['Linen Shirt', 'M', '2', '4,490.00', '8,980.00'],
      ['Denim Jeans', 'L', '1', '6,990.50', '6,990.50'],
    ]);
    expect(bill.kind).toBe('quote');
    expect(bill.notice).toMatch(/quote, not an invoice/);
    expect(bill.billTo).toContain('Nimali Perera');
    expect(billFileName(bill)).toBe('quote-2026-11-23.pdf');
    // What the server is asked to quote: products, sizes and quantities (it prices them), and the choices.
    expect(bill.quote).toEqual({
      items: [
        { _id: shirt, size: 'M', quantity: 2 },
        { _id: jeans, size: 'L', quantity: 1 },
      ],
      address,
      paymentMethod: 'COD',
    });
  });
});

describe('quoteAddress', () => {
  it('keeps the fields typed so far that pass their rule, and is nothing when none does', () => {
    expect(quoteAddress(address)).toEqual(address);
    expect(
      quoteAddress({
        ...address,
        firstName: 'Nimali2',
        lastName: ' ',
        state: '',
        zipcode: 300,
        phone: '077',
      }),
    ).toEqual({
      email: address.email,
      street: address.street,
      city: address.city,
      zipcode: 300,
      country: address.country,
    });
    expect(
      quoteAddress({
        ...address,
        firstName: '',
        lastName: '',
        email: '',
        street: '',
        city: '',
        state: '',
        zipcode: '',
        country: '',
        phone: '',
      }),
    ).toBeUndefined();
    expect(quoteAddress(null)).toBeUndefined();
  });
});

describe('buildInvoice', () => {
  it("carries the order number, payment state and the server's amounts", () => {
    const bill = buildInvoice(order);
    expect(bill.number).toBe(order._id);
    expect(bill.payment).toBe('Card, paid');
    expect(bill.totals).toEqual({ subtotal: 8980, deliveryFee: 200, total: 9180 });
    expect(billFileName(bill)).toBe('bill-2026-11-20.pdf');
    expect(buildInvoice({ ...order, paymentMethod: 'COD', payment: false }).payment).toBe(
      'Cash on delivery, not paid yet',
    );
  });
});
