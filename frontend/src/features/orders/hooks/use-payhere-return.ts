// The shopper's return from PayHere (issue 25). Only PayHere's signed notification to the server marks an
// order paid, and it may come a few seconds after the browser: on a success return the server is asked
// again every 2 seconds for up to a minute. On a cancel return the unpaid order is cancelled, once.
import type { VerifyPaymentResponse } from '@store/contracts/orders';
import type { PayhereCancelResponse } from '@store/contracts/payhere';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpError } from '../../../lib/http-client';
import { queryKeys } from '../../../lib/query-keys';
import { cancelPayhereOrder, verifyPayment } from '../api/orders-api';
import { storeOrder } from './use-orders';

export const PAYHERE_ASK_EVERY_MS = 2_000;

/** An error worth asking again after: no answer, or the server's own fault (not a refusal). */
function isTransient(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const status = error.response?.status;
  return status === undefined ? error.code !== 'ERR_CANCELED' : status >= 500;
}
export const PAYHERE_ASK_FOR_MS = 60_000;

export type PayhereConfirmation =
  /** The first answer, or the one a "check again" asked for, is on its way. */
  | { state: 'checking' }
  /** Not paid yet: the server is asked again every few seconds. */
  | { state: 'confirming' }
  | { state: 'paid' }
  /** Still not paid when the minute was over (or when asked again). */
  | { state: 'notConfirmed' }
  | { state: 'failed'; error: unknown };

/** An answer about the order: shown everywhere the cache has it; a settled one refreshes the lists. */
function keep(
  queryClient: QueryClient,
  answer: VerifyPaymentResponse | PayhereCancelResponse,
  settled: boolean,
) {
  storeOrder(queryClient, answer.order);
  if (!settled) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  // A paid order has emptied the stored cart.
  if (answer.paid) void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
}

/** Whether the order is paid yet; `checkAgain` asks once more after the minute or a failure. */
export function usePayhereConfirmation(orderId: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PayhereConfirmation>({ state: 'checking' });
  // The first round asks until the order is paid or the minute is over; each "check again" asks once.
  const [round, setRound] = useState({ number: 0, poll: true });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + PAYHERE_ASK_FOR_MS;
    const ask = async () => {
      try {
        const answer = await verifyPayment(orderId);
        if (stopped) return;
        const askAgain = !answer.paid && round.poll && Date.now() + PAYHERE_ASK_EVERY_MS <= deadline;
        keep(queryClient, answer, !askAgain);
        if (askAgain) {
          setStatus({ state: 'confirming' });
          timer = setTimeout(() => void ask(), PAYHERE_ASK_EVERY_MS);
        } else {
          setStatus({ state: answer.paid ? 'paid' : 'notConfirmed' });
        }
      } catch (error) {
        if (stopped) return;
        // A dropped connection or a server hiccup does not end the minute of asking; a refusal does.
        if (round.poll && isTransient(error) && Date.now() + PAYHERE_ASK_EVERY_MS <= deadline) {
          timer = setTimeout(() => void ask(), PAYHERE_ASK_EVERY_MS);
          return;
        }
        setStatus({ state: 'failed', error });
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, round, queryClient]);

  const checkAgain = useCallback(() => {
    setStatus({ state: 'checking' });
    setRound((current) => ({ number: current.number + 1, poll: false }));
  }, []);

  return { status, checkAgain };
}

/** Cancels the unpaid order once per order id (a second render or StrictMode's second effect asks nothing). */
export function usePayhereCancel(orderId: string) {
  const queryClient = useQueryClient();
  const cancel = useMutation<PayhereCancelResponse, unknown, string>({
    mutationFn: cancelPayhereOrder,
    onSuccess: (answer) => keep(queryClient, answer, true),
  });
  const asked = useRef<string | null>(null);
  const { mutate } = cancel;
  useEffect(() => {
    if (asked.current === orderId) return;
    asked.current = orderId;
    mutate(orderId);
  }, [orderId, mutate]);
  return cancel;
}
