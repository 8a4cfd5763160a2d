// What /orders says when PayHere sends the shopper back (issue 25): whether the payment is confirmed yet, or
// that the cancelled payment's order is cancelled. Each notice has one live region that stays in the page
// while its words change, so each new state is said once (and asking again says nothing new).
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { usePayhereCancel, usePayhereConfirmation } from '../hooks/use-payhere-return';

type Tone = 'neutral' | 'success' | 'warning';

function Notice({ tone, children, action }: { tone: Tone; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={tone === 'neutral' ? 'notice' : `notice notice--${tone}`}>
      <div role="status">{children}</div>
      {action}
    </div>
  );
}

function PaymentConfirmation({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const { status, checkAgain } = usePayhereConfirmation(orderId);
  const again = (
    <button type="button" className="button button--small" onClick={checkAgain}>
      {t('orders.payment.checkAgain')}
    </button>
  );
  switch (status.state) {
    case 'checking':
      return (
        <Notice tone="neutral">
          <p>{t('orders.payment.payhere.checking')}</p>
        </Notice>
      );
    case 'confirming':
      return (
        <Notice tone="neutral">
          <p>{t('orders.payment.payhere.confirming')}</p>
        </Notice>
      );
    case 'paid':
      return (
        <Notice tone="success">
          <p>{t('orders.payment.confirmed')}</p>
        </Notice>
      );
    case 'notConfirmed':
      return (
        <Notice tone="warning" action={again}>
          <p>{t('orders.payment.notConfirmed')}</p>
          <p>{t('orders.payment.payhere.notYet')}</p>
        </Notice>
      );
    case 'failed':
      return (
        <Notice tone="warning" action={again}>
          <p>{t('orders.payment.payhere.checkFailed', { error: messageForError(status.error) })}</p>
        </Notice>
      );
  }
}

function CancelledPayment({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const cancel = usePayhereCancel(orderId);
  if (cancel.isError) {
    return (
      <Notice
        tone="warning"
        action={
          <button type="button" className="button button--small" onClick={() => cancel.mutate(orderId)}>
            {t('common.tryAgain')}
          </button>
        }
      >
        <p>{t('orders.payment.payhere.cancelFailed', { error: messageForError(cancel.error) })}</p>
      </Notice>
    );
  }
  if (cancel.isSuccess) {
    // PayHere may have said "paid" before the shopper pressed cancel: then the order stands, paid.
    return cancel.data.paid ? (
      <Notice tone="success">
        <p>{t('orders.payment.confirmed')}</p>
      </Notice>
    ) : (
      <Notice tone="neutral">
        <p>{t('orders.payment.payhere.cancelled')}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="neutral">
      <p>{t('orders.payment.payhere.cancelling')}</p>
    </Notice>
  );
}

/** `outcome` is the return address's `payment`: "cancelled" cancels the order; anything else checks it. */
export function PayhereReturn({ orderId, outcome }: { orderId: string; outcome: string }) {
  return outcome === 'cancelled' ? (
    <CancelledPayment orderId={orderId} />
  ) : (
    <PaymentConfirmation orderId={orderId} />
  );
}
