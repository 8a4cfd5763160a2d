// Demo mode's "Sent mail": the newest mails the store wrote as files instead of sending them.
import type { SentMailListResponse } from '@store/contracts/mail';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mail/sent (admin). */
export async function listSentMail(signal?: AbortSignal): Promise<SentMailListResponse> {
  const { data } = await apiClient.get<SentMailListResponse>('/api/mail/sent', { signal });
  return data;
}

export function useSentMail() {
  return useQuery({
    queryKey: [...queryKeys.admin.all, 'sent-mail'],
    queryFn: ({ signal }) => listSentMail(signal),
  });
}
