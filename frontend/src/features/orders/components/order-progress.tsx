// Where an order is (spec §4): the four steps as a list with the current one marked, "Step n of 4" in
// words, and a bar whose width is step/4. A cancelled order says so instead.
import type { Order } from '@store/contracts/orders';
import { orderStep, progressSteps } from '../utils/order-status';

export function OrderProgress({ order }: { order: Order }) {
  if (order.status === 'Cancelled') {
    return <p className="order-progress__cancelled">This order was cancelled.</p>;
  }
  const step = orderStep(order.status);
  return (
    <div className="order-progress">
      <p className="order-progress__text">
        Step {step} of {progressSteps.length}: {progressSteps[step - 1]}
      </p>
      <div className="order-progress__bar" aria-hidden="true">
        <span style={{ width: `${(step / progressSteps.length) * 100}%` }} />
      </div>
      <ol className="order-progress__steps" aria-label="Order progress">
        {progressSteps.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 <= step ? 'is-done' : undefined}
          >
            {name}
            <span className="visually-hidden">
              {index + 1 < step ? ' (done)' : index + 1 === step ? ' (current step)' : ' (to come)'}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
