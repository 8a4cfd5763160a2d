// The accessibility settings saved with a signed-in shopper's account (GET/PUT /api/user/settings).
import type { SettingsResponse, StoredAccessibilitySettings } from '@store/contracts/accessibility';
import { apiClient } from '../../../lib/api-client';

export async function getAccountSettings(): Promise<SettingsResponse> {
  const { data } = await apiClient.get<SettingsResponse>('/api/user/settings');
  return data;
}

/** Saves to the session's account, or to the account of `token` (a session that has just ended). */
export async function saveAccountSettings(
  settings: StoredAccessibilitySettings,
  token?: string,
): Promise<SettingsResponse> {
  const headers = token ? { token, Authorization: `Bearer ${token}` } : undefined;
  const { data } = await apiClient.put<SettingsResponse>('/api/user/settings', { settings }, { headers });
  return data;
}
