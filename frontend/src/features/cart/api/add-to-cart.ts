import type { CartAddBody, CartResponse } from '@store/contracts/cart';
import { apiClient } from '../../../lib/api-client';

/** POST /api/cart/add: one more of a product in a size; answers with the whole cart. */
export async function addToCart(body: CartAddBody): Promise<CartResponse> {
  const { data } = await apiClient.post<CartResponse>('/api/cart/add', body);
  return data;
}
