// CART TOTALS (spec §2, §9): subtotal, delivery fee 200.00, and total (0 when the cart is empty).
import { SectionTitle } from '../../../components/ui/section-title';
import { formatLkr } from '../../../lib/format';
import type { OrderTotals as Totals } from '@store/contracts/money';

export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <SectionTitle text1="CART" text2="TOTALS" id="cart-totals-title" />
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
    </section>
  );
}
