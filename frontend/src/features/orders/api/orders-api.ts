// The shopper's order calls: their orders, one order, a cancel request, and checking a card payment.
import type {
  Order,
  TrackOrderResponse,
  UserOrdersResponse,
  VerifyPaymentResponse,
} from '@store/contracts/orders';
import { apiClient } from '../../../lib/api-client';

/** POST /api/order/userorders: the signed-in shopper's orders. */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.post<UserOrdersResponse>('/api/order/userorders', {}, { signal });
  return data.orders;
}

/** POST /api/order/track-order: one of the shopper's orders. */
export async function trackOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiClient.post<TrackOrderResponse>(
    '/api/order/track-order',
    { orderId },
    { signal },
  );
  return data.order;
}

/** POST /api/order/cancel-request: records the shopper's wish to cancel. */
export async function requestCancel(orderId: string): Promise<{ message: string; order: Order }> {
  const { data } = await apiClient.post<{ success: true; message: string; order: Order }>(
    '/api/order/cancel-request',
    { orderId },
  );
  return data;
}

/** POST /api/order/verify: asks the server (which asks the provider) whether a card order is paid. */
export async function verifyPayment(orderId: string): Promise<VerifyPaymentResponse> {
  const { data } = await apiClient.post<VerifyPaymentResponse>('/api/order/verify', { orderId });
  return data;
}
