// Helpers' presence on the assistance service: a helper's Available / Away, and whether help is there now.
import type { AvailabilityResponse, HelperStatus, PresenceResponse } from '@store/contracts/assistance';
import { assistClient } from '../../../lib/api-client';

/** GET /api/assist/availability (anyone): a helper available now, and the usual wait. */
export async function getAvailability(): Promise<AvailabilityResponse> {
  const { data } = await assistClient.get<AvailabilityResponse>('/api/assist/availability');
  return data;
}

/** GET /api/assist/presence (helpers): their own status. */
export async function getPresence(): Promise<HelperStatus> {
  const { data } = await assistClient.get<PresenceResponse>('/api/assist/presence');
  return data.status;
}

/** PUT /api/assist/presence (helpers): Available or Away. */
export async function setPresence(status: HelperStatus): Promise<HelperStatus> {
  const { data } = await assistClient.put<PresenceResponse>('/api/assist/presence', { status });
  return data.status;
}
