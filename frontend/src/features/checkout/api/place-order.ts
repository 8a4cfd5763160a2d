import type { CardCheckoutResponse, PlaceOrderBody, PlaceOrderResponse } from '@store/contracts/orders';
import { IDEMPOTENCY_HEADER } from '@store/contracts/order-rules';
import type { PayhereCheckoutResponse } from '@store/contracts/payhere';
import { apiClient } from '../../../lib/api-client';

const withKey = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** POST /api/order/place: cash on delivery. The same key never makes a second order. */
export async function placeCashOrder(
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlaceOrderResponse> {
  const { data } = await apiClient.post<PlaceOrderResponse>(
    '/api/order/place',
    body,
    withKey(idempotencyKey),
  );
  return data;
}

/** POST /api/order/stripe: a card order and the hosted checkout page to send the browser to. */
export async function startCardCheckout(
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<CardCheckoutResponse> {
  const { data } = await apiClient.post<CardCheckoutResponse>(
    '/api/order/stripe',
    body,
    withKey(idempotencyKey),
  );
  return data;
}

/** POST /api/order/payhere: a card order, unpaid with its stock held, and the form to post to PayHere. */
export async function startPayhereCheckout(
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PayhereCheckoutResponse> {
  const { data } = await apiClient.post<PayhereCheckoutResponse>(
    '/api/order/payhere',
    body,
    withKey(idempotencyKey),
  );
  return data;
}
