import type { Order } from '@store/contracts/orders';
import { describe, expect, it } from 'vitest';
import { billFileName, billRows, buildInvoice, buildQuote } from './bill';
import { renderBillPdf } from './bill-pdf';

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
        { name: 'Linen Shirt', size: 'M', quantity: 2, unitPrice: 4490 },
        { name: 'Denim Jeans', size: 'L', quantity: 1, unitPrice: 6990.5 },
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

describe('renderBillPdf', () => {
  it('marks text the PDF fonts cannot show instead of printing garbage, and says where to read it', async () => {
    const doc = await renderBillPdf(
      buildInvoice({ ...order, address: { ...order.address, firstName: 'නිමාලි', lastName: "O'Brien" } }),
    );
    const text = doc.output();
    expect(text).toContain("([?] O'Brien)");
    expect(text).toContain('the bill as a web page shows it in full');
  });

  it('writes the header, table and summary into the PDF', async () => {
    const doc = await renderBillPdf(buildInvoice(order));
    const text = doc.output();
    for (const expected of [
      '(Ceylon Threads)',
      '(Item)',
      '(Unit Price \\(LKR\\))',
      '(Linen Shirt)',
      '(8,980.00)',
      '(Delivery Fee)',
      '(200.00)',
      '(9,180.00)',
      `(Order number: ${order._id})`,
      '(Payment: Card, paid)',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
