// The shopper's order calls: their orders, one order, a cancel request, checking an online payment, and
// cancelling an order whose PayHere payment the shopper cancelled.
import type {
  Order,
  TrackOrderResponse,
  UserOrdersResponse,
  VerifyPaymentResponse,
} from '@store/contracts/orders';
import type { PayhereCancelResponse } from '@store/contracts/payhere';
import { apiClient } from '../../../lib/api-client';

/** POST /api/order/userorders: the signed-in shopper's orders (without a body, as getCart asks). */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.post<UserOrdersResponse>('/api/order/userorders', undefined, { signal });
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

/** POST /api/order/verify: asks the server whether a card or PayHere order is paid (as far as it knows). */
export async function verifyPayment(orderId: string): Promise<VerifyPaymentResponse> {
  const { data } = await apiClient.post<VerifyPaymentResponse>('/api/order/verify', { orderId });
  return data;
}

/**
 * POST /api/order/payhere/cancel: the shopper cancelled at PayHere, so the unpaid order is cancelled and its
 * stock put back; `paid` is true (and nothing cancelled) when PayHere had already said it is paid.
 */
export async function cancelPayhereOrder(orderId: string): Promise<PayhereCancelResponse> {
  const { data } = await apiClient.post<PayhereCancelResponse>('/api/order/payhere/cancel', { orderId });
  return data;
}
