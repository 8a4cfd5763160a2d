// How an order's state is said (spec §4): the progression Order Placed (1), Processing (2), Shipped (3),
// Delivered (4), an unknown status counting as step 1, and words for what colour also shows, in the
// shopper's language at the moment they are shown or said.
import type { Order } from '@store/contracts/orders';
import { cancellableStatuses, type OrderStatus } from '@store/contracts/order-rules';
import { currentLanguage, formatDate as formatDateIn, t, type MessageKey } from '../../../i18n/i18n';
import { formatSpokenLkr } from '../../../lib/format';

export const progressSteps: readonly OrderStatus[] = ['Order Placed', 'Processing', 'Shipped', 'Delivered'];

const statusKeys: Record<OrderStatus, MessageKey> = {
  'Order Placed': 'common.orderStatus.orderPlaced',
  Processing: 'common.orderStatus.processing',
  Shipped: 'common.orderStatus.shipped',
  Delivered: 'common.orderStatus.delivered',
  Cancelled: 'common.orderStatus.cancelled',
};

/**
 * A status in the shopper's language, in the words of the status badge (components/ui/order-status-badge);
 * a status the shop does not know stays as sent.
 */
export function statusName(status: string): string {
  const key = statusKeys[status as OrderStatus] as MessageKey | undefined;
  return key ? t(key) : status;
}

export function orderStep(status: string): number {
  const index = progressSteps.indexOf(status as OrderStatus);
  return index === -1 ? 1 : index + 1;
}

/** "order of 20 November 2026 (number ending 0a77)": how a shopper recognises an order. */
export function orderLabel(order: Pick<Order, '_id' | 'date'>): string {
  return t('orders.label', { date: formatDate(order.date), ending: order._id.slice(-4) });
}

/** "20 November 2026", in the active language (i18n's formatDate writes English dates as Sri Lanka does). */
export function formatDate(ms: number): string {
  return formatDateIn(currentLanguage(), ms, { day: 'numeric', month: 'long', year: 'numeric' });
}

export function formatDateTime(ms: number): string {
  return formatDateIn(currentLanguage(), ms, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Spec §4: 'Request to Cancel' is hidden once the order is Shipped or Delivered (or already Cancelled). */
export const canRequestCancel = (order: Pick<Order, 'status'>) => cancellableStatuses.includes(order.status);

export const paymentMethodName = (method: Order['paymentMethod']) =>
  t(method === 'COD' ? 'orders.payment.cod' : 'orders.payment.card');

/** "Cash on delivery, not paid". */
export const paymentWords = (order: Pick<Order, 'paymentMethod' | 'payment'>) =>
  t(order.payment ? 'orders.payment.paid' : 'orders.payment.notPaid', {
    method: paymentMethodName(order.paymentMethod),
  });

/** What "read" says on the track page: the order, where it is, how it is paid, its lines and its totals. */
export function orderReading(order: Order): string {
  const spoken = (amount: number) => formatSpokenLkr(amount);
  const where =
    order.status === 'Cancelled'
      ? t('orders.reading.cancelled')
      : t('orders.reading.status', {
          status: statusName(order.status),
          step: orderStep(order.status),
          steps: progressSteps.length,
        });
  return [
    t('orders.reading.order', { order: orderLabel(order) }),
    where,
    order.cancelRequest && order.status !== 'Cancelled' ? t('orders.reading.cancelRequested') : '',
    t('orders.reading.payment', { payment: paymentWords(order) }),
    ...order.items.map((item) =>
      t('orders.reading.item', {
        name: item.name,
        size: item.size || t('orders.sizeNotRecorded'),
        quantity: item.quantity,
        price: spoken(item.price),
      }),
    ),
    t('orders.reading.totals', {
      subtotal: spoken(order.subtotal),
      deliveryFee: spoken(order.deliveryFee),
      total: spoken(order.amount),
    }),
    t('orders.reading.address', { street: order.address.street, city: order.address.city }),
  ]
    .filter(Boolean)
    .join(' ');
}
