// My orders (spec §2): one row per ordered item, newest order first: image, name, price, quantity, size,
// order date, payment method and whether it is paid, the status as a dot and in words, Track Order and
// the bill. Long histories come in pages.
import type { Order } from '@store/contracts/orders';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatLkr } from '@store/contracts/money';
import { formatDate, orderLabel, paymentWords } from '../utils/order-status';
import { BillActions } from './bill-actions';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

export const NO_ORDERS = 'No orders found';

export function OrderList({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <p className="orders__empty">{NO_ORDERS}</p>;
  return (
    <ul className="order-rows" aria-label="Ordered items">
      {orders.flatMap((order) =>
        order.items.map((item, index) => {
          const context = `for ${item.name}, ${orderLabel(order)}`;
          return (
            <li key={`${order._id}:${item._id}:${item.size}:${index}`} className="order-row">
              {item.image[0] ? (
                <img className="order-row__image" src={item.image[0]} alt="" width={80} height={70} />
              ) : (
                <span className="order-row__image" aria-hidden="true" />
              )}
              <div className="order-row__main">
                <p className="order-row__name">{item.name}</p>
                <p className="order-row__facts">
                  <span>{formatLkr(item.price)}</span>
                  <span>Quantity: {item.quantity}</span>
                  <span>Size: {item.size || 'not recorded'}</span>
                </p>
                <p className="order-row__facts">
                  <span>Date: {formatDate(order.date)}</span>
                  <span>Payment: {paymentWords(order)}</span>
                </p>
              </div>
              <div className="order-row__status">
                <OrderStatusBadge status={order.status} />
                {order.cancelRequest && order.status !== 'Cancelled' && (
                  <span className="field__hint">Cancel requested</span>
                )}
              </div>
              <div className="order-row__actions">
                <Link to={paths.trackOrder(order._id)} className="button button--small button--primary">
                  Track Order<span className="visually-hidden"> {context}</span>
                </Link>
                <BillActions order={order} context={context} />
              </div>
            </li>
          );
        }),
      )}
    </ul>
  );
}
