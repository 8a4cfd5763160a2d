// How an order's state is said (spec §4): the progression Order Placed (1), Processing (2), Shipped (3),
// Delivered (4), an unknown status counting as step 1, and words for what colour also shows.
import type { Order } from '@store/contracts/orders';
import { cancellableStatuses, type OrderStatus } from '@store/contracts/order-rules';
import { formatSpokenLkr } from '../../../lib/format';

export const progressSteps: readonly OrderStatus[] = ['Order Placed', 'Processing', 'Shipped', 'Delivered'];

export function orderStep(status: string): number {
  const index = progressSteps.indexOf(status as OrderStatus);
  return index === -1 ? 1 : index + 1;
}

/** "order of 20 November 2026 (…0a77)": how a shopper recognises an order. */
export function orderLabel(order: Pick<Order, '_id' | 'date'>): string {
  return `order of ${formatDate(order.date)} (number ending ${order._id.slice(-4)})`;
}

export function formatDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

export function formatDateTime(ms: number): string {
  return new Date(ms).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Spec §4: 'Request to Cancel' is hidden once the order is Shipped or Delivered (or already Cancelled). */
export const canRequestCancel = (order: Pick<Order, 'status'>) => cancellableStatuses.includes(order.status);

export const paymentWords = (order: Pick<Order, 'paymentMethod' | 'payment'>) =>
  `${order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Card'}, ${order.payment ? 'paid' : 'not paid'}`;

/** What "read" says on the track page: the order, where it is, how it is paid, its lines and its totals. */
export function orderReading(order: Order): string {
  const step = orderStep(order.status);
  const where =
    order.status === 'Cancelled'
      ? 'It was cancelled.'
      : `Its status is ${order.status}, step ${step} of ${progressSteps.length}.`;
  return [
    `Your ${orderLabel(order)}.`,
    where,
    order.cancelRequest && order.status !== 'Cancelled' ? 'You asked to cancel it.' : '',
    `${paymentWords(order)}.`,
    ...order.items.map(
      (item) =>
        `${item.name}, size ${item.size}, quantity ${item.quantity}, ${formatSpokenLkr(item.price)} each.`,
    ),
    `Subtotal ${formatSpokenLkr(order.subtotal)}. Delivery fee ${formatSpokenLkr(order.deliveryFee)}. Total ${formatSpokenLkr(order.amount)}.`,
    `It goes to ${order.address.street}, ${order.address.city}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
