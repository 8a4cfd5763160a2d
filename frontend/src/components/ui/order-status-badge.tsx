// An order's status as a coloured dot and in words (never colour alone): green when Delivered, red when
// Cancelled, yellow otherwise (spec §2). Shared by My orders, Track order and the admin's orders.
// The status is the API's English value; the badge says it in the shopper's language.
import type { OrderStatus } from '@store/contracts/order-rules';
import { useI18n, type MessageKey } from '../../i18n/i18n';

const statusKeys: Record<OrderStatus, MessageKey> = {
  'Order Placed': 'common.orderStatus.orderPlaced',
  Processing: 'common.orderStatus.processing',
  Shipped: 'common.orderStatus.shipped',
  Delivered: 'common.orderStatus.delivered',
  Cancelled: 'common.orderStatus.cancelled',
};

const isStatus = (status: string): status is OrderStatus => Object.hasOwn(statusKeys, status);

const statusTone = (status: string) =>
  status === 'Delivered' ? 'delivered' : status === 'Cancelled' ? 'cancelled' : 'open';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <span className="order-status">
      <span className={`order-status__dot order-status__dot--${statusTone(status)}`} aria-hidden="true" />
      <span>{isStatus(status) ? t(statusKeys[status]) : status}</span>
    </span>
  );
}
