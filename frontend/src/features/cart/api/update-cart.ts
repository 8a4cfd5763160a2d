import type { CartResponse, CartUpdateBody } from '@store/contracts/cart';
import { apiClient } from '../../../lib/api-client';

/** POST /api/cart/update: sets a line's quantity (0 removes it); answers with the whole cart. */
export async function updateCart(body: CartUpdateBody): Promise<CartResponse> {
  const { data } = await apiClient.post<CartResponse>('/api/cart/update', body);
  return data;
}
