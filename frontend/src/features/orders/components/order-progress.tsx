// Where an order is (spec §4): the four steps as a list with the current one marked, "Step n of 4" in
// words, and a bar whose width is step/4. A cancelled order says so instead.
import type { Order } from '@store/contracts/orders';
import { useI18n } from '../../../i18n/i18n';
import { orderStep, progressSteps, statusName } from '../utils/order-status';

export function OrderProgress({ order }: { order: Order }) {
  const { t } = useI18n();
  if (order.status === 'Cancelled') {
    return <p className="order-progress__cancelled">{t('orders.progress.cancelled')}</p>;
  }
  const step = orderStep(order.status);
  const current = progressSteps[step - 1] ?? order.status;
  return (
    <div className="order-progress">
      <p className="order-progress__text">
        {t('orders.progress.step', { step, steps: progressSteps.length, status: statusName(current) })}
      </p>
      <div className="order-progress__bar" aria-hidden="true">
        <span style={{ width: `${(step / progressSteps.length) * 100}%` }} />
      </div>
      <ol className="order-progress__steps" aria-label={t('orders.progress.label')}>
        {progressSteps.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 <= step ? 'is-done' : undefined}
          >
            {statusName(name)}
            <span className="visually-hidden">
              {' '}
              (
              {t(
                index + 1 < step
                  ? 'orders.progress.done'
                  : index + 1 === step
                    ? 'orders.progress.current'
                    : 'orders.progress.toCome',
              )}
              )
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
