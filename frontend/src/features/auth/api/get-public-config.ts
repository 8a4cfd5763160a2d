import type { PublicConfig } from '@store/contracts/config';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/config: whether this is a demo deployment, and its quick-fill accounts. */
export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await apiClient.get<PublicConfig>('/api/config');
  return data;
}

export const usePublicConfig = () =>
  useQuery({ queryKey: queryKeys.config, queryFn: getPublicConfig, staleTime: staleTimes.config });
