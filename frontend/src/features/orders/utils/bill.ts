// The bill (spec §9) as data for the HTML page: shop and contact, date, bill-to address, lines (Item / Size
// / Qty / Unit Price (LKR) / Total (LKR)), Subtotal, Delivery Fee, Total and a thank-you line. Before an
// order exists it is a quote priced by the contract's money rule, carrying the cart as the server's quote
// PDF reads it; a placed order's bill carries its number, payment state and the amounts the server charged.
// Its words are in the shopper's language when it is built (build it where it is shown, so a change of
// language rebuilds it).
import type { OrderTotals } from '@store/contracts/money';
import { orderTotals, toCents, fromCents } from '@store/contracts/money';
import type { Language } from '@store/contracts/languages';
import {
  quoteAddressSchema,
  type Address,
  type AddressInput,
  type Order,
  type QuoteBody,
} from '@store/contracts/orders';
import { site } from '../../../config/site';
import { formatAmount } from '@store/contracts/money';
import { currentLocale, t } from '../../../i18n/i18n';
import { formatDate, paymentMethodName, statusName } from './order-status';

export interface BillLine {
  name: string;
  /** The language of `name` when known (a placed order keeps the English name it was ordered by). */
  lang?: Language;
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
  /** A quote's cart and choices as POST /api/order/quote.pdf reads them (the server prices the PDF). */
  quote?: QuoteBody;
}

/** A line of the cart being quoted: the product it is, so the server can price it. */
export interface QuoteLine extends BillLine {
  productId: string;
}

/** The table's column headings in the shopper's language: Item, Size, Qty, Unit Price, Total. */
export const billColumnNames = (): string[] => [
  t('bill.columns.item'),
  t('bill.columns.size'),
  t('bill.columns.qty'),
  t('bill.columns.unitPrice'),
  t('bill.columns.total'),
];

const shop = { name: site.name, contact: [...site.address, site.phone, site.email] };
const thanks = () => t('bill.thanks', { shop: site.name });

export function billToLines(address: Address | AddressInput): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const cityLine = [address.city, address.state, String(address.zipcode ?? '')].filter(Boolean).join(', ');
  const phone = t('bill.phone', { phone: address.phone });
  return [name, address.street, cityLine, address.country, phone, address.email].filter(
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
    formatAmount(line.unitPrice, currentLocale()),
    formatAmount(lineTotal(line), currentLocale()),
  ]);
}

export const paymentLabel = (method: 'COD' | 'Card') => paymentMethodName(method);

type QuoteAddressField = keyof typeof quoteAddressSchema.shape;

/**
 * The address as the quote PDF asks for it: each field typed so far that already passes its rule (a phone
 * number half typed would make the server refuse the whole quote), or nothing when no field does.
 */
export function quoteAddress(address: AddressInput | null): QuoteBody['address'] {
  if (!address) return undefined;
  const given = Object.entries(address).filter(([field, value]) => {
    const rule = quoteAddressSchema.shape[field as QuoteAddressField];
    return String(value ?? '').trim() !== '' && rule?.safeParse(value).success === true;
  });
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

/** A quote from the cart before the order is placed. */
export function buildQuote(input: {
  lines: QuoteLine[];
  address: AddressInput | null;
  paymentMethod: 'COD' | 'Card';
  date?: Date;
}): Bill {
  return {
    kind: 'quote',
    number: t('bill.quote'),
    title: t('bill.quote'),
    date: input.date ?? new Date(),
    shop,
    billTo: input.address ? billToLines(input.address) : [t('bill.noAddress')],
    lines: input.lines,
    totals: orderTotals(input.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity }))),
    payment: t('bill.quotePayment', { method: paymentLabel(input.paymentMethod) }),
    notice: t('bill.quoteNotice'),
    thanks: thanks(),
    quote: {
      items: input.lines.map((line) => ({ _id: line.productId, size: line.size, quantity: line.quantity })),
      address: quoteAddress(input.address),
      paymentMethod: input.paymentMethod,
    },
  };
}

/** The invoice of a placed order, with the server's amounts. */
export function buildInvoice(order: Order): Bill {
  return {
    kind: 'invoice',
    number: order._id,
    title: t('bill.invoice'),
    date: new Date(order.date),
    shop,
    billTo: billToLines(order.address),
    lines: order.items.map((item) => ({
      name: item.name,
      lang: 'en' as const,
      size: item.size,
      quantity: item.quantity,
      unitPrice: item.price,
    })),
    totals: { subtotal: order.subtotal, deliveryFee: order.deliveryFee, total: order.amount },
    payment: t(order.payment ? 'bill.invoicePaid' : 'bill.invoiceNotPaid', {
      method: paymentLabel(order.paymentMethod),
    }),
    status: statusName(order.status),
    notice: t(order.payment ? 'bill.paid' : 'bill.due'),
    thanks: thanks(),
  };
}

const isoDate = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const billDate = (date: Date) => formatDate(date.getTime());

/** "bill-2026-11-23.pdf" (a quote: "quote-2026-11-23.pdf"). */
export function billFileName(bill: Bill): string {
  return `${bill.kind === 'quote' ? 'quote' : 'bill'}-${isoDate(bill.date)}.pdf`;
}
