import type { AuthResponse, LoginBody } from '@store/contracts/users';
import { apiClient } from '../../../lib/api-client';

/** POST /api/user/login. */
export async function login(body: LoginBody): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/api/user/login', body);
  return data;
}
