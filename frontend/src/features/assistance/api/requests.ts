// /api/assist on the assistance service: the shopper's request, and the helpers' queue.
import type {
  AssistListResponse,
  AssistRequest,
  AssistResponse,
  CreateAssistBody,
  MyAssistResponse,
  TranscriptMailResponse,
} from '@store/contracts/assistance';
import type { Language } from '@store/contracts/languages';
import { assistClient } from '../../../lib/api-client';

/** POST /api/assist: a new request, or the shopper's open one. */
export async function createRequest(body: CreateAssistBody = {}): Promise<AssistResponse> {
  const { data } = await assistClient.post<AssistResponse>('/api/assist', body);
  return data;
}

/** GET /api/assist/mine: the shopper's open request and place in the queue. */
export async function getMyRequest(): Promise<MyAssistResponse> {
  const { data } = await assistClient.get<MyAssistResponse>('/api/assist/mine');
  return data;
}

/** DELETE /api/assist/:id: the shopper cancels or ends; a helper removes or ends. */
export async function closeRequest(id: string): Promise<AssistRequest> {
  const { data } = await assistClient.delete<AssistResponse>(`/api/assist/${encodeURIComponent(id)}`);
  return data.assist;
}

/** GET /api/assist (helpers): every open request, longest waiting first. */
export async function listRequests(): Promise<AssistRequest[]> {
  const { data } = await assistClient.get<AssistListResponse>('/api/assist');
  return data.assist;
}

/** PUT /api/assist/:id (helpers): accept; 409 when another helper was first. */
export async function acceptRequest(id: string): Promise<AssistRequest> {
  const { data } = await assistClient.put<AssistResponse>(`/api/assist/${encodeURIComponent(id)}`, {
    accept: true,
  });
  return data.assist;
}

/** POST /api/assist/transcript-mail: the shopper's latest conversation, mailed to their own address. */
export async function mailTranscript(language: Language): Promise<TranscriptMailResponse> {
  const { data } = await assistClient.post<TranscriptMailResponse>('/api/assist/transcript-mail', {
    language,
  });
  return data;
}
