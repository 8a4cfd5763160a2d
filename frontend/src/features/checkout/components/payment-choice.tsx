// The payment choice (spec §2, §4) as a real radio group: card (through the hosted checkout page) and
// CASH ON DELIVERY, the default. When the deployment has no card provider, the card option is shown
// unavailable with the reason the server gives, not hidden and not pretending to work.
import type { PaymentMethod } from '@store/contracts/order-rules';
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n';

export interface CardAvailability {
  available: boolean;
  /** Why not, in the shopper's language; without one the option says the shop takes no cards now. */
  reason?: string;
}

export function PaymentChoice({
  value,
  onChange,
  card,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  card: CardAvailability;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  const name = useId();
  return (
    <fieldset className="payment-choice">
      <legend className="payment-choice__legend">{t('checkout.paymentMethod')}</legend>
      <label className="payment-choice__option">
        <input
          type="radio"
          name={name}
          value="Card"
          checked={value === 'Card'}
          disabled={!card.available}
          aria-describedby={card.available ? undefined : reasonId}
          onChange={() => onChange('Card')}
        />
        <span>{t('checkout.payByCard')}</span>
      </label>
      {!card.available && (
        <p id={reasonId} className="field__hint payment-choice__reason">
          {t('checkout.cardUnavailable', { reason: card.reason ?? t('checkout.cardNoneNow') })}
        </p>
      )}
      <label className="payment-choice__option">
        <input
          type="radio"
          name={name}
          value="COD"
          checked={value === 'COD'}
          onChange={() => onChange('COD')}
        />
        <span>{t('checkout.cashOnDelivery')}</span>
      </label>
    </fieldset>
  );
}
