// The track page's content (spec §2 Track order): progress, the status history with times, the delivery
// address, payment, the items, 'Request to Cancel' (hidden once Shipped or Delivered; after it is sent the
// order stays marked as requested), the bill, and whatever the route adds (Reorder).
import type { Order } from '@store/contracts/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { useCancelRequest } from '../hooks/use-orders';
import {
  canRequestCancel,
  formatDate,
  formatDateTime,
  orderLabel,
  paymentWords,
  statusName,
} from '../utils/order-status';
import { BillActions } from './bill-actions';
import { OrderProgress } from './order-progress';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

function CancelRequest({ order }: { order: Order }) {
  const { t } = useI18n();
  const cancel = useCancelRequest();
  // A cancelled order says so in its progress; the request has been answered.
  if (order.status === 'Cancelled') return null;
  if (order.cancelRequest) {
    return (
      <div role="status" className="notice notice--success">
        <p>{t(cancel.isSuccess ? 'trackOrder.cancelSent' : 'trackOrder.cancelAsked')}</p>
        <p className="field__hint">
          {t('trackOrder.cancelRequestedOn', { date: formatDateTime(order.cancelRequest.date) })}
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
        {t('trackOrder.requestCancel')}
      </button>
      <p role="status" className="form-message form-message--error">
        {cancel.isError ? messageForError(cancel.error) : ''}
      </p>
    </div>
  );
}

export function OrderDetails({ order, reorder }: { order: Order; reorder: ReactNode }) {
  const { t, tRich, lkr, language } = useI18n();
  const { address } = order;
  // Item names are kept as they were ordered (English): marked as such on a page in another language.
  const nameLang = language === 'en' ? undefined : 'en';
  return (
    <div className="track">
      <section aria-labelledby="track-progress" className="track__section">
        <h2 id="track-progress">{t('trackOrder.progress')}</h2>
        <p>{tRich('trackOrder.status', { badge: <OrderStatusBadge status={order.status} /> })}</p>
        <OrderProgress order={order} />
      </section>

      <section aria-labelledby="track-history" className="track__section">
        <h2 id="track-history">{t('trackOrder.history')}</h2>
        <ol className="track__history">
          {order.statusHistory.map((change) => (
            <li key={`${change.status}-${change.date}`}>
              <strong>{statusName(change.status)}</strong> —{' '}
              <time dateTime={new Date(change.date).toISOString()}>{formatDateTime(change.date)}</time>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="track-details" className="track__section">
        <h2 id="track-details">{t('trackOrder.details')}</h2>
        <dl className="track__facts">
          <div>
            <dt>{t('trackOrder.order')}</dt>
            <dd>{t('trackOrder.orderPlaced', { id: order._id, date: formatDate(order.date) })}</dd>
          </div>
          <div>
            <dt>{t('trackOrder.payment')}</dt>
            <dd>{paymentWords(order)}</dd>
          </div>
          <div>
            <dt>{t('trackOrder.total')}</dt>
            <dd>
              {t('trackOrder.totalLine', {
                total: lkr(order.amount),
                subtotal: lkr(order.subtotal),
                deliveryFee: lkr(order.deliveryFee),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('trackOrder.address')}</dt>
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
                {t('trackOrder.phone', { phone: address.phone })}
              </address>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="track-items" className="track__section">
        <h2 id="track-items">{t('trackOrder.items')}</h2>
        <ul className="track__items">
          {order.items.map((item, index) => (
            <li key={`${item._id}:${item.size}:${index}`} className="track__item">
              {item.image[0] && <img src={item.image[0]} alt="" width={64} height={56} />}
              <span>
                {tRich('trackOrder.itemLine', {
                  // In English the line stays one text; elsewhere the English name is marked.
                  name: nameLang ? <span lang={nameLang}>{item.name}</span> : item.name,
                  size: item.size || t('orders.sizeNotRecorded'),
                  quantity: item.quantity,
                  price: lkr(item.price),
                })}
              </span>
              {order.status === 'Delivered' && (
                <Link to={paths.productReview(item._id)} className="button button--small">
                  {tRich('orders.writeReview', { name: item.name, hidden })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="track-actions" className="track__section">
        <h2 id="track-actions">{t('trackOrder.actions')}</h2>
        <div className="track__actions">
          <CancelRequest order={order} />
          {reorder}
          <BillActions order={order} context={orderLabel(order)} />
        </div>
      </section>
    </div>
  );
}
