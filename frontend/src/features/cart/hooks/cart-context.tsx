// The cart (spec §3: productId → size → quantity), as a context over the query cache. A guest's cart is the
// query `cart.guest`, kept in localStorage. A signed-in cart is the query `cart.of(token)`: the server is
// the source of truth, each change is a REST mutation shown at once (optimistic) and rolled back if the
// server refuses it, and the server's `cart_updated` to this session's sockets is written into the cache.
// At sign-in the guest cart is merged into the stored one, once, not lost.
import type { CartData, CartResponse } from '@store/contracts/cart';
import { CART_UPDATED_EVENT } from '@store/contracts/constants';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { currentLanguage, t } from '../../../i18n/i18n';
import { isRefusal } from '../../../lib/api-client';
import { messageForError } from '../../../lib/error-messages';
import { messages, notify } from '../../../lib/notify';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeEvent } from '../../../lib/realtime';
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

/** Every change of a signed-in cart: one scope, so they reach the server one after another, in order. */
const cartMutationKey = [...queryKeys.cart.all, 'change'] as const;
const cartScope = { id: 'cart' };

interface CartChange {
  token: string;
  itemId: string;
  size: string;
  /** The quantity asked for; absent for "one more" (POST /api/cart/add). */
  quantity?: number;
}

function readGuestCart(): CartData {
  return toCartData(readJson(storageKeys.guestCart));
}

const hasItems = (cart: CartData) => Object.keys(cart).length > 0;

/** Shows the server's answer unless more changes are still on their way (their answer will follow). */
function settle(queryClient: QueryClient, token: string, answer: CartResponse | undefined) {
  if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 1) return;
  if (answer) queryClient.setQueryData(queryKeys.cart.of(token), toCartData(answer.cartData));
  // After a failure the optimistic lines were rolled back by hand: read the server's cart to be sure.
  else void queryClient.invalidateQueries({ queryKey: queryKeys.cart.of(token) });
}

/**
 * What every change of a signed-in cart does around its request: show it at once, keep changes in order,
 * put the line back and say so if the server refuses, and end with the server's cart.
 */
function optimisticChange(queryClient: QueryClient) {
  return {
    mutationKey: cartMutationKey,
    scope: cartScope,
    onMutate: async ({ token, itemId, size, quantity }: CartChange) => {
      const key = queryKeys.cart.of(token);
      // A read in flight would bring the cart from before this change: drop it.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CartData>(key)?.[itemId]?.[size] ?? 0;
      queryClient.setQueryData<CartData>(key, (cart = {}) =>
        withQuantity(cart, itemId, size, quantity ?? (cart[itemId]?.[size] ?? 0) + 1),
      );
      return { before };
    },
    onSuccess: (answer: CartResponse, { token }: CartChange) => settle(queryClient, token, answer),
    onError: (
      error: Error,
      { token, itemId, size, quantity }: CartChange,
      context: { before: number } | undefined,
    ) => {
      // Only this change's line goes back, so other changes still on their way stay shown.
      if (context) {
        queryClient.setQueryData<CartData>(queryKeys.cart.of(token), (cart = {}) =>
          withQuantity(cart, itemId, size, context.before),
        );
      }
      settle(queryClient, token, undefined);
      // A 409 means the shelf holds fewer than the screen showed: read the stock again.
      if (isRefusal(error) && error.response?.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      }
      const failure = quantity === undefined ? messages.addToCart : messages.updateQuantity;
      // The spec's toast; a refusal (4xx) also says why, e.g. a size the product does not come in.
      notify.error(
        isRefusal(error) ? t('toast.failedBecause', { failure, reason: messageForError(error) }) : failure,
      );
    },
  };
}

