// The store's one money rule (spec §9), zod-free so the storefront can import it as a value: amounts are
// LKR with at most two decimals, added up in integer cents; the delivery fee is 200, and an order's total
// is its subtotal plus that fee, or 0 when the subtotal is 0.
import { CURRENCY, DELIVERY_FEE_LKR } from './constants';

export const toCents = (lkr: number): number => Math.round(lkr * 100);
export const fromCents = (cents: number): number => cents / 100;

export const DELIVERY_FEE_CENTS = toCents(DELIVERY_FEE_LKR);

export interface OrderTotalsCents {
  subtotalCents: number;
  deliveryFeeCents: number;
  amountCents: number;
}

/** Totals of an order whose lines add up to `subtotalCents`; the fee is quoted even when nothing is due. */
export function orderTotalsCents(subtotalCents: number): OrderTotalsCents {
  const amountCents = subtotalCents === 0 ? 0 : subtotalCents + DELIVERY_FEE_CENTS;
  return { subtotalCents, deliveryFeeCents: DELIVERY_FEE_CENTS, amountCents };
}

export interface OrderTotals {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/** The same totals in LKR, for lines given as a price and a quantity (exact: 0.1 + 0.2 is 0.30). */
export function orderTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const totals = orderTotalsCents(subtotal);
  return {
    subtotal: fromCents(totals.subtotalCents),
    deliveryFee: fromCents(totals.deliveryFeeCents),
    total: fromCents(totals.amountCents),
  };
}

// --- Showing money ---

/** The locales money is shown in: English, Sinhala and Tamil as used in Sri Lanka. */
export type MoneyLocale = 'en-LK' | 'si-LK' | 'ta-LK';

// Western digits and a comma for every thousand in every locale: that is how prices are printed in Sri
// Lanka. CLDR's ta-LK groups by lakhs (12,34,567) as Indian Tamil does, so the digits always take the Sri
// Lankan English pattern; the locale stays a parameter for the words around them. Written out rather than
// with Intl.NumberFormat: a page's first NumberFormat loads the browser's number data, 20–35 ms of a phone's
// main thread before the first price can be shown. Intl stays for amounts of 10^13 and more.
let intlAmount: Intl.NumberFormat | undefined;

/** A whole number's digits with a comma every three: "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

/** A whole number as prices print it: 1234567 → "1,234,567" (for whole numbers: any cents are dropped). */
export function formatWholeNumber(value: number): string {
  return formatAmount(value).slice(0, -3);
}

/**
 * An amount with two decimals: "1,990.00". Rounded as Intl rounds: half away from zero, on the number as it is
 * written (1.005 is "1.01", though the double is a hair below it).
 */
export function formatAmount(amount: number, _locale: MoneyLocale = 'en-LK'): string {
  const size = Math.abs(amount);
  if (!(size < 1e13)) {
    intlAmount ??= new Intl.NumberFormat('en-LK', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    return intlAmount.format(amount);
  }
  // Below a millionth, String() writes an exponent: such an amount is 0.00.
  const written = String(size);
  let cents = 0;
  if (!written.includes('e')) {
    const [whole = '0', fraction = ''] = written.split('.');
    cents = Number(whole + `${fraction}00`.slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  }
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const rupees = groupThousands(String(Math.floor(cents / 100)));
  return `${sign}${rupees}.${String(cents % 100).padStart(2, '0')}`;
}

/** Money as the spec shows it: "LKR 1,990.00". */
export function formatLkr(amount: number, locale: MoneyLocale = 'en-LK'): string {
  return `${CURRENCY} ${formatAmount(amount, locale)}`;
}

/** The same from integer cents (what the database keeps). */
export const formatLkrCents = (cents: number, locale: MoneyLocale = 'en-LK'): string =>
  formatLkr(fromCents(cents), locale);
