// An order as the API answers it: the stored record mapped to the contract's shape, amounts in LKR.
import { fromCents } from '@store/contracts/money';
import type { AdminOrder, Order } from '@store/contracts/orders';
import type { OrderRecord } from './orders.repository';

export function toOrderDto({ order, items, history }: OrderRecord): Order {
  return {
    _id: order.id,
    status: order.status,
    amount: fromCents(order.amountCents),
    subtotal: fromCents(order.subtotalCents),
    deliveryFee: fromCents(order.deliveryFeeCents),
    paymentMethod: order.paymentMethod,
    payment: order.payment,
    paidAt: order.paidAt?.getTime() ?? null,
    date: order.createdAt.getTime(),
    items: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      price: fromCents(item.priceCents),
      image: item.images,
      size: item.size,
      quantity: item.quantity,
      sizes: item.sizes,
    })),
    address: order.address,
    statusHistory: history.map((change) => ({ status: change.status, date: change.changedAt.getTime() })),
    cancelRequest: order.cancelRequestedAt
      ? { date: order.cancelRequestedAt.getTime(), reason: order.cancelReason ?? '' }
      : null,
  };
}

export function toAdminOrderDto(record: OrderRecord): AdminOrder {
  return {
    ...toOrderDto(record),
    customer: record.customer ?? { id: record.order.userId, name: '', email: '' },
  };
}
