// The admin's newsletter: how many addresses are subscribed, and sending an issue to them.
import type { NewsletterIssueBody, NewsletterQueuedResponse } from '@store/contracts/newsletter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const statsKey = [...queryKeys.admin.all, 'newsletter'] as const;

/** GET /api/newsletter/stats. */
export async function getNewsletterStats(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get<{ success: true; confirmed: number }>('/api/newsletter/stats', {
    signal,
  });
  return data.confirmed;
}

/** POST /api/newsletter/send: queued, one mail per subscriber. */
export async function sendNewsletter(body: NewsletterIssueBody): Promise<number> {
  const { data } = await apiClient.post<NewsletterQueuedResponse>('/api/newsletter/send', body);
  return data.queued;
}

export const useNewsletterStats = () =>
  useQuery({ queryKey: statsKey, queryFn: ({ signal }) => getNewsletterStats(signal) });

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKey }),
  });
}
