// The accessibility settings saved with a signed-in shopper's account (GET/PUT /api/user/settings).
import type { SettingsResponse, StoredAccessibilitySettings } from '@store/contracts/accessibility';
import { apiClient } from '../../../lib/api-client';

export async function getAccountSettings(): Promise<SettingsResponse> {
  const { data } = await apiClient.get<SettingsResponse>('/api/user/settings');
  return data;
}

export async function saveAccountSettings(settings: StoredAccessibilitySettings): Promise<SettingsResponse> {
  const { data } = await apiClient.put<SettingsResponse>('/api/user/settings', { settings });
  return data;
}
