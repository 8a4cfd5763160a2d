// The payment choice (spec §2, §4; issue 25) as a real radio group: card (through the hosted checkout page),
// PayHere (its own hosted page: cards and local wallets and banks) and CASH ON DELIVERY, the default. When
// the deployment has no card provider, the card option is shown unavailable with the reason the server
// gives, not hidden and not pretending to work, unless PayHere is offered: it takes cards, so a disabled
// "Card" option saying "choose cash on delivery" beside it would only mislead. PayHere is offered only where
// the shop has set it up.
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n';
import type { CheckoutMethod } from '../utils/checkout-method';

export interface CardAvailability {
  available: boolean;
  /** Why not, in the shopper's language; without one the option says the shop takes no cards now. */
  reason?: string;
}

export function PaymentChoice({
  value,
  onChange,
  card,
  payhere,
}: {
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
  card: CardAvailability;
  /** Whether the shop takes PayHere; when not, the option is not there at all. */
  payhere: boolean;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  const name = useId();
  const showCard = card.available || !payhere;
  return (
    <fieldset className="payment-choice">
      <legend className="payment-choice__legend">{t('checkout.paymentMethod')}</legend>
      {showCard && (
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
      )}
      {showCard && !card.available && (
        <p id={reasonId} className="field__hint payment-choice__reason">
          {t('checkout.cardUnavailable', { reason: card.reason ?? t('checkout.cardNoneNow') })}
        </p>
      )}
      {payhere && (
        <label className="payment-choice__option">
          <input
            type="radio"
            name={name}
            value="PayHere"
            checked={value === 'PayHere'}
            onChange={() => onChange('PayHere')}
          />
          <span>{t('checkout.payByPayhere')}</span>
        </label>
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
