// The track page's content (spec §2 Track order): progress, the status history with times, the delivery
// address, payment, the items, 'Request to Cancel' (hidden once Shipped or Delivered; after it is sent the
// order stays marked as requested), the bill, and whatever the route adds (Reorder).
import type { Order } from '@store/contracts/orders';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatLkr } from '@store/contracts/money';
import { useCancelRequest } from '../hooks/use-orders';
import {
  canRequestCancel,
  formatDate,
  formatDateTime,
  orderLabel,
  paymentWords,
} from '../utils/order-status';
import { BillActions } from './bill-actions';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

export const CANCEL_SENT = 'Cancel request sent!';

function CancelRequest({ order }: { order: Order }) {
  const cancel = useCancelRequest();
  // A cancelled order says so in its progress; the request has been answered.
  if (order.status === 'Cancelled') return null;
  if (order.cancelRequest) {
    return (
      <div role="status" className="notice notice--success">
        <p>{cancel.isSuccess ? CANCEL_SENT : 'You asked to cancel this order.'}</p>
        <p className="field__hint">
          Requested on {formatDateTime(order.cancelRequest.date)}. The shop will confirm the cancellation.
        </p>
      </div>
    );
  }
  if (!canRequestCancel(order)) return null;
  return (
    <div>
      <button
        type="button"
        className="button"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(order._id)}
      >
        {cancel.isPending && <Spinner />}
        Request to Cancel
      </button>
      <p role="status" className="form-message form-message--error">
        {cancel.isError ? apiErrorMessage(cancel.error) : ''}
      </p>
    </div>
  );
}

export function OrderDetails({ order, reorder }: { order: Order; reorder: ReactNode }) {
  const { address } = order;
  return (
    <div className="track">
      <section aria-labelledby="track-progress" className="track__section">
        <h2 id="track-progress">Progress</h2>
        <p>
          Status: <OrderStatusBadge status={order.status} />
        </p>
        <OrderProgress order={order} />
      </section>

      <section aria-labelledby="track-history" className="track__section">
        <h2 id="track-history">Status history</h2>
        <ol className="track__history">
          {order.statusHistory.map((change) => (
            <li key={`${change.status}-${change.date}`}>
              <strong>{change.status}</strong> —{' '}
              <time dateTime={new Date(change.date).toISOString()}>{formatDateTime(change.date)}</time>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="track-details" className="track__section">
        <h2 id="track-details">Details</h2>
        <dl className="track__facts">
          <div>
            <dt>Order</dt>
            <dd>
              {order._id} (placed {formatDate(order.date)})
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentWords(order)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              {formatLkr(order.amount)} (subtotal {formatLkr(order.subtotal)}, delivery fee{' '}
              {formatLkr(order.deliveryFee)})
            </dd>
          </div>
          <div>
            <dt>Delivery address</dt>
            <dd>
              <address>
                {address.firstName} {address.lastName}
                <br />
                {address.street}
                <br />
                {[address.city, address.state, address.zipcode].filter(Boolean).join(', ')}
                <br />
                {address.country}
                <br />
                Phone: {address.phone}
              </address>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="track-items" className="track__section">
        <h2 id="track-items">Items</h2>
        <ul className="track__items">
          {order.items.map((item, index) => (
            <li key={`${item._id}:${item.size}:${index}`} className="track__item">
              {item.image[0] && <img src={item.image[0]} alt="" width={64} height={56} />}
              <span>
                {item.name} — size {item.size || 'not recorded'}, quantity {item.quantity},{' '}
                {formatLkr(item.price)} each
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="track-actions" className="track__section">
        <h2 id="track-actions">Actions</h2>
        <div className="track__actions">
          <CancelRequest order={order} />
          {reorder}
          <BillActions order={order} context={orderLabel(order)} />
        </div>
      </section>
    </div>
  );
}
