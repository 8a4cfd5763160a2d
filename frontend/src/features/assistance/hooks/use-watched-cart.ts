// The cart of a shopper the helper serves, kept live: read over the assistance service (which hands out a
// short-lived grant), then watched on the main API's socket with `cart_watch`, so every change the shopper
// makes arrives as `watched_cart_updated`. A grant that expires is renewed; while the socket is down the
// cart is read every 2 seconds instead.
import type { CartData } from '@store/contracts/cart';
import {
  CART_UNWATCH_EVENT,
  CART_WATCH_ENDED_EVENT,
  CART_WATCH_EVENT,
  WATCHED_CART_UPDATED_EVENT,
} from '@store/contracts/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { connectSocket as defaultConnect, type ConnectSocket, type RealtimeSocket } from '../../../lib/socket';
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

export function useWatchedCart(shopperId: string, connectSocket: ConnectSocket = defaultConnect) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const key = queryKeys.cart.watched(shopperId);

  const cart = useQuery<CartData>({
    queryKey: key,
    queryFn: async () => (await getShopperCart(shopperId)).cartData,
    staleTime: 0,
    refetchInterval: watching ? false : POLL_MS,
  });

  useEffect(() => {
    if (!token) return;
    const cartKey = queryKeys.cart.watched(shopperId);
    const closed = new AbortController();
    let socket: RealtimeSocket | null = null;

    const watch = async () => {
      const current = socket;
      if (!current) return;
      try {
        // A fresh grant each time: on (re)connection and when the last one expired.
        const { cartData, cartGrant } = await getShopperCart(shopperId);
        if (closed.signal.aborted) return;
        queryClient.setQueryData(cartKey, cartData);
        current.emit(CART_WATCH_EVENT, { userId: shopperId, grant: cartGrant.token }, (reply: WatchReply) => {
          if (closed.signal.aborted) return;
          setWatching(reply.success);
          if (reply.success && reply.cartData) queryClient.setQueryData(cartKey, reply.cartData);
        });
      } catch {
        setWatching(false); // polling carries on until the next try
      }
    };
    const onConnect = () => void watch();
    const onDisconnect = () => setWatching(false);
    const onWatched = (payload: unknown) => {
      if (isCartOf(payload, shopperId)) queryClient.setQueryData(cartKey, payload.cartData);
    };
    const onEnded = (payload: unknown) => {
      if ((payload as { userId?: unknown } | null)?.userId === shopperId) void watch();
    };

    connectSocket(token, closed.signal)
      .then((connected) => {
        if (!connected) return;
        if (closed.signal.aborted) {
          connected.disconnect();
          return;
        }
        socket = connected;
        connected.on('connect', onConnect);
        connected.on('disconnect', onDisconnect);
        connected.on(WATCHED_CART_UPDATED_EVENT, onWatched);
        connected.on(CART_WATCH_ENDED_EVENT, onEnded);
      })
      .catch(() => undefined);
    return () => {
      closed.abort();
      if (socket) {
        socket.emit(CART_UNWATCH_EVENT, { userId: shopperId });
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
        socket.off(WATCHED_CART_UPDATED_EVENT, onWatched);
        socket.off(CART_WATCH_ENDED_EVENT, onEnded);
        socket.disconnect();
      }
      setWatching(false);
    };
  }, [token, shopperId, connectSocket, queryClient]);

  return { ...cart, watching };
}
