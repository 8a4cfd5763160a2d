// /api/messages on the assistance service: a conversation's text and voice messages.
import type {
  ChatMessage,
  MessagesResponse,
  SendMessageBody,
  SendMessageResponse,
} from '@store/contracts/assistance';
import { AUDIO_FIELD } from '@store/contracts/constants';
import type { Language } from '@store/contracts/languages';
import { assistClient } from '../../../lib/api-client';

/** GET /api/messages/:userId, oldest first; with `after` (a message id) only what came later. */
export async function getMessages(userId: string, after?: string): Promise<ChatMessage[]> {
  const { data } = await assistClient.get<MessagesResponse>(`/api/messages/${encodeURIComponent(userId)}`, {
    params: after ? { after } : undefined,
  });
  return data.messages;
}

/** POST /api/messages; the same clientMessageId sent again stores nothing new. */
export async function sendMessage(body: SendMessageBody): Promise<SendMessageResponse> {
  const { data } = await assistClient.post<SendMessageResponse>('/api/messages', body);
  return data;
}

export interface VoiceMessage {
  userId: string;
  from: SendMessageBody['from'];
  audio: Blob;
  /** Seconds. */
  duration: number;
  clientMessageId: string;
  /** The shop's language as it was recorded. */
  lang: Language;
}

/** POST /api/messages/audio (multipart). */
export async function sendVoiceMessage(message: VoiceMessage): Promise<SendMessageResponse> {
  const form = new FormData();
  form.set('userId', message.userId);
  form.set('from', message.from);
  form.set('duration', String(Math.max(0.1, Math.round(message.duration * 10) / 10)));
  form.set('clientMessageId', message.clientMessageId);
  form.set('lang', message.lang);
  const ext = message.audio.type.includes('ogg')
    ? 'ogg'
    : message.audio.type.includes('mp4')
      ? 'm4a'
      : 'webm';
  form.set(AUDIO_FIELD, message.audio, `voice-message.${ext}`);
  const { data } = await assistClient.post<SendMessageResponse>('/api/messages/audio', form, {
    // FormData: the browser writes multipart/form-data with its boundary.
    timeout: 60_000,
  });
  return data;
}
