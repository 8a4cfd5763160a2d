// Live order status: when a placed order changes (an admin moves its status, a card payment is confirmed,
// the shopper asks to cancel), every open connection of its owner gets `order_updated` with the order.
import type { Server } from 'socket.io';
import { ORDER_UPDATED_EVENT } from '@store/contracts/order-rules';
import type { OrdersService } from '../orders/orders.service';
import { userRoom } from './cart-relay';

export function attachOrderRelay(io: Server, orders: Pick<OrdersService, 'onChange'>): () => void {
  return orders.onChange((userId, order) => {
    io.to(userRoom(userId)).emit(ORDER_UPDATED_EVENT, order);
  });
}
