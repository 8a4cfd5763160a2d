// Subtotal, Delivery Fee and Total as a description list (spec §9), wherever a cart or order is totalled.
import type { OrderTotals } from '@store/contracts/money';
import { useI18n } from '../../i18n/i18n';

export function TotalsList({ totals }: { totals: OrderTotals }) {
  const { t, lkr } = useI18n();
  return (
    <dl className="cart-totals__list">
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{lkr(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('totals.deliveryFee')}</dt>
        <dd>{lkr(totals.deliveryFee)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t('totals.total')}</dt>
        <dd>{lkr(totals.total)}</dd>
      </div>
    </dl>
  );
}
