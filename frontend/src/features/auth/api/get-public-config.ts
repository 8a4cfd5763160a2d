import type { PublicConfig } from '@store/contracts/config';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/config: whether this is a demo deployment, and its quick-fill accounts. */
export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await apiClient.get<PublicConfig>('/api/config');
  return data;
}

export const usePublicConfig = () => useQuery('config', getPublicConfig, { staleMs: 5 * 60_000 });
