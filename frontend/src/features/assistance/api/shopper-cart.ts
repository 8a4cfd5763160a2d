// GET /api/assist/cart/:userId: the cart of a shopper the helper serves, and a grant to watch it live on
// the main API's socket.
import type { ShopperCartResponse } from '@store/contracts/assistance';
import { assistClient } from '../../../lib/api-client';

export async function getShopperCart(userId: string): Promise<ShopperCartResponse> {
  const { data } = await assistClient.get<ShopperCartResponse>(
    `/api/assist/cart/${encodeURIComponent(userId)}`,
  );
  return data;
}
