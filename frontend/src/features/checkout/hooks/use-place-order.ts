// PLACE ORDER as a mutation with one Idempotency-Key per attempt: a double click, or sending the same
// order again after a network error, reuses the key, so the server makes one order; a changed order (other
// lines, address, amount or payment) is a new attempt with a new key.
import type { CardCheckoutResponse, PlaceOrderBody, PlaceOrderResponse } from '@store/contracts/orders';
import type { PayhereCheckoutResponse } from '@store/contracts/payhere';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { placeCashOrder, startCardCheckout, startPayhereCheckout } from '../api/place-order';
import type { CheckoutMethod } from '../utils/checkout-method';

export type PlaceOrderResult =
  | { method: 'COD'; answer: PlaceOrderResponse }
  | { method: 'Card'; answer: CardCheckoutResponse }
  | { method: 'PayHere'; answer: PayhereCheckoutResponse };

interface Variables {
  body: PlaceOrderBody;
  method: CheckoutMethod;
  key: string;
}

async function send({ body, method, key }: Variables): Promise<PlaceOrderResult> {
  switch (method) {
    case 'COD':
      return { method, answer: await placeCashOrder(body, key) };
    case 'Card':
      return { method, answer: await startCardCheckout(body, key) };
    case 'PayHere':
      return { method, answer: await startPayhereCheckout(body, key) };
  }
}

/** 32 hex digits from the browser's random source (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function usePlaceOrder() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation<PlaceOrderResult, unknown, Variables>({
    mutationFn: send,
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutateAsync } = mutation;

  /** Resolves the result, or undefined when an attempt is already on its way (the click is ignored). */
  const place = useCallback(
    async (body: PlaceOrderBody, method: CheckoutMethod): Promise<PlaceOrderResult | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const fingerprint = JSON.stringify([method, body]);
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() };
      }
      return mutateAsync({ body, method, key: attempt.current.key });
    },
    [mutateAsync],
  );

  return { place, pending: mutation.isPending };
}
