// The payment choice (spec §2, §4) as a real radio group: card (through the hosted checkout page) and
// CASH ON DELIVERY, the default. When the deployment has no card provider, the card option is shown
// unavailable with the reason the server gives, not hidden and not pretending to work.
import type { PaymentMethod } from '@store/contracts/order-rules';
import { useId } from 'react';

export interface CardAvailability {
  available: boolean;
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
  const reasonId = useId();
  const name = useId();
  return (
    <fieldset className="payment-choice">
      <legend className="payment-choice__legend">PAYMENT METHOD</legend>
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
        <span>Card (secure payment page)</span>
      </label>
      {!card.available && (
        <p id={reasonId} className="field__hint payment-choice__reason">
          Card payment is not available: {card.reason ?? 'this shop takes no card payments right now.'}
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
        <span>CASH ON DELIVERY</span>
      </label>
    </fieldset>
  );
}
