import type { ChangePasswordBody } from '@store/contracts/users';
import { apiClient } from '../../../lib/api-client';

export interface ChangePasswordAnswer {
  success: boolean;
  message?: string;
  /** The fresh token: the change ended every earlier one, this device's included. */
  token?: string;
}

/** PUT /api/user/change-password with the session's bearer token. */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  const { data } = await apiClient.put<ChangePasswordAnswer>('/api/user/change-password', body);
  return data;
}
