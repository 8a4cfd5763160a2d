import type { AuthResponse, RegisterBody } from '@store/contracts/users';
import { apiClient } from '../../../lib/api-client';

/** POST /api/user/register (always creates a shopper). */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/api/user/register', body);
  return data;
}
