// The bill (spec §9) as data, shared by the PDF and the HTML page: shop and contact, date, bill-to
// address, lines (Item / Size / Qty / Unit Price (LKR) / Total (LKR)), Subtotal, Delivery Fee, Total and
// a thank-you line. Before an order exists it is a quote priced by the contract's money rule; a placed
// order's bill carries its number, payment state and the amounts the server charged.
import type { OrderTotals } from '@store/contracts/money';
import { orderTotals, toCents, fromCents } from '@store/contracts/money';
import type { Address, AddressInput, Order } from '@store/contracts/orders';
import { site } from '../../../config/site';
import { formatAmount } from '@store/contracts/money';

export interface BillLine {
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
}

export interface Bill {
  kind: 'quote' | 'invoice';
  /** "Quote" before an order exists; the order number after. */
  number: string;
  title: string;
  date: Date;
  shop: { name: string; contact: string[] };
  billTo: string[];
  lines: BillLine[];
  totals: OrderTotals;
  /** How and whether it is paid; for a quote, what is chosen so far. */
  payment: string;
  status?: string;
  notice: string;
  thanks: string;
}

export const billColumns = ['Item', 'Size', 'Qty', 'Unit Price (LKR)', 'Total (LKR)'] as const;

const shop = { name: site.name, contact: [...site.address, site.phone, site.email] };
const THANKS = `Thank you for shopping with ${site.name}!`;

export function billToLines(address: Address | AddressInput): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const cityLine = [address.city, address.state, String(address.zipcode ?? '')].filter(Boolean).join(', ');
  return [name, address.street, cityLine, address.country, `Phone: ${address.phone}`, address.email].filter(
    (line) => line.trim() !== '',
  );
}

const lineTotal = (line: BillLine) => fromCents(toCents(line.unitPrice) * line.quantity);

/** The table's rows, amounts as the spec shows them (two decimals). */
export function billRows(bill: Bill): string[][] {
  return bill.lines.map((line) => [
    line.name,
    line.size,
    String(line.quantity),
    formatAmount(line.unitPrice),
    formatAmount(lineTotal(line)),
  ]);
}

export const paymentLabel = (method: 'COD' | 'Card') => (method === 'COD' ? 'Cash on delivery' : 'Card');

/** A quote from the cart before the order is placed. */
export function buildQuote(input: {
  lines: BillLine[];
  address: AddressInput | null;
  paymentMethod: 'COD' | 'Card';
  date?: Date;
}): Bill {
  return {
    kind: 'quote',
    number: 'Quote',
    title: 'Quote',
    date: input.date ?? new Date(),
    shop,
    billTo: input.address ? billToLines(input.address) : ['(Delivery address not filled in yet)'],
    lines: input.lines,
    totals: orderTotals(input.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity }))),
    payment: `${paymentLabel(input.paymentMethod)} (not paid: no order has been placed yet)`,
    notice:
      'This is a quote, not an invoice: no order has been placed yet. Prices may change until you order.',
    thanks: THANKS,
  };
}

/** The invoice of a placed order, with the server's amounts. */
export function buildInvoice(order: Order): Bill {
  return {
    kind: 'invoice',
    number: order._id,
    title: 'Invoice',
    date: new Date(order.date),
    shop,
    billTo: billToLines(order.address),
    lines: order.items.map((item) => ({
      name: item.name,
      size: item.size,
      quantity: item.quantity,
      unitPrice: item.price,
    })),
    totals: { subtotal: order.subtotal, deliveryFee: order.deliveryFee, total: order.amount },
    payment: `${paymentLabel(order.paymentMethod)}, ${order.payment ? 'paid' : 'not paid yet'}`,
    status: order.status,
    notice: order.payment ? 'Paid.' : 'Payment is still due.',
    thanks: THANKS,
  };
}

const isoDate = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const billDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "bill-2026-11-23.pdf" (a quote: "quote-2026-11-23.pdf"). */
export function billFileName(bill: Bill): string {
  return `${bill.kind === 'quote' ? 'quote' : 'bill'}-${isoDate(bill.date)}.pdf`;
}
