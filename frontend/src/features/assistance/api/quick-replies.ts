// A helper's quick replies on the assistance service.
import type { QuickRepliesResponse } from '@store/contracts/assistance';
import { assistClient } from '../../../lib/api-client';

/** GET /api/assist/replies: the helper's list, or null before they saved one. */
export async function getQuickReplies(): Promise<string[] | null> {
  const { data } = await assistClient.get<QuickRepliesResponse>('/api/assist/replies');
  return data.replies;
}

/** PUT /api/assist/replies: replaces the list; answers it as saved. */
export async function saveQuickReplies(replies: string[]): Promise<string[]> {
  const { data } = await assistClient.put<QuickRepliesResponse>('/api/assist/replies', { replies });
  return data.replies ?? [];
}
