// What changed between the cart the shopper ordered and the catalogue now, in words (after a 409).
import { formatLkr } from '@store/contracts/money';
import type { CheckoutLine } from '../components/checkout-form';

export function describeChanges(
  before: readonly CheckoutLine[],
  prices: ReadonlyMap<string, { name: string; price: number }>,
): string[] {
  const said = new Set<string>();
  const changes: string[] = [];
  for (const line of before) {
    if (said.has(line.productId)) continue;
    said.add(line.productId);
    const now = prices.get(line.productId);
    if (!now) changes.push(`${line.name} is no longer sold and has left your order.`);
    else if (now.price !== line.price)
      changes.push(`${now.name} is now ${formatLkr(now.price)} (was ${formatLkr(line.price)}).`);
  }
  return changes;
}
