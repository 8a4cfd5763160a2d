// The shopper's orders in the query cache: the list, one order, the cancel request, and live updates (the
// server's `order_updated` is written into both the list and the order, then announced politely).
import type { Order } from '@store/contracts/orders';
import { ORDER_UPDATED_EVENT } from '@store/contracts/order-rules';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeEvent } from '../../../lib/realtime';
import { t } from '../../../i18n/i18n';
import { getMyOrders, requestCancel, trackOrder } from '../api/orders-api';
import { orderLabel, statusName } from '../utils/order-status';

/** Newest first, whatever order the server sends. */
const newestFirst = (orders: Order[]) => [...orders].sort((a, b) => b.date - a.date);

export function useMyOrders(enabled = true) {
  return useQuery({
    queryKey: queryKeys.orders.list(),
    queryFn: ({ signal }) => getMyOrders(signal).then(newestFirst),
    staleTime: staleTimes.orders,
    enabled,
  });
}

export function useOrder(orderId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => trackOrder(orderId, signal),
    staleTime: staleTimes.orders,
    enabled,
  });
}

/** Puts a fresh copy of an order everywhere the cache shows it. */
export function storeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(queryKeys.orders.detail(order._id), order);
  queryClient.setQueriesData<Order[]>({ queryKey: [...queryKeys.orders.all, 'list'] }, (orders) =>
    orders?.map((existing) => (existing._id === order._id ? order : existing)),
  );
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancel,
    onSuccess: ({ order }) => storeOrder(queryClient, order),
  });
}

function isOrder(value: unknown): value is Order {
  return (
    !!value &&
    typeof value === 'object' &&
    '_id' in value &&
    typeof value._id === 'string' &&
    'status' in value &&
    typeof value.status === 'string' &&
    'items' in value &&
    Array.isArray(value.items)
  );
}

/** Listens for live order changes; returns the latest announcement (for a polite live region). */
export function useLiveOrderUpdates(): string {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  useRealtimeEvent(ORDER_UPDATED_EVENT, (payload) => {
    if (!isOrder(payload)) return;
    const before = queryClient.getQueryData<Order>(queryKeys.orders.detail(payload._id));
    const known =
      before ??
      queryClient
        .getQueriesData<Order[]>({ queryKey: [...queryKeys.orders.all, 'list'] })
        .flatMap(([, orders]) => orders ?? [])
        .find((order) => order._id === payload._id);
    storeOrder(queryClient, payload);
    if (!known) {
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.orders.all, 'list'] });
      return;
    }
    // Said in the shopper's language at the moment it happens, one sentence per change.
    const order = orderLabel(payload);
    const changes: string[] = [];
    if (known.status !== payload.status) {
      changes.push(t('orders.live.status', { order, status: statusName(payload.status) }));
    }
    if (!known.payment && payload.payment) changes.push(t('orders.live.paid', { order }));
    if (!known.cancelRequest && payload.cancelRequest)
      changes.push(t('orders.live.cancelRequest', { order }));
    if (changes.length > 0) setAnnouncement(changes.join(' '));
  });
  return announcement;
}
