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

const amountFormats = new Map<MoneyLocale, Intl.NumberFormat>();
function amountFormat(locale: MoneyLocale): Intl.NumberFormat {
  let format = amountFormats.get(locale);
  if (!format) {
    // Western digits and a comma for every thousand in every locale: that is how prices are printed in Sri
    // Lanka. CLDR's ta-LK groups by lakhs (12,34,567) as Indian Tamil does, so the digits always take the
    // Sri Lankan English pattern; the locale stays a parameter for the words around them.
    format = new Intl.NumberFormat('en-LK', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    amountFormats.set(locale, format);
  }
  return format;
}

/** An amount with two decimals: "1,990.00". */
export function formatAmount(amount: number, locale: MoneyLocale = 'en-LK'): string {
  return amountFormat(locale).format(amount);
}

/** Money as the spec shows it: "LKR 1,990.00". */
export function formatLkr(amount: number, locale: MoneyLocale = 'en-LK'): string {
  return `${CURRENCY} ${formatAmount(amount, locale)}`;
}

/** The same from integer cents (what the database keeps). */
export const formatLkrCents = (cents: number, locale: MoneyLocale = 'en-LK'): string =>
  formatLkr(fromCents(cents), locale);
