// The cart (spec §3: productId → size → quantity). A guest's cart lives in localStorage. With a token the
// server is the source of truth: every change is a REST call whose answer becomes the cart, the server
// relays the new cart to the shopper's other tabs as `cart_updated`, and an incoming `cart_updated`
// replaces the local cart. At sign-in the guest cart is merged into the stored one, not lost.
import type { CartData } from '@store/contracts/cart';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isRefusal, refusalMessage } from '../../../lib/api-client';
import { CART_UPDATED_EVENT } from '@store/contracts/constants';
import { messages, notify } from '../../../lib/notify';
import {
  connectSocket as defaultConnectSocket,
  type ConnectSocket,
  type RealtimeSocket,
} from '../../../lib/socket';
import { readJson, storageKeys, writeJson, writeString } from '../../../lib/storage';
import { addToCart as postAdd } from '../api/add-to-cart';
import { getCart } from '../api/get-cart';
import { mergeCart } from '../api/merge-cart';
import { updateCart } from '../api/update-cart';
import { cartCount, toCartData, withQuantity } from '../utils/cart-math';

export interface CartValue {
  cartItems: CartData;
  /** Number of pieces in the cart (the header's count). */
  count: number;
  /** False while a signed-in cart is still being fetched. */
  ready: boolean;
  /** Adds one of a product in a size. Resolves true when the cart took it. */
  addToCart: (itemId: string, size: string | null | undefined) => Promise<boolean>;
  /** Sets a line's quantity; 0 removes it. Resolves true when the cart took it. */
  updateQuantity: (itemId: string, size: string, quantity: number) => Promise<boolean>;
}

const CartContext = createContext<CartValue | null>(null);

/** Whose cart is shown (the token it belongs to, null for a guest), and whether it has been read. */
interface CartState {
  owner: string | null;
  items: CartData;
  ready: boolean;
}

function readGuestCart(): CartData {
  return toCartData(readJson(storageKeys.guestCart));
}

export function CartProvider({
  token,
  children,
  connectSocket = defaultConnectSocket,
}: {
  token: string | null;
  children: ReactNode;
  connectSocket?: ConnectSocket;
}) {
  const [cart, setCart] = useState<CartState>(() => ({
    owner: token,
    items: token ? {} : readGuestCart(),
    ready: token === null,
  }));

  // The session changed: a sign-out empties the cart at once; a sign-in keeps what is shown until the
  // stored (merged) cart arrives.
  if (cart.owner !== token) {
    setCart({ owner: token, items: token ? cart.items : {}, ready: token === null });
  }

  /** Replaces the cart of `owner`, unless the session has moved on since. */
  const replaceFor = useCallback((owner: string | null, items: CartData) => {
    setCart((current) => (current.owner === owner ? { owner, items, ready: true } : current));
  }, []);

  // A guest's cart is kept in localStorage (an empty one after sign-out: "logout clears the cart").
  useEffect(() => {
    if (cart.owner === null) writeJson(storageKeys.guestCart, cart.items);
  }, [cart.owner, cart.items]);

  // A guest's other tabs share the cart through storage.
  useEffect(() => {
    if (token) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.guestCart) replaceFor(null, readGuestCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, replaceFor]);

  // Sign-in: merge the guest cart into the stored one (or just read it), then show the server's cart.
  // One load per token, even if the effect runs twice (StrictMode): a merge must never be sent twice.
  const loading = useRef<{ token: string; answer: Promise<{ cartData: CartData }> } | null>(null);
  useEffect(() => {
    if (!token) {
      loading.current = null;
      return;
    }
    if (loading.current?.token !== token) {
      const guest = readGuestCart();
      // If the merge fails the guest cart stays in storage for the next sign-in, and the stored cart shows.
      const answer =
        Object.keys(guest).length === 0
          ? getCart()
          : mergeCart(guest)
              .then((merged) => {
                writeString(storageKeys.guestCart, null);
                if (merged.message) notify.info(merged.message);
                return merged;
              })
              .catch(() => getCart());
      loading.current = { token, answer };
    }
    loading.current.answer
      .then((answer) => replaceFor(token, toCartData(answer.cartData)))
      // Spec §8: a failed cart fetch is silent; the stored cart stays on the server.
      .catch(() => setCart((current) => (current.owner === token ? { ...current, ready: true } : current)));
  }, [token, replaceFor]);

  // The real-time relay of a signed-in cart.
  useEffect(() => {
    if (!token) return;
    let socket: RealtimeSocket | null = null;
    const closed = new AbortController();
    const onUpdated = (payload: unknown) => replaceFor(token, toCartData(payload));
    let connectedBefore = false;
    const onConnect = () => {
      // After a reconnection, changes relayed while offline were missed: read the cart again.
      if (connectedBefore) {
        getCart()
          .then((answer) => replaceFor(token, toCartData(answer.cartData)))
          .catch(() => undefined);
      }
      connectedBefore = true;
    };
    connectSocket(token, closed.signal)
      .then((connected) => {
        if (!connected) return;
        if (closed.signal.aborted) {
          connected.disconnect();
          return;
        }
        socket = connected;
        socket.on(CART_UPDATED_EVENT, onUpdated);
        socket.on('connect', onConnect);
      })
      // Without the socket the cart still works over REST; only other tabs' changes arrive later.
      .catch(() => undefined);
    return () => {
      closed.abort();
      socket?.off(CART_UPDATED_EVENT, onUpdated);
      socket?.off('connect', onConnect);
      socket?.disconnect();
    };
  }, [token, connectSocket, replaceFor]);

  // Changes of a signed-in cart run one after another, so answers cannot arrive out of order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serverChange = useCallback(
    (owner: string, call: () => Promise<{ cartData: CartData }>, failure: string): Promise<boolean> => {
      const run = queue.current.then(async () => {
        try {
          const answer = await call();
          replaceFor(owner, toCartData(answer.cartData));
          return true;
        } catch (error) {
          // The spec's toast; a refusal (4xx) also says why, e.g. a size the product does not come in.
          notify.error(isRefusal(error) ? `${failure}: ${refusalMessage(error)}` : failure);
          return false;
        }
      });
      queue.current = run;
      return run;
    },
    [replaceFor],
  );

  const addToCart = useCallback(
    async (itemId: string, size: string | null | undefined) => {
      if (!size) {
        notify.error(messages.selectSize);
        return false;
      }
      if (token) return serverChange(token, () => postAdd({ itemId, size }), messages.addToCart);
      setCart((current) =>
        current.owner === null
          ? {
              ...current,
              items: withQuantity(current.items, itemId, size, (current.items[itemId]?.[size] ?? 0) + 1),
            }
          : current,
      );
      return true;
    },
    [token, serverChange],
  );

  const updateQuantity = useCallback(
    async (itemId: string, size: string, quantity: number) => {
      if (!Number.isInteger(quantity) || quantity < 0) return false;
      if (token)
        return serverChange(token, () => updateCart({ itemId, size, quantity }), messages.updateQuantity);
      setCart((current) =>
        current.owner === null
          ? { ...current, items: withQuantity(current.items, itemId, size, quantity) }
          : current,
      );
      return true;
    },
    [token, serverChange],
  );

  const value = useMemo(
    () => ({
      cartItems: cart.items,
      count: cartCount(cart.items),
      ready: cart.ready,
      addToCart,
      updateQuantity,
    }),
    [cart, addToCart, updateQuantity],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartValue {
  const value = use(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