export function CartProvider({ token, children }: { token: string | null; children: ReactNode }) {
  const queryClient = useQueryClient();

  // The guest cart sent to the server at sign-in, once per token (a merge must never be sent twice).
  const merged = useRef(new Set<string>());
  const loadSignedIn = useCallback(
    async (owner: string): Promise<CartData> => {
      if (merged.current.has(owner)) return toCartData((await getCart()).cartData);
      merged.current.add(owner);
      const guest = readGuestCart();
      let cart: CartData | undefined;
      if (hasItems(guest)) {
        try {
          const answer = await mergeCart(guest);
          writeString(storageKeys.guestCart, null);
          if (answer.message) notify.info(mergedMessage(answer.message));
          cart = toCartData(answer.cartData);
        } catch {
          // The guest cart stays in storage for the next sign-in; the stored cart is shown.
        }
      }
      cart ??= toCartData((await getCart()).cartData);
      // The guest cart is the account's now: a later sign-out shows an empty cart, not this one.
      queryClient.setQueryData(queryKeys.cart.guest, {});
      return cart;
    },
    [queryClient],
  );

  const signedIn = useQuery({
    queryKey: queryKeys.cart.of(token ?? ''),
    queryFn: () => loadSignedIn(token ?? ''),
    enabled: token !== null,
    staleTime: staleTimes.cart,
    // A sign-in keeps the guest cart on screen until the stored (merged) cart arrives.
    placeholderData: () => queryClient.getQueryData<CartData>(queryKeys.cart.guest),
  });
  const guest = useQuery({
    queryKey: queryKeys.cart.guest,
    queryFn: readGuestCart,
    initialData: readGuestCart,
    enabled: token === null,
    staleTime: Infinity,
    gcTime: Infinity,
    networkMode: 'always',
  });

  // Spec: "logout clears the cart" — the guest cart left behind by a sign-out is empty.
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current !== null && token === null) {
      writeJson(storageKeys.guestCart, {});
      queryClient.setQueryData(queryKeys.cart.guest, {});
      // A later sign-in (even with the same token) merges the guest cart it finds then.
      merged.current.clear();
    }
    previousToken.current = token;
  }, [token, queryClient]);

  const setGuestCart = useCallback(
    (change: (cart: CartData) => CartData) => {
      const next = change(queryClient.getQueryData<CartData>(queryKeys.cart.guest) ?? readGuestCart());
      writeJson(storageKeys.guestCart, next);
      queryClient.setQueryData(queryKeys.cart.guest, next);
    },
    [queryClient],
  );

  // A guest's other tabs share the cart through storage.
  useEffect(() => {
    if (token) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.guestCart)
        queryClient.setQueryData(queryKeys.cart.guest, readGuestCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, queryClient]);

  // The server relays every change of this shopper's cart (from another tab, or a helper's) to its sockets.
  useRealtimeEvent(CART_UPDATED_EVENT, (payload) => {
    if (token) queryClient.setQueryData(queryKeys.cart.of(token), toCartData(payload));
  });

  const callbacks = useMemo(() => optimisticChange(queryClient), [queryClient]);
  const { mutateAsync: add } = useMutation({
    ...callbacks,
    mutationFn: ({ itemId, size }: CartChange) => postAdd({ itemId, size }),
    // "One more" is not repeated: a lost answer does not say whether the server added it.
    retry: false,
  });
  const { mutateAsync: update } = useMutation({
    ...callbacks,
    mutationFn: ({ itemId, size, quantity }: CartChange) =>
      updateCart({ itemId, size, quantity: quantity ?? 0 }),
    // Setting a quantity is safe to repeat, so it retries like a read.
    retry: queryClient.getDefaultOptions().queries?.retry,
    retryDelay: queryClient.getDefaultOptions().queries?.retryDelay,
  });

  const addToCart = useCallback(
    async (itemId: string, size: string | null | undefined) => {
      if (!size) {
        notify.error(messages.selectSize);
        return false;
      }
      if (token) return add({ token, itemId, size }).then(succeeded, failed);
      setGuestCart((cart) => withQuantity(cart, itemId, size, (cart[itemId]?.[size] ?? 0) + 1));
      return true;
    },
    [token, add, setGuestCart],
  );

  const updateQuantity = useCallback(
    async (itemId: string, size: string, quantity: number) => {
      if (!Number.isInteger(quantity) || quantity < 0) return false;
      if (token) return update({ token, itemId, size, quantity }).then(succeeded, failed);
      setGuestCart((cart) => withQuantity(cart, itemId, size, quantity));
      return true;
    },
    [token, update, setGuestCart],
  );

  const cartItems = (token ? signedIn.data : guest.data) ?? empty;
  const ready = token === null || (!signedIn.isPending && !signedIn.isPlaceholderData);
  const value = useMemo(
    () => ({ cartItems, count: cartCount(cartItems), ready, addToCart, updateQuantity }),
    [cartItems, ready, addToCart, updateQuantity],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

/** What the merge answer says, in the shopper's language (the server's words are English). */
function mergedMessage(serverMessage: string): string {
  if (currentLanguage() === 'en') return serverMessage;
  const dropped = /(\d+) items? (?:is|are) no longer available/.exec(serverMessage)?.[1];
  return dropped ? t('cart.mergedDropped', { count: Number(dropped) }) : t('cart.merged');
}

const empty: CartData = {};
const succeeded = () => true;
const failed = () => false;

export function useCart(): CartValue {
  const value = use(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
