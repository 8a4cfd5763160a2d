// My orders (spec §2): one row per ordered item, newest order first: image, name, price, quantity, size,
// order date, payment method and whether it is paid, the status as a dot and in words, Track Order and
// the bill, and on a delivered order "Write a review" of the item. Long histories come in pages. Item names are kept as they were ordered, in English.
import type { Order } from '@store/contracts/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { formatDate, orderLabel, paymentWords } from '../utils/order-status';
import { BillActions } from './bill-actions';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function OrderList({ orders }: { orders: readonly Order[] }) {
  const { t, tRich, lkr, language } = useI18n();
  // Names are stored as ordered (English): marked as such on a page in another language.
  const nameLang = language === 'en' ? undefined : 'en';
  if (orders.length === 0) return <p className="orders__empty">{t('orders.empty')}</p>;
  return (
    <ul className="order-rows" aria-label={t('orders.listLabel')}>
      {orders.flatMap((order) =>
        order.items.map((item, index) => {
          const context = t('orders.itemContext', { name: item.name, order: orderLabel(order) });
          return (
            <li key={`${order._id}:${item._id}:${item.size}:${index}`} className="order-row">
              {item.image[0] ? (
                <img className="order-row__image" src={item.image[0]} alt="" width={80} height={70} />
              ) : (
                <span className="order-row__image" aria-hidden="true" />
              )}
              <div className="order-row__main">
                <p className="order-row__name" lang={nameLang}>
                  {item.name}
                </p>
                <p className="order-row__facts">
                  <span>{lkr(item.price)}</span>
                  <span>{t('orders.quantity', { quantity: item.quantity })}</span>
                  <span>{t('orders.size', { size: item.size || t('orders.sizeNotRecorded') })}</span>
                </p>
                <p className="order-row__facts">
                  <span>{t('orders.date', { date: formatDate(order.date) })}</span>
                  <span>{t('orders.paymentLine', { payment: paymentWords(order) })}</span>
                </p>
              </div>
              <div className="order-row__status">
                <OrderStatusBadge status={order.status} />
                {order.cancelRequest && order.status !== 'Cancelled' && (
                  <span className="field__hint">{t('orders.cancelRequested')}</span>
                )}
              </div>
              <div className="order-row__actions">
                <Link to={paths.trackOrder(order._id)} className="button button--small button--primary">
                  {tRich('orders.trackOrder', { context, hidden })}
                </Link>
                <BillActions order={order} context={context} />
                {order.status === 'Delivered' && (
                  <Link to={paths.productReview(item._id)} className="button button--small">
                    {tRich('orders.writeReview', { name: item.name, hidden })}
                  </Link>
                )}
              </div>
            </li>
          );
        }),
      )}
    </ul>
  );
}
