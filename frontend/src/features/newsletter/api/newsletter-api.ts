// The newsletter's calls: subscribing (a confirmation link is mailed), confirming, unsubscribing.
import type { NewsletterSubscribeBody } from '@store/contracts/newsletter';
import { apiClient } from '../../../lib/api-client';

type MessageAnswer = { success: true; message: string };

/** POST /api/newsletter/subscribe: the same answer whatever the address's state. */
export async function subscribe(body: NewsletterSubscribeBody): Promise<string> {
  return (await apiClient.post<MessageAnswer>('/api/newsletter/subscribe', body)).data.message;
}

/** POST /api/newsletter/confirm: the mailed link's token. */
export async function confirmSubscription(token: string): Promise<string> {
  return (await apiClient.post<MessageAnswer>('/api/newsletter/confirm', { token })).data.message;
}

/** POST /api/newsletter/unsubscribe/:token. */
export async function unsubscribe(token: string): Promise<string> {
  return (await apiClient.post<MessageAnswer>(`/api/newsletter/unsubscribe/${encodeURIComponent(token)}`))
    .data.message;
}
