// The cart of a shopper the helper serves, kept live: read over the assistance service (which hands out a
// short-lived grant), then watched on the main API's socket with `cart_watch`, so every change the shopper
// makes arrives as `watched_cart_updated` (on the session's one main-API socket). A grant that expires is
// renewed; while the socket is down, or the last read failed, the cart is read every 2 seconds instead.
import type { CartData } from '@store/contracts/cart';
import {
  CART_UNWATCH_EVENT,
  CART_WATCH_ENDED_EVENT,
  CART_WATCH_EVENT,
  WATCHED_CART_UPDATED_EVENT,
} from '@store/contracts/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeSocket } from '../../../lib/realtime';
import { getShopperCart } from '../api/shopper-cart';
import { POLL_MS } from '../utils/live-help-constants';

interface WatchReply {
  success: boolean;
  message?: string;
  cartData?: CartData;
}

function isCartOf(payload: unknown, shopperId: string): payload is { userId: string; cartData: CartData } {
  return (
    payload !== null &&
    typeof payload === 'object' &&
    (payload as { userId?: unknown }).userId === shopperId &&
    typeof (payload as { cartData?: unknown }).cartData === 'object'
  );
}

export function useWatchedCart(shopperId: string) {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  /** 'starting' until the first watch answers; 'down' when it failed or the socket dropped (polling). */
  const [live, setLive] = useState<'starting' | 'live' | 'down'>('starting');
  const key = queryKeys.cart.watched(shopperId);

  const cart = useQuery<CartData>({
    queryKey: key,
    queryFn: async () => (await getShopperCart(shopperId)).cartData,
    staleTime: 0,
    // Polling is the retry: a failed read (the shop is down) is tried again every 2 seconds until it
    // answers, so the view recovers by itself and shows the failure at once meanwhile.
    retry: false,
    refetchInterval: (query) => (live === 'live' && query.state.status !== 'error' ? false : POLL_MS),
  });

  // After the reads failed and came back (the shop was away), live updates are asked for again, rather
  // than polling on while the socket itself stayed up.
  const rewatch = useRef<(() => void) | undefined>(undefined);
  const failed = useRef(false);
  useEffect(() => {
    if (cart.status === 'error') failed.current = true;
    else if (cart.status === 'success' && failed.current) {
      failed.current = false;
      rewatch.current?.();
    }
  }, [cart.status]);

  useEffect(() => {
    if (!socket) return;
    const cartKey = queryKeys.cart.watched(shopperId);
    const closed = new AbortController();

    const watch = async () => {
      try {
        // A fresh grant each time: now, after a reconnection, and when the last one expired.
        const { cartData, cartGrant } = await getShopperCart(shopperId);
        if (closed.signal.aborted) return;
        queryClient.setQueryData(cartKey, cartData);
        // socket.io keeps an emit made while disconnected and sends it once connected.
        socket.emit(CART_WATCH_EVENT, { userId: shopperId, grant: cartGrant.token }, (reply: WatchReply) => {
          if (closed.signal.aborted) return;
          setLive(reply.success ? 'live' : 'down');
          if (reply.success && reply.cartData) queryClient.setQueryData(cartKey, reply.cartData);
        });
      } catch {
        if (!closed.signal.aborted) setLive('down'); // polling carries on until the next try
      }
    };
    const onConnect = () => void watch();
    const onDisconnect = () => setLive('down');
    const onWatched = (payload: unknown) => {
      if (isCartOf(payload, shopperId)) queryClient.setQueryData(cartKey, payload.cartData);
    };
    const onEnded = (payload: unknown) => {
      if ((payload as { userId?: unknown } | null)?.userId === shopperId) void watch();
    };

    rewatch.current = () => void watch();
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on(WATCHED_CART_UPDATED_EVENT, onWatched);
    socket.on(CART_WATCH_ENDED_EVENT, onEnded);
    void watch();
    return () => {
      rewatch.current = undefined;
      closed.abort();
      socket.emit(CART_UNWATCH_EVENT, { userId: shopperId });
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off(WATCHED_CART_UPDATED_EVENT, onWatched);
      socket.off(CART_WATCH_ENDED_EVENT, onEnded);
      setLive('starting');
    };
  }, [socket, shopperId, queryClient]);

  return { ...cart, live };
}
