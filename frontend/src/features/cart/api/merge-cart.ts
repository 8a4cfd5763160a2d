import type { CartData, CartResponse } from '@store/contracts/cart';
import { apiClient } from '../../../lib/api-client';

/** POST /api/cart/merge: adds the guest cart into the stored one at sign-in (quantities add up). */
export async function mergeCart(cartData: CartData): Promise<CartResponse> {
  const { data } = await apiClient.post<CartResponse>('/api/cart/merge', { cartData });
  return data;
}
