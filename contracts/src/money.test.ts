import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatLkr,
  formatLkrCents,
  formatWholeNumber,
  groupThousands,
  orderTotals,
  orderTotalsCents,
} from './money';

describe('orderTotals (spec §9)', () => {
  it('is 0 for an empty order, with the fee still quoted', () => {
    expect(orderTotals([])).toEqual({ subtotal: 0, deliveryFee: 200, total: 0 });
    expect(orderTotalsCents(0)).toEqual({ subtotalCents: 0, deliveryFeeCents: 20_000, amountCents: 0 });
  });

  it('adds the delivery fee of 200 to any other subtotal', () => {
    expect(orderTotals([{ price: 1990, quantity: 1 }])).toEqual({
      subtotal: 1990,
      deliveryFee: 200,
      total: 2190,
    });
    expect(orderTotalsCents(199_000).amountCents).toBe(219_000);
  });

  it('adds in cents, so fractions of a rupee stay exact', () => {
    expect(
      orderTotals([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]).subtotal,
    ).toBe(0.3);
    expect(orderTotals([{ price: 1234.56, quantity: 3 }]).total).toBe(3903.68);
  });
});

describe('formatLkr', () => {
  it('shows LKR with two decimals and thousands separators', () => {
    expect(formatLkr(1990)).toBe('LKR 1,990.00');
    expect(formatLkr(0.1 + 0.2)).toBe('LKR 0.30');
    expect(formatLkrCents(249_950)).toBe('LKR 2,499.50');
    expect(formatAmount(1_234_567.5)).toBe('1,234,567.50');
  });

  it('prints digits the Sri Lankan way in every language: western digits, a comma every thousand', () => {
    expect(formatLkr(1990, 'si-LK')).toBe('LKR 1,990.00');
    // Not CLDR's ta-LK lakh grouping (12,34,567.50), which is Indian Tamil usage.
    expect(formatAmount(1_234_567.5, 'ta-LK')).toBe('1,234,567.50');
    expect(formatAmount(1_234_567.5, 'si-LK')).toBe('1,234,567.50');
  });

  it("rounds and groups exactly as Intl.NumberFormat('en-LK') does, without it", () => {
    const intl = new Intl.NumberFormat('en-LK', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    const amounts = [
      0, -0, 0.005, 0.015, 1.005, 1.255, 2.675, -2.675, 999.995, 1000, 999_999.999, 1e20, -1e20,
    ];
    amounts.push(1e21, Number.POSITIVE_INFINITY, Number.NaN);
    let seed = 23;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    for (let drawn = 0; drawn < 5_000; drawn += 1) {
      const magnitude = 10 ** Math.floor(random() * 12);
      amounts.push((random() - 0.25) * magnitude, Math.round(random() * magnitude * 1000) / 1000);
    }
    for (const amount of amounts) expect(formatAmount(amount), String(amount)).toBe(intl.format(amount));
  });

  it('groups whole numbers in thousands for the spoken form', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('123456')).toBe('123,456');
    expect(formatWholeNumber(1_234_567)).toBe('1,234,567');
    expect(formatWholeNumber(999)).toBe('999');
  });
});
