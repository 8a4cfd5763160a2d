import type { CartResponse } from '@store/contracts/cart';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/cart/get: the signed-in shopper's stored cart. Asked without a body, which lets the server
 * answer it before its middleware (backend/src/hot-path.ts).
 */
export async function getCart(): Promise<CartResponse> {
  const { data } = await apiClient.post<CartResponse>('/api/cart/get');
  return data;
}
