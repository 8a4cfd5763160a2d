import type { ForgotPasswordBody, ResetPasswordBody } from '@store/contracts/users';
import { apiClient } from '../../../lib/api-client';

/** POST /api/user/forgot-password: answers the same words whether or not the account exists. */
export async function askForResetLink(body: ForgotPasswordBody): Promise<string> {
  const { data } = await apiClient.post<{ success: true; message: string }>(
    '/api/user/forgot-password',
    body,
  );
  return data.message;
}

/** POST /api/user/reset-password: the link's token and the new password. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { data } = await apiClient.post<{ success: true; message: string }>('/api/user/reset-password', body);
  return data.message;
}
