// CART TOTALS (spec §2, §9): subtotal, delivery fee 200.00, and total (0 when the cart is empty).
import { SectionTitle } from '../../../components/ui/section-title';
import { TotalsList } from '../../../components/ui/totals-list';
import type { OrderTotals as Totals } from '@store/contracts/money';

export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <SectionTitle text1="CART" text2="TOTALS" id="cart-totals-title" />
      <TotalsList totals={totals} />
    </section>
  );
}
