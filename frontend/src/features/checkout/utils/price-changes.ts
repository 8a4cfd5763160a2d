// What changed between the cart the shopper ordered and the catalogue now, in the shopper's words (after a
// 409), said when the answer comes.
import { lkr, t } from '../../../i18n/i18n';
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
    if (!now) changes.push(t('checkout.changes.gone', { name: line.name }));
    else if (now.price !== line.price)
      changes.push(
        t('checkout.changes.price', { name: now.name, now: lkr(now.price), was: lkr(line.price) }),
      );
  }
  return changes;
}
