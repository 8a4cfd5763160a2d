// Subtotal, Delivery Fee and Total as a description list (spec §9), wherever a cart or order is totalled.
import type { OrderTotals } from '@store/contracts/money';
import { formatLkr } from '@store/contracts/money';

export function TotalsList({ totals }: { totals: OrderTotals }) {
  return (
    <dl className="cart-totals__list">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatLkr(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>Delivery Fee</dt>
        <dd>{formatLkr(totals.deliveryFee)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>Total</dt>
        <dd>{formatLkr(totals.total)}</dd>
      </div>
    </dl>
  );
}
