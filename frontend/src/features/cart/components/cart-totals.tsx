// CART TOTALS (spec §2, §9): subtotal, delivery fee 200.00, and total (0 when the cart is empty).
import { SectionTitle } from '../../../components/ui/section-title';
import { TotalsList } from '../../../components/ui/totals-list';
import { useI18n } from '../../../i18n/i18n';
import type { OrderTotals as Totals } from '@store/contracts/money';

export function CartTotals({ totals }: { totals: Totals }) {
  const { t } = useI18n();
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <SectionTitle text1={t('cart.totals.text1')} text2={t('cart.totals.text2')} id="cart-totals-title" />
      <TotalsList totals={totals} />
    </section>
  );
}
